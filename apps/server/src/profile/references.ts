/** The checks of a change set against the reference data: profession, workplaces, administered centres. */
import { profileMessages, signupMessages, type ProfilePatch } from '@portal/shared';
import type { AdminScope } from '../admin/scope.ts';
import type { SignupRepository } from '../signup/repository.ts';
import { ProfileRefusal } from './refusal.ts';
import type { StoredAccount, WorkplaceLink } from './repository.ts';

interface Deps {
  references: SignupRepository;
  scope: AdminScope;
}

const linkKey = (link: WorkplaceLink) => `${link.jobPlaceId}:${link.adminSiteId}`;

export function profileReferences({ references, scope }: Deps) {
  return {
    /** The profession must exist and, for an RPPS holder (today or after the change), be an RPPS one. */
    async checkJob(jobCode: string | null, rpps: string | null): Promise<void> {
      if (jobCode === null) return;
      const job = await references.findJob(jobCode);
      if (!job) throw new ProfileRefusal(signupMessages.unknownJob, 'jobCode');
      if (rpps && !job.isRpps) throw new ProfileRefusal(signupMessages.rppsJobOnly, 'jobCode');
    },

    /**
     * The complete links, one per workplace. Every workplace must exist; a centre newly linked must
     * be active (a link kept as it was stays, even to a centre deprecated since).
     */
    async checkWorkplaces(list: NonNullable<ProfilePatch['jobPlaces']>, current: WorkplaceLink[]) {
      const links = [...new Map(list.map((link) => [link.jobPlaceId, link])).values()].filter(
        (link) => link.jobPlaceId && link.adminSiteId,
      );
      if (links.length === 0) return links;
      if ((await references.countJobPlaces(links.map((link) => link.jobPlaceId))) !== links.length) {
        throw new ProfileRefusal(signupMessages.unknownJobPlace, 'jobPlaces');
      }
      const kept = new Set(current.map(linkKey));
      const sites = [...new Set(links.filter((link) => !kept.has(linkKey(link))).map((link) => link.adminSiteId))];
      if (sites.length > 0 && (await references.countActiveAdminSites(sites)) !== sites.length) {
        throw new ProfileRefusal(signupMessages.unknownAdminSite, 'jobPlaces');
      }
      return links;
    },

    /** Only admins have centres; a centre added must be active and one the admin may manage (a super admin any). */
    async checkAdminSites(account: StoredAccount, list: string[], current: string[]): Promise<string[]> {
      if (!account.isAdmin && !account.isSuperAdmin) throw new ProfileRefusal(profileMessages.notAdmin, 'adminSiteIds');
      const ids = [...new Set(list)];
      const added = ids.filter((id) => !current.includes(id));
      if (added.length === 0) return ids;
      if ((await references.countActiveAdminSites(added)) !== added.length) {
        throw new ProfileRefusal(signupMessages.unknownAdminSite, 'adminSiteIds');
      }
      if (!(await scope.canManageAdminSites(account, added))) {
        throw new ProfileRefusal(profileMessages.adminSiteNotAllowed, 'adminSiteIds');
      }
      return ids;
    },
  };
}

export type ProfileReferences = ReturnType<typeof profileReferences>;

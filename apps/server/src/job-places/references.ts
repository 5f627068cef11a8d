/**
 * The checks of a sign-up or a profile change against the reference data: the profession, the job
 * places and the admin sites they are linked to. Each refusal names the field the browser marks.
 */
import { signupMessages, type JobPlaceLink } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { refused } from '../http/errors.ts';
import { jobPlacesRepository } from './repository.ts';

const linkKey = (link: JobPlaceLink) => `${link.jobPlaceId}:${link.adminSiteId}`;

export function jobPlaceReferences(db: Db) {
  const repository = jobPlacesRepository(db);
  return {
    /** The profession must exist and, for an RPPS holder, be an RPPS one. */
    async checkJob(jobCode: string, rpps: string | null | undefined): Promise<{ label: string; isRpps: boolean }> {
      const job = await repository.findJob(jobCode);
      if (!job) throw refused(signupMessages.unknownJob, 'jobCode');
      if (rpps && !job.isRpps) throw refused(signupMessages.rppsJobOnly, 'jobCode');
      return job;
    },

    /**
     * The complete links, one per job place. Every job place must exist; an admin site newly
     * linked must be active (a link `kept` as it was stays, even to one deprecated since).
     */
    async checkJobPlaces(list: JobPlaceLink[], kept: JobPlaceLink[] = []): Promise<JobPlaceLink[]> {
      const links = [...new Map(list.map((link) => [link.jobPlaceId, link])).values()].filter(
        (link) => link.jobPlaceId && link.adminSiteId,
      );
      if ((await repository.countJobPlaces(links.map((link) => link.jobPlaceId))) !== links.length) {
        throw refused(signupMessages.unknownJobPlace, 'jobPlaces');
      }
      const keptKeys = new Set(kept.map(linkKey));
      const added = links.filter((link) => !keptKeys.has(linkKey(link)));
      const adminSiteIds = [...new Set(added.map((link) => link.adminSiteId))];
      if ((await repository.countActiveAdminSites(adminSiteIds)) !== adminSiteIds.length) {
        throw refused(signupMessages.unknownAdminSite, 'jobPlaces');
      }
      return links;
    },

    /** How many of these admin sites are still in use. */
    countActiveAdminSites: repository.countActiveAdminSites,
  };
}
export type JobPlaceReferences = ReturnType<typeof jobPlaceReferences>;

/** The admin sites an administrator manages, as a profile change sets them. */
import { profileMessages, signupMessages } from '@portal/shared';
import type { AdminScope } from '../admin/scope-repository.ts';
import { refused } from '../http/errors.ts';
import type { JobPlaceReferences } from '../job-places/references.ts';
import type { StoredAccount } from './change-repository.ts';

/**
 * Only admins have admin sites; one added must be active and one the admin may manage (a super
 * admin any). Answers the new list, without repeats.
 */
export async function checkAdminSites(
  { references, scope }: { references: JobPlaceReferences; scope: AdminScope },
  account: StoredAccount,
  list: string[],
  current: string[],
): Promise<string[]> {
  if (!account.isAdmin && !account.isSuperAdmin) throw refused(profileMessages.notAdmin, 'adminSiteIds');
  const ids = [...new Set(list)];
  const added = ids.filter((id) => !current.includes(id));
  if (added.length === 0) return ids;
  if ((await references.countActiveAdminSites(added)) !== added.length) {
    throw refused(signupMessages.unknownAdminSite, 'adminSiteIds');
  }
  if (!(await scope.canManageAdminSites(account, added))) {
    throw refused(profileMessages.adminSiteNotAllowed, 'adminSiteIds');
  }
  return ids;
}

/** The admin sites an administrator manages, as a profile change sets them. */
import { mayAddOwnAdminSite, profileMessages, signupMessages } from '@portal/shared';
import { refused } from '../http/errors.ts';
import type { JobPlaceReferences } from '../job-places/references.ts';
import type { StoredAccount } from './change-repository.ts';

/**
 * Only admins have admin sites; one added must be active and one the admin may add (the shared
 * rule: a super admin any, an admin only those they already administer). Answers the new list,
 * without repeats.
 */
export async function checkAdminSites(
  references: JobPlaceReferences,
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
  const owner = { isSuperAdmin: account.isSuperAdmin, adminSiteIds: current };
  if (!added.every((id) => mayAddOwnAdminSite(owner, id))) {
    throw refused(profileMessages.adminSiteNotAllowed, 'adminSiteIds');
  }
  return ids;
}

/**
 * A doctor's identity change against the national directory: the RPPS must exist there, under the
 * names the account would have. The administrator deciding sees the verdict (a mismatch is flagged).
 */
import type { DirectoryCheck } from '@portal/shared';
import type { DirectoryRepository } from '../directory/repository.ts';
import { searchKey } from '../directory/search-key.ts';
import type { StoredAccount } from './change-repository.ts';
import type { IdentityPlan } from './identity.ts';

export async function checkAgainstDirectory(
  directory: DirectoryRepository,
  account: StoredAccount,
  identity: IdentityPlan,
): Promise<DirectoryCheck | null> {
  const after = (field: 'rpps' | 'firstName' | 'lastName') => {
    const pending = identity.pending.find((update) => update.field === field);
    return pending ? pending.value : account[field];
  };
  const rpps = after('rpps');
  if (!rpps) return null;
  const record = await directory.findByRpps(rpps);
  if (!record) return 'unknown';
  const sameName = (field: 'firstName' | 'lastName') => searchKey(after(field) ?? '') === searchKey(record[field]);
  return sameName('lastName') && (account.isCorporation || sameName('firstName')) ? 'match' : 'mismatch';
}

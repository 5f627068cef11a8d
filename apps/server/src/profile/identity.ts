/**
 * Civil title, names, RPPS and profession of a change set: applied at once, or kept as pending
 * updates for an administrator when they are a doctor's (spec section 4): an RPPS added or
 * changed, the names and civil title of an RPPS holder (or of one asking for an RPPS), a
 * profession of the RPPS list. No one takes a doctor's identity by editing a profile.
 */
import { PENDING_FIELDS, type DirectoryCheck, type PendingField, type ProfilePatch } from '@portal/shared';
import type { DirectoryRepository } from '../directory/repository.ts';
import { searchKey } from '../directory/search-key.ts';
import type { AccountChanges, StoredAccount } from './change-repository.ts';

export interface IdentityPlan {
  direct: AccountChanges;
  /** Values to keep for an administrator. */
  pending: { field: PendingField; value: string | null }[];
  /** Fields set back to the account's value: their pending update, if any, goes. */
  withdrawn: PendingField[];
}

/** The value as stored: names and codes trimmed, an empty RPPS is none. */
function storedValue(patch: ProfilePatch, field: PendingField): string | null | undefined {
  const value = patch[field];
  if (value === undefined) return undefined;
  if (field === 'rpps') return value?.trim() || null;
  return value === null ? null : value.trim();
}

/** `jobIsRpps`: whether the profession the change set asks for is one of the RPPS list. */
export function planIdentity(account: StoredAccount, patch: ProfilePatch, jobIsRpps: boolean): IdentityPlan {
  const plan: IdentityPlan = { direct: {}, pending: [], withdrawn: [] };
  const asksForRpps = Boolean(storedValue(patch, 'rpps'));
  const doctor = account.rpps !== null || asksForRpps;
  for (const field of PENDING_FIELDS) {
    // A corporation has no civil title nor first name (its company name is its last name).
    if (account.isCorporation && (field === 'civilTitle' || field === 'firstName')) continue;
    const value = storedValue(patch, field);
    if (value === undefined) continue;
    const unchanged = value === account[field];
    const waitsForAdmin = field === 'jobCode' ? jobIsRpps : doctor;
    if (unchanged) {
      if (waitsForAdmin || field === 'jobCode') plan.withdrawn.push(field);
    } else if (waitsForAdmin) {
      plan.pending.push({ field, value });
    } else {
      Object.assign(plan.direct, { [field]: value });
    }
  }
  return plan;
}

/** The RPPS the change set asks for, when it differs from the account's (applied or pending). */
export function requestedRpps(plan: IdentityPlan): string | null | undefined {
  if (plan.direct.rpps !== undefined) return plan.direct.rpps;
  return plan.pending.find((update) => update.field === 'rpps')?.value;
}

/**
 * A doctor's identity change against the national directory: the RPPS must exist there, under the
 * names the account would have. The administrator deciding sees the verdict (a mismatch is flagged).
 */
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

/**
 * Civil title, names, RPPS and profession of a change set: applied at once, or kept as pending
 * updates for an administrator when they are a doctor's (spec section 4): an RPPS added or
 * changed, the names and civil title of an RPPS holder (or of one asking for an RPPS, in this
 * change set or in one still waiting), a profession of the RPPS list. No one takes a doctor's
 * identity by editing a profile. The administrator deciding sees the directory's verdict, computed
 * when they look (`pending-updates-repository.ts`).
 */
import { PENDING_FIELDS, type PendingField, type ProfilePatch } from '@portal/shared';
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
  // One asking for an RPPS, now or in a change still waiting, changes a doctor's identity.
  const doctor = account.rpps !== null || account.asksForRpps || Boolean(storedValue(patch, 'rpps'));
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

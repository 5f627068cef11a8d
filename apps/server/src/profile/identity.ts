/**
 * Civil title, names and RPPS of a change set: applied at once, or, for an RPPS holder, kept as
 * pending updates for an administrator (spec section 4: changes to RPPS-related identity fields).
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

/** The value as stored: names trimmed, an empty RPPS is none. */
function storedValue(patch: ProfilePatch, field: PendingField): string | null | undefined {
  const value = patch[field];
  if (value === undefined) return undefined;
  if (field === 'rpps') return value?.trim() || null;
  return value === null ? null : value.trim();
}

export function planIdentity(account: StoredAccount, patch: ProfilePatch): IdentityPlan {
  const plan: IdentityPlan = { direct: {}, pending: [], withdrawn: [] };
  const waitsForAdmin = account.rpps !== null;
  for (const field of PENDING_FIELDS) {
    // A corporation has no civil title nor first name (its company name is its last name).
    if (account.isCorporation && (field === 'civilTitle' || field === 'firstName')) continue;
    const value = storedValue(patch, field);
    if (value === undefined) continue;
    const unchanged = value === account[field];
    if (waitsForAdmin) {
      if (unchanged) plan.withdrawn.push(field);
      else plan.pending.push({ field, value });
    } else if (!unchanged) {
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

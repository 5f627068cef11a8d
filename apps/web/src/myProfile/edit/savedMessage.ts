import {
  PENDING_FIELDS,
  normalizeEmail,
  profileMessages,
  type PendingField,
  type ProfilePatch,
  type UserProfile,
} from '@portal/shared';

/** A field's value as the server keeps it in a pending update: trimmed, an empty RPPS is none. */
function askedValue(patch: ProfilePatch, field: PendingField): string | null {
  if (field === 'rpps') return patch.rpps?.trim() || null;
  return patch[field]?.trim() ?? null;
}

/** The addresses left are all ones the profile had: some were deleted, none added. */
const onlyDeletesEmails = (before: UserProfile, patch: ProfilePatch) =>
  Object.keys(patch).length === 1 &&
  patch.emails !== undefined &&
  patch.emails.length < before.emails.length &&
  patch.emails.every(({ email }) => before.emails.some((kept) => normalizeEmail(kept.email) === normalizeEmail(email)));

/**
 * What a saved change set says (spec section 8): the fields that now wait for an administrator
 * (a doctor's identity, spec section 4) are said to have been sent for approval; a save that only
 * deleted addresses says `Email supprimé`; any other `Votre profil a bien été mis à jour`.
 */
export function savedMessage(before: UserProfile, patch: ProfilePatch, after: UserProfile): string {
  const waiting: string[] = PENDING_FIELDS.filter(
    (field) =>
      patch[field] !== undefined &&
      after.pendingUpdates.some((update) => update.field === field && update.value === askedValue(patch, field)),
  );
  const appliedAtOnce = Object.keys(patch).some((field) => !waiting.includes(field));
  if (waiting.length > 0) {
    return appliedAtOnce ? profileMessages.updatedAndSentForApproval : profileMessages.sentForApproval;
  }
  return onlyDeletesEmails(before, patch) ? profileMessages.emailDeleted : profileMessages.updated;
}

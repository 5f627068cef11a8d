import type { PendingField, PendingUpdate, UserProfile } from '@portal/shared';

/** The latest pending update of a field, if an administrator has one to approve. */
export function latestPendingUpdate(profile: UserProfile, field: PendingField): PendingUpdate | undefined {
  return profile.pendingUpdates
    .filter((pendingUpdate) => pendingUpdate.field === field)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

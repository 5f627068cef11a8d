/** The administration calls built so far (the admin screens come with their own issue). */
import type { CivilTitle, PendingField } from './domain.ts';

/** `GET /api/admin/users/unactivated`: an account awaiting validation in the admin's centres. */
export interface AccountAwaitingValidation {
  userId: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  isCorporation: boolean;
  rpps: string | null;
  email: string | null;
  createdAt: string;
}

/**
 * `GET /api/admin/pending-updates`: an identity change of an RPPS holder of the admin's centres,
 * awaiting approval (`POST /api/admin/pending-updates/{pendingUpdateId}/approve` or `/reject`).
 */
export interface PendingUpdateToReview {
  pendingUpdateId: string;
  userId: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  rpps: string | null;
  field: PendingField;
  /** The account's value today. */
  currentValue: string | null;
  /** The value asked for; `null` removes it (RPPS). */
  value: string | null;
  createdAt: string;
}

export const adminMessages = {
  activated: 'Le compte a été validé',
  accountUnknown: "Ce compte n'existe pas ou ne relève pas de vos centres de pathologie",
  pendingUpdateApproved: 'La modification a été approuvée',
  pendingUpdateRejected: 'La modification a été refusée',
} as const;

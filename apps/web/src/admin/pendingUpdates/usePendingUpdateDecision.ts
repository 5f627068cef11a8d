import { adminMessages } from '@portal/shared';
import { post, useAdminMutation } from '../adminCalls.ts';

export type Decision = 'approve' | 'reject';

/** `POST /api/admin/pending-updates/{pendingUpdateId}/approve`, or `/reject` with an optional reason. */
export function usePendingUpdateDecision() {
  return useAdminMutation(
    ({ pendingUpdateId, decision, reason }: { pendingUpdateId: string; decision: Decision; reason?: string }) =>
      post(`/api/admin/pending-updates/${encodeURIComponent(pendingUpdateId)}/${decision}`, reason ? { reason } : {}),
    ({ decision }) =>
      decision === 'approve' ? adminMessages.pendingUpdateApproved : adminMessages.pendingUpdateRejected,
  );
}

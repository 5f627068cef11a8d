import { adminMessages } from '@portal/shared';
import { post, useAdminMutation } from '../adminCalls.ts';

/** `POST /api/admin/support-requests/{supportRequestId}/handle` with the note e-mailed to the owner. */
export function useHandleSupportRequest() {
  return useAdminMutation(
    ({ supportRequestId, note }: { supportRequestId: string; note: string }) =>
      post(`/api/admin/support-requests/${encodeURIComponent(supportRequestId)}/handle`, { note }),
    () => adminMessages.supportHandled,
  );
}

import { adminMessages } from '@portal/shared';
import { api } from '../../api/api.ts';
import { useAdminMutation } from '../adminCalls.ts';

/** `PUT /api/admin/client-apps/{clientId}/suspension` `{ suspended }`. */
export function useSuspendClientApp() {
  return useAdminMutation(
    ({ clientId, suspended }: { clientId: string; suspended: boolean }) =>
      api(`/api/admin/client-apps/${encodeURIComponent(clientId)}/suspension`, { method: 'PUT', body: { suspended } }),
    ({ suspended }) => (suspended ? adminMessages.clientAppSuspended : adminMessages.clientAppResumed),
  );
}

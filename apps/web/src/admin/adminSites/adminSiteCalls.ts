import { adminMessages, type AdminSiteFields } from '@portal/shared';
import { api } from '../../api/api.ts';
import { post, useAdminMutation } from '../adminCalls.ts';

const sitePath = (adminSiteId: string) => `/api/admin/admin-sites/${encodeURIComponent(adminSiteId)}`;

/** `POST /api/admin/admin-sites` (a new centre), or `PATCH .../{adminSiteId}` its fields. */
export function useSaveAdminSite() {
  return useAdminMutation(
    ({ adminSiteId, fields }: { adminSiteId?: string; fields: AdminSiteFields }) =>
      adminSiteId
        ? api(sitePath(adminSiteId), { method: 'PATCH', body: fields })
        : post('/api/admin/admin-sites', fields),
    ({ adminSiteId }) => (adminSiteId ? adminMessages.adminSiteSaved : adminMessages.adminSiteCreated),
  );
}

/** `PATCH /api/admin/admin-sites/{adminSiteId}` `{ deprecated }`: deprecates or restores a centre. */
export function useDeprecateAdminSite() {
  return useAdminMutation(
    ({ adminSiteId, deprecated }: { adminSiteId: string; deprecated: boolean }) =>
      api(sitePath(adminSiteId), { method: 'PATCH', body: { deprecated } }),
    () => adminMessages.adminSiteSaved,
  );
}

/** `POST /api/admin/admin-sites/{adminSiteId}/admins` `{ userId }`: grants administrator rights on the centre. */
export function useGrantAdmin() {
  return useAdminMutation(
    ({ adminSiteId, userId }: { adminSiteId: string; userId: string }) =>
      post(`${sitePath(adminSiteId)}/admins`, { userId }),
    () => adminMessages.adminRightsGranted,
  );
}

/** `DELETE /api/admin/admin-sites/{adminSiteId}/admins/{userId}`: revokes them. */
export function useRevokeAdmin() {
  return useAdminMutation(
    ({ adminSiteId, userId }: { adminSiteId: string; userId: string }) =>
      api(`${sitePath(adminSiteId)}/admins/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    () => adminMessages.adminRightsRevoked,
  );
}

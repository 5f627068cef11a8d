import type { AdminSiteEntry, AdminSiteRef } from '@portal/shared';
import { useAdminQuery } from '../adminCalls.ts';
import { useAdminRole } from '../access/useAdminRole.ts';

/**
 * The centres an administrator may filter accounts by: every centre for a super administrator
 * (`GET /api/admin/admin-sites`), else the centres of their profile (`GET /api/users/me`).
 */
export function useAdminSiteChoices(): AdminSiteRef[] {
  const { isSuperAdmin, profile } = useAdminRole();
  const everyCentre = useAdminQuery<AdminSiteEntry[]>('/api/admin/admin-sites', { enabled: isSuperAdmin === true });
  const centres = isSuperAdmin ? (everyCentre.data ?? []) : (profile?.adminSites ?? []);
  return centres
    .map(({ adminSiteId, label }) => ({ adminSiteId, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}

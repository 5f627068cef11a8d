import { mayAddOwnAdminSite, type AdminSite, type AdminSitesOwner } from '@portal/shared';
import type { ChosenAdminSite } from './formValues.ts';

/** One entry per adminSiteId, first seen kept. */
export function uniqueAdminSites<T extends { adminSiteId: string }>(adminSites: T[]): T[] {
  const seen = new Set<string>();
  return adminSites.filter(({ adminSiteId }) => !seen.has(adminSiteId) && seen.add(adminSiteId));
}

/** The admin sites the dialog offers: in use, once each, not already chosen, and ones the owner may add (the server's rule). */
export function offeredAdminSites(
  adminSites: AdminSite[],
  chosen: ChosenAdminSite[],
  owner: AdminSitesOwner,
): AdminSite[] {
  const taken = new Set(chosen.map(({ adminSiteId }) => adminSiteId));
  return uniqueAdminSites(
    adminSites.filter(
      ({ adminSiteId, deprecated }) => !deprecated && !taken.has(adminSiteId) && mayAddOwnAdminSite(owner, adminSiteId),
    ),
  );
}

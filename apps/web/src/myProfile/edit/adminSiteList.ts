import type { AdminSite } from '@portal/shared';
import type { ChosenAdminSite } from './formValues.ts';

/** One entry per adminSiteId, first seen kept. */
export function uniqueSites<T extends { adminSiteId: string }>(sites: T[]): T[] {
  const seen = new Set<string>();
  return sites.filter((site) => !seen.has(site.adminSiteId) && seen.add(site.adminSiteId));
}

/** The centres the dialog offers: in use, once each, not already chosen. */
export function offeredSites(sites: AdminSite[], chosen: ChosenAdminSite[]): AdminSite[] {
  const taken = new Set(chosen.map((site) => site.adminSiteId));
  return uniqueSites(sites.filter((site) => !site.deprecated && !taken.has(site.adminSiteId)));
}

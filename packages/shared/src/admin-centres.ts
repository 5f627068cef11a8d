/** Super administrators' calls on centres and client apps, written once for the browser and the server. */
import type { AdminSite } from './domain.ts';

/**
 * `GET /api/admin/admin-sites`: every centre, deprecated ones included, with its administrators and
 * how many accounts work there. `POST /api/admin/admin-sites` `AdminSiteFields` creates one
 * (answers `{ adminSiteId }`); `PATCH /api/admin/admin-sites/{adminSiteId}` `Partial<AdminSiteFields>
 * & { deprecated?: boolean }` edits or deprecates it (a deprecated centre disappears from sign-up
 * and profile lists). `POST /api/admin/admin-sites/{adminSiteId}/admins` `{ userId }` grants
 * administrator rights on it; `DELETE /api/admin/admin-sites/{adminSiteId}/admins/{userId}`
 * revokes them (the last centre revoked ends the account's administrator rights).
 */
export interface AdminSiteEntry extends AdminSite {
  admins: { userId: string; name: string; email: string | null }[];
  accounts: number;
}

export interface AdminSiteFields {
  label: string;
  address: string;
  zipcode: string;
  city: string;
  finess?: string;
  siret?: string;
}

/**
 * `GET /api/admin/client-apps`: the client applications of the configuration (not the portal
 * itself); `PUT /api/admin/client-apps/{clientId}/suspension` `{ suspended }` suspends or resumes
 * one: a suspended app's sign-ins return to the portal with the spec's suspended banner.
 */
export interface ClientAppEntry {
  clientId: string;
  label: string;
  suspended: boolean;
}

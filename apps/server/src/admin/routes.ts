/**
 * The administration space (`/api/admin/...`, contract in `@portal/shared` admin.ts): every call
 * needs an activated administrator's portal session, counts against their rate limit, and checks
 * their scope in the service. `/admin` is the SPA's `#/admin`.
 */
import type { App } from '../http/app.ts';
import { spaUrl } from '../http/spa-url.ts';
import { accountRoutes } from './account-routes.ts';
import type { AccountActionsService } from './account-actions.ts';
import type { AdminAccounts } from './accounts.ts';
import type { AdminSites } from './admin-sites.ts';
import type { AuditLog } from './audit-log.ts';
import type { ClientApps } from './client-apps.ts';
import type { AdminGuards } from './guards.ts';
import type { PendingUpdateReview } from './pending-updates.ts';
import { reviewRoutes } from './review-routes.ts';
import { superAdminRoutes } from './super-routes.ts';
import type { SupportRequests } from './support-requests.ts';

export interface AdminServices {
  guards: AdminGuards;
  adminAccounts: AdminAccounts;
  actions: AccountActionsService;
  pendingUpdateReview: PendingUpdateReview;
  supportRequests: SupportRequests;
  auditLog: AuditLog;
  adminSites: AdminSites;
  clientApps: ClientApps;
}

export function adminRoutes(app: App, services: AdminServices) {
  app.get('/admin', async (_request, reply) => reply.redirect(spaUrl('admin'), 302));
  accountRoutes(app, services);
  reviewRoutes(app, services);
  superAdminRoutes(app, services);
}

/** Super administrators only: pathology centres, their administrators, client apps' suspension. */
import type { App } from '../http/app.ts';
import type { AdminSites } from './admin-sites.ts';
import type { ClientApps } from './client-apps.ts';
import type { AdminGuards } from './guards.ts';
import {
  adminSiteAdminParams,
  adminSiteChangesBody,
  adminSiteParams,
  clientAppParams,
  newAdminSiteBody,
  suspensionBody,
  userIdBody,
} from './schemas.ts';

interface Deps {
  guards: AdminGuards;
  adminSites: AdminSites;
  clientApps: ClientApps;
}

export function superAdminRoutes(app: App, { guards, adminSites, clientApps }: Deps) {
  const { superAdmin } = guards;

  app.get('/api/admin/admin-sites', superAdmin, async () => adminSites.list());
  app.post('/api/admin/admin-sites', { ...superAdmin, schema: { body: newAdminSiteBody } }, async (request) =>
    adminSites.create(request.admin, request.body),
  );
  app.patch(
    '/api/admin/admin-sites/:adminSiteId',
    { ...superAdmin, schema: { params: adminSiteParams, body: adminSiteChangesBody } },
    async (request) => {
      await adminSites.update(request.admin, request.params.adminSiteId, request.body);
      return {};
    },
  );
  app.post(
    '/api/admin/admin-sites/:adminSiteId/admins',
    { ...superAdmin, schema: { params: adminSiteParams, body: userIdBody } },
    async (request) => {
      await adminSites.grant(request.admin, request.params.adminSiteId, request.body.userId);
      return {};
    },
  );
  app.delete(
    '/api/admin/admin-sites/:adminSiteId/admins/:userId',
    { ...superAdmin, schema: { params: adminSiteAdminParams } },
    async (request) => {
      await adminSites.revoke(request.admin, request.params.adminSiteId, request.params.userId);
      return {};
    },
  );

  app.get('/api/admin/client-apps', superAdmin, async () => clientApps.list());
  app.put(
    '/api/admin/client-apps/:clientId/suspension',
    { ...superAdmin, schema: { params: clientAppParams, body: suspensionBody } },
    async (request) => {
      await clientApps.setSuspension(request.admin, request.params.clientId, request.body.suspended);
      return {};
    },
  );
}

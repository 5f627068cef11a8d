/** The accounts of the administration space: the board, the search, an account's page and the actions on it. */
import { ACCOUNT_FILTERS, adminMessages } from '@portal/shared';
import { z } from 'zod';
import type { App } from '../http/app.ts';
import type { AccountActionsService } from './account-actions.ts';
import type { AdminAccounts } from './accounts.ts';
import type { AdminGuards } from './guards.ts';
import { page, pageSize, reasonBody, search, superAdminBody, userParams } from './schemas.ts';

const accountSearch = z.object({
  q: search,
  state: z.enum(ACCOUNT_FILTERS, { error: adminMessages.invalidFilter }).optional(),
  adminSiteId: z.uuid({ error: adminMessages.invalidFilter }).optional(),
  page,
  pageSize,
});

interface Deps {
  guards: AdminGuards;
  adminAccounts: AdminAccounts;
  actions: AccountActionsService;
}

export function accountRoutes(app: App, { guards, adminAccounts, actions }: Deps) {
  const { admin } = guards;
  const onAccount = { ...admin, schema: { params: userParams } };
  const withReason = { ...admin, schema: { params: userParams, body: reasonBody } };
  const done = {};

  app.get('/api/admin/board', admin, async (request) => adminAccounts.board(request.admin));
  app.get('/api/admin/waiting', admin, async (request) => adminAccounts.waiting(request.admin));
  app.get('/api/admin/users', { ...admin, schema: { querystring: accountSearch } }, async (request) =>
    adminAccounts.search(request.admin, request.query),
  );
  app.get('/api/admin/users/unactivated', admin, async (request) =>
    adminAccounts.listAwaitingValidation(request.admin),
  );
  app.get('/api/admin/users/:userId', onAccount, async (request) =>
    adminAccounts.detail(request.admin, request.params.userId),
  );

  app.post('/api/admin/users/:userId/activate', onAccount, async (request) => {
    await actions.activate(request.admin, request.params.userId);
    return done;
  });
  app.post('/api/admin/users/:userId/refuse', withReason, async (request) => {
    await actions.refuse(request.admin, request.params.userId, request.body.reason);
    return done;
  });
  app.post('/api/admin/users/:userId/lock', withReason, async (request) => {
    await actions.lock(request.admin, request.params.userId, request.body.reason);
    return done;
  });
  app.post('/api/admin/users/:userId/unlock', onAccount, async (request) => {
    await actions.unlock(request.admin, request.params.userId);
    return done;
  });
  app.post('/api/admin/users/:userId/end-sessions', onAccount, async (request) => {
    await actions.endSessions(request.admin, request.params.userId);
    return done;
  });
  app.post('/api/admin/users/:userId/send-password-reset', onAccount, async (request) => {
    await actions.sendPasswordReset(request.admin, request.params.userId);
    return done;
  });
  app.post('/api/admin/users/:userId/delete', onAccount, async (request) => {
    await actions.delete(request.admin, request.params.userId);
    return done;
  });
  app.post('/api/admin/users/:userId/decline-deletion', withReason, async (request) => {
    await actions.declineDeletion(request.admin, request.params.userId, request.body.reason);
    return done;
  });
  app.post('/api/admin/users/:userId/reset-factors', withReason, async (request) => {
    await actions.resetFactors(request.admin, request.params.userId, request.body.reason);
    return done;
  });
  app.post(
    '/api/admin/users/:userId/super-admin',
    { ...guards.superAdmin, schema: { params: userParams, body: superAdminBody } },
    async (request) => {
      await actions.setSuperAdmin(request.admin, request.params.userId, request.body.superAdmin);
      return done;
    },
  );
}

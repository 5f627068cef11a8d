/**
 * Administration calls (`/api/admin/...`): accounts awaiting validation and their validation, and
 * the review of pending identity changes. Every call checks the administrator's scope.
 */
import { z } from 'zod';
import type { App } from '../http/app.ts';
import type { SessionGuards } from '../http/session.ts';
import type { AdminAccounts } from './accounts.ts';
import type { PendingUpdateReview } from './pending-updates.ts';

const userParams = z.object({ userId: z.string().max(64) });
const pendingUpdateParams = z.object({ pendingUpdateId: z.string().max(64) });

interface Deps {
  guards: SessionGuards;
  adminAccounts: AdminAccounts;
  pendingUpdateReview: PendingUpdateReview;
}

export function adminRoutes(app: App, { guards, adminAccounts, pendingUpdateReview }: Deps) {
  const admin = { preValidation: guards.requireAdmin };

  app.get('/api/admin/users/unactivated', admin, async (request) =>
    adminAccounts.listAwaitingValidation(request.admin),
  );

  app.post('/api/admin/users/:userId/activate', { ...admin, schema: { params: userParams } }, async (request) => {
    await adminAccounts.activate(request.admin, request.params.userId);
    return {};
  });

  app.get('/api/admin/pending-updates', admin, async (request) => pendingUpdateReview.list(request.admin));

  app.post(
    '/api/admin/pending-updates/:pendingUpdateId/approve',
    { ...admin, schema: { params: pendingUpdateParams } },
    async (request) => {
      await pendingUpdateReview.approve(request.admin, request.params.pendingUpdateId);
      return {};
    },
  );

  app.post(
    '/api/admin/pending-updates/:pendingUpdateId/reject',
    { ...admin, schema: { params: pendingUpdateParams } },
    async (request) => {
      await pendingUpdateReview.reject(request.admin, request.params.pendingUpdateId);
      return {};
    },
  );
}

/** What administrators review: pending identity changes, support requests, the audit log. */
import { AUDIT_ACTIONS, adminMessages, SUPPORT_STATES } from '@portal/shared';
import { z } from 'zod';
import type { App } from '../http/app.ts';
import type { AuditLog } from './audit-log.ts';
import type { AdminGuards } from './guards.ts';
import type { PendingUpdateReview } from './pending-updates.ts';
import {
  noteBody,
  optionalReasonBody,
  page,
  pageSize,
  pendingUpdateParams,
  search,
  supportRequestParams,
} from './schemas.ts';
import type { SupportRequests } from './support-requests.ts';

const supportQuery = z.object({
  state: z.enum(SUPPORT_STATES, { error: adminMessages.invalidFilter }).default('open'),
  page,
  pageSize,
});
const auditQuery = z.object({
  q: search,
  action: z.enum(AUDIT_ACTIONS, { error: adminMessages.invalidFilter }).optional(),
  userId: z.uuid({ error: adminMessages.invalidFilter }).optional(),
  page,
  pageSize,
});

interface Deps {
  guards: AdminGuards;
  pendingUpdateReview: PendingUpdateReview;
  supportRequests: SupportRequests;
  auditLog: AuditLog;
}

export function reviewRoutes(app: App, { guards, pendingUpdateReview, supportRequests, auditLog }: Deps) {
  const { admin } = guards;

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
    { ...admin, schema: { params: pendingUpdateParams, body: optionalReasonBody } },
    async (request) => {
      await pendingUpdateReview.reject(request.admin, request.params.pendingUpdateId, request.body.reason || undefined);
      return {};
    },
  );

  app.get('/api/admin/support-requests', { ...admin, schema: { querystring: supportQuery } }, async (request) => {
    const { state, page: pageNumber, pageSize: size } = request.query;
    return supportRequests.list(request.admin, state, pageNumber, size);
  });
  app.post(
    '/api/admin/support-requests/:supportRequestId/handle',
    { ...admin, schema: { params: supportRequestParams, body: noteBody } },
    async (request) => {
      await supportRequests.handle(request.admin, request.params.supportRequestId, request.body.note);
      return {};
    },
  );

  app.get('/api/admin/audit', { ...admin, schema: { querystring: auditQuery } }, async (request) =>
    auditLog.search(request.admin, request.query),
  );
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminScope } from '../admin/scope.ts';
import { adminOfRequest } from '../admin/session.ts';
import { createPendingUpdateReview } from '../profile/pending-updates.ts';
import type { RouteContext } from './context.ts';

const pendingUpdateParams = z.object({ pendingUpdateId: z.string().max(64) });

/** Review of the identity changes awaiting an administrator (`/api/admin/pending-updates...`). */
export function adminPendingUpdateRoutes(app: FastifyInstance, { config, db, services, repos, mailer }: RouteContext) {
  const adminOf = adminOfRequest(services, repos);
  const review = createPendingUpdateReview({
    db,
    scope: adminScope(db),
    repos,
    mailer,
    log: app.log,
    publicUrl: config.public_url,
  });

  app.get('/api/admin/pending-updates', async (request) => review.list(await adminOf(request)));

  app.post('/api/admin/pending-updates/:pendingUpdateId/approve', async (request) => {
    const actor = await adminOf(request);
    const { pendingUpdateId } = pendingUpdateParams.parse(request.params);
    await review.approve(actor, pendingUpdateId);
    return {};
  });

  app.post('/api/admin/pending-updates/:pendingUpdateId/reject', async (request) => {
    const actor = await adminOf(request);
    const { pendingUpdateId } = pendingUpdateParams.parse(request.params);
    await review.reject(actor, pendingUpdateId);
    return {};
  });
}

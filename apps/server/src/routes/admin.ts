import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAdminAccounts } from '../admin/accounts.ts';
import { adminScope } from '../admin/scope.ts';
import { adminOfRequest } from '../admin/session.ts';
import type { RouteContext } from './context.ts';

const userParams = z.object({ userId: z.string().max(64) });

/** Administration calls (`/api/admin/...`): accounts awaiting validation and their validation. */
export function adminRoutes(app: FastifyInstance, { config, db, services, repos, mailer }: RouteContext) {
  const adminOf = adminOfRequest(services, repos);
  const accounts = createAdminAccounts({ db, scope: adminScope(db), mailer, publicUrl: config.public_url });

  app.get('/api/admin/users/unactivated', async (request) => accounts.listAwaitingValidation(await adminOf(request)));

  app.post('/api/admin/users/:userId/activate', async (request) => {
    const actor = await adminOf(request);
    const { userId } = userParams.parse(request.params);
    await accounts.activate(actor, userId);
    return {};
  });
}

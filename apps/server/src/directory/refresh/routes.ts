/**
 * `/api/admin/directory/refreshes` (contract in `@portal/shared` directory-refresh.ts): super
 * administrators only, the calls that change state with the XSRF header.
 */
import { z } from 'zod';
import type { AdminGuards } from '../../admin/guards.ts';
import type { App } from '../../http/app.ts';
import type { DirectoryRefreshService } from './refresh.ts';

/** Checked by the service (anything but a known id answers 404). */
const refreshParams = z.object({ refreshId: z.string().max(64) });

export function directoryRefreshRoutes(
  app: App,
  { guards, refresh }: { guards: AdminGuards; refresh: DirectoryRefreshService },
) {
  const { superAdmin } = guards;
  app.get('/api/admin/directory/refreshes', superAdmin, async () => refresh.list());
  app.post('/api/admin/directory/refreshes', superAdmin, async (request, reply) =>
    reply.code(202).send(await refresh.start(request.admin)),
  );
  app.post(
    '/api/admin/directory/refreshes/:refreshId/confirm',
    { ...superAdmin, schema: { params: refreshParams } },
    async (request) => refresh.confirm(request.admin, request.params.refreshId),
  );
  app.post(
    '/api/admin/directory/refreshes/:refreshId/abandon',
    { ...superAdmin, schema: { params: refreshParams } },
    async (request) => refresh.abandon(request.admin, request.params.refreshId),
  );
}

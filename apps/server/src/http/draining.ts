/**
 * While the instance stops (SIGTERM, `app.close()`), the requests under way finish, and their
 * answers close their connections (a kept-alive one would hold the stop until it times out); one
 * that still arrives on an open connection gets a French 503 and `Connection: close`, so that the
 * proxy or the browser tries another instance. (Fastify's own 503 on closing is English: turned off.)
 */
import { httpMessages, SERVICE_UNAVAILABLE } from '@portal/shared';
import type { App } from './app.ts';
import { RETRY_AFTER_SECONDS } from './service-unavailable.ts';

export function registerDraining(app: App) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: httpMessages.serviceUnavailable, code: SERVICE_UNAVAILABLE });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

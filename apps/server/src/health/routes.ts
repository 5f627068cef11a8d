/** For operators: `/healthz` (the database answers) and `/metrics` (Prometheus). */
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { App } from '../http/app.ts';

export function healthRoutes(app: App, { database }: { database: Database }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  app.get('/healthz', async (_request, reply) => {
    if (await database.ping()) return { status: 'ok' };
    return reply.code(503).send({ status: 'database unavailable' });
  });

  app.get('/metrics', async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

/**
 * For operators: `/healthz` (the database answers) and `/metrics` (Prometheus, with the bearer token
 * of `security.metrics_token`; without one configured, metrics are not served).
 */
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { notFound } from '../http/errors.ts';
import type { Database } from '../db/client.ts';
import type { App } from '../http/app.ts';

export function healthRoutes(app: App, { database, metricsToken }: { database: Database; metricsToken: string }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  app.get('/healthz', async (_request, reply) => {
    if (await database.ping()) return { status: 'ok' };
    return reply.code(503).send({ status: 'database unavailable' });
  });

  const expected = Buffer.from(`Bearer ${metricsToken}`);
  const authorized = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return metricsToken !== '' && given.length === expected.length && timingSafeEqual(given, expected);
  };

  app.get('/metrics', async (request, reply) => {
    if (!authorized(request.headers.authorization)) throw notFound();
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

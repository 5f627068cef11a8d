/**
 * For operators: `/healthz` (liveness: the process answers), `/readyz` (readiness: the database
 * answers and is migrated) and `/metrics` (Prometheus, with the bearer token of
 * `security.metrics_token`; without one configured, metrics are not served).
 */
import { timingSafeEqual } from 'node:crypto';
import { notFound } from '../http/errors.ts';
import type { Database } from '../db/client.ts';
import type { App } from '../http/app.ts';
import { registry } from './metrics.ts';
import { createReadiness } from './readiness.ts';

export function healthRoutes(app: App, { database, metricsToken }: { database: Database; metricsToken: string }) {
  // No database here: an orchestrator restarts an instance whose liveness fails, and restarting
  // every instance during a database outage would only add to it. `/readyz` tells why it is not ready.
  app.get('/healthz', async () => ({ status: 'ok' }));

  const readiness = createReadiness(database);
  app.get('/readyz', async (_request, reply) => {
    const state = await readiness();
    return state.status === 'ok' ? state : reply.code(503).send(state);
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

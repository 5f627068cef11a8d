/**
 * For operators: `/healthz` (liveness: the process answers, and whether its database does), `/readyz` (readiness: the database
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
  const readiness = createReadiness(database);
  // Always 200 while the process answers: an orchestrator restarts an instance whose liveness
  // fails, and restarting every instance during a database outage would only add to it. It says
  // why requests are refused meanwhile (`database`), which `/readyz` answers with a 503.
  app.get('/healthz', async () => {
    const state = await readiness();
    return state.status === 'ok'
      ? { status: 'ok', database: 'ok' }
      : { status: 'ok', database: state.status, message: state.message };
  });

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

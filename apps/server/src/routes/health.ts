import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  app.get('/healthz', async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });

  app.get('/metrics', async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

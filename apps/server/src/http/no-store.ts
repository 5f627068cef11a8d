import type { FastifyInstance } from 'fastify';

/**
 * Answers of the portal's calls hold personal data or depend on the session: no cache keeps them.
 * Static files set their own caching first and are left as they are.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Every request's id (Fastify's `reqId`, on each of its log lines): the proxy's `X-Request-Id` when
 * it is a short plain token, so that a request reads the same in both logs; else a new one. The
 * answer carries it back in `X-Request-Id`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { App } from './app.ts';

const HEADER = 'x-request-id';
/** Nothing that could forge a log line or a header: letters, digits and `._:-`, 64 at most. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

export function registerRequestId(app: App): void {
  // On the raw answer, so that the provider's answers (written outside Fastify's replies) carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('X-Request-Id', request.id);
    done();
  });
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER, httpMessages } from '@portal/shared';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths whose state-changing calls are real HTML form posts: checked by origin, not by header. */
const FORM_POSTS = [/^\/oidc\//, /^\/api\/password\/reinit$/];
/** Calls from the provider, not from a browser: their own signed token authenticates them. */
const SERVER_CALLS = [/^\/portal\/backchannel-logout$/];
const WITHOUT_XSRF_HEADER = [...FORM_POSTS, ...SERVER_CALLS];

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit cookie (spec section 7): every response sets `XSRF-TOKEN` when missing; every
 * state-changing JSON call must echo it in `X-XSRF-TOKEN`.
 */
export function registerXsrf(app: FastifyInstance, secure: boolean) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure,
        httpOnly: false,
      });
    }
    const path = request.url.split('?')[0]!;
    if (SAFE_METHODS.has(request.method) || WITHOUT_XSRF_HEADER.some((pattern) => pattern.test(path))) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw forbidden(httpMessages.xsrfRefused);
    }
  });
}

/**
 * Form posts: the browser says the post comes from the portal, through `Sec-Fetch-Site` (which
 * pages cannot forge) or an Origin (or Referer) that is the portal's own.
 */
export function createSameOriginCheck(publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return async function requireSameOrigin(request: FastifyRequest, _reply: FastifyReply) {
    const from = request.headers.origin ?? request.headers.referer;
    const fromOrigin = from ? URL.parse(from)?.origin : undefined;
    const site = request.headers['sec-fetch-site'];
    if (fromOrigin === origin || site === 'same-origin') return;
    throw forbidden(httpMessages.notFromPortal);
  };
}

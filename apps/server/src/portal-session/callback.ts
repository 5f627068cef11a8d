/**
 * The portal's callback (`/portal/callback`), in two halves: the provider's answer checked against
 * the login transaction and its code exchanged, then the portal session opened. The route runs
 * both; the portal's own password sign-in runs them inside its form post (`sign-in/resume-here.ts`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/schema.ts';
import type { Shaped } from '../db/sql.ts';
import { COOKIES, cookieOptions } from '../http/cookies.ts';
import { spaUrl } from '../http/spa-url.ts';
import { PORTAL_LOGIN, type PortalClient, type PortalSignIn } from './portal-client.ts';
import type { PortalSessions } from './service.ts';

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/** Who signed in, from the portal's ID token. */
export type SignedInByCode = PortalSignIn;

export interface PortalCallback {
  /** The answer checked (the login cookie removed) and the code exchanged; a failure answers where the browser goes. */
  exchange(request: FastifyRequest, reply: FastifyReply, query: CallbackQuery): Promise<SignedInByCode | string>;
  /** The same for a code saved in this request, exchanged without the token endpoint (`sign-in/resume-here.ts`). */
  exchangeHere(request: FastifyRequest, reply: FastifyReply, query: CallbackQuery): SignedInByCode | string;
  /** Opens the portal session and sets its cookie. */
  open(reply: FastifyReply, signedIn: SignedInByCode): Promise<void>;
  /** The same, its insert to send with other writes. */
  opening(reply: FastifyReply, signedIn: SignedInByCode): Shaped;
}

export function createPortalCallback({
  config,
  portalClient,
  portalSessions,
  secure,
}: {
  config: Config;
  portalClient: PortalClient;
  portalSessions: PortalSessions;
  secure: boolean;
}): PortalCallback {
  /** The login transaction of this browser matching the answer, or where the browser goes (the login cookie removed). */
  const checked = (request: FastifyRequest, reply: FastifyReply, query: CallbackQuery) => {
    const transaction = request.sealedCookie(PORTAL_LOGIN);
    reply.clearCookie(COOKIES.portalLogin, { path: '/' });
    if (query.error || !query.code || !transaction || transaction.state !== query.state) {
      const err = query.error === 'access_denied' ? 'appNotAllowed' : 'sessionNotFound';
      return spaUrl('login', { err });
    }
    return { code: query.code, transaction };
  };
  const refused = spaUrl('login', { err: 'sessionNotFound' });

  return {
    async exchange(request, reply, query) {
      const answer = checked(request, reply, query);
      if (typeof answer === 'string') return answer;
      return (await portalClient.exchange(answer.code, answer.transaction).catch(() => null)) ?? refused;
    },

    exchangeHere(request, reply, query) {
      const answer = checked(request, reply, query);
      if (typeof answer === 'string') return answer;
      return portalClient.exchangeHere(answer.code, answer.transaction) ?? refused;
    },

    async open(reply, { userId, idToken, authTime }) {
      const sessionId = await portalSessions.open(userId, idToken, authTime);
      reply.setCookie(COOKIES.portalSession, sessionId, cookieOptions(secure, config.sessions.portal_ttl_seconds));
    },

    opening(reply, { userId, idToken, authTime }) {
      const { sessionId, insert } = portalSessions.opening(userId, idToken, authTime);
      reply.setCookie(COOKIES.portalSession, sessionId, cookieOptions(secure, config.sessions.portal_ttl_seconds));
      return insert;
    },
  };
}

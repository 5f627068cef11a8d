/**
 * The portal's callback (`/portal/callback`), in two halves: the provider's answer checked against
 * the login transaction and its code exchanged, then the portal session opened. The route runs
 * both; the portal's own password sign-in runs them inside its form post (`sign-in/resume-here.ts`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/schema.ts';
import { COOKIES, cookieOptions, readSignedJson } from '../http/cookies.ts';
import { spaUrl } from '../http/spa-url.ts';
import type { PortalClient, PortalLoginTransaction } from './portal-client.ts';
import type { PortalSessions } from './service.ts';

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/** Who signed in, from the portal's ID token. */
export interface SignedInByCode {
  userId: string;
  idToken: string;
  authTime: Date;
}

export interface PortalCallback {
  /** The answer checked (the login cookie removed) and the code exchanged; a failure answers where the browser goes. */
  exchange(request: FastifyRequest, reply: FastifyReply, query: CallbackQuery): Promise<SignedInByCode | string>;
  /** Opens the portal session and sets its cookie. */
  open(reply: FastifyReply, signedIn: SignedInByCode): Promise<void>;
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
  return {
    async exchange(request, reply, query) {
      const transaction = readSignedJson<PortalLoginTransaction>(request, COOKIES.portalLogin);
      reply.clearCookie(COOKIES.portalLogin, { path: '/' });
      if (query.error || !query.code || !transaction || transaction.state !== query.state) {
        const err = query.error === 'access_denied' ? 'appNotAllowed' : 'sessionNotFound';
        return spaUrl('login', { err });
      }
      const result = await portalClient.exchange(query.code, transaction).catch(() => null);
      return result ?? spaUrl('login', { err: 'sessionNotFound' });
    },

    async open(reply, { userId, idToken, authTime }) {
      const sessionId = await portalSessions.open(userId, idToken, authTime);
      reply.setCookie(COOKIES.portalSession, sessionId, cookieOptions(secure, config.sessions.portal_ttl_seconds));
    },
  };
}

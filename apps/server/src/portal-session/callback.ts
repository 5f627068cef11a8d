/**
 * The portal's callback (`/portal/callback`): the provider's answer, its code exchanged for the
 * request its `state` names, then the portal session opened. The code must belong to the
 * single-sign-on session this very browser holds (the ID token's `sid`, the provider's session
 * cookie): a code carried to another browser (a login CSRF) opens nothing there.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/schema.ts';
import { COOKIES, cookieOptions } from '../http/cookies.ts';
import { spaUrl } from '../http/spa-url.ts';
import type { BrowserSessionOf } from '../oidc/browser-session.ts';
import { PORTAL_CLIENT_ID } from '../oidc/policy.ts';
import type { PortalClient, PortalSignIn } from './portal-client.ts';
import type { PortalSessions } from './service.ts';

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

export interface PortalCallback {
  /** Who signed in in this browser; a failure answers where the browser goes. */
  exchange(request: FastifyRequest, reply: FastifyReply, query: CallbackQuery): Promise<PortalSignIn | string>;
  /** Opens the portal session and sets its cookie. */
  open(reply: FastifyReply, signedIn: PortalSignIn): Promise<void>;
}

export function createPortalCallback({
  config,
  portalClient,
  portalSessions,
  browserSession,
  secure,
}: {
  config: Config;
  portalClient: PortalClient;
  portalSessions: PortalSessions;
  browserSession: BrowserSessionOf;
  secure: boolean;
}): PortalCallback {
  const refused = spaUrl('login', { err: 'sessionNotFound' });

  return {
    async exchange(request, reply, { code, state, error }) {
      if (error || !code || !state)
        return spaUrl('login', { err: error === 'access_denied' ? 'appNotAllowed' : 'sessionNotFound' });
      const signedIn = await portalClient.exchange(code, state).catch(() => null);
      if (!signedIn) return refused;
      const session = await browserSession(request, reply);
      const sameSession = session?.accountId === signedIn.userId && session.sidFor(PORTAL_CLIENT_ID) === signedIn.sid;
      return sameSession ? signedIn : refused;
    },

    async open(reply, { userId, idToken, authTime }) {
      const sessionId = await portalSessions.open(userId, idToken, authTime);
      reply.setCookie(COOKIES.portalSession, sessionId, cookieOptions(secure, config.sessions.portal_ttl_seconds));
    },
  };
}

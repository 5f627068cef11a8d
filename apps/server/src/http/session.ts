/**
 * The session guards of the JSON calls: `requireUser` (a portal session) and `requireAdmin` (a
 * portal session of an active administrator). Each puts what it found on the request.
 * `activeUserId` reads the same session for a call a visitor may make too.
 */
import type { FastifyRequest } from 'fastify';
import type { AccountsRepository } from '../accounts/repository.ts';
import type { PortalSessions } from '../portal-session/service.ts';
import type { CurrentSessions } from '../accounts/revocation.ts';
import { COOKIES, SSO_SESSION_COOKIE } from './cookies.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The signed-in user of a request, and the session cookie it came with. */
export interface SignedIn {
  userId: string;
  sessionCookie: string;
}

/** An administrator acting: a super admin manages everything, an admin their centres. */
export interface AdminActor {
  id: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    signedIn: SignedIn;
    admin: AdminActor;
  }
}

export function sessionGuards(portalSessions: PortalSessions, accounts: AccountsRepository) {
  async function signedIn(request: FastifyRequest): Promise<SignedIn> {
    const sessionCookie = request.cookies[COOKIES.portalSession];
    const session = await portalSessions.find(sessionCookie);
    if (!session || !sessionCookie) throw unauthorized();
    return { userId: session.userId, sessionCookie };
  }

  /** A locked account's session opens nothing, whatever was signed in before the lock. */
  async function unlockedUser(request: FastifyRequest) {
    request.signedIn = await signedIn(request);
    const user = await accounts.findUserById(request.signedIn.userId);
    if (!user || user.locked) throw unauthorized();
    return user;
  }

  return {
    async requireUser(request: FastifyRequest) {
      await unlockedUser(request);
    },

    /**
     * For a call open to visitors too: the id of the signed-in user when their account is activated
     * (by an administrator) and not locked; never refuses.
     */
    async activeUserId(request: FastifyRequest): Promise<string | undefined> {
      const session = await portalSessions.find(request.cookies[COOKIES.portalSession]);
      const user = session && (await accounts.findUserById(session.userId));
      return user && user.activated && !user.locked ? user.id : undefined;
    },

    async requireAdmin(request: FastifyRequest) {
      const user = await unlockedUser(request);
      if (!user.activated || !(user.isAdmin || user.isSuperAdmin)) throw forbidden();
      request.admin = { id: user.id, isAdmin: user.isAdmin, isSuperAdmin: user.isSuperAdmin };
    },
  };
}
export type SessionGuards = ReturnType<typeof sessionGuards>;

/** The sessions of the browser making a change (after `requireUser`): they stay open when the account's others end. */
export const currentSessions = (request: FastifyRequest): CurrentSessions => ({
  portalSession: request.signedIn.sessionCookie,
  ssoSession: request.cookies[SSO_SESSION_COOKIE],
});

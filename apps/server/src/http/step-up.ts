/**
 * Step-up for the changes that decide who gets in: a second factor added, replaced or removed
 * (`signInFactorRoutes`), an address added, removed or made principal, the address an app receives,
 * Pro Santé Connect linked or unlinked, the account deleted. They need a sign-in, or a password
 * confirmation (`POST /api/users/me/reauthenticate`), of the last `security.reauthentication_seconds`.
 */
import type { FastifyRequest } from 'fastify';
import { REAUTHENTICATION_REQUIRED, httpMessages } from '@portal/shared';
import type { PortalSessions } from '../portal-session/service.ts';
import type { App } from './app.ts';
import { HttpError } from './errors.ts';

/** 403 with a code the browser answers by asking for the password, then calling again. */
export const reauthenticationRequired = () =>
  new HttpError(403, httpMessages.reauthenticationRequired, { code: REAUTHENTICATION_REQUIRED });

export function stepUp(portalSessions: PortalSessions, windowSeconds: number) {
  /** Whether the request's session proved who its user is within the window (after `requireUser`). */
  async function isRecent(request: FastifyRequest): Promise<boolean> {
    const session = await portalSessions.find(request.signedIn.sessionCookie);
    return Boolean(session && Date.now() - session.lastAuthenticatedAt.getTime() <= windowSeconds * 1000);
  }

  return {
    isRecent,
    /** A guard: the change goes on only after a recent authentication. */
    async requireRecent(request: FastifyRequest): Promise<void> {
      if (!(await isRecent(request))) throw reauthenticationRequired();
    },
  };
}
export type StepUp = ReturnType<typeof stepUp>;

/**
 * The routes of the account's ways of signing in (the authenticator app today, passkeys next):
 * every route `declare` adds, whatever its path or method, is for a signed-in user with a recent
 * authentication, checked before its input is read. A new factor declared here needs no guard of
 * its own, and cannot be declared without this one.
 */
export function signInFactorRoutes(
  app: App,
  { requireUser, stepUp: guard }: { requireUser: (request: FastifyRequest) => Promise<void>; stepUp: StepUp },
  declare: (factors: App) => void,
): void {
  void app.register(async (factors: App) => {
    factors.addHook('preValidation', requireUser);
    factors.addHook('preValidation', guard.requireRecent);
    declare(factors);
  });
}

/**
 * Step-up for sensitive changes (removing or replacing an address, switching TOTP off, deleting the
 * account): they need a sign-in, or a password confirmation, of the last few minutes.
 */
import type { FastifyRequest } from 'fastify';
import { REAUTHENTICATION_REQUIRED, httpMessages } from '@portal/shared';
import type { PortalSessions } from '../portal-session/service.ts';
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

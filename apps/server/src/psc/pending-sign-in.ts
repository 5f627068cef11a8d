/**
 * A sign-in certified by Pro Santé Connect, carried in a signed cookie from the callback to the
 * provider's interaction (the login screen's, or a new one of the portal), which it completes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, cookieOptions, readSignedJson, setSignedJson } from '../http/cookies.ts';

/** RFC 8176: several factors, the provider's (a CPS card or the e-CPS app, with its code). */
export const PSC_AMR = ['psc', 'mfa'];
/** The eIDAS level asked of Pro Santé Connect (substantial), which the portal's ID token passes on. */
export const PSC_ACR = 'eidas1';
const TTL_SECONDS = 300;

interface PendingPscSignIn {
  userId: string;
  /** The interaction it completes; any of the portal's when absent. */
  uid?: string;
  expiresAt: number;
}

export function pendingPscSignIns(secure: boolean) {
  return {
    put(reply: FastifyReply, userId: string, uid?: string) {
      const pending: PendingPscSignIn = { userId, ...(uid ? { uid } : {}), expiresAt: Date.now() + TTL_SECONDS * 1000 };
      setSignedJson(reply, COOKIES.pscSignIn, pending, cookieOptions(secure, TTL_SECONDS));
    },

    /** The user id to sign in to interaction `uid`, once; undefined when there is none for it. */
    take(request: FastifyRequest, reply: FastifyReply, uid: string): string | undefined {
      const pending = readSignedJson<PendingPscSignIn>(request, COOKIES.pscSignIn);
      if (!pending) return undefined;
      reply.clearCookie(COOKIES.pscSignIn, { path: '/' });
      if (pending.expiresAt < Date.now() || (pending.uid && pending.uid !== uid)) return undefined;
      return typeof pending.userId === 'string' ? pending.userId : undefined;
    },
  };
}
export type PendingPscSignIns = ReturnType<typeof pendingPscSignIns>;

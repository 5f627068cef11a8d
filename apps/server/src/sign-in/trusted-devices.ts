/**
 * Devices an account signed in from (OWASP's "device cookies"): a signed cookie listing, as short
 * hashes, the accounts that completed a sign-in on this browser. A throttled account still signs in
 * from them, so failed attempts from elsewhere cannot lock its owner out.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions, readSignedJson, setSignedJson } from '../http/cookies.ts';
import { sha256 } from '../security/codes.ts';

const COOKIE = 'portal_device';
const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const accountKey = (userId: string) => sha256(`device:${userId}`).slice(0, 24);

export function trustedDevices(secure: boolean) {
  const accountsOf = (request: FastifyRequest) => {
    const value = readSignedJson<unknown>(request, COOKIE);
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  };
  return {
    /** Whether this browser completed a sign-in of the account. */
    trusts: (request: FastifyRequest) => (userId: string) => accountsOf(request).includes(accountKey(userId)),

    /** After a complete sign-in: this browser is one of the account's devices (the latest few accounts). */
    trust(request: FastifyRequest, reply: FastifyReply, userId: string) {
      const key = accountKey(userId);
      const kept = [key, ...accountsOf(request).filter((other) => other !== key)].slice(0, MAX_ACCOUNTS);
      setSignedJson(reply, COOKIE, kept, cookieOptions(secure, ONE_YEAR_SECONDS));
    },
  };
}
export type TrustedDevices = ReturnType<typeof trustedDevices>;

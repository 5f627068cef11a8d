/**
 * Browsers an account signed in from (OWASP's "device cookies"): a sealed cookie listing, as short
 * hashes, the accounts that completed a sign-in in this browser and the addresses they typed. A
 * throttled account still signs in from them, and limits counted per account or per address do not
 * refuse them: failed attempts from elsewhere cannot keep the owner out.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normalizeEmail } from '@portal/shared';
import { COOKIES, sealedCookie } from '../http/cookies.ts';
import { sha256 } from '../security/codes.ts';

const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const keys = z.array(z.string().max(64)).max(MAX_ACCOUNTS);
const TRUSTED_BROWSER = sealedCookie(
  COOKIES.trustedBrowser,
  'trusted browser',
  z.object({ accounts: keys, addresses: keys }),
);

const accountKey = (userId: string) => sha256(`device:${userId}`).slice(0, 24);
const addressKey = (address: string) => sha256(`device address:${normalizeEmail(address)}`).slice(0, 24);
const latest = (key: string, kept: string[]) => [key, ...kept.filter((other) => other !== key)].slice(0, MAX_ACCOUNTS);

export function trustedDevices() {
  const trustOf = (request: FastifyRequest) => request.sealedCookie(TRUSTED_BROWSER) ?? { accounts: [], addresses: [] };
  return {
    /** Whether this browser completed a sign-in of the account. */
    trusts: (request: FastifyRequest) => (userId: string) => trustOf(request).accounts.includes(accountKey(userId)),

    /** Whether this browser completed a sign-in with this address typed. */
    trustsAddress: (request: FastifyRequest) => (address: string) =>
      trustOf(request).addresses.includes(addressKey(address)),

    /**
     * After a complete sign-in: this browser is one of the account's devices (the latest few
     * accounts), and `address`, when one was typed, one of its addresses.
     */
    trust(request: FastifyRequest, reply: FastifyReply, userId: string, address?: string) {
      const { accounts, addresses } = trustOf(request);
      const kept = {
        accounts: latest(accountKey(userId), accounts),
        addresses: address ? latest(addressKey(address), addresses) : addresses,
      };
      reply.setSealedCookie(TRUSTED_BROWSER, kept, ONE_YEAR_SECONDS);
    },
  };
}
export type TrustedDevices = ReturnType<typeof trustedDevices>;

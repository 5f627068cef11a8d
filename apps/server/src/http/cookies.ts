import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';

/** Every cookie the portal itself sets (the provider sets its own `_session` and `_interaction`). */
export const COOKIES = {
  portalSession: 'portal_session',
  portalLogin: 'portal_login',
  pendingSignIn: 'portal_interaction',
  /** Pro Santé Connect: the authorization request's state, nonce and verifier until its callback. */
  pscLogin: 'psc_login',
  /** Pro Santé Connect: a certified sign-in waiting for the provider's interaction. */
  pscSignIn: 'psc_sign_in',
  /** Pro Santé Connect: ties the data kept for a pre-filled sign-up to this browser. */
  pscBrowser: 'psc_browser',
  /** Pro Santé Connect: its ID token, to sign out there too. */
  pscSession: 'psc_session',
} as const;

/** The provider's single-sign-on session cookie (oidc-provider's default name). */
export const SSO_SESSION_COOKIE = '_session';

export function cookieOptions(secure: boolean, maxAgeSeconds?: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) };
}

/** Reads a signed JSON cookie; undefined when absent, unsigned or tampered. */
export function readSignedJson<T>(request: FastifyRequest, name: string): T | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || value === null) return undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
}

export function setSignedJson(reply: FastifyReply, name: string, value: unknown, options: CookieSerializeOptions) {
  reply.setCookie(name, JSON.stringify(value), { ...options, signed: true });
}

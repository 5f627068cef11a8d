import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { z } from 'zod';
import type { SealPurpose, SealedValues } from '../security/sealed-values.ts';

/**
 * Every cookie the portal itself sets (the provider sets its own `_session` and `_interaction`, the
 * latter the browser's hold on its sign-in in progress: `sign-in/flow.ts`).
 */
export const COOKIES = {
  portalSession: 'portal_session',
  /** The accounts that completed a sign-in in this browser (`sign-in/trusted-devices.ts`). */
  trustedBrowser: 'portal_device',
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

/** A cookie holding a sealed value (`security/sealed-values.ts`): its name, what it is for, its value's shape. */
export interface SealedCookie<T> {
  name: (typeof COOKIES)[keyof typeof COOKIES];
  purpose: SealPurpose;
  schema: z.ZodType<T>;
}

export const sealedCookie = <T>(
  name: SealedCookie<T>['name'],
  purpose: SealPurpose,
  schema: z.ZodType<T>,
): SealedCookie<T> => ({ name, purpose, schema });

declare module 'fastify' {
  interface FastifyRequest {
    /** The cookie's value, sealed for its purpose and unexpired, of its shape; undefined otherwise. */
    sealedCookie<T>(cookie: SealedCookie<T>): T | undefined;
  }
  interface FastifyReply {
    /** Sets the cookie to `value` sealed for its purpose, good (and kept by the browser) for `ttlSeconds`. */
    setSealedCookie<T>(cookie: SealedCookie<T>, value: T, ttlSeconds: number): FastifyReply;
  }
}

/** The sealed cookies' reader and writer, on every request and reply. */
export function registerSealedCookies(app: FastifyInstance, sealed: SealedValues, secure: boolean) {
  app.decorateRequest('sealedCookie', function <T>(this: FastifyRequest, cookie: SealedCookie<T>) {
    const value = sealed.open(cookie.purpose, this.cookies[cookie.name]);
    if (value === undefined) return undefined;
    const parsed = cookie.schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  });
  app.decorateReply('setSealedCookie', function <
    T,
  >(this: FastifyReply, cookie: SealedCookie<T>, value: T, ttlSeconds: number) {
    return this.setCookie(
      cookie.name,
      sealed.seal(cookie.purpose, value, ttlSeconds),
      cookieOptions(secure, ttlSeconds),
    );
  });
}

/** Pro Santé Connect's sealed cookies: its authorization request until the callback, and its ID token. */
import { z } from 'zod';
import { PSC_PURPOSES } from '@portal/shared';
import { COOKIES, sealedCookie } from '../http/cookies.ts';
import type { PscTransaction } from './relying-party.ts';

const text = z.string().max(500);

export const PSC_LOGIN = sealedCookie<PscTransaction>(
  COOKIES.pscLogin,
  'psc login',
  z.object({
    state: text,
    nonce: text,
    verifier: text,
    purpose: z.enum(PSC_PURPOSES),
    interactionId: z.string().max(200).optional(),
  }),
);

/** Its ID token, kept to sign out there too (the `id_token_hint` of its logout). */
export const PSC_SESSION = sealedCookie<string>(COOKIES.pscSession, 'psc session', z.string().max(6000));

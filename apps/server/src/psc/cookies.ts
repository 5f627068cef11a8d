/** Pro Santé Connect's ID token, kept in a sealed cookie after its sign-in to sign out there too (the `id_token_hint` of its logout). */
import { z } from 'zod';
import { COOKIES, sealedCookie } from '../http/cookies.ts';

export const PSC_SESSION = sealedCookie<string>(COOKIES.pscSession, 'psc session', z.string().max(6000));

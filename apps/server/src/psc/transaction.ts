/**
 * Pro Santé Connect's authorization request, kept nowhere: its `state` is sealed for this purpose
 * with its expiry and says why the browser left (a sign-in or sign-up in the interaction it names,
 * or linking the account it names); its PKCE verifier and nonce are derived from it with the
 * portal's keys. The callback then checks the browser is the one that left (`routes.ts`).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { PSC_PURPOSES, type PscPurpose } from '@portal/shared';
import type { SealedValues } from '../security/sealed-values.ts';

export interface PscTransaction {
  state: string;
  nonce: string;
  verifier: string;
  purpose: PscPurpose;
  /** A sign-in's or a sign-up's: the provider's interaction the browser is in. */
  interactionId?: string;
  /** A link's: the signed-in account. */
  userId?: string;
}

const stated = z.object({
  purpose: z.enum(PSC_PURPOSES),
  interactionId: z.string().max(200).optional(),
  userId: z.string().max(64).optional(),
});

export function pscTransactions(sealed: SealedValues, ttlSeconds: number) {
  const withSecrets = (state: string, why: z.infer<typeof stated>): PscTransaction => ({
    ...why,
    state,
    nonce: sealed.derive('psc login', state, 'nonce'),
    verifier: sealed.derive('psc login', state, 'verifier'),
  });
  return {
    start(why: z.infer<typeof stated>): PscTransaction {
      const state = sealed.seal('psc login', { ...why, n: randomBytes(12).toString('base64url') }, ttlSeconds);
      return withSecrets(state, why);
    },
    /** The request `state` stands for; undefined when it is not one of ours, or expired. */
    open(state: string | undefined): PscTransaction | undefined {
      const parsed = stated.safeParse(sealed.open('psc login', state));
      return parsed.success ? withSecrets(state!, parsed.data) : undefined;
    },
  };
}
export type PscTransactions = ReturnType<typeof pscTransactions>;

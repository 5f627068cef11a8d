/**
 * Recovery codes drawn and hashed. Ten characters of Crockford's base 32 are 50 random bits: at
 * the second-factor step's limits (10 tries a minute per account from a browser it does not trust,
 * and the account throttled by failures), guessing one of ten takes millions of years on average.
 * Being random and long, they need no slow hash: an HMAC under a key derived from the server's
 * encryption key lets a use find its row by hash in one atomic update, and a copy of the table
 * alone gives nothing to try.
 */
import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@portal/shared';

export const drawRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(32)]).join(''),
  );

/** The stored form of a code (as `readRecoveryCode` reads it). */
export function recoveryCodeHasher(secret: string) {
  const key = createHmac('sha256', secret).update('portal recovery codes v1').digest();
  return (code: string) => createHmac('sha256', key).update(code).digest('hex');
}
export type RecoveryCodeHasher = ReturnType<typeof recoveryCodeHasher>;

import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const CODE_ALPHABET = '0123456789';
const PREFIX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export function randomCode(length: number, alphabet = CODE_ALPHABET): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The prefix shown before the code field and in the e-mail, so users match the right message. */
export const randomPrefix = () => `${randomCode(3, PREFIX_ALPHABET)}-`;

export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Short codes (6 or 9 digits) are stored as an HMAC under a server key: a copy of the table alone
 * does not give them back by trying every number.
 */
export function createCodeHasher(secret: string) {
  const key = createHmac('sha256', secret).update('portal one-time codes v1').digest();
  const hash = (code: string) => createHmac('sha256', key).update(code.trim()).digest('hex');
  return {
    hash,
    /** Constant-time comparison of a submitted code with its stored hash. */
    matches(submitted: string, storedHash: string): boolean {
      const a = Buffer.from(hash(submitted), 'hex');
      const b = Buffer.from(storedHash, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type CodeHasher = ReturnType<typeof createCodeHasher>;

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const CODE_ALPHABET = '0123456789';
const PREFIX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export function randomCode(length: number, alphabet = CODE_ALPHABET): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The prefix shown before the code field and in the e-mail, so users match the right message. */
export const randomPrefix = () => `${randomCode(3, PREFIX_ALPHABET)}-`;

export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Constant-time comparison of a submitted code with its stored hash. */
export function codeMatches(submitted: string, storedHash: string): boolean {
  const a = Buffer.from(sha256(submitted.trim()), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

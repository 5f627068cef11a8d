import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * The provider's cookie signatures, as keygrip makes them (HMAC-SHA1 in base64url, the first key
 * signs, any key verifies), for koa's `cookies`, which takes any object with these three methods.
 * Keygrip imports the key again for each HMAC and compares through tsscmp, which computes two more
 * HMACs per comparison; here the keys are imported once and compared in constant time directly.
 */
export function cookieKeys(keys: readonly string[]) {
  const imported = keys.map((key) => createSecretKey(Buffer.from(key, 'utf8')));
  const sign = (data: string, key: KeyObject) => createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string) => {
    const given = Buffer.from(digest);
    return imported.findIndex((key) => {
      const expected = Buffer.from(sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };
  return {
    sign: (data: string) => sign(data, imported[0]!),
    index,
    verify: (data: string, digest: string) => index(data, digest) > -1,
  };
}
export type CookieKeys = ReturnType<typeof cookieKeys>;

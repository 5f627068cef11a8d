/**
 * The one way the portal signs a value it hands to a browser: what the value is for and until when
 * are inside what is signed, and each purpose has a key of its own derived from the cookie keys
 * (HKDF), so a value made for one purpose is refused for every other, whatever name it is sent
 * under. The first key signs; any of them verifies (rotation). Signed, not encrypted: a sealed value
 * holds nothing its browser may not read.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a sealed value is for: each of the portal's own signed cookies, and the states it sends out. */
export type SealPurpose =
  /** The `state` of the portal's authorization request to its own provider. */
  | 'portal login'
  /** The `state` of the portal's authorization request to Pro Santé Connect: why, and for which interaction or account. */
  | 'psc login'
  /** Pro Santé Connect's ID token, to sign out there too. */
  | 'psc session'
  /** The accounts that completed a sign-in in this browser. */
  | 'trusted browser'
  /** The new-browser e-mail's link: which browser of which account its button signs out. */
  | 'end browser';

interface Envelope {
  for: string;
  /** Epoch seconds. */
  until: number;
  value: unknown;
}

const epochSeconds = () => Math.floor(Date.now() / 1000);

export function sealedValues(cookieKeys: readonly string[]) {
  const keysByPurpose = new Map<SealPurpose, Buffer[]>();
  const keysFor = (purpose: SealPurpose) => {
    let keys = keysByPurpose.get(purpose);
    if (!keys) {
      keys = cookieKeys.map((key) =>
        Buffer.from(hkdfSync('sha256', key, 'portail-anapath sealed values', `sealed for: ${purpose}`, 32)),
      );
      keysByPurpose.set(purpose, keys);
    }
    return keys;
  };
  const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

  return {
    /** `value` signed for `purpose`, good for `ttlSeconds`. */
    seal(purpose: SealPurpose, value: unknown, ttlSeconds: number): string {
      const envelope: Envelope = { for: purpose, until: epochSeconds() + ttlSeconds, value };
      const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
      return `${body}.${mac(keysFor(purpose)[0]!, body).toString('base64url')}`;
    },

    /** The value sealed for `purpose`; undefined when absent, forged, made for another purpose or expired. */
    open(purpose: SealPurpose, sealed: string | undefined): unknown {
      if (!sealed || sealed.length > 8192) return undefined;
      const [body, signature, extra] = sealed.split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const signed = keysFor(purpose).some((key) => {
        const expected = mac(key, body);
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      if (!signed) return undefined;
      let envelope: Partial<Envelope>;
      try {
        envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Envelope>;
      } catch {
        return undefined;
      }
      if (envelope.for !== purpose || typeof envelope.until !== 'number' || envelope.until <= epochSeconds()) {
        return undefined;
      }
      return envelope.value;
    },

    /**
     * A secret of the request `sealed` (a state) stands for: its PKCE verifier or its nonce, named by
     * `name`. Only the portal can compute it, so the state itself can travel in the open.
     */
    derive(purpose: SealPurpose, sealed: string, name: 'verifier' | 'nonce'): string {
      return mac(keysFor(purpose)[0]!, `${name}\u0000${sealed}`).toString('base64url');
    },
  };
}
export type SealedValues = ReturnType<typeof sealedValues>;

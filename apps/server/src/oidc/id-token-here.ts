import { createPrivateKey, type JsonWebKeyInput } from 'node:crypto';
import { signEs256 } from './es256.ts';
import type { Jwks } from './keys.ts';

/** An ID token's lifetime, as the provider's (`ttl.IdToken`). */
export const ID_TOKEN_TTL_SECONDS = 3600;

/**
 * ID tokens for the portal's own client, signed inside the process with the provider's first ES256
 * key: what the provider's token endpoint would answer, for the portal's sign-in finished in its
 * form post (`sign-in/resume-here.ts`), which never goes to the token endpoint. The portal keeps the
 * token for its sign-out (`id_token_hint`, checked by the provider against the same keys) and reads
 * its `sid` on a back-channel logout.
 */
export function createIdTokenHere(jwks: Jwks, issuer: string) {
  const jwk = jwks.keys.find((key) => key.alg === 'ES256' && key.d);
  if (!jwk) throw new Error('the provider has no ES256 signing key');
  const key = createPrivateKey({ key: jwk, format: 'jwk' } as JsonWebKeyInput);
  const header = Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: jwk.kid })).toString('base64url');

  return (claims: {
    sub: string;
    aud: string;
    auth_time: number;
    nonce?: string;
    sid?: string;
    acr?: string;
    amr?: string[];
  }): string => {
    const iat = Math.floor(Date.now() / 1000);
    const payload = { ...claims, iat, exp: iat + ID_TOKEN_TTL_SECONDS, iss: issuer };
    const signingInput = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    const signature = signEs256(key, Buffer.from(signingInput));
    return `${signingInput}.${signature.toString('base64url')}`;
  };
}
export type IdTokenHere = ReturnType<typeof createIdTokenHere>;

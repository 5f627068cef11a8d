import { compactVerify, exportJWK, generateKeyPair, importJWK } from 'jose';
import { ExternalSigningKey } from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { providerSigningKeys } from './signing-keys.ts';

describe("the provider's signing keys", () => {
  it('sign ES256 with node:crypto: a JWS that the public key of the JWKS verifies', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: 'es256-test' };
    const [key] = providerSigningKeys({ keys: [jwk] })!.keys as ExternalSigningKey[];
    expect(key).toBeInstanceOf(ExternalSigningKey);
    expect([key!.kid, key!.alg, key!.kty, key!.crv, key!.x, key!.y]).toEqual([
      'es256-test',
      'ES256',
      'EC',
      'P-256',
      jwk.x,
      jwk.y,
    ]);

    const header = Buffer.from(JSON.stringify({ alg: 'ES256', kid: 'es256-test' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'x' })).toString('base64url');
    const signature = Buffer.from(await key!.sign(Buffer.from(`${header}.${payload}`))).toString('base64url');
    const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y }, 'ES256');
    const { payload: verified } = await compactVerify(`${header}.${payload}.${signature}`, publicKey);
    expect(JSON.parse(Buffer.from(verified).toString())).toEqual({ sub: 'x' });
  });

  it('leave the RS256 key as it is', async () => {
    const rsa = { kty: 'RSA', alg: 'RS256', kid: 'rs256-test', n: 'n', e: 'AQAB', d: 'd' };
    expect(providerSigningKeys({ keys: [rsa] })!.keys[0]).toBe(rsa);
  });
});

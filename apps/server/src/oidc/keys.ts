import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface Jwks {
  keys: JWK[];
}

async function generateJwks(): Promise<Jwks> {
  const keys = await Promise.all(
    (['ES256', 'RS256'] as const).map(async (alg) => {
      const { privateKey } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 });
      const jwk = await exportJWK(privateKey);
      return { ...jwk, alg, use: 'sig', kid: `${alg.toLowerCase()}-${Date.now().toString(36)}` };
    }),
  );
  return { keys };
}

/**
 * The provider's signing keys, generated once into `file` and kept: every process of a deployment
 * must read the same file (or the operator provides it).
 */
export async function loadOrCreateJwks(file: string): Promise<Jwks> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Jwks;
  const jwks = await generateJwks();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(jwks, null, 2), { mode: 0o600, flag: 'wx' });
  return jwks;
}

export const publicJwks = (jwks: Jwks): Jwks => ({
  keys: jwks.keys.map(({ kty, crv, x, y, n, e, alg, use, kid }) => ({ kty, crv, x, y, n, e, alg, use, kid })),
});

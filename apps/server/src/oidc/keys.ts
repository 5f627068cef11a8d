import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
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
 * must read the same file (or the operator provides it). Several processes starting together each
 * write a whole file of their own, then link it into place: the first link wins, the others read it.
 */
export async function loadOrCreateJwks(file: string): Promise<Jwks> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Jwks;
  const jwks = await generateJwks();
  mkdirSync(dirname(file), { recursive: true });
  const own = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(own, JSON.stringify(jwks, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(own, file);
    return jwks;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as Jwks;
  } finally {
    rmSync(own, { force: true });
  }
}

export const publicJwks = (jwks: Jwks): Jwks => ({
  keys: jwks.keys.map(({ kty, crv, x, y, n, e, alg, use, kid }) => ({ kty, crv, x, y, n, e, alg, use, kid })),
});

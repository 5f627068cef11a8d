import { createPrivateKey, createPublicKey, type JsonWebKeyInput, type KeyObject } from 'node:crypto';
import { ExternalSigningKey, type Configuration } from 'oidc-provider';
import { signEs256 } from './es256.ts';
import type { Jwks } from './keys.ts';

/** The version of oidc-provider's experimental feature this module is written against. */
export const EXTERNAL_SIGNING = { enabled: true, ack: 'experimental-01' } as const;

/**
 * An ES256 key that signs with node:crypto at once: jose signs through WebCrypto (an asynchronous
 * job, the key checked again each time), which was a tenth of the provider's time per single
 * sign-on grant. Same key, same signatures (IEEE P1363 r||s, as JWS wants), same public JWK.
 */
class Es256Key extends ExternalSigningKey {
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  #kid: string | undefined;

  constructor(jwk: Jwks['keys'][number]) {
    super();
    this.#kid = jwk.kid;
    this.#privateKey = createPrivateKey({ key: jwk, format: 'jwk' } as JsonWebKeyInput);
    this.#publicKey = createPublicKey(this.#privateKey);
  }

  override get kid() {
    return this.#kid;
  }

  override set kid(value) {
    this.#kid = value;
  }

  override get alg() {
    return 'ES256';
  }

  override keyObject() {
    return this.#publicKey;
  }

  override async sign(data: Buffer) {
    return signEs256(this.#privateKey, data);
  }
}

/** The provider's `jwks`: its ES256 keys signing through node:crypto, the others (RS256) as they are. */
export const providerSigningKeys = (jwks: Jwks): Configuration['jwks'] =>
  ({
    keys: jwks.keys.map((jwk) => (jwk.alg === 'ES256' && jwk.d ? new Es256Key(jwk) : jwk)),
  }) as Configuration['jwks'];

/** The algorithms among `algs` that the JWKS holds no private key for (its keys say their `alg`). */
export const missingSigningKeys = (jwks: Jwks, algs: readonly string[]): string[] =>
  algs.filter((alg) => !jwks.keys.some((key) => key.alg === alg && key.d));

/**
 * A software WebAuthn authenticator (ES256), for the passkey tests: it builds `clientDataJSON`,
 * `authenticatorData` and the attestation object byte for byte as a browser and an authenticator
 * do (attestation `none`), and signs assertions with its own key. The server's verification is the
 * real one: nothing of the portal is stood in for. A test may make it lie (another origin, another
 * relying party, no user verification, a replay) as a phishing page or a cloned key would.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { ORIGIN } from './browser.ts';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** CBOR (RFC 8949), the subset WebAuthn uses: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

interface Credential {
  id: Buffer;
  key: KeyObject;
  userHandle: string;
  counter: number;
}

export interface AuthenticatorOptions {
  /** Whether it verifies its user (a PIN, a fingerprint): the UV flag. */
  userVerified?: boolean;
  /** A synced passkey (backup eligible and backed up: `swk`) or a single-device key (`hwk`). */
  synced?: boolean;
  /** Whether it keeps a signature counter (platform passkeys send 0). */
  counts?: boolean;
}

/** Where the ceremony runs, as the browser would say it: a phishing page says another origin. */
export interface Ceremony {
  origin?: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];
  readonly userVerified: boolean;
  readonly synced: boolean;
  readonly counts: boolean;

  constructor({ userVerified = true, synced = true, counts = false }: AuthenticatorOptions = {}) {
    this.userVerified = userVerified;
    this.synced = synced;
    this.counts = counts;
  }

  #flags(extra = 0) {
    return FLAG_UP | (this.userVerified ? FLAG_UV : 0) | (this.synced ? FLAG_BE | FLAG_BS : 0) | extra;
  }

  #authData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  #clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create` with the portal's options: a new key pair, attested `none`. */
  create(
    options: PublicKeyCredentialCreationOptionsJSON,
    { origin = ORIGIN, rpId }: Ceremony = {},
  ): RegistrationResponseJSON {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey]);
    const authData = this.#authData(rpId ?? options.rp.id!, this.#flags(FLAG_AT), 0, attested);
    this.credentials.push({ id, key: privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.#clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * `navigator.credentials.get`: signs the challenge with one of the credentials the options allow
   * (any of its own when they name none: a discoverable passkey), or with `credential` when given.
   */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    { origin = ORIGIN, rpId, credential }: Ceremony & { credential?: Credential } = {},
  ): AuthenticationResponseJSON {
    const allowed = (options.allowCredentials ?? []).map((c) => c.id);
    const chosen = credential ?? this.credentials.find((c) => allowed.length === 0 || allowed.includes(b64url(c.id)));
    if (!chosen) throw new Error('no credential of this authenticator is allowed');
    if (this.counts) chosen.counter += 1;
    const authenticatorData = this.#authData(rpId ?? options.rpId!, this.#flags(), chosen.counter);
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), chosen.key);
    return {
      id: b64url(chosen.id),
      rawId: b64url(chosen.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: chosen.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

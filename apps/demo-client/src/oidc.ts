import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

export interface Provider {
  config: client.Configuration;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/**
 * The provider's configuration, discovered on first use and again after a failure, so the
 * demo client can start before the portal does.
 */
export class LazyProvider {
  readonly issuer: URL;
  readonly clientId: string;
  readonly #clientSecret: string | undefined;
  #pending: Promise<Provider> | undefined;

  /** Without a secret, a public client (PKCE alone); with one, a confidential one (`client_secret_basic`). */
  constructor(issuer: string, clientId: string, clientSecret?: string) {
    this.issuer = new URL(issuer);
    this.clientId = clientId;
    this.#clientSecret = clientSecret;
  }

  get(): Promise<Provider> {
    this.#pending ??= this.#discover().catch((error: unknown) => {
      this.#pending = undefined; // try again on the next request
      throw error;
    });
    return this.#pending;
  }

  async #discover(): Promise<Provider> {
    const config = await client.discovery(
      this.issuer,
      this.clientId,
      { token_endpoint_auth_method: this.#clientSecret ? 'client_secret_basic' : 'none' },
      this.#clientSecret ? client.ClientSecretBasic(this.#clientSecret) : client.None(),
      // openid-client refuses plain http unless told; the local provider is http://localhost.
      { execute: this.issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
    const jwksUri = config.serverMetadata().jwks_uri;
    if (!jwksUri) throw new Error('provider metadata has no jwks_uri');
    return { config, jwks: createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 }) };
  }
}

export class LogoutTokenError extends Error {}

export interface LogoutTokenClaims {
  sid: string | undefined;
  sub: string | undefined;
  jti: string | undefined;
}

/**
 * Validates a back-channel logout token (OpenID Connect Back-Channel Logout 1.0, section 2.6):
 * signature against the provider's JWKS, iss, aud, iat, the logout event, sid and/or sub,
 * and no nonce (so an ID token cannot be replayed as a logout token).
 */
export async function verifyLogoutToken(
  provider: Provider,
  clientId: string,
  token: string,
): Promise<LogoutTokenClaims> {
  const metadata = provider.config.serverMetadata();
  let payload: JWTPayload;
  let typ: string | undefined;
  try {
    const verified = await jwtVerify(token, provider.jwks, {
      issuer: metadata.issuer,
      audience: clientId,
      requiredClaims: ['iat'],
      maxTokenAge: '10 minutes',
      clockTolerance: 30,
    });
    payload = verified.payload;
    typ = verified.protectedHeader.typ;
  } catch (error) {
    throw new LogoutTokenError(`invalid logout token: ${(error as Error).message}`);
  }
  if (typ !== undefined && typ.toLowerCase().replace(/^application\//, '') !== 'logout+jwt') {
    throw new LogoutTokenError('invalid logout token: typ is not logout+jwt');
  }
  const events = payload['events'];
  if (
    typeof events !== 'object' ||
    events === null ||
    Array.isArray(events) ||
    typeof (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT] !== 'object' ||
    (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT] === null
  ) {
    throw new LogoutTokenError('invalid logout token: missing back-channel logout event');
  }
  if ('nonce' in payload) throw new LogoutTokenError('invalid logout token: nonce is forbidden');
  const sid = typeof payload['sid'] === 'string' ? payload['sid'] : undefined;
  const sub = typeof payload.sub === 'string' ? payload.sub : undefined;
  if (sid === undefined && sub === undefined) throw new LogoutTokenError('invalid logout token: neither sid nor sub');
  return { sid, sub, jti: payload.jti };
}

/** Remembers the logout tokens already used, for their lifetime, to refuse replays. */
export class SeenTokens {
  readonly #seen = new Map<string, number>();
  constructor(
    private readonly ttlMs = 15 * 60 * 1000,
    private readonly max = 10_000,
  ) {}

  /** Returns false when the id was already seen. */
  add(id: string): boolean {
    const now = Date.now();
    for (const [key, at] of this.#seen) {
      if (now - at <= this.ttlMs && this.#seen.size < this.max) break;
      this.#seen.delete(key);
    }
    if (this.#seen.has(id)) return false;
    this.#seen.set(id, now);
    return true;
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { Config } from '../config/schema.ts';
import { OIDC_PREFIX } from '../oidc/provider.ts';
import { PORTAL_CLIENT_ID } from '../oidc/policy.ts';
import type { SealedValues } from '../security/sealed-values.ts';

/** Posts a form to the provider's token endpoint; injected so the exchange stays in the process. */
export type TokenRequest = (
  form: Record<string, string>,
  authorization: string,
) => Promise<{ status: number; body: string }>;

/** Who signed in: the ID token's subject, the token, its single-sign-on session, and when the user proved who they are. */
export interface PortalSignIn {
  userId: string;
  idToken: string;
  /** The provider's session the sign-in opened or used (the ID token's `sid`). */
  sid: string;
  authTime: Date;
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The portal as a client of its own provider: authorization URL, then code exchange. Nothing is kept
 * between the two: the `state` is sealed for this purpose with its expiry, and the PKCE verifier and
 * the nonce are derived from it with the portal's keys (`SealedValues.derive`). What ties the
 * callback to the browser is the provider's own session cookie (`callback.ts`).
 */
export function createPortalClient({
  config,
  sealed,
  tokenRequest,
}: {
  config: Config;
  sealed: SealedValues;
  tokenRequest: TokenRequest;
}) {
  const portal = config.oidc_clients.find((app) => app.client_id === PORTAL_CLIENT_ID);
  if (!portal?.client_secret) throw new Error('oidc_clients: the client "portal" with a client_secret is required');
  const redirectUri = portal.redirect_uris[0]!;
  const issuer = `${config.public_url}${OIDC_PREFIX}`;
  const basic = `Basic ${Buffer.from(`${PORTAL_CLIENT_ID}:${portal.client_secret}`).toString('base64')}`;
  const ttl = config.sessions.interaction_ttl_seconds;

  return {
    /** Where the provider sends the browser back (`/portal/callback`). */
    redirectUri,

    /** `prompt: 'login'`: a new sign-in even when the browser has a single-sign-on session. */
    authorizationRequest(options: { prompt?: 'login' } = {}): string {
      const state = sealed.seal('portal login', { n: randomBytes(12).toString('base64url') }, ttl);
      const query = new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: redirectUri,
        state,
        nonce: sealed.derive('portal login', state, 'nonce'),
        code_challenge: challengeOf(sealed.derive('portal login', state, 'verifier')),
        code_challenge_method: 'S256',
        ...options,
      });
      return `${OIDC_PREFIX}/auth?${query}`;
    },

    /** Exchanges the code of the request `state` names; answers who signed in, or null on any mismatch. */
    async exchange(code: string, state: string): Promise<PortalSignIn | null> {
      if (sealed.open('portal login', state) === undefined) return null;
      const response = await tokenRequest(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: sealed.derive('portal login', state, 'verifier'),
        },
        basic,
      );
      if (response.status !== 200) return null;
      const { id_token: idToken } = JSON.parse(response.body) as { id_token?: string };
      if (!idToken) return null;
      // The ID token comes straight from the provider's token endpoint inside this process, never
      // through a network: its signature, made a moment ago with our own key, is not checked again
      // (OpenID Connect Core 3.1.3.7 lets a token endpoint's answer over TLS stand for it). Its claims are.
      const payload = decodeJwt(idToken);
      const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (payload.iss !== issuer || !audience.includes(PORTAL_CLIENT_ID)) return null;
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) return null;
      if (payload.nonce !== sealed.derive('portal login', state, 'nonce') || !payload.sub) return null;
      if (typeof payload.sid !== 'string') return null;
      // The provider gives `auth_time` to the portal client (`require_auth_time`).
      const authTime = typeof payload.auth_time === 'number' ? new Date(payload.auth_time * 1000) : new Date();
      return { userId: payload.sub, idToken, sid: payload.sid, authTime };
    },
  };
}
export type PortalClient = ReturnType<typeof createPortalClient>;

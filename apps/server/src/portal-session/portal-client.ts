import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { AdapterPayload } from 'oidc-provider';
import { z } from 'zod';
import { COOKIES, sealedCookie } from '../http/cookies.ts';
import type { Config } from '../config/schema.ts';
import type { IdTokenHere } from '../oidc/id-token-here.ts';
import { OIDC_PREFIX } from '../oidc/provider.ts';
import { PORTAL_CLIENT_ID } from '../oidc/policy.ts';

/** What the portal keeps (in a sealed cookie) between its authorization request and its callback. */
export interface PortalLoginTransaction {
  state: string;
  nonce: string;
  verifier: string;
}

export const PORTAL_LOGIN = sealedCookie<PortalLoginTransaction>(
  COOKIES.portalLogin,
  'portal login',
  z.object({ state: z.string().max(200), nonce: z.string().max(200), verifier: z.string().max(200) }),
);

/** Posts a form to the provider's token endpoint; injected so the exchange stays in the process. */
export type TokenRequest = (
  form: Record<string, string>,
  authorization: string,
) => Promise<{ status: number; body: string }>;

/** A code the provider saved in the request under way, taken back unwritten (`takeCodeSavedHere`). */
export type CodeSavedHere = (code: string) => AdapterPayload | undefined;

/** Who signed in: the ID token's subject, the token, and when the user proved who they are. */
export interface PortalSignIn {
  userId: string;
  idToken: string;
  authTime: Date;
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The portal as a client of its own provider: authorization URL, then code exchange. */
export function createPortalClient({
  config,
  tokenRequest,
  codeSavedHere,
  idTokenHere,
}: {
  config: Config;
  tokenRequest: TokenRequest;
  codeSavedHere: CodeSavedHere;
  idTokenHere: IdTokenHere;
}) {
  const portal = config.oidc_clients.find((app) => app.client_id === PORTAL_CLIENT_ID);
  if (!portal?.client_secret) throw new Error('oidc_clients: the client "portal" with a client_secret is required');
  const redirectUri = portal.redirect_uris[0]!;
  const issuer = `${config.public_url}${OIDC_PREFIX}`;
  const basic = `Basic ${Buffer.from(`${PORTAL_CLIENT_ID}:${portal.client_secret}`).toString('base64')}`;
  const random = () => randomBytes(24).toString('base64url');

  return {
    /** Where the provider sends the browser back (`/portal/callback`). */
    redirectUri,

    /** `prompt: 'login'`: a new sign-in even when the browser has a single-sign-on session. */
    authorizationRequest(options: { prompt?: 'login' } = {}): { authUrl: string; transaction: PortalLoginTransaction } {
      const transaction = { state: random(), nonce: random(), verifier: random() + random() };
      const challenge = challengeOf(transaction.verifier);
      const query = new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: redirectUri,
        state: transaction.state,
        nonce: transaction.nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...options,
      });
      return { authUrl: `${OIDC_PREFIX}/auth?${query}`, transaction };
    },

    /** Exchanges the code and checks the ID token; answers the user id, or null on any mismatch. */
    async exchange(code: string, transaction: PortalLoginTransaction): Promise<PortalSignIn | null> {
      const response = await tokenRequest(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: transaction.verifier },
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
      if (payload.nonce !== transaction.nonce || !payload.sub) return null;
      // The provider gives `auth_time` to the portal client (`require_auth_time`).
      const authTime = typeof payload.auth_time === 'number' ? new Date(payload.auth_time * 1000) : new Date();
      return { userId: payload.sub, idToken, authTime };
    },

    /**
     * The same for a code the provider saved in this request (the portal's sign-in finished inside
     * its form post): taken back before it is written, checked as the token endpoint would (this
     * client, its redirect URI, PKCE, the nonce), and its ID token signed here. No access token: the
     * portal never calls the provider with one.
     */
    exchangeHere(code: string, transaction: PortalLoginTransaction): PortalSignIn | null {
      const saved = codeSavedHere(code);
      if (!saved || saved.consumed || saved.clientId !== PORTAL_CLIENT_ID || saved.redirectUri !== redirectUri)
        return null;
      if (saved.codeChallenge !== challengeOf(transaction.verifier) || saved.nonce !== transaction.nonce) return null;
      const { accountId, authTime, sid, acr, amr } = saved;
      if (typeof accountId !== 'string' || typeof authTime !== 'number' || typeof sid !== 'string') return null;
      const idToken = idTokenHere({
        sub: accountId,
        aud: PORTAL_CLIENT_ID,
        auth_time: authTime,
        nonce: transaction.nonce,
        sid,
        acr,
        amr,
      });
      return { userId: accountId, idToken, authTime: new Date(authTime * 1000) };
    },
  };
}
export type PortalClient = ReturnType<typeof createPortalClient>;

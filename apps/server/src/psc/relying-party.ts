/**
 * The portal as a client of Pro Santé Connect (openid-client): discovery at the provider's own
 * document name, authorization code with PKCE S256, state and nonce, `scope=openid scope_all`,
 * `acr_values=eidas1` (an ID token whose `acr` is missing or lower is refused); client authentication
 * by secret (basic or post) or by mutual TLS; userinfo as JSON or as a signed JWT checked against the
 * provider's keys; logout at the provider.
 */
import { readFileSync } from 'node:fs';
import * as client from 'openid-client';
import { Agent, fetch as undiciFetch } from 'undici';
import type { Config } from '../config/schema.ts';
import { PSC_ACR } from './assurance.ts';
import type { PscTransaction } from './transaction.ts';

export const PSC_SCOPE = 'openid scope_all';
const DISCOVERY_NAME = '/.well-known/wallet-openid-configuration';

export interface PscAuthentication {
  claims: Record<string, unknown>;
  idToken: string;
}

export class PscRefused extends Error {}

/** The eIDAS levels of Pro Santé Connect, lowest first. */
const EIDAS_LEVELS = ['eidas1', 'eidas2', 'eidas3'];

/** Why the ID token's `acr` falls short of the level asked (`PSC_ACR`): missing, unknown or lower; null when it does not. */
export function acrShortfall(acr: unknown): string | null {
  if (acr === undefined || acr === null) return 'acr absent from the ID token';
  const level = typeof acr === 'string' ? EIDAS_LEVELS.indexOf(acr) : -1;
  if (level >= EIDAS_LEVELS.indexOf(PSC_ACR)) return null;
  return `acr ${JSON.stringify(acr).slice(0, 80)} below ${PSC_ACR}`;
}

function clientAuthentication(psc: Config['psc']): client.ClientAuth {
  if (psc.auth_method === 'tls_client_auth') return client.TlsClientAuth();
  if (psc.auth_method === 'client_secret_post') return client.ClientSecretPost(psc.client_secret);
  return client.ClientSecretBasic(psc.client_secret);
}

/** Calls to the provider: with the portal's certificate (mutual TLS) and any extra authority. */
function providerFetch(psc: Config['psc']): client.CustomFetch | undefined {
  const tls = {
    ...(psc.tls_cert_file ? { cert: readFileSync(psc.tls_cert_file) } : {}),
    ...(psc.tls_key_file ? { key: readFileSync(psc.tls_key_file) } : {}),
    ...(psc.tls_ca_file ? { ca: readFileSync(psc.tls_ca_file) } : {}),
  };
  if (Object.keys(tls).length === 0) return undefined;
  const dispatcher = new Agent({ connect: tls });
  return (url, options) =>
    undiciFetch(url, { ...(options as Parameters<typeof undiciFetch>[1]), dispatcher }) as unknown as Promise<Response>;
}

/** `fetch`: the calls to the provider, when not the configured ones (a test altering its answers). */
export function createPscRelyingParty(config: Config, options: { fetch?: client.CustomFetch } = {}) {
  const psc = config.psc;
  const redirectUri = `${config.public_url}/psc/callback`;
  const discoveryUrl = new URL(psc.discovery_url || `${psc.issuer.replace(/\/$/, '')}${DISCOVERY_NAME}`);
  const fetch = options.fetch ?? providerFetch(psc);
  const insecure = discoveryUrl.protocol === 'http:';
  let discovered: Promise<client.Configuration> | undefined;

  /** Discovered once; a failure is tried again at the next sign-in (the provider may be back). */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(discoveryUrl, psc.client_id, { redirect_uris: [redirectUri] }, clientAuthentication(psc), {
        ...(fetch ? { [client.customFetch]: fetch } : {}),
        execute: [
          ...(insecure ? [client.allowInsecureRequests] : []),
          // Signed userinfo (and the ID token) checked against the provider's published keys.
          client.enableNonRepudiationChecks,
        ],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    /** The provider's address for the request `transaction` (`transaction.ts`). */
    async authorizationRequest(transaction: PscTransaction): Promise<string> {
      const oidc = await configuration();
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: PSC_SCOPE,
        acr_values: PSC_ACR,
        state: transaction.state,
        nonce: transaction.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    /** The callback's address checked against the transaction, the code exchanged, userinfo read. */
    async authenticate(
      callbackUrl: URL,
      transaction: Pick<PscTransaction, 'state' | 'nonce' | 'verifier'>,
    ): Promise<PscAuthentication> {
      const oidc = await configuration();
      const tokens = await client.authorizationCodeGrant(oidc, callbackUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // The eIDAS level asked is why no e-mail code is asked: an ID token that does not say it is refused.
      const shortfall = acrShortfall(idClaims.acr);
      if (shortfall) throw new PscRefused(shortfall);
      const claims = await client.fetchUserInfo(oidc, tokens.access_token, idClaims.sub);
      return { claims: claims as Record<string, unknown>, idToken: tokens.id_token! };
    },

    /** The provider's logout address, back to the portal's home. */
    async logoutUrl(idToken: string): Promise<string> {
      const oidc = await configuration();
      return client.buildEndSessionUrl(oidc, {
        id_token_hint: idToken,
        post_logout_redirect_uri: `${config.public_url}/`,
        state: client.randomState(),
      }).href;
    },
  };
}
export type PscRelyingParty = ReturnType<typeof createPscRelyingParty>;

import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ConfigError } from '../config/load.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { createOidcAdapter, writeOncePerRequest } from './adapter.ts';
import { createFindAccount } from './account.ts';
import { ACR_VALUES_SUPPORTED, answerRequestedAcr } from './acr.ts';
import { assertClaimsParameter, SCOPE_CLAIMS } from './claims.ts';
import { clientAuthMethods, findClientApp, idTokenAlgs, toClientMetadata } from './clients.ts';
import { createInteractionPolicy } from './policy.ts';
import type { ClientSuspensions } from './client-suspensions.ts';
import type { Jwks } from './keys.ts';
import { cookieKeys } from './cookie-keys.ts';
import { EXTERNAL_SIGNING, missingSigningKeys, providerSigningKeys } from './signing-keys.ts';
import { frenchAnswers } from './french-answers.ts';
import { pkceRequired } from './pkce.ts';
import { holdClientsToTheirAuthMethod } from './client-auth.ts';
import { logRefusals, noteRefusals } from './refusals.ts';
import { logoutPage, errorPage } from './pages.ts';

export const OIDC_PREFIX = '/oidc';

/** First-party apps never see a consent screen: their grant covers what they ask. */
async function loadExistingGrant(ctx: KoaContextWithOIDC, config: Config) {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (!findClientApp(config, oidc.client!.clientId)?.first_party) return existing;
  const grant =
    existing ?? new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
  const missing = [...oidc.requestParamOIDCScopes].filter((scope) => !grant.getOIDCScope().split(' ').includes(scope));
  if (!existing || missing.length > 0) {
    grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
    await grant.save();
  }
  return grant;
}

/** A call to one of the portal's own addresses (its back-channel logout), answered inside the process. */
export type OwnRoutes = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The provider refuses outgoing calls to loopback and private addresses (SSRF protection); the
 * back-channel logout addresses of our own configured apps are trusted, wherever they live, and
 * the portal's own are answered without leaving the process.
 */
function trustingConfiguredApps(config: Config, ownRoutes: OwnRoutes) {
  const trusted = new Set(
    config.oidc_clients.flatMap((app) => (app.backchannel_logout_uri ? [app.backchannel_logout_uri] : [])),
  );
  const own = `${new URL(config.public_url).origin}/`;
  return (url: string | URL | Request, options?: RequestInit & { dispatcher?: unknown }) => {
    const address = String(url);
    if (options && address.startsWith(own)) return ownRoutes(address.slice(own.length - 1), options);
    if (!options || !trusted.has(address)) return globalThis.fetch(url, options);
    const { dispatcher: _dispatcher, ...rest } = options;
    return globalThis.fetch(url, rest);
  };
}

interface Deps {
  config: Config;
  db: Db;
  jwks: Jwks;
  suspensions: ClientSuspensions;
  ownRoutes: OwnRoutes;
  log: Logger;
}

/**
 * The JWKS must hold a private key for the portal's own ID token (ES256) and for each algorithm an
 * app's ID tokens are signed with (RS256 by default): else the start stops and says which.
 */
function checkSigningKeys(config: Config, jwks: Jwks) {
  const missing = missingSigningKeys(jwks, [...new Set(['ES256', ...idTokenAlgs(config)])]);
  if (missing.length === 0) return;
  throw new ConfigError(
    `security.jwks_file : aucune clé privée ${missing.join(' ni ')} (avec "alg": "${missing[0]}") dans ${config.security.jwks_file} ; ` +
      'les jetons d’identité des applications en ont besoin : ajoutez-en une au fichier (README, « Signing keys »).',
  );
}

export function createProvider({ config, db, jwks, suspensions, ownRoutes, log }: Deps) {
  checkSigningKeys(config, jwks);
  const ttl = config.sessions;
  const requiredAcr = (clientId: string | undefined) => findClientApp(config, clientId)?.required_acr;
  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    clients: toClientMetadata(config),
    jwks: providerSigningKeys(jwks),
    cookies: {
      // Keygrip's signatures, its keys imported once (koa's cookies accept any keygrip-like object).
      keys: cookieKeys(config.security.cookie_keys) as unknown as string[],
      long: { httpOnly: true, sameSite: 'lax', secure: config.public_url.startsWith('https:') },
      // The interaction cookie is the browser's hold on its sign-in in progress (`sign-in/flow.ts`):
      // sent to the portal's own steps beside the interaction's paths (the code by e-mail, Pro Santé
      // Connect's callback). The resume cookie keeps its own path, which the provider sets after these.
      short: { httpOnly: true, sameSite: 'lax', secure: config.public_url.startsWith('https:'), path: '/' },
    },
    findAccount: createFindAccount(db),
    claims: SCOPE_CLAIMS,
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    acrValues: ACR_VALUES_SUPPORTED,
    // Only what a client of the configuration can obtain: the code flow, the authentications in use.
    responseTypes: ['code'],
    clientAuthMethods: clientAuthMethods(config),
    features: {
      devInteractions: { enabled: false },
      // ES256 signed with node:crypto (`signing-keys.ts`).
      externalSigningSupport: EXTERNAL_SIGNING,
      claimsParameter: { enabled: true, assertClaimsParameter },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage },
      backchannelLogout: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
    },
    interactions: {
      policy: createInteractionPolicy(suspensions, requiredAcr),
      url: (_ctx, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}`,
    },
    loadExistingGrant: (ctx) => loadExistingGrant(ctx, config),
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    // Every refresh token serves once; one presented again (stolen, replayed) revokes its whole grant.
    rotateRefreshToken: true,
    renderError: errorPage,
    fetch: trustingConfiguredApps(config, ownRoutes),
    ttl: {
      Session: ttl.sso_ttl_seconds,
      Grant: ttl.sso_ttl_seconds,
      Interaction: ttl.interaction_ttl_seconds,
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    // Every client, confidential ones too, proves its code with PKCE (S256), but a confidential one
    // declared `pkce: false`, which sends a nonce instead (`pkce.ts`).
    pkce: { required: pkceRequired(config) },
    enabledJWA: {
      idTokenSigningAlgValues: ['ES256', 'RS256'],
    },
  };
  const provider = new Provider(`${config.public_url}${OIDC_PREFIX}`, configuration);
  provider.proxy = Boolean(config.security.trust_proxy);
  holdClientsToTheirAuthMethod(provider);
  noteRefusals(provider);
  provider.use(logRefusals(log));
  provider.use(frenchAnswers);
  // Inside frenchAnswers: a failure of the request's writes is answered like any other (503 in an outage).
  provider.use(writeOncePerRequest(db));
  answerRequestedAcr(provider, requiredAcr);
  return provider;
}

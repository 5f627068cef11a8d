import type { ClientAuthMethod, ClientMetadata } from 'oidc-provider';
import type { ClientAppConfig, Config } from '../config/schema.ts';
import { PORTAL_CLIENT_ID } from './policy.ts';

/** Where the provider tells the portal that a single-sign-on session ended (`portal-session/backchannel-logout.ts`). */
export const PORTAL_BACKCHANNEL_LOGOUT_PATH = '/portal/backchannel-logout';

/** The apps of the configuration that sign in (not link-only). */
const signingIn = (config: Config) => config.oidc_clients.filter((app) => !app.link_only);

/** A public app proves its codes with PKCE alone; a confidential one sends its secret as it was declared, Basic by default. */
const authMethod = (app: ClientAppConfig): ClientAuthMethod =>
  app.public ? 'none' : (app.token_endpoint_auth_method ?? 'client_secret_basic');

/**
 * RS256 unless the app asks for another: OpenID Connect's default, and what many relying parties
 * verify (LemonLDAP::NG 2.16 verifies RS* and HS* only). The portal's own client has ES256: its ID
 * token is signed inside the process with the ES256 key (`id-token-here.ts`).
 */
const idTokenAlg = (app: ClientAppConfig) =>
  app.id_token_signed_response_alg ?? (app.client_id === PORTAL_CLIENT_ID ? 'ES256' : 'RS256');

/** The algorithms the ID tokens of the configuration's apps are signed with: the JWKS must hold a private key of each. */
export const idTokenAlgs = (config: Config) => [...new Set(signingIn(config).map(idTokenAlg))];

/** The token endpoint's authentications the configured apps use, and only those. */
export const clientAuthMethods = (config: Config): ClientAuthMethod[] => [
  ...new Set(signingIn(config).map(authMethod)),
];

/** The portal's own sessions close with the single-sign-on session they were opened in. */
function backchannelLogoutUri(config: Config, app: ClientAppConfig): string | undefined {
  if (app.backchannel_logout_uri) return app.backchannel_logout_uri;
  return app.client_id === PORTAL_CLIENT_ID ? `${config.public_url}${PORTAL_BACKCHANNEL_LOGOUT_PATH}` : undefined;
}

/** The provider's client metadata for every app of the configuration that signs in (not link-only). */
export function toClientMetadata(config: Config): ClientMetadata[] {
  return signingIn(config).map((app) => {
    const backchannel = backchannelLogoutUri(config, app);
    return {
      client_id: app.client_id,
      client_name: app.client_name,
      ...(app.public ? {} : { client_secret: app.client_secret }),
      token_endpoint_auth_method: authMethod(app),
      redirect_uris: app.redirect_uris,
      post_logout_redirect_uris: app.post_logout_redirect_uris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      id_token_signed_response_alg: idTokenAlg(app),
      // Every ID token says when the user signed in (the portal measures its step-up from it).
      require_auth_time: true,
      ...(backchannel ? { backchannel_logout_uri: backchannel, backchannel_logout_session_required: true } : {}),
    };
  });
}

export function findClientApp(config: Config, clientId: string | undefined): ClientAppConfig | undefined {
  return config.oidc_clients.find((app) => app.client_id === clientId);
}

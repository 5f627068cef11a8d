import type { ClientMetadata } from 'oidc-provider';
import type { ClientAppConfig, Config } from '../config/schema.ts';

/** The provider's client metadata for every app of the configuration that signs in (not link-only). */
export function toClientMetadata(config: Config): ClientMetadata[] {
  return config.oidc_clients
    .filter((app) => !app.link_only)
    .map((app) => ({
      client_id: app.client_id,
      client_name: app.client_name,
      ...(app.public
        ? { token_endpoint_auth_method: 'none' }
        : { client_secret: app.client_secret, token_endpoint_auth_method: 'client_secret_basic' }),
      redirect_uris: app.redirect_uris,
      post_logout_redirect_uris: app.post_logout_redirect_uris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      id_token_signed_response_alg: 'ES256',
      // Every ID token says when the user signed in (the portal measures its step-up from it).
      require_auth_time: true,
      ...(app.backchannel_logout_uri
        ? { backchannel_logout_uri: app.backchannel_logout_uri, backchannel_logout_session_required: true }
        : {}),
    }));
}

export function findClientApp(config: Config, clientId: string | undefined): ClientAppConfig | undefined {
  return config.oidc_clients.find((app) => app.client_id === clientId);
}

/**
 * PKCE (S256) is required of every app, but of a confidential one declared `pkce: false` (RFC 9700,
 * 2.1.1): its request without code_challenge proves its code with the ID token's nonce instead, so
 * it must ask for an ID token (scope openid) and send a nonce. A public app always proves its code
 * with PKCE, whatever its declaration.
 */
import { errors, type Client, type KoaContextWithOIDC } from 'oidc-provider';
import { oauthRefusalMessages } from '@portal/shared';
import type { Config } from '../config/schema.ts';

/** The provider's `pkce.required`, called for a code request without code_challenge. */
export function pkceRequired(config: Config) {
  const withNonceInstead = new Set(
    config.oidc_clients.filter((app) => !app.pkce && !app.public).map((app) => app.client_id),
  );
  return (ctx: KoaContextWithOIDC, client: Client): boolean => {
    if (client.clientAuthMethod === 'none' || !withNonceInstead.has(client.clientId)) return true;
    const { nonce, scope } = ctx.oidc.params as { nonce?: unknown; scope?: unknown };
    const asksIdToken = typeof scope === 'string' && scope.split(' ').includes('openid');
    if (typeof nonce !== 'string' || nonce === '' || !asksIdToken) {
      throw new errors.InvalidRequest(oauthRefusalMessages.nonceMissing);
    }
    return false;
  };
}

/**
 * oidc-provider takes a confidential client's secret from the form or from Basic alike, whatever the
 * client declared (`lib/shared/client_auth.js` accepts both ways for either method). The portal holds
 * each client to its declaration (`token_endpoint_auth_method`, Basic by default): a secret sent the
 * other way is refused as the provider refuses a mismatched method, `invalid_client`, which
 * `refusals.ts` says in French with the method declared.
 */
import Provider, { errors, type Client } from 'oidc-provider';

/** The provider's own words for it, which `refusals.ts` recognises. */
const MISMATCH = 'the provided authentication mechanism does not match the registered client authentication method';

/** How the request being answered sends the secret: in the form, or else in its Basic header (the provider reads them so). */
function presentedMethod(): string | undefined {
  const ctx = Provider.ctx;
  if (!ctx) return undefined;
  return ctx.oidc?.params?.client_secret !== undefined ? 'client_secret_post' : 'client_secret_basic';
}

/** Wraps the provider's secret check (called for `client_secret_basic` and `client_secret_post` clients only). */
export function holdClientsToTheirAuthMethod(provider: Provider): void {
  const { prototype } = provider.Client;
  const compare = prototype.compareClientSecret;
  prototype.compareClientSecret = function (this: Client, secret: string) {
    const presented = presentedMethod();
    if (presented && presented !== this.clientAuthMethod) throw new errors.InvalidClientAuth(MISMATCH);
    return compare.call(this, secret);
  };
}

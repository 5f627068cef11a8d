/** Pro Santé Connect's protocol facts the stand-in reproduces (FORMATS.md, "Pro Santé Connect"). */

/** Pro Santé Connect's realm path: the issuer is `{publicUrl}/auth/realms/esante-wallet`. */
export const PSC_ISSUER_PATH = '/auth/realms/esante-wallet';
/** Pro Santé Connect's non-standard discovery name, under the issuer. */
export const PSC_DISCOVERY_PATH = '/.well-known/wallet-openid-configuration';
export const PSC_SCOPE = 'openid scope_all';
export const PSC_ACR = 'eidas1';
/** The authentication methods an id_token states: possession (card or app) and several factors. */
export const PSC_AMR: readonly string[] = ['pop', 'mfa'];

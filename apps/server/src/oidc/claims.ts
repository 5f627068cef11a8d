/** The claims each scope gives, and what the claims parameter may ask for on top of them. */
import { errors, type ClaimsParameter, type KoaContextWithOIDC } from 'oidc-provider';

export const SCOPE_CLAIMS = {
  // `amr` and `acr`: how the user proved who they are (a password and a code, Pro Santé Connect).
  openid: ['sub', 'amr', 'acr'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'name'],
} as const;

/** The provider's own claims about the sign-in, which no consent covers. */
const SIGN_IN_CLAIMS = ['auth_time', 'sid'];

/**
 * The claims parameter serves to ask for a class of sign-in (`acr`) or to move a claim into the
 * ID token: it asks for nothing beyond the claims of the scopes requested, which are what the
 * user consents to.
 */
export function assertClaimsParameter(ctx: KoaContextWithOIDC, claims: ClaimsParameter): void {
  const scopes = String(ctx.oidc.params?.scope ?? '').split(' ');
  const allowed = new Set<string>([
    ...SIGN_IN_CLAIMS,
    ...scopes.flatMap((scope) => SCOPE_CLAIMS[scope as keyof typeof SCOPE_CLAIMS] ?? []),
  ]);
  for (const target of [claims.id_token, claims.userinfo]) {
    const beyond = Object.keys(target ?? {}).filter((claim) => !allowed.has(claim));
    if (beyond.length) throw new errors.InvalidRequest(`claims beyond the requested scopes: ${beyond.join(', ')}`);
  }
}

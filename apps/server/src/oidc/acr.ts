/**
 * Authentication context classes (`acr`): what a sign-in proved, what a client app may ask for
 * (`acr_values`, or `acr` in the claims parameter) and which answers which. Pro Santé Connect's
 * `eidas1` (a CPS card or the e-CPS app with its code) counts as two factors.
 */
import type Provider from 'oidc-provider';
import { errors, interactionPolicy, type ClaimsParameter, type KoaContextWithOIDC } from 'oidc-provider';
import { ACR_PASSWORD, ACR_PHISHING_RESISTANT, ACR_TWO_FACTORS, REACHED_BY } from './acr-classes.ts';

export { ACR_PASSWORD, ACR_PHISHING_RESISTANT, ACR_TWO_FACTORS, ACR_VALUES_SUPPORTED } from './acr-classes.ts';

const { Check } = interactionPolicy;

interface AcrRequest {
  values: string[];
  essential: boolean;
}

/** The classes the client asks for: `acr_values` (the provider puts them here too) or the claims parameter's. */
function requested(claims: ClaimsParameter | undefined): AcrRequest | undefined {
  const asked = claims?.id_token?.acr;
  if (!asked) return undefined;
  const values = asked.values ?? (asked.value === undefined ? [] : [asked.value]);
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'string')) {
    throw new errors.InvalidRequest('claims.id_token.acr must name its classes as strings');
  }
  return values.length ? { values: values as string[], essential: Boolean(asked.essential) } : undefined;
}

const reaches = (signedIn: string | undefined, wanted: string) =>
  signedIn !== undefined && (REACHED_BY[wanted]?.includes(signedIn) ?? false);

/** The classes an authorization request asks for (its `acr_values`, and its claims parameter's), as the interaction keeps it. */
export function classesAsked(params: Record<string, unknown>): string[] {
  const values = typeof params.acr_values === 'string' ? params.acr_values.split(' ').filter(Boolean) : [];
  if (typeof params.claims === 'string') {
    try {
      values.push(...(requested(JSON.parse(params.claims) as ClaimsParameter)?.values ?? []));
    } catch {
      // The provider refused a malformed claims parameter before any interaction.
    }
  }
  return values.slice(0, 10);
}

/** Whether a sign-in by password alone reaches none of the known classes asked: a second factor is needed. */
export function asksMoreThanPassword(classes: string[]): boolean {
  const known = classes.filter((value) => value in REACHED_BY);
  return known.length > 0 && !known.some((value) => reaches(ACR_PASSWORD, value));
}

/** Whether only a passkey reaches the known classes asked (no two-factor sign-in without one does). */
export function asksPhishingResistant(classes: string[]): boolean {
  const known = classes.filter((value) => value in REACHED_BY);
  return (
    known.length > 0 &&
    known.every((value) => reaches(ACR_PHISHING_RESISTANT, value)) &&
    !known.some((value) => reaches(ACR_TWO_FACTORS, value))
  );
}

/** The class the configuration requires of every sign-in to a client app (`required_acr`), if any. */
export type RequiredAcr = (clientId: string | undefined) => string | undefined;

/**
 * The login prompt's check, instead of the provider's own (which compare the strings): a session
 * below every known class asked for (or below the class the app's configuration requires, whatever
 * it asks) signs in again; a sign-in just made that still falls short, or an essential request of
 * unknown classes only, ends on `unmet_authentication_requirements`.
 */
export const acrCheck = (requiredAcr: RequiredAcr) =>
  new Check(
    'acr_not_reached',
    'the requested authentication context class is not reached',
    'login_required',
    (ctx: KoaContextWithOIDC) => {
      const required = requiredAcr(ctx.oidc.client?.clientId);
      const request = required ? { values: [required], essential: true } : requested(ctx.oidc.claims);
      if (!request) return Check.NO_NEED_TO_PROMPT;
      const known = request.values.filter((value) => value in REACHED_BY);
      if (known.length === 0) {
        if (request.essential) throw new errors.UnmetAuthenticationRequirements('no requested acr is supported');
        return Check.NO_NEED_TO_PROMPT;
      }
      const { session, result } = ctx.oidc;
      if (known.some((value) => reaches(session?.acr, value))) return Check.NO_NEED_TO_PROMPT;
      if (session?.accountId && result?.login) {
        throw new errors.UnmetAuthenticationRequirements('the sign-in did not reach the requested acr');
      }
      return Check.REQUEST_PROMPT;
    },
  );

/** The class the ID token states: the sign-in's own, or the first class asked for that it reaches. */
function answeredAcr(claims: ClaimsParameter | undefined, signedIn: string | undefined): string | undefined {
  const request = requested(claims);
  if (!request || signedIn === undefined || request.values.includes(signedIn)) return signedIn;
  return request.values.find((value) => reaches(signedIn, value)) ?? signedIn;
}

/**
 * The provider writes `ctx.oidc.acr` (the session's) into the code, hence the ID token. A client
 * that asked for classes gets one of them when the sign-in reaches it (OpenID Connect Core 2:
 * "one of the requested values"): a Pro Santé Connect sign-in answers a client asking two factors.
 * A client whose configuration requires a class gets the sign-in's own, which reaches it.
 */
export function answerRequestedAcr(provider: Provider, requiredAcr: RequiredAcr): void {
  const prototype = provider.OIDCContext.prototype;
  const sessionAcr = Object.getOwnPropertyDescriptor(prototype, 'acr')?.get;
  if (!sessionAcr) throw new Error('oidc-provider: OIDCContext has no acr getter');
  Object.defineProperty(prototype, 'acr', {
    configurable: true,
    get(this: KoaContextWithOIDC['oidc']) {
      const signedIn = sessionAcr.call(this) as string | undefined;
      return requiredAcr(this.client?.clientId) ? signedIn : answeredAcr(this.claims, signedIn);
    },
  });
}

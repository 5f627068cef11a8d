/**
 * Why the provider refused a request, in French: what is missing or wrong (PKCE, the redirect
 * address, the application's authentication…). The same words serve the `error_description` the
 * application gets (`french-answers.ts`, in ASCII), the error page a person reads (accents kept),
 * and the one log line the portal writes per refused authorization or token request.
 */
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import {
  httpMessages,
  oauthErrorMessages,
  oauthFallbackMessages,
  oauthRefusalMessages,
  oauthText,
} from '@portal/shared';
import type { Logger } from '../logger.ts';

/** An error as the provider's error handlers emit it: `error_detail` says why, for the server only. */
export interface ProviderError {
  error?: string;
  error_description?: string;
  error_detail?: string;
}

/** What the provider knew of a refusal beyond its answer: its detail, the application's declared authentication. */
export interface RefusalDetail {
  detail?: string;
  declaredAuthMethod?: string;
}

/** Refusals the provider describes in its own words, and the French ones they get instead. */
const INVALID_REQUEST_DETAILS: [RegExp, string][] = [
  [/content-type bodies are supported/, httpMessages.unsupportedMediaType],
  [/failed to parse the request body/, httpMessages.malformedBody],
  [/^Authorization Server policy requires PKCE/, oauthRefusalMessages.pkceMissing],
  [/code_challenge_method/, oauthRefusalMessages.pkceMethod],
  [/^openid scope must be requested/, oauthRefusalMessages.openidScopeMissing],
  [/^no client authentication mechanism provided/, oauthRefusalMessages.clientAuthMissing],
  [/^client authentication must only be provided using one mechanism/, oauthRefusalMessages.clientAuthTwice],
];

/** The portal's own refusals, thrown in French (`pkce.ts`): kept as they are. */
const OWN_REFUSALS = new Set<string>([oauthRefusalMessages.nonceMissing]);

function invalidClient({ detail = '', declaredAuthMethod }: RefusalDetail): string | undefined {
  if (detail === 'client not found') return oauthRefusalMessages.clientUnknown;
  if (detail === 'invalid secret provided') return oauthRefusalMessages.clientSecretWrong;
  if (/does not match the registered client authentication method/.test(detail) && declaredAuthMethod)
    return oauthRefusalMessages.clientAuthMethod(declaredAuthMethod);
  return undefined;
}

/**
 * The French description of an OAuth error (accents kept: `oauthText` makes the ASCII one). Of the
 * provider's English description, only the missing parameters' names are kept, or what it says
 * about PKCE and the application's authentication.
 */
export function frenchDescription(error: string, english = '', refusal: RefusalDetail = {}): string {
  if (error === 'invalid_request') {
    if (OWN_REFUSALS.has(english)) return english;
    const missing = /^missing required parameters? (.+)$/.exec(english)?.[1];
    if (missing) return oauthFallbackMessages.missingParameters([...missing.matchAll(/'([^']+)'/g)].map((m) => m[1]!));
    const detail = INVALID_REQUEST_DETAILS.find(([pattern]) => pattern.test(english));
    if (detail) return detail[1];
  }
  if (error === 'invalid_client') {
    const described = invalidClient(refusal);
    if (described) return described;
  }
  return oauthErrorMessages[error as keyof typeof oauthErrorMessages] ?? oauthFallbackMessages.refused;
}

/** The refusal the provider's error handlers saw in this request (`noteRefusals`), and its client's declared authentication. */
export function refusalOf(ctx: KoaContextWithOIDC): RefusalDetail {
  const error = ctx.state.refusal as ProviderError | undefined;
  return { detail: error?.error_detail, declaredAuthMethod: ctx.oidc?.client?.clientAuthMethod };
}

/** The provider's events of a refused request, and what the log line calls it. */
const LOGGED = { 'authorization.error': 'authorization', 'grant.error': 'token' } as const;
const NOTED = [
  'authorization.error',
  'grant.error',
  'userinfo.error',
  'revocation.error',
  'end_session.error',
] as const;

/** The client the request names, as far as it can be told (an unknown one as sent, cut short). */
function clientOf(ctx: KoaContextWithOIDC): string | undefined {
  const named = ctx.oidc?.client?.clientId ?? ctx.oidc?.params?.client_id ?? ctx.query?.client_id;
  return typeof named === 'string' ? named.slice(0, 200) : undefined;
}

/**
 * Keeps the error of each refused request on its context (`refusalOf` reads it), and logs one line
 * per refused authorization or token request: the client, the OAuth error, the reason as the
 * application reads it. The provider emits twice when the redirect address is also wrong: the line
 * is written once, with the last (`logRefusals`).
 */
export function noteRefusals(provider: Provider): void {
  for (const event of NOTED) {
    // Each of these events passes the request's context and the error (one signature, typed per name).
    provider.on(event as 'grant.error', (ctx: KoaContextWithOIDC, error: ProviderError) => {
      ctx.state.refusal = error;
      ctx.state.refusalEvent = event;
    });
  }
}

type KoaMiddleware = Parameters<Provider['use']>[0];

export const logRefusals =
  (log: Logger): KoaMiddleware =>
  async (context, next) => {
    await next();
    const ctx = context as KoaContextWithOIDC;
    const error = ctx.state.refusal as ProviderError | undefined;
    const what = LOGGED[ctx.state.refusalEvent as keyof typeof LOGGED];
    if (!error?.error || !what) return;
    const reason = oauthText(frenchDescription(error.error, error.error_description, refusalOf(ctx)));
    log.info({ clientId: clientOf(ctx), error: error.error, reason }, `${what} request refused`);
  };

/**
 * `frenchAnswers` wraps every request the provider answers (`provider.use`) and rewrites what it
 * writes itself in English: error descriptions (bodies, redirects and `WWW-Authenticate`, in
 * French as printable ASCII), the `form_post` page, the sign-out success page, its bare 404, errors
 * that escape it; a database outage becomes a 503; and the sign-out's confirmation that leaves the
 * portal answers a page that goes on by itself (`handBackPage`).
 */
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { httpMessages, oauthText } from '@portal/shared';
import { BACK_TO_PORTAL, escape, handBackPage, page, refusalPage } from './pages.ts';
import { frenchDescription, refusalOf } from './refusals.ts';
import { outageOf, outagePage, RETRY_AFTER_SECONDS, wantsPage, type Outage } from '../http/service-unavailable.ts';

/** The body of a redirect (Koa writes `Redirecting to …`); a browser follows the Location before showing it. */
const redirectBody = (ctx: KoaContextWithOIDC, location: string) =>
  ctx.response.is('html')
    ? page('Redirection…', `<p><a href="${escape(location)}">Poursuivre vers la page suivante</a></p>`)
    : `Redirection vers ${location}`;

const signedOutPage = () => page('Déconnexion réussie', `<p>Vous êtes déconnecté.</p>${BACK_TO_PORTAL}`);

/** The `error_description` of an answer: French, in the printable ASCII OAuth allows there. */
const describedFor = (ctx: KoaContextWithOIDC, error: string, english?: string) =>
  oauthText(frenchDescription(error, english, refusalOf(ctx)));

/** An error sent back to the client app in its redirect address (query or fragment), described in French. */
function frenchRedirect(ctx: KoaContextWithOIDC, location: string): string {
  const url = URL.parse(location);
  if (!url) return location;
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.slice(1));
  for (const params of [query, fragment]) {
    const error = params.get('error');
    if (error === null || !params.has('error_description')) continue;
    params.set('error_description', describedFor(ctx, error, params.get('error_description')!));
    if (params === fragment) url.hash = fragment.toString();
    return url.href;
  }
  return location;
}

/** oidc-provider's `form_post` page (lib/response_modes/form_post.js), its texts in French. */
function frenchFormPost(ctx: KoaContextWithOIDC, html: string): string {
  const error = /name="error" value="([^"]*)"/.exec(html)?.[1];
  // Parameter names are quoted in it ('response_type'), which the page writes as &#39;.
  const english = /name="error_description" value="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
  return html
    .replace('<html>', '<html lang="fr">')
    .replace(
      '<title>Submitting Callback</title>',
      '<meta charset="utf-8">\n  <title>Retour vers l’application…</title>',
    )
    .replace(
      /Your browser does not support JavaScript[^<]*<br\/>\s*<button autofocus type="submit">Continue<\/button>/,
      'Votre navigateur n’exécute pas JavaScript : poursuivez avec ce bouton.<br/>\n      <button autofocus type="submit">Continuer</button>',
    )
    .replace(
      /name="error_description" value="[^"]*"/,
      `name="error_description" value="${escape(describedFor(ctx, error ?? '', english))}"`,
    );
}

/**
 * The `form_post` page's form goes to the client app, then on wherever the app sends its user (a
 * gateway's callback redirects to the application it protects): Chromium checks `form-action` on
 * each of those redirects, so such a page, whose only form is the provider's, allows them all. The
 * same page posting to the provider itself (the sign-out confirmed at once) keeps the policy.
 */
function allowFormPostChain(ctx: KoaContextWithOIDC, html: string) {
  const policy = ctx.response.get('content-security-policy');
  const action = URL.parse(/<form method="post" action="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '');
  if (!policy || !action || action.origin === new URL(ctx.oidc.issuer).origin) return;
  ctx.set('content-security-policy', policy.replace(/form-action [^;]*/, 'form-action *'));
}

/** The description in a `WWW-Authenticate` challenge (RFC 6750 3), its value escaped as the provider writes it. */
const CHALLENGE_DESCRIPTION = /error_description="((?:[^"\\]|\\.)*)"/;

/** The challenges of a 401 (userinfo, the token endpoint's Basic), their descriptions as the body's. */
function translateChallenges(ctx: KoaContextWithOIDC) {
  const challenges = ctx.response.get('www-authenticate') as string | string[];
  if (!challenges) return;
  const translated = [challenges].flat().map((challenge) => {
    const error = /\berror="([^"]*)"/.exec(challenge)?.[1];
    if (!error) return challenge;
    return challenge.replace(CHALLENGE_DESCRIPTION, (_whole, english: string) => {
      return `error_description="${describedFor(ctx, error, english.replace(/\\(.)/g, '$1'))}"`;
    });
  });
  ctx.set('www-authenticate', translated.length === 1 ? translated[0]! : translated);
}

const wantsHtml = (ctx: KoaContextWithOIDC) => ctx.accepts('json', 'html') === 'html';

type KoaMiddleware = Parameters<Provider['use']>[0];

/**
 * The database's unavailability behind a provider's `server_error` (seen by its listener, which
 * calls this): the answer becomes a 503 once the provider has written its own.
 */
export function noteOutage(ctx: KoaContextWithOIDC, error: unknown): Outage | undefined {
  const outage = outageOf(error, ctx.method);
  if (outage) ctx.state.outage = outage;
  return outage;
}

function answerOutage(ctx: KoaContextWithOIDC, outage: Outage) {
  ctx.status = 503;
  ctx.set('retry-after', String(RETRY_AFTER_SECONDS));
  ctx.remove('location');
  ctx.body = wantsPage(ctx.get('accept'))
    ? outagePage(outage, ctx.method === 'GET' ? ctx.originalUrl : undefined)
    : { error: 'temporarily_unavailable', error_description: oauthText(outage.message) };
  if (typeof ctx.body === 'string') ctx.type = 'html';
}

/** An error that escaped the provider's own handling: Koa would answer `Internal Server Error`. */
function answerEscapedError(ctx: KoaContextWithOIDC, error: unknown) {
  if (noteOutage(ctx, error)) return;
  const status = (error as { status?: number }).status ?? 500;
  ctx.status = status >= 400 && status < 500 ? status : 500;
  if (ctx.status >= 500) ctx.app.emit('error', error, ctx);
  const out = { error: ctx.status < 500 ? 'invalid_request' : 'server_error' };
  ctx.body = wantsHtml(ctx) ? refusalPage(frenchDescription(out.error)) : out;
}

function translateBody(ctx: KoaContextWithOIDC) {
  const body: unknown = ctx.body;
  if (ctx.status === 404 && (body === undefined || body === null)) {
    ctx.body = wantsHtml(ctx)
      ? refusalPage(httpMessages.notFound)
      : { error: 'invalid_request', error_description: oauthText(httpMessages.notFound) };
    ctx.status = 404;
  } else if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
    const out = body as { error: string; error_description?: string };
    ctx.body = { ...out, error_description: describedFor(ctx, out.error, out.error_description) };
  } else if (typeof body === 'string' && body.includes('<title>Submitting Callback</title>')) {
    ctx.body = frenchFormPost(ctx, body);
    allowFormPostChain(ctx, body);
  } else if (ctx.oidc?.route === 'end_session_success' && ctx.status === 200) {
    ctx.body = signedOutPage();
  }
}

function translateRedirect(ctx: KoaContextWithOIDC) {
  let location = ctx.response.get('location');
  if (!location) return;
  if (location.includes('error_description=')) {
    location = frenchRedirect(ctx, location);
    ctx.set('location', location);
  }
  if (typeof ctx.body === 'string' && ctx.body.startsWith('Redirecting to ')) ctx.body = redirectBody(ctx, location);
}

/**
 * The sign-out's confirmation (the logout page's form post) sending the browser to an application
 * on another origin: a page that goes on by itself (`handBackPage`), so that the application's own
 * redirects are not the form's.
 */
function handBackAfterSignOut(ctx: KoaContextWithOIDC) {
  const location = ctx.response.get('location');
  if (ctx.method !== 'POST' || ctx.oidc?.route !== 'end_session_confirm' || !location) return;
  const portalOrigin = new URL(ctx.oidc.issuer).origin;
  if (URL.parse(location, portalOrigin)?.origin === portalOrigin) return;
  ctx.status = 200;
  ctx.remove('location');
  ctx.type = 'html';
  ctx.body = handBackPage(location);
}

/** Wraps every request the provider answers (`provider.use`): what it writes in English, in French. */
export const frenchAnswers: KoaMiddleware = async (context, next) => {
  const ctx = context as KoaContextWithOIDC;
  try {
    await next();
  } catch (error) {
    answerEscapedError(ctx, error);
  }
  const outage = ctx.state.outage as Outage | undefined;
  if (outage) return answerOutage(ctx, outage);
  translateBody(ctx);
  translateChallenges(ctx);
  translateRedirect(ctx);
  handBackAfterSignOut(ctx);
};

/** The provider's own pages, in French: logout, error, and the page of a refused request. */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { handBackPageLabels, signOutPageLabels } from '@portal/shared';
import { frenchDescription } from './refusals.ts';

export const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${head}<link rel="stylesheet" href="/oidc-pages.css"></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;

export const BACK_TO_PORTAL = '<p><a href="/">Retour au portail</a></p>';

/**
 * Whether the sign-out request names the single-sign-on session open in this browser: an
 * `id_token_hint` (its signature checked by the provider, its expiry not) whose subject is the
 * session's account and whose `sid` is the one this session gave the hint's client.
 */
function namesThisSession(ctx: KoaContextWithOIDC): boolean {
  const { session, client, entities } = ctx.oidc;
  const hint = entities.IdTokenHint?.payload;
  if (!hint || !session?.accountId || !client) return false;
  return hint.sub === session.accountId && typeof hint.sid === 'string' && hint.sid === session.sidFor(client.clientId);
}

/**
 * RP-initiated logout. Asked with an ID token of this very session (the portal's `/logoutPortal`, an
 * app signing out the user it signed in), the form signs out at once (script), with a button when
 * scripts are off. Anything else (no hint, another user's, an older session's, a link anyone may
 * send) asks: sign out, or stay signed in. No one is signed out unawares.
 */
export async function logoutPage(ctx: KoaContextWithOIDC, form: string) {
  const text = (name: keyof typeof signOutPageLabels) => escape(signOutPageLabels[name]);
  const confirm = `<button type="submit" form="op.logoutForm" name="logout" value="yes">${text('confirm')}</button>`;
  const body = namesThisSession(ctx)
    ? `<p>${text('signingOut')}</p>\n${confirm}\n<script src="/oidc-logout.js"></script>`
    : `<p>${text('question')}</p>\n<p>${text('explanation')}</p>
<div class="actions">${confirm}\n<a class="secondary" href="/">${text('staySignedIn')}</a></div>`;
  ctx.type = 'html';
  ctx.body = page(text('title'), `${form}${body}`);
}

/** A refusal the provider answers with a page (no client to send it back to, or an unknown redirect address): what is wrong, in French. */
export async function errorPage(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
  error?: Error & { error_detail?: string },
) {
  const refusal = { detail: error?.error_detail, declaredAuthMethod: ctx.oidc?.client?.clientAuthMethod };
  const reason = frenchDescription(out.error, out.error_description, refusal);
  ctx.type = 'html';
  ctx.body = page(
    'Une erreur est survenue.',
    `<p>La demande d'authentification n'a pas pu aboutir (${escape(out.error)}).</p>
<p>${escape(reason)}</p>${BACK_TO_PORTAL}`,
  );
}

/**
 * The answer to a form post that hands the user back to an application on another origin: a page
 * that goes on to `location` by itself (`refresh`), so that the redirects that follow (the
 * provider's, the application's callback, then wherever it sends its user) are a navigation of their
 * own, not the form's: Chromium checks `form-action` on every redirect that follows a form post.
 */
export function handBackPage(location: string): string {
  const href = escape(location);
  return page(
    escape(handBackPageLabels.title),
    `<p><a href="${href}">${escape(handBackPageLabels.link)}</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${href}">`,
  );
}

/** A request refused before the provider saw it, or a provider address that does not exist. */
export const refusalPage = (message: string) =>
  page('Une erreur est survenue.', `<p>${escape(message)}</p>${BACK_TO_PORTAL}`);

/** The provider's own pages, in French: logout, error, and the page of a refused request. */
import type { KoaContextWithOIDC } from 'oidc-provider';

export const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const page = (title: string, body: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/oidc-pages.css"></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;

export const BACK_TO_PORTAL = '<p><a href="/">Retour au portail</a></p>';

/**
 * RP-initiated logout. Asked by the portal itself or by an app that names the session (an
 * `id_token_hint`), the form signs out at once (script), with a button when scripts are off.
 * Anything else, a link on another site say, only offers the button: no one is signed out unawares.
 */
export async function logoutPage(ctx: KoaContextWithOIDC, form: string) {
  const fromPortal = ctx.get('sec-fetch-site') === 'same-origin';
  const namedSession = Boolean(ctx.oidc.params?.id_token_hint);
  const atOnce = fromPortal || namedSession;
  ctx.type = 'html';
  ctx.body = page(
    'Déconnexion',
    `${form}<p>${atOnce ? 'Déconnexion de toutes vos applications en cours…' : 'Voulez-vous vous déconnecter du Portail Anapath et de toutes vos applications ?'}</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Me déconnecter</button>
${atOnce ? '<script src="/oidc-logout.js"></script>' : ''}`,
  );
}

export async function errorPage(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
  ctx.type = 'html';
  ctx.body = page(
    'Une erreur est survenue.',
    `<p>La demande d'authentification n'a pas pu aboutir (${escape(out.error)}).</p>${BACK_TO_PORTAL}`,
  );
}

/** A request refused before the provider saw it, or a provider address that does not exist. */
export const refusalPage = (message: string) =>
  page('Une erreur est survenue.', `<p>${escape(message)}</p>${BACK_TO_PORTAL}`);

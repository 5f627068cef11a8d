import type { KoaContextWithOIDC } from 'oidc-provider';

const page = (title: string, body: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/oidc-pages.css"></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;

/** RP-initiated logout: the form signs out at once (script), with a button when scripts are off. */
export async function logoutPage(ctx: KoaContextWithOIDC, form: string) {
  ctx.type = 'html';
  ctx.body = page(
    'Déconnexion',
    `${form}<p>Déconnexion de toutes vos applications en cours…</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Me déconnecter</button>
<script src="/oidc-logout.js"></script>`,
  );
}

export async function errorPage(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
  ctx.type = 'html';
  ctx.body = page(
    'Une erreur est survenue.',
    `<p>La demande d'authentification n'a pas pu aboutir (${escape(out.error)}).</p><p><a href="/">Retour au portail</a></p>`,
  );
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

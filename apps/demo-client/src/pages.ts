import type { SignedInUser } from './sessions.ts';

/** Which app a page belongs to: its name, and the path it is served under ('' at the root). */
export interface AppPage {
  title: string;
  base: string;
}

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;'); // attributes are always double-quoted
}

function layout(app: AppPage, title: string, body: string): string {
  const fullTitle = title === app.title ? app.title : `${title} – ${app.title}`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(fullTitle)}</title>
<link rel="stylesheet" href="/styles.css">
</head>
<body>
<header class="banner">
<p class="brand"><a href="${app.base}/">${escapeHtml(app.title)}</a></p>
</header>
<main id="contenu">
${body}
</main>
<footer class="footer">
<p>Application cliente de démonstration du Portail Anapath.</p>
</footer>
</body>
</html>
`;
}

export function signedOutPage(app: AppPage): string {
  return layout(
    app,
    app.title,
    `<h1>${escapeHtml(app.title)}</h1>
<p>Vous n'êtes pas connecté.</p>
<p><a class="button" href="${app.base}/login">Se connecter</a></p>`,
  );
}

const TIME_CLAIMS = new Set(['exp', 'iat', 'nbf', 'auth_time', 'updated_at']);
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Paris',
});

function claimValue(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && TIME_CLAIMS.has(name)) {
    return `${value} (${dateFormat.format(new Date(value * 1000))}, heure de Paris)`;
  }
  return JSON.stringify(value) ?? String(value);
}

function claimsTable(id: string, caption: string, claims: Record<string, unknown>): string {
  const names = Object.keys(claims).sort();
  const rows = names.length
    ? names
        .map(
          (name) =>
            `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(claimValue(name, claims[name]))}</td></tr>`,
        )
        .join('\n')
    : '<tr><td colspan="2">Aucune revendication reçue.</td></tr>';
  return `<table id="${id}">
<caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Revendication</th><th scope="col">Valeur</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** "Prénom Nom (email)", from userinfo first, then the ID token. */
export function displayName(user: SignedInUser): string {
  const pick = (claim: string): string | undefined => str(user.userinfo[claim]) ?? str(user.idTokenClaims[claim]);
  const fullName = [pick('given_name'), pick('family_name')].filter(Boolean).join(' ') || pick('name') || user.sub;
  const email = pick('email');
  return email ? `${fullName} (${email})` : fullName;
}

export function signedInPage(app: AppPage, user: SignedInUser): string {
  return layout(
    app,
    app.title,
    `<h1>${escapeHtml(app.title)}</h1>
<p class="who">Connecté en tant que <strong>${escapeHtml(displayName(user))}</strong></p>
<form method="post" action="${app.base}/logout">
<button type="submit">Se déconnecter</button>
</form>
<section aria-labelledby="titre-revendications">
<h2 id="titre-revendications">Revendications reçues</h2>
${claimsTable('revendications-id-token', "Jeton d'identité (ID token)", user.idTokenClaims)}
${claimsTable('revendications-userinfo', 'Point de terminaison UserInfo', user.userinfo)}
</section>`,
  );
}

export function messagePage(app: AppPage, title: string, message: string, detail?: string): string {
  return layout(
    app,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${detail ? `<p class="detail">Détail : <code>${escapeHtml(detail)}</code></p>` : ''}
<p><a href="${app.base}/login">Réessayer de se connecter</a></p>
<p><a href="${app.base}/">Retour à l'accueil</a></p>`,
  );
}

export const STYLES = `:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1a1a1a; background: #ffffff; line-height: 1.5; }
.banner { background: #0b5c8a; color: #ffffff; padding: 0.75rem 1.5rem; }
.brand { margin: 0; font-weight: 700; font-size: 1.125rem; }
.brand a { color: #ffffff; text-decoration: none; }
.brand a:hover, .brand a:focus-visible { text-decoration: underline; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
h1 { color: #0b5c8a; font-size: 1.75rem; margin-top: 0; }
h2 { font-size: 1.25rem; margin-top: 2rem; }
a { color: #0b5c8a; }
a:focus-visible, button:focus-visible { outline: 3px solid #b35900; outline-offset: 2px; }
.button, button { display: inline-block; background: #0b5c8a; color: #ffffff; border: 2px solid #0b5c8a; border-radius: 4px; padding: 0.5rem 1rem; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
.button:hover, button:hover { background: #ffffff; color: #0b5c8a; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; margin: 1rem 0 2rem; }
thead th:first-child { width: 30%; }
caption { text-align: left; font-weight: 700; padding: 0.5rem 0; }
th, td { border: 1px solid #6b6b6b; padding: 0.375rem 0.625rem; text-align: left; vertical-align: top; word-break: break-word; }
thead th { background: #e8f1f7; }
tbody th { font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: 600; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; }
.footer { border-top: 1px solid #6b6b6b; padding: 0.75rem 1.5rem; color: #444444; font-size: 0.875rem; }
`;

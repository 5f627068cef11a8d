/** The stand-in's HTML: French, no script, one inline stylesheet allowed by its hash. */
import { createHash } from 'node:crypto';
import { displayName, rppsOf, type PscDemoPractitioner } from './practitioners.ts';

export const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#161616;background:#f6f6f6}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.notice{border-left:.25rem solid #0063cb;background:#e8edff;padding:.5rem .75rem}
ul{list-style:none;margin:0;padding:0}
li{margin:0 0 .5rem}
button{font:inherit;width:100%;text-align:left;padding:.75rem;border:1px solid #3a3a3a;border-radius:.25rem;background:#fff;color:#161616;cursor:pointer}
button:hover{background:#eef}
button:focus-visible{outline:3px solid #0063cb;outline-offset:2px}
.name{display:block;font-weight:700}
.detail{display:block;font-size:.95rem}
.cancel{width:auto;margin-top:1rem;text-align:center}
code{overflow-wrap:anywhere}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLES).digest('base64')}'`;

/** Security headers of every page; `formTargets`: where a form on the page may end up (redirects included). */
export function pageHeaders(formTargets: string[] = []): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      `style-src ${STYLE_HASH}`,
      `form-action ${formTargets.length ? ["'self'", ...formTargets].join(' ') : "'none'"}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Pro Santé Connect (démonstration)</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<h1>Pro Santé Connect — environnement de démonstration</h1>
${body}
</main>
</body>
</html>
`;
}

function identifierLine(practitioner: PscDemoPractitioner): string {
  const rpps = rppsOf(practitioner);
  return rpps ? `RPPS ${rpps}` : `Identifiant ${practitioner.claims.SubjectNameID} (pas un numéro RPPS)`;
}

/** The practitioner's choice: one submit button each, and « Annuler ». */
export function choicePage(options: {
  action: string;
  clientId: string;
  practitioners: readonly PscDemoPractitioner[];
}): string {
  const items = options.practitioners
    .map(
      (p) =>
        `<li><button type="submit" name="practitioner" value="${escapeHtml(p.key)}">` +
        `<span class="name">${escapeHtml(displayName(p))}</span> ` +
        `<span class="detail">${escapeHtml(p.description)}</span> ` +
        `<span class="detail">${escapeHtml(identifierLine(p))}</span></button></li>`,
    )
    .join('\n');
  return layout(
    'Choix du professionnel',
    `<p class="notice">Ce service remplace Pro Santé Connect pour le développement et les tests : aucune carte CPS ni
application e-CPS n'est demandée et les identités proposées sont fictives.</p>
<p>L'application <strong>${escapeHtml(options.clientId)}</strong> demande votre identité de professionnel de santé.
Choisissez sous quelle identité vous connecter.</p>
<form method="post" action="${escapeHtml(options.action)}">
<h2 id="choix">Professionnels de démonstration</h2>
<ul aria-labelledby="choix">
${items}
</ul>
<button type="submit" name="cancel" value="1" class="cancel">Annuler</button>
</form>`,
  );
}

/** A French page for a message (error or information). */
export function messagePage(title: string, message: string, detail?: string): string {
  return layout(
    title,
    `<h2>${escapeHtml(title)}</h2>
<p>${escapeHtml(message)}</p>${detail ? `\n<p>Détail technique : <code>${escapeHtml(detail)}</code></p>` : ''}`,
  );
}

const ERROR_MESSAGES: Record<string, [string, string]> = {
  access_denied: ['Accès refusé', 'La connexion a été refusée ou annulée.'],
  invalid_request: ['Requête invalide', "La demande de l'application n'est pas valide."],
  invalid_client: ['Application inconnue', "L'application qui demande la connexion n'est pas reconnue."],
  invalid_redirect_uri: [
    'Adresse de retour refusée',
    "L'adresse de retour demandée par l'application n'est pas enregistrée.",
  ],
  unauthorized_client: ['Application non autorisée', "L'application n'est pas autorisée à faire cette demande."],
  invalid_scope: ['Droits demandés invalides', "L'application demande des droits inconnus."],
  unsupported_response_type: ['Requête invalide', "Le type de réponse demandé n'est pas pris en charge."],
  server_error: ['Erreur interne', 'Une erreur inattendue est survenue. Veuillez réessayer.'],
};

/** oidc-provider's error page (`renderError`), in French. */
export function providerErrorPage(out: { error?: string; error_description?: string }): string {
  const code = out.error ?? 'server_error';
  const expired = /session not found|interaction.*(expired|not found)/i.test(out.error_description ?? '');
  const [title, message] = expired
    ? ['Demande expirée', 'La demande de connexion a expiré. Veuillez recommencer depuis l’application.']
    : (ERROR_MESSAGES[code] ?? ['Une erreur est survenue', 'La demande n’a pas pu aboutir.']);
  return messagePage(title, message, out.error_description ? `${code} — ${out.error_description}` : code);
}

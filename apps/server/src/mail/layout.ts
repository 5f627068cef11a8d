export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The warning that ends every security notice. */
export const NOT_YOU =
  "Si vous n'êtes pas à l'origine de ce changement, changez votre mot de passe sans attendre (lien « Mot de passe oublié » de l'écran de connexion) et prévenez un administrateur.";

/** "12 mars 2026 à 14:05", Paris time: how a mail dates an event. */
export const frenchDateTime = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailParts {
  subject: string;
  /** Paragraphs of plain text; each is escaped in the HTML part. */
  paragraphs: string[];
  /** A code shown large, or a link shown as a button. */
  code?: string;
  link?: { label: string; url: string };
}

/** One layout for every e-mail of the portal: French, HTML and text parts. */
export function renderMail({ subject, paragraphs, code, link }: MailParts): MailContent {
  const text = [
    'Bonjour,',
    ...paragraphs,
    ...(code ? [code] : []),
    ...(link ? [`${link.label} : ${link.url}`] : []),
    "L'équipe du Portail Anapath",
  ].join('\n\n');
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:24px">
<p>Bonjour,</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${code ? `<p style="font-size:28px;font-weight:bold;letter-spacing:4px" data-code>${escapeHtml(code)}</p>` : ''}
${link ? `<p><a href="${escapeHtml(link.url)}" style="background:#0b5c8a;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>` : ''}
<p>L'équipe du Portail Anapath</p>
</body></html>`;
  return { subject, text, html };
}

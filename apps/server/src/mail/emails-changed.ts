import { frenchDateTime, renderMail } from './layout.ts';

export interface EmailsChange {
  added: string[];
  removed: string[];
  /** The principal address before and after, when it moved. */
  principal?: { before: string | null; after: string };
  /** Each app (its name on the portal) whose address changed: the one it receives now, or null for the principal. */
  apps?: { app: string; email: string | null }[];
}

const principalLine = ({ before, after }: NonNullable<EmailsChange['principal']>) =>
  `Adresse principale : désormais ${after}${before ? ` (auparavant ${before})` : ''}. C'est à elle que sont envoyés les codes de connexion et les liens de réinitialisation du mot de passe.`;

const appLine = ({ app, email }: NonNullable<EmailsChange['apps']>[number]) =>
  `Application « ${app} » : elle recevra désormais ${email ? `l'adresse ${email}` : 'votre adresse principale'}.`;

/**
 * To every address the account had and has, when its addresses changed: one added or removed, the
 * principal moved, or the address an app receives.
 */
export const emailsChangedMail = ({
  added,
  removed,
  principal,
  apps = [],
  at,
  url,
}: EmailsChange & { at: Date; url: string }) =>
  renderMail({
    subject: 'Les adresses email de votre compte ont été modifiées',
    paragraphs: [
      `Les adresses email de votre compte du Portail Anapath ont été modifiées le ${frenchDateTime(at)}.`,
      ...(added.length > 0 ? [`Adresse(s) ajoutée(s) : ${added.join(', ')}.`] : []),
      ...(removed.length > 0 ? [`Adresse(s) retirée(s) : ${removed.join(', ')}.`] : []),
      ...(principal ? [principalLine(principal)] : []),
      ...apps.map(appLine),
      "Si vous êtes à l'origine de cette modification, vous n'avez rien à faire.",
      "Si vous n'en êtes pas à l'origine, changez sans attendre votre mot de passe et prévenez un administrateur de votre centre de pathologie : quelqu'un d'autre a peut-être accès à votre compte.",
    ],
    link: { label: 'Aller sur le Portail Anapath', url },
  });

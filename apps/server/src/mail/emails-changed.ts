import { frenchDateTime, renderMail } from './layout.ts';

/** To every address the account had and has, when the set of addresses changed. */
export const emailsChangedMail = ({
  added,
  removed,
  at,
  url,
}: {
  added: string[];
  removed: string[];
  at: Date;
  url: string;
}) =>
  renderMail({
    subject: 'Les adresses email de votre compte ont été modifiées',
    paragraphs: [
      `Les adresses email de votre compte du Portail Anapath ont été modifiées le ${frenchDateTime(at)}.`,
      ...(added.length > 0 ? [`Adresse(s) ajoutée(s) : ${added.join(', ')}.`] : []),
      ...(removed.length > 0 ? [`Adresse(s) retirée(s) : ${removed.join(', ')}.`] : []),
      "Si vous êtes à l'origine de cette modification, vous n'avez rien à faire.",
      "Si vous n'en êtes pas à l'origine, changez sans attendre votre mot de passe et prévenez un administrateur de votre centre de pathologie : quelqu'un d'autre a peut-être accès à votre compte.",
    ],
    link: { label: 'Aller sur le Portail Anapath', url },
  });

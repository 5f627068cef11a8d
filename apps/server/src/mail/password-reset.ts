import { renderMail } from './layout.ts';

/** The forgotten password's link, to the address asked for. */
export const passwordResetMail = ({
  url,
  minutes,
  byAdministrator = false,
}: {
  url: string;
  minutes: number;
  /** Sent from the administration space rather than asked for. */
  byAdministrator?: boolean;
}) =>
  renderMail({
    subject: 'Réinitialisation de votre mot de passe',
    paragraphs: [
      `${byAdministrator ? 'Un administrateur vous envoie un lien pour choisir un nouveau mot de passe.' : 'Une réinitialisation du mot de passe de votre compte a été demandée.'} Le lien ci-dessous est valable ${minutes} minutes et ne sert qu'une fois.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    ],
    link: { label: 'Choisir un nouveau mot de passe', url },
  });

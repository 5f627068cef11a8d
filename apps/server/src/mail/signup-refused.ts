import { renderMail } from './layout.ts';

/** To the person whose sign-up an administrator refused; the account is gone with it. */
export const signupRefusedMail = ({ reason, url }: { reason: string; url: string }) =>
  renderMail({
    subject: "Votre inscription au Portail Anapath n'a pas été acceptée",
    paragraphs: [
      "Un administrateur de votre centre de pathologie n'a pas validé votre inscription au Portail Anapath, pour le motif suivant :",
      reason,
      "Votre compte a été supprimé avec les informations saisies lors de l'inscription. Vous pouvez vous inscrire à nouveau si votre situation a changé.",
    ],
    link: { label: 'Aller sur le Portail Anapath', url },
  });

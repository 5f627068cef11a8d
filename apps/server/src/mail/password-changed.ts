import { NOT_YOU, renderMail } from './layout.ts';

/** To every address of the account, after a password change from the profile. */
export const passwordChangedMail = () =>
  renderMail({
    subject: 'Votre mot de passe a été modifié',
    paragraphs: [
      "Le mot de passe de votre compte du Portail Anapath vient d'être modifié. Vos autres sessions ouvertes ont été fermées.",
      NOT_YOU,
    ],
  });

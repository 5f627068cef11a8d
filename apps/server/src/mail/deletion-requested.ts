import { renderMail } from './layout.ts';

/** To every address of an account whose owner asked for its deletion. */
export const deletionRequestedMail = () =>
  renderMail({
    subject: 'Votre demande de suppression de compte',
    paragraphs: [
      "Votre demande de suppression de votre compte du Portail Anapath a bien été enregistrée. Un administrateur la traitera prochainement ; votre compte reste utilisable d'ici là.",
      "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe sans attendre et prévenez un administrateur.",
    ],
  });

import { renderMail } from './layout.ts';

/** The last mail to an account's addresses, sent just before it is deleted. */
export const accountDeletedMail = () =>
  renderMail({
    subject: 'Votre compte a été supprimé',
    paragraphs: [
      "Votre compte du Portail Anapath vient d'être supprimé, avec toutes les informations personnelles qui s'y rattachaient. Ce message est le dernier que vous recevrez de notre part.",
      "Si vous n'êtes pas à l'origine de cette suppression, prévenez sans attendre un administrateur du portail.",
    ],
  });

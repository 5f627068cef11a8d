import { renderMail } from './layout.ts';

/** To the administrators of the account's centres, once the failed sign-ins lock it. */
export const accountLockedMail = ({
  userName,
  userEmail,
  failures,
}: {
  userName: string;
  userEmail: string;
  failures: number;
}) =>
  renderMail({
    subject: 'Compte verrouillé sur le Portail Anapath',
    paragraphs: [
      `Le compte de ${userName} (${userEmail}) a été verrouillé après ${failures} tentatives de connexion échouées.`,
      "Vérifiez auprès de l'utilisateur avant de le déverrouiller depuis l'espace d'administration.",
    ],
  });

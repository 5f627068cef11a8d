import { renderMail } from './layout.ts';

/** "Je ne reçois pas mon code": to the administrators of the user's centres. */
export const supportRequestMail = (p: {
  userName: string;
  userEmail: string;
  phoneNumber: string;
  messageId: string;
}) =>
  renderMail({
    subject: "Demande d'assistance : code de connexion non reçu",
    paragraphs: [
      `${p.userName} (${p.userEmail}) indique ne pas recevoir son code de connexion.`,
      `Téléphone pour le rappeler : ${p.phoneNumber}.`,
      `Identifiant du dernier message envoyé : ${p.messageId}.`,
    ],
  });

import { renderMail } from './layout.ts';

/** "Je ne reçois pas mon code": to the administrators of the user's centres. */
export const supportRequestMail = (p: {
  userName: string;
  userEmail: string;
  phoneNumber: string;
  messageId: string;
  /** The support requests' screen of the administration space. */
  url: string;
}) =>
  renderMail({
    subject: "Demande d'assistance : code de connexion non reçu",
    paragraphs: [
      `${p.userName} (${p.userEmail}) indique ne pas recevoir son code de connexion.`,
      `Téléphone pour le rappeler : ${p.phoneNumber}.`,
      `Identifiant du dernier message envoyé : ${p.messageId}.`,
      "Le sort de ce message et le compte sont visibles dans l'espace d'administration, où vous marquerez la demande comme traitée.",
    ],
    link: { label: 'Voir la demande', url: p.url },
  });

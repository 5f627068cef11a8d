import { renderMail } from './layout.ts';

/** To the administrators of the account's centres, when its owner asked for its deletion. */
export const deletionToProcessMail = ({
  userName,
  userEmail,
  url,
}: {
  userName: string;
  userEmail: string;
  url: string;
}) =>
  renderMail({
    subject: 'Demande de suppression de compte à traiter',
    paragraphs: [
      `${userName} (${userEmail}) demande la suppression de son compte du Portail Anapath.`,
      "Traitez cette demande depuis l'espace d'administration.",
    ],
    link: { label: 'Traiter la demande', url },
  });

import { renderMail } from './layout.ts';

/** To the owner, once an administrator declined their request to delete the account. */
export const deletionDeclinedMail = ({ reason }: { reason: string }) =>
  renderMail({
    subject: "Votre demande de suppression de compte n'a pas été acceptée",
    paragraphs: [
      "Un administrateur n'a pas donné suite à votre demande de suppression de votre compte du Portail Anapath, pour le motif suivant :",
      reason,
      'Votre compte reste actif. Pour toute question, contactez un administrateur de votre centre de pathologie.',
    ],
  });

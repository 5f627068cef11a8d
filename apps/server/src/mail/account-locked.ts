import { renderMail } from './layout.ts';

/** To the owner, once an administrator locked the account. */
export const accountLockedMail = ({ reason }: { reason: string }) =>
  renderMail({
    subject: 'Votre compte du Portail Anapath a été verrouillé',
    paragraphs: [
      'Un administrateur a verrouillé votre compte du Portail Anapath pour le motif suivant :',
      reason,
      "Vos sessions ont été fermées et vous ne pouvez plus vous connecter au portail ni à ses applications tant que le compte n'est pas déverrouillé. Pour toute question, contactez un administrateur de votre centre de pathologie.",
    ],
  });

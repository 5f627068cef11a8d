import { NOT_YOU, renderMail } from './layout.ts';

/** To the owner, once an administrator ended every session of the account. */
export const sessionsEndedMail = () =>
  renderMail({
    subject: 'Vos sessions du Portail Anapath ont été fermées',
    paragraphs: [
      'Un administrateur a fermé toutes vos sessions ouvertes sur le Portail Anapath et ses applications, sur tous vos appareils. Reconnectez-vous pour continuer.',
      NOT_YOU,
    ],
  });

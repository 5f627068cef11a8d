import { renderMail } from './layout.ts';

/** To the owner, once an administrator validated the account. */
export const accountActivatedMail = ({ url }: { url: string }) =>
  renderMail({
    subject: 'Votre compte du Portail Anapath a été validé',
    paragraphs: [
      'Un administrateur de votre centre de pathologie a validé votre compte.',
      'Vous pouvez désormais ouvrir les applications du portail après vous être connecté.',
    ],
    link: { label: 'Aller sur le Portail Anapath', url },
  });

import { renderMail } from '../mail/layout.ts';

/** E-mails an administrator's decisions send to the account's owner. */
export const adminMails = {
  accountActivated: ({ url }: { url: string }) =>
    renderMail({
      subject: 'Votre compte du Portail Anapath a été validé',
      paragraphs: [
        'Un administrateur de votre centre de pathologie a validé votre compte.',
        'Vous pouvez désormais ouvrir les applications du portail après vous être connecté.',
      ],
      link: { label: 'Aller sur le Portail Anapath', url },
    }),
};

import { banners } from '@portal/shared';
import { renderMail } from './layout.ts';

/** To the new account, once its sign-up is written: it awaits an administrator's validation. */
export const signupReceivedMail = ({ url }: { url: string }) =>
  renderMail({
    subject: 'Votre inscription au Portail Anapath est en cours de validation',
    paragraphs: [
      'Votre inscription au Portail Anapath a bien été prise en compte.',
      `${banners.accountUnactivated}.`,
      'Un administrateur de votre centre de pathologie va vérifier votre inscription ; un e-mail vous dira dès que votre compte sera validé. En attendant, vous pouvez vous connecter au portail et consulter votre profil.',
    ],
    link: { label: 'Aller sur le Portail Anapath', url },
  });

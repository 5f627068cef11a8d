import { RECOVERY_CODES_FEW } from '@portal/shared';
import { NOT_YOU, renderMail } from './layout.ts';

const left = (remaining: number) =>
  remaining === 0
    ? "Il ne vous reste aucun code de secours : générez-en de nouveaux sans attendre depuis l'onglet « Gestion mot de passe » de votre profil."
    : remaining <= RECOVERY_CODES_FEW
      ? `Attention, il ne vous reste que ${remaining} code${remaining > 1 ? 's' : ''} de secours : générez-en de nouveaux depuis l'onglet « Gestion mot de passe » de votre profil.`
      : `Il vous reste ${remaining} codes de secours.`;

/** To every address of the account, after a sign-in with a recovery code: how many are left. */
export const recoveryCodeUsedMail = ({ remaining, url }: { remaining: number; url: string }) =>
  renderMail({
    subject: 'Un code de secours a été utilisé pour vous connecter',
    paragraphs: [
      "Un de vos codes de secours vient d'être utilisé pour vous connecter au Portail Anapath à la place de votre second facteur. Ce code ne servira plus.",
      left(remaining),
      "Si vous avez perdu votre téléphone ou votre clé d'accès, désactivez l'ancien facteur et activez-en un nouveau depuis votre profil.",
      NOT_YOU,
    ],
    link: { label: 'Ouvrir mon profil', url },
  });

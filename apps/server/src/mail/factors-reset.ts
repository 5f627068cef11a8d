import { renderMail } from './layout.ts';

/**
 * To every address of the account, once an administrator reset its factors: what was removed, by
 * which centre, why, and what to do next.
 */
export const factorsResetMail = ({ by, reason, url }: { by: string; reason: string; url: string }) =>
  renderMail({
    subject: 'Vos facteurs de connexion au Portail Anapath ont été réinitialisés',
    paragraphs: [
      `${by} a réinitialisé vos facteurs de connexion au Portail Anapath : votre application d'authentification, vos clés d'accès et vos codes de secours ont été supprimés, et toutes vos sessions fermées. Motif indiqué :`,
      reason,
      "Connectez-vous avec votre mot de passe et le code reçu par email, puis, depuis l'onglet « Gestion mot de passe » de votre profil, activez de nouveau votre application d'authentification et générez de nouveaux codes de secours.",
      "Si vous n'avez pas demandé cette réinitialisation, changez votre mot de passe sans attendre (lien « Mot de passe oublié » de l'écran de connexion) et prévenez un administrateur.",
    ],
    link: { label: 'Se connecter au portail', url },
  });

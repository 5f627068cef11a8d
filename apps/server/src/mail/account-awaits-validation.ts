import { renderMail } from './layout.ts';

/** To the administrators of the new account's centres. */
export const accountAwaitsValidationMail = (p: {
  userName: string;
  userEmail: string;
  rpps?: string;
  job: string;
  /** The account's page in the administration space. */
  url: string;
}) =>
  renderMail({
    subject: 'Nouveau compte à valider sur le Portail Anapath',
    paragraphs: [
      `${p.userName} (${p.userEmail}) vient de s'inscrire sur le Portail Anapath en tant que ${p.job}${p.rpps ? `, RPPS ${p.rpps}` : ''}.`,
      "Son compte attend votre validation depuis l'espace d'administration avant de pouvoir ouvrir les applications.",
    ],
    link: { label: 'Voir le compte à valider', url: p.url },
  });

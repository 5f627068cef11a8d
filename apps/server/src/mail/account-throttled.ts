import { renderMail } from './layout.ts';

/** To the administrators of the account's centres, once its failed sign-ins throttle it. */
export const accountThrottledMail = ({
  userName,
  userEmail,
  failures,
  url,
}: {
  userName: string;
  userEmail: string;
  failures: number;
  /** The account's page in the administration space. */
  url: string;
}) =>
  renderMail({
    subject: 'Tentatives de connexion répétées sur le Portail Anapath',
    paragraphs: [
      `Le compte de ${userName} (${userEmail}) a subi ${failures} échecs de connexion consécutifs : les connexions depuis des appareils inconnus sont ralenties.`,
      "L'utilisateur a été prévenu et peut rétablir l'accès en réinitialisant son mot de passe. Vous pouvez aussi lever ce ralentissement depuis l'espace d'administration.",
    ],
    link: { label: 'Voir le compte', url },
  });

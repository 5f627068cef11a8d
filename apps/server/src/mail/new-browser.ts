import { frenchDateTime, renderMail } from './layout.ts';

export interface NewBrowserSignIn {
  at: Date;
  /** « Mot de passe et code par e-mail ». */
  method: string;
  /** « Firefox sur Windows ». */
  browser: string;
  /** « 192.168.x.x », or empty when unknown. */
  address: string;
  /** The portal's page whose button signs that browser out. */
  endUrl: string;
}

/** To every address of the account, when it signed in from a browser it never used. */
export const newBrowserMail = ({ at, method, browser, address, endUrl }: NewBrowserSignIn) =>
  renderMail({
    subject: 'Nouvelle connexion à votre compte du Portail Anapath',
    paragraphs: [
      `Votre compte du Portail Anapath vient de se connecter depuis un navigateur qu'il n'avait jamais utilisé : ${browser}${address ? `, adresse ${address}` : ''}, le ${frenchDateTime(at)} (${method}).`,
      "Si c'est vous, vous n'avez rien à faire.",
      "Sinon, déconnectez ce navigateur avec le bouton ci-dessous (le lien vaut 3 jours), puis changez votre mot de passe sans attendre (lien « Mot de passe oublié » de l'écran de connexion) et prévenez un administrateur.",
    ],
    link: { label: 'Déconnecter ce navigateur', url: endUrl },
  });

import { renderMail } from './layout.ts';

/** To the owner, once failed sign-ins throttle the account: a reset link ends it at once. */
export const signInThrottledMail = ({ url, minutes }: { url: string; minutes: number }) =>
  renderMail({
    subject: 'Tentatives de connexion sur votre compte',
    paragraphs: [
      'Plusieurs tentatives de connexion à votre compte du Portail Anapath ont échoué. Par sécurité, les connexions depuis un appareil inconnu sont ralenties pendant quelque temps ; depuis vos appareils habituels, vous pouvez toujours vous connecter.',
      `Pour retrouver l'accès sans attendre, choisissez un nouveau mot de passe avec le lien ci-dessous (valable ${minutes} minutes).`,
      "Si ces tentatives ne viennent pas de vous, changez votre mot de passe : quelqu'un essaie peut-être d'accéder à votre compte.",
    ],
    link: { label: 'Choisir un nouveau mot de passe', url },
  });

import { banners, loginErrors, messages } from '@portal/shared';

/** `GET /i18n.json`: the French texts, by locale, in i18next's resource shape. */
export const translations = {
  fr: {
    translation: {
      ...Object.fromEntries(Object.entries(messages).filter(([, text]) => typeof text === 'string')),
      loginErrors,
      banners,
      welcome: 'Bienvenue sur le portail',
      welcomeUser: 'Bienvenue {{firstName}} {{lastName}}',
      myAccount: 'Mon compte',
      adminSpace: "Espace d'administration",
      backToPortal: 'Retour au portail',
      logout: 'Déconnexion',
      help: 'Aide',
    },
  },
};

/**
 * Interface labels of the browser (titles, buttons, field names, menu entries), in French.
 * They are the i18next `translation` resources for `fr`: the browser bundles them as the default
 * and merges what `GET /i18n.json` answers (`{ fr: { translation: labels } }`).
 * Texts fixed word for word by the spec are taken from `messages` so they exist once.
 */
import { messages } from './messages.ts';

export const labels = {
  app: {
    name: 'Portail Anapath',
    loading: 'Chargement…',
    configLoadFailed: 'Erreur lors du chargement de la configuration',
    retry: 'Réessayer',
    close: 'Fermer',
    cancel: 'Annuler',
    homeLink: 'Portail Anapath, accueil',
    skipToContent: 'Aller au contenu',
  },
  menu: {
    main: 'Menu principal',
    topLinks: 'Liens utiles',
    universes: 'Univers',
    footer: 'Liens du pied de page',
    admin: "Espace d'administration",
    myAccount: 'Mon compte',
    backToPortal: 'Retour au portail',
    logout: 'Déconnexion',
    help: 'Aide',
  },
  portal: {
    welcomeUser: 'Bienvenue {{name}}',
    welcomeAnonymous: 'Bienvenue sur le portail',
    signIn: 'Se connecter',
    appsTitle: 'Les applications du portail',
    invalidResetToken: 'Ce lien de réinitialisation du mot de passe est invalide ou a déjà été utilisé.',
  },
  login: {
    title: messages.loginTitle,
    email: 'Adresse email',
    password: 'Mot de passe',
    submit: messages.loginTitle,
    forgotPassword: 'Mot de passe oublié ?',
    createAccount: 'Créer un compte',
    noAccount: 'Pas encore de compte ?',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    pleaseSignIn: messages.pleaseSignIn,
  },
  forgotPassword: {
    title: 'Mot de passe oublié',
    explanation: 'Saisissez votre adresse email : vous recevrez un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer',
  },
  secondFactor: {
    title: messages.secondFactorTitle,
    otpExplanation: 'Un code de vérification à 6 caractères vous est envoyé par email.',
    totpExplanation: "Saisissez le code à 6 chiffres affiché par votre application d'authentification.",
    sendCode: 'Recevoir le code par email',
    resendCode: 'Renvoyer le code',
    codeSent: 'Le code a été envoyé à votre adresse email.',
    code: 'Code de vérification',
    submit: 'Valider',
    noCodeReceived: messages.noCodeReceived,
  },
  support: {
    title: messages.supportTitle,
    warning:
      "Votre demande sera transmise à un administrateur, qui vous contactera. Avant de l'envoyer, vérifiez que le code n'est pas arrivé dans votre dossier de courriers indésirables (spam).",
    phoneNumber: 'Numéro de téléphone',
    submit: 'Envoyer la demande',
  },
  emailChoice: {
    title: 'Ouvrir {{app}}',
    question: "Avez-vous plusieurs comptes pour l'application {{app}} ?",
    yes: 'Oui',
    no: 'Non',
    unsure: 'Je ne sais pas',
    pick: 'Avec quelle adresse email voulez-vous ouvrir {{app}} ?',
    unknown: messages.unknownEmailChoice,
    open: "Ouvrir l'application",
  },
  passwordReset: {
    title: 'Réinitialisation du mot de passe',
    explanation: 'Choisissez votre nouveau mot de passe.',
    password: 'Nouveau mot de passe',
    confirmPassword: 'Confirmation du mot de passe',
    submit: messages.changePasswordButton,
  },
  signUp: {
    title: 'Inscription',
    comingSoon: "L'inscription en ligne arrive bientôt sur le portail.",
  },
  myProfile: {
    title: 'Mon profil utilisateur',
    comingSoon: 'La gestion de votre profil arrive bientôt sur le portail.',
  },
  cookiesPolicy: {
    title: 'Politique relative aux cookies',
  },
} as const;

export type Labels = typeof labels;

/**
 * Interface labels of the browser (titles, buttons, field names, menu entries), in French.
 * They are the i18next `translation` resources for `fr`, served by `GET /i18n.json`
 * (`{ fr: { translation: labels } }`); the browser bundles only `startLabels` in its first load.
 * Texts fixed word for word by the spec are taken from `messages` so they exist once.
 */
import { banners } from './banners.ts';
import { messages } from './messages.ts';
import { signupMessages } from './signup.ts';
import { directoryMessages } from './directory.ts';
import { profileLabels } from './profile-labels.ts';
import { accountSecurityLabels } from './account-security-labels.ts';
import { adminLabels } from './admin-labels.ts';
import { pscLabels } from './psc.ts';
import { passkeyLabels } from './passkey-messages.ts';
import { consentLabels } from './consent.ts';
import { trackingLabels } from './tracking.ts';
import { startLabels } from './start-labels.ts';
import { recoveryCodeLabels } from './recovery-codes.ts';
import { accountSessionsLabels } from './account-sessions.ts';
import { buttonNameLabels } from './button-names.ts';
import { accessibilityStatementLabels } from './accessibility-statement.ts';

const forgotPassword = 'Mot de passe oublié ?';
const alreadyRegistered = 'Déjà inscrit';

export const labels = {
  /** Names of the fields several screens ask for. */
  fields: {
    email: 'Adresse email',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmation du mot de passe',
    civilTitle: 'Civilité',
    titleM: 'M',
    titleMme: 'MME',
    titleOther: messages.civilTitleOther,
    lastName: 'Nom',
    firstName: 'Prénom',
    companyName: 'Raison sociale',
    rpps: 'n° RPPS',
    phones: 'Téléphones',
    phone: 'Téléphone',
    job: 'Profession',
    jobPlaces: "Lieux d'exercice",
    code: 'Code de vérification',
    city: 'Ville',
    zipcode: 'Code postal',
    address: 'Adresse',
  },
  app: {
    ...startLabels,
    close: 'Fermer',
    cancel: messages.cancel,
    validate: messages.validate,
    save: 'Enregistrer',
    remove: 'Retirer {{label}}',
    select: 'Sélectionner {{label}}',
    addEmail: 'Ajouter une adresse email',
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
    appUnavailable: "Impossible d'ouvrir {{app}}",
    understood: "J'ai compris",
    signedInFor: 'Vous êtes connecté : vous pouvez ouvrir {{app}}.',
    openApp: 'Ouvrir {{app}}',
    invalidResetToken: 'Ce lien de réinitialisation du mot de passe est invalide ou a déjà été utilisé.',
  },
  login: {
    title: messages.loginTitle,
    submit: messages.loginTitle,
    forgotPassword,
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
    codeSent: 'Le code a été envoyé à {{address}}.',
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
    submit: messages.changePasswordButton,
  },
  signUp: {
    title: signupMessages.titleChoice,
    back: 'Retour',
    doctorTitle: signupMessages.titleRpps,
    secretariatTitle: signupMessages.titleNoRpps,
    question: signupMessages.choiceQuestion,
    doctor: signupMessages.choiceDoctor,
    secretariat: signupMessages.choiceSecretariat,
    pscUnavailable: 'La connexion via Pro Santé Connect est actuellement indisponible.',
    searchTitle: "Recherche dans l'annuaire",
    searchHint: directoryMessages.filterRequired,
    noResult: directoryMessages.noResult,
    results: 'Résultats de la recherche',
    choose: 'Choisir',
    chooseDoctor: 'Choisir {{name}}',
    // A directory row whose RPPS number already has an account: it cannot be chosen.
    alreadyRegistered,
    alreadyRegisteredHelp: `Un compte existe déjà pour les médecins marqués « ${alreadyRegistered} ». S'il s'agit de vous, connectez-vous ; si vous ne connaissez plus votre mot de passe, choisissez « ${forgotPassword} » sur l'écran de connexion.`,
    rowsPerPage: 'Lignes par page',
    displayedRows: '{{from}}–{{to}} sur {{count}}',
    firstPage: 'Première page',
    lastPage: 'Dernière page',
    nextPage: 'Page suivante',
    previousPage: 'Page précédente',
    manual: signupMessages.manualSignup,
    chosen: 'Vous vous inscrivez en tant que',
    clearChoice: 'Annuler ce choix',
    shared: 'Ce compte est partagé par plusieurs secrétaires',
    addPhone: 'Ajouter',
    editPhone: 'Modifier le téléphone {{phone}}',
    deletePhone: 'Supprimer le téléphone {{phone}}',
    principal: 'Principal',
    changeEmail: "Changer d'adresse email",
    emailApps: profileLabels.emailApps,
    principalEmail: "L'adresse de votre inscription est votre adresse principale.",
    validateEmail: signupMessages.validateEmailFirst,
    success: signupMessages.success,
    redirecting: signupMessages.redirecting,
    awaitingValidation: `${banners.accountUnactivated}. Vous recevrez un e-mail dès qu'un administrateur de votre centre de pathologie aura validé votre compte.`,
    dismissNotice: 'Masquer ce message',
  },
  emailValidation: {
    title: 'Validation de votre adresse email',
    send: 'Recevoir le code',
    codeSent: 'Un code à 9 caractères vous a été envoyé par email.',
    verify: 'Valider le code',
    validated: signupMessages.emailValidated,
    mismatch: signupMessages.wrongCode,
    verifyFailed: signupMessages.verifyFailed,
    captchaLabel: 'Je ne suis pas un robot',
    captchaVerifying: 'Vérification en cours...',
    captchaVerified: 'Vérifié',
    captchaError: signupMessages.captchaFailed,
    captchaExpired: signupMessages.captchaExpired,
    captchaRequired: 'Veuillez effectuer la vérification.',
    captchaWait: 'Vérification en cours... veuillez patienter.',
    captchaReload: 'Recommencer',
    captchaFooter: 'Protégé par ALTCHA',
  },
  jobPlaces: {
    add: 'Ajouter un établissement',
    edit: "Modifier les lieux d'exercice",
    selectStep: 'Choisir les établissements',
    linkStep: 'Relier à un centre de pathologie',
    label: 'Établissement',
    adminSite: 'Centre de pathologie',
    next: 'Suivant',
    previous: 'Précédent',
    finish: 'Terminer',
    none: 'Aucun établissement trouvé.',
    selected: '{{count}} établissement(s) sélectionné(s)',
  },
  terms: {
    accept: "J'accepte les",
    link: "conditions générales d'utilisation",
    title: "Conditions générales d'utilisation",
  },
  myProfile: profileLabels,
  accountSecurity: accountSecurityLabels,
  recoveryCodes: recoveryCodeLabels,
  admin: adminLabels,
  psc: pscLabels,
  passkeys: passkeyLabels,
  consent: consentLabels,
  accountSessions: accountSessionsLabels,
  stepUp: {
    title: 'Confirmez votre mot de passe',
    explanation: 'Cette modification touche à la sécurité de votre compte : saisissez à nouveau votre mot de passe.',
    submit: 'Confirmer',
    /** The change asked for is dropped when the password is not confirmed. */
    notConfirmed: "Rien n'a été modifié : votre mot de passe n'a pas été confirmé.",
  },
  cookiesPolicy: {
    title: 'Politique relative aux cookies',
  },
  legalNotice: {
    title: 'Mentions légales',
  },
  accessibilityStatement: accessibilityStatementLabels,
  tracking: trackingLabels,
  buttonNames: buttonNameLabels,
} as const;

export type Labels = typeof labels;

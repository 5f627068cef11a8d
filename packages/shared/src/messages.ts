/** Every French text the spec fixes, written once for the browser and the server. */
import { pscMessages } from './psc.ts';
import { startMessages } from './start-messages.ts';
import { recoveryCodeMessages } from './recovery-codes.ts';
import { passkeyLoginErrors } from './passkey-messages.ts';
export const messages = {
  ...startMessages,
  required: 'Ce champ est requis',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  passwordHint: 'Au moins 10 caractères, dont un caractère spécial, un chiffre, une minuscule et une majuscule',
  /** The login and forgot-password forms' own message for an empty e-mail. */
  emailMissing: "L'email est requis",
  loginPasswordRequired: 'Le mot de passe est requis',
  emailRequired: 'Veuillez renseigner une adresse email',
  emailInvalid: "L'adresse e-mail n'est pas valide",
  phoneInvalid: "Le numéro de téléphone n'est pas valide",
  rppsLength: 'Le numéro RPPS doit contenir 11 caractères',
  rppsDigits: 'Le numéro RPPS doit contenir uniquement des chiffres',
  civilTitleRequired: 'Veuillez sélectionner une option',
  jobRequired: 'La profession est requise',
  lastNameRequired: 'Le nom est requis',
  firstNameRequired: 'Le prénom est requis',
  companyNameRequired: 'La raison sociale est requise',
  jobPlacesRequired: "Veuillez renseigner votre ou vos lieu(x) d'exercice",
  cguRequired: 'Veuillez approuver les CGUs',
  onePrincipalPhone: 'Un seul numéro de téléphone peut être principal',
  civilTitleOther: 'Non défini',
  pendingUpdate: "Une demande de modification est en attente d'approbation par un administrateur",
  validate: 'Valider',
  cancel: 'Annuler',

  loginTitle: 'Connexion',
  secondFactorTitle: 'Double authentification',
  pleaseSignIn: 'Veuillez vous connecter',
  noCodeReceived: 'Je ne reçois pas mon code',
  supportTitle: "Demande d'assistance",
  supportSent: 'Une demande de support a été envoyée.',
  supportFailed: 'La demande de support a échoué',
  supportMessageIdInvalid: "L'identifiant du message n'est pas valide.",
  unknownEmailChoice: 'Je ne sais pas quelle adresse utiliser',
  changePasswordButton: 'Je change mon mot de passe',
  resetRequested: 'La demande de réinitialisation du mot de passe a été envoyée',
  resetFailed:
    "Une erreur est survenue lors de l'envoi du mot de passe, veuillez vérifier vos informations et réessayer.",
  sendCodeFailed: "L'envoi de l'email a échoué",
  bindFailed: (app: string) => `Cette adresse email n'a pas pu être reliée à l'application ${app}.`,
  profileFetchFailed: 'Impossible de récupérer les informations de votre profil',
  cookiesPolicyFailed: 'Erreur lors de la récupération de la politique relative aux cookies',
  legalNoticeFailed: 'Erreur lors de la récupération des mentions légales',
} as const;

/** Messages for the `err` query value on the login screen (spec section 8). */
export const loginErrors = {
  loginMismatch: 'Votre identifiant ou votre mot de passe est erroné',
  lockedAccount: 'Votre compte a été bloqué. Un administrateur a été notifié.',
  otpTokenMismatch: "Le code OTP n'est pas le bon.",
  otpUnableToSendEmail: "L'envoi de l'email a échoué.",
  appNotAllowed: 'Vous ne pouvez pas vous authentifier depuis cette application.',
  tooManyRequests: startMessages.tooManyRequests,
  PSCConnectionFailed: "L'authentification via Pro Santé Connect a échoué, veuillez réessayer.",
  pscSignInDisabled: pscMessages.signInDisabled,
  rppsClaimed: pscMessages.rppsClaimed,
  recoveryCodeMismatch: recoveryCodeMessages.mismatch,
  ...passkeyLoginErrors,
} as const;
export type LoginError = keyof typeof loginErrors | 'sessionNotFound';

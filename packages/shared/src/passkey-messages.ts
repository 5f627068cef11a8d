/** Passkeys (WebAuthn): the class, messages and labels the browser and the server share, in French (no zod: the login screen reads them). */

/** The phishing-resistant class (`acr`): a passkey was used, bound to the portal's own origin. */
export const ACR_PHISHING_RESISTANT = 'urn:portail-anapath:acr:phr';

/** A passkey's name, as its owner gives it. */
export const PASSKEY_NAME_MAX = 60;

/** The login screen's `err` values of a passkey (spec section 8's mechanism). */
export const passkeyLoginErrors = {
  passkeyRefused:
    "Cette clé d'accès n'a pas pu être vérifiée. Réessayez, ou connectez-vous avec votre adresse email et votre mot de passe.",
  passkeyUnverified:
    "Votre appareil n'a pas vérifié votre identité (code, empreinte ou visage) : sans cette vérification, une clé d'accès ne suffit pas pour se connecter. Réessayez, ou connectez-vous avec votre mot de passe.",
  passkeyRequired:
    "Cette application exige une connexion par clé d'accès, et votre compte n'en a pas encore. Connectez-vous au portail directement, ajoutez une clé d'accès depuis « Mon profil » (onglet du mot de passe, section « Clés d'accès »), puis revenez à l'application ; ou contactez le support de l'application.",
} as const;

export const passkeyMessages = {
  nameRequired: "Donnez un nom à votre clé d'accès",
  nameTooLong: `Le nom d'une clé d'accès compte au plus ${PASSKEY_NAME_MAX} caractères`,
  nameInvalid: "Ce nom de clé d'accès contient des caractères non autorisés",
  registrationFailed:
    "La clé d'accès n'a pas pu être enregistrée : la demande a expiré ou la réponse de l'appareil est invalide. Recommencez.",
  alreadyRegistered: "Cette clé d'accès est déjà enregistrée sur votre compte.",
  notFound: "Cette clé d'accès n'existe pas ou a déjà été supprimée.",
  registered: "La clé d'accès a bien été enregistrée",
  renamed: "La clé d'accès a bien été renommée",
  deleted: "La clé d'accès a bien été supprimée",
  unsupported: "Ce navigateur ne permet pas d'utiliser les clés d'accès.",
  cancelled: "L'opération a été annulée ou a expiré. Recommencez.",
} as const;

export const passkeyLabels = {
  title: "Clés d'accès",
  intro:
    "Une clé d'accès remplace le mot de passe et le code : votre téléphone, votre ordinateur ou une clé de sécurité vous reconnaît (code, empreinte ou visage), et elle ne fonctionne que sur ce portail, ce qui la protège de l'hameçonnage.",
  none: "Aucune clé d'accès enregistrée.",
  add: "Ajouter une clé d'accès",
  name: 'Nom de la clé',
  defaultName: "Clé d'accès de cet appareil",
  defaultNameSecurityKey: 'Clé de sécurité',
  createdAt: 'Créée le',
  lastUsedAt: 'Dernière utilisation',
  neverUsed: 'Jamais utilisée',
  rename: 'Renommer',
  renameTitle: "Renommer la clé d'accès",
  save: 'Enregistrer',
  cancel: 'Annuler',
  delete: 'Supprimer',
  deleteTitle: "Supprimer la clé d'accès ?",
  deleteText:
    "Vous ne pourrez plus vous connecter avec cette clé d'accès. Pensez aussi à la retirer de votre appareil ou de votre gestionnaire de mots de passe.",
  confirmDelete: 'Supprimer',
  nameTitle: "Nommer la clé d'accès",
  nameIntro: "Donnez-lui un nom qui vous permette de la reconnaître (l'appareil, le navigateur).",
  signIn: "Se connecter avec une clé d'accès",
  secondFactorTitle: "Confirmez avec votre clé d'accès",
  secondFactorIntro:
    "Votre compte a une clé d'accès : utilisez-la pour terminer la connexion (votre appareil vous la demande).",
  useKey: "Utiliser ma clé d'accès",
  useEmailCode: 'Recevoir plutôt un code par email',
  useTotp: "Utiliser plutôt mon application d'authentification",
  required: "Cette application n'accepte que les clés d'accès.",
} as const;

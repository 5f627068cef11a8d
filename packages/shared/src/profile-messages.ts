import { loginErrors } from './messages.ts';

/** French texts of the profile (spec sections 2 MyProfile, 5, 8) not already in `messages`. */
export const profileMessages = {
  title: 'Mon profil utilisateur',
  profileTab: 'Mon profil',
  passwordTab: 'Gestion mot de passe',
  edit: "J'édite mon profil",
  noPhone: 'Aucun téléphone renseigné',
  verified: 'Vérifié',
  notVerified: 'Non vérifié',
  allAdminSites: 'Tous les centres de pathologie',
  noAdminSite: 'Aucun centre de pathologie',
  nothingToSave: 'Aucune modification à enregistrer',
  updated: 'Votre profil a bien été mis à jour',
  emailsRequired: 'Au moins une adresse email est obligatoire',
  lastEmail: 'Impossible de supprimer le dernier email. Veuillez en ajouter un autre avant de supprimer celui-ci.',
  principalEmail:
    'Impossible de supprimer le principal email. Veuillez en choisir un autre avant de supprimer celui-ci.',
  emailDeleted: 'Email supprimé',
  // A doctor's identity changes wait for an administrator (spec section 4): said so when saved.
  sentForApproval: 'Votre demande de modification a été envoyée à un administrateur pour approbation.',
  updatedAndSentForApproval:
    "Votre profil a bien été mis à jour. Les modifications marquées d'une horloge ont été envoyées à un administrateur pour approbation.",
  totpEnabled: "L'authentification TOTP a bien été activée",
  accountDeleted: 'Compte supprimé. Vous allez être redirigé vers la page de connexion.',
  // Texts the spec leaves open.
  totpDisabled: "L'authentification TOTP a bien été désactivée",
  deletionRequested:
    'Votre demande de suppression de compte a été enregistrée. Un administrateur la traitera prochainement ; un email vous le confirme.',
  onePrincipalEmail: 'Une seule adresse email doit être principale',
  duplicateEmail: 'Cette adresse email est déjà dans la liste',
  totpCodeFormat: 'Le code doit contenir 6 chiffres',
  // Server refusals (the browser shows the server message as is).
  wrongCurrentPassword: 'Le mot de passe actuel est erroné',
  lastSuperAdminDeletion:
    'Vous êtes le dernier super administrateur : nommez-en un autre avant de supprimer votre compte.',
  wrongTotpCode: loginErrors.otpTokenMismatch,
  totpNotStarted: "Veuillez d'abord activer l'authentification TOTP",
  totpAlreadyEnabled: "L'authentification TOTP est déjà activée. Désactivez-la avant d'en configurer une nouvelle.",
  emailNotValidated: 'Veuillez valider la nouvelle adresse email avec le code reçu',
  unknownClientApp: "Une des applications choisies n'existe pas",
  adminSiteNotAllowed: 'Vous ne pouvez pas gérer un des centres de pathologie choisis',
  notAdmin: 'Seuls les administrateurs ont des centres de pathologie',
  pendingUpdateUnknown: "Cette demande de modification n'existe pas ou a déjà été traitée",
  clientAppOnOneEmail: "Une application ne peut recevoir qu'une seule de vos adresses email",
} as const;

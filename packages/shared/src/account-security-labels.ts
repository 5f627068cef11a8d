/** Labels of the password tab, the TOTP section and the account deletion, in French. */
import { messages } from './messages.ts';
import { profileMessages } from './profile-messages.ts';

export const accountSecurityLabels = {
  passwordTab: profileMessages.passwordTab,
  // Password change.
  passwordTitle: 'Changer mon mot de passe',
  currentPassword: 'Mot de passe actuel',
  confirmNewPassword: 'Confirmation du nouveau mot de passe',
  changePassword: messages.changePasswordButton,
  // TOTP.
  totpTitle: 'Authentification par application (TOTP)',
  totpIntro:
    "Une application d'authentification (FreeOTP, Google Authenticator, Microsoft Authenticator…) affiche un code à 6 chiffres qui vous sera demandé à chaque connexion.",
  totpStatus: 'Statut',
  totpOn: 'Activée',
  totpOff: 'Non activée',
  enableTotp: "Activer l'authentification TOTP",
  disableTotp: "Désactiver l'authentification TOTP",
  totpDialogTitle: "Activation de l'authentification TOTP",
  totpScan:
    "1. Scannez ce QR code avec votre application d'authentification, ou saisissez-y la clé secrète ci-dessous.",
  totpQrAlt: "QR code à scanner avec votre application d'authentification",
  totpSecret: 'Clé secrète',
  copySecret: 'Copier la clé secrète',
  secretCopied: 'Clé secrète copiée',
  totpEnterCode: "2. Saisissez le code à 6 chiffres affiché par l'application : il est vérifié dès le sixième chiffre.",
  totpCode: 'Code à 6 chiffres',
  validateTotp: 'Valider le code',
  disableTotpTitle: "Désactiver l'authentification TOTP ?",
  disableTotpText:
    "Votre application d'authentification ne vous sera plus demandée à la connexion. Vous pourrez la réactiver à tout moment.",
  confirmDisableTotp: 'Désactiver',
  // Account deletion.
  deleteTitle: 'Suppression du compte',
  deleteIntro: 'Vous pouvez demander la suppression de votre compte et de vos données personnelles.',
  deleteAccount: 'Supprimer mon compte',
  deleteDialogTitle: 'Supprimer mon compte ?',
  deleteExplanationUser:
    'Votre demande de suppression sera transmise à un administrateur, qui la traitera. Un email vous confirmera sa prise en compte. Vous gardez accès au portail en attendant.',
  deleteExplanationAdmin:
    'Vous êtes administrateur : votre compte et vos données personnelles seront supprimés immédiatement, puis vous serez déconnecté. Cette action est irréversible.',
  requestDeletion: 'Demander la suppression',
  confirmDeletion: 'Supprimer définitivement',
} as const;

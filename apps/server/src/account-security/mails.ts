/** The security notices of the account: password, authenticator app, deletion. */
import { renderMail } from '../mail/layout.ts';

const notYou =
  "Si vous n'êtes pas à l'origine de ce changement, changez votre mot de passe sans attendre (lien « Mot de passe oublié » de l'écran de connexion) et prévenez un administrateur.";

export const accountSecurityMails = {
  passwordChanged: () =>
    renderMail({
      subject: 'Votre mot de passe a été modifié',
      paragraphs: [
        "Le mot de passe de votre compte du Portail Anapath vient d'être modifié. Vos autres sessions ouvertes ont été fermées.",
        notYou,
      ],
    }),

  totpEnabled: () =>
    renderMail({
      subject: 'Authentification par application activée',
      paragraphs: [
        "L'authentification par application (TOTP) vient d'être activée sur votre compte du Portail Anapath : chaque connexion vous demandera désormais le code affiché par votre application.",
        notYou,
      ],
    }),

  totpDisabled: () =>
    renderMail({
      subject: 'Authentification par application désactivée',
      paragraphs: [
        "L'authentification par application (TOTP) vient d'être désactivée sur votre compte du Portail Anapath : le code de connexion vous sera de nouveau envoyé par email.",
        notYou,
      ],
    }),

  deletionRequested: () =>
    renderMail({
      subject: 'Votre demande de suppression de compte',
      paragraphs: [
        "Votre demande de suppression de votre compte du Portail Anapath a bien été enregistrée. Un administrateur la traitera prochainement ; votre compte reste utilisable d'ici là.",
        "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe sans attendre et prévenez un administrateur.",
      ],
    }),

  deletionToProcess: ({ userName, userEmail }: { userName: string; userEmail: string }) =>
    renderMail({
      subject: 'Demande de suppression de compte à traiter',
      paragraphs: [
        `${userName} (${userEmail}) demande la suppression de son compte du Portail Anapath.`,
        "Traitez cette demande depuis l'espace d'administration.",
      ],
    }),

  accountDeleted: () =>
    renderMail({
      subject: 'Votre compte a été supprimé',
      paragraphs: [
        "Votre compte du Portail Anapath vient d'être supprimé, avec toutes les informations personnelles qui s'y rattachaient. Ce message est le dernier que vous recevrez de notre part.",
        "Si vous n'êtes pas à l'origine de cette suppression, prévenez sans attendre un administrateur du portail.",
      ],
    }),
};

/** Labels of an account's page in the administration space and of the actions on it, in French. */
import type { AccountAction } from './admin.ts';

/** The button of an action, its confirmation dialog's title, text and confirm button. */
interface ActionLabels {
  button: string;
  title: string;
  text: string;
  confirm: string;
}

export const adminAccountLabels = {
  backToList: 'Retour aux comptes',
  admin: 'Administrateur',
  superAdmin: 'Super administrateur',
  actionsTitle: 'Actions',
  noAction: 'Aucune action possible sur ce compte.',
  identity: 'Identité',
  administeredSites: 'Centres administrés',
  history: 'Historique',
  activatedAt: 'Validation',
  lastSignInAt: 'Dernière connexion',
  lockedReason: 'Motif du verrouillage',
  lockedOn: '{{reason}} (le {{date}})',
  throttledUntil: "Ralenti jusqu'au",
  failedLoginCount: 'Échecs de connexion récents',
  pendingUpdates: 'Modifications en attente',
  noSupportRequest: "Aucune demande d'assistance.",
  events: 'Derniers événements',
  wholeLog: 'Voir tout le journal de ce compte',
  superAdminSwitch: 'Super administrateur',
  grantSuperAdminTitle: 'Accorder les droits de super administrateur ?',
  grantSuperAdminText: '{{name}} pourra agir sur tous les comptes, tous les centres et toutes les applications.',
  revokeSuperAdminTitle: 'Retirer les droits de super administrateur ?',
  revokeSuperAdminText: "{{name}} n'agira plus que sur les comptes des centres qu'il ou elle administre.",
  actions: {
    activate: {
      button: 'Valider le compte',
      title: 'Valider le compte ?',
      text: '{{name}} pourra ouvrir les applications du portail. Un email le lui annonce.',
      confirm: 'Valider',
    },
    refuse: {
      button: "Refuser l'inscription",
      title: "Refuser l'inscription ?",
      text: 'Le compte de {{name}} sera supprimé. Un email lui en donne le motif.',
      confirm: "Refuser l'inscription",
    },
    lock: {
      button: 'Verrouiller',
      title: 'Verrouiller le compte ?',
      text: '{{name}} ne pourra plus se connecter ; toutes ses sessions seront fermées. Un email lui en donne le motif.',
      confirm: 'Verrouiller',
    },
    unlock: {
      button: 'Déverrouiller',
      title: 'Déverrouiller le compte ?',
      text: '{{name}} pourra de nouveau se connecter ; ses échecs de connexion sont oubliés.',
      confirm: 'Déverrouiller',
    },
    'end-sessions': {
      button: 'Fermer toutes les sessions',
      title: 'Fermer toutes les sessions ?',
      text: '{{name}} sera déconnecté(e) du portail et de toutes les applications.',
      confirm: 'Fermer les sessions',
    },
    'send-password-reset': {
      button: 'Envoyer un lien de réinitialisation du mot de passe',
      title: 'Envoyer un lien de réinitialisation ?',
      text: '{{name}} recevra par email un lien pour choisir un nouveau mot de passe.',
      confirm: 'Envoyer le lien',
    },
    delete: {
      button: 'Supprimer le compte',
      title: 'Supprimer le compte ?',
      text: '{{name}} a demandé la suppression de son compte. Le compte et ses données seront supprimés définitivement.',
      confirm: 'Supprimer définitivement',
    },
    'decline-deletion': {
      button: 'Refuser la suppression',
      title: 'Refuser la demande de suppression ?',
      text: 'Le compte de {{name}} est conservé. Un email lui en donne le motif.',
      confirm: 'Refuser la suppression',
    },
    'reset-factors': {
      button: 'Réinitialiser les facteurs de connexion',
      title: 'Réinitialiser les facteurs de connexion ?',
      text: "L'application d'authentification, les clés d'accès et les codes de secours de {{name}} seront supprimés, et toutes ses sessions fermées. Il ou elle se connectera avec son mot de passe et un code reçu par email. Un email lui en donne le motif.",
      confirm: 'Réinitialiser',
    },
  } as const satisfies Record<Exclude<AccountAction, 'super-admin'>, ActionLabels>,
} as const;

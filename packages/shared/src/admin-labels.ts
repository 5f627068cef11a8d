/**
 * Labels of the administration space, in French. Its notifications and refusals are
 * `adminMessages`; field names are `labels.fields`.
 */
import type { AccountFilter, AccountState, MessageFate, SupportState } from './admin.ts';
import type { DirectoryCheck, RppsSource } from './domain.ts';
import { auditLabels } from './admin-audit-labels.ts';
import { adminAccountLabels } from './admin-account-labels.ts';
import { adminSiteLabels } from './admin-site-labels.ts';
import { directoryRefreshLabels } from './directory-refresh-labels.ts';
import { failedMailLabels } from './failed-mail-labels.ts';
import { profileLabels } from './profile-labels.ts';

const awaitingValidation = 'En attente de validation';

export const adminLabels = {
  refused: 'Cette page est réservée aux administrateurs du portail.',
  waiting: '{{count}} en attente',
  nav: {
    board: 'À traiter',
    users: 'Comptes',
    pendingUpdates: "Modifications d'identité",
    support: 'Assistance',
    audit: 'Journal',
    adminSites: profileLabels.adminSites,
    clientApps: 'Applications',
    directory: directoryRefreshLabels.title,
    mails: failedMailLabels.title,
  },
  states: {
    awaitingValidation,
    active: 'Actif',
    locked: 'Verrouillé',
    throttled: 'Ralenti après des échecs de connexion',
  } as const satisfies Record<AccountState, string>,
  filters: {
    awaitingValidation,
    active: 'Actifs',
    locked: 'Verrouillés ou ralentis',
    deletionRequested: 'Suppression demandée',
  } as const satisfies Record<AccountFilter, string>,
  search: 'Rechercher',
  none: '—',
  never: 'Jamais',
  seeAll: 'Voir tout',
  board: {
    total: '{{count}} au total',
    awaitingValidation: 'Comptes en attente de validation',
    pendingUpdates: "Modifications d'identité en attente",
    locked: 'Comptes verrouillés ou ralentis',
    deletionRequests: 'Demandes de suppression',
    supportRequests: "Demandes d'assistance ouvertes",
    awaitingValidationEmpty: 'Aucun compte en attente de validation.',
    lockedEmpty: 'Aucun compte verrouillé ou ralenti.',
    deletionRequestsEmpty: 'Aucune demande de suppression.',
    directoryChanges: "Comptes différents de l'annuaire national",
    directoryChangesEmpty: "Aucun compte différent de l'annuaire national.",
  },
  users: {
    searchHint: 'Nom, adresse email ou n° RPPS',
    searchLabel: 'Recherche de comptes',
    state: 'État',
    allStates: 'Tous les états',
    allAdminSites: 'Tous les centres',
    results: 'Comptes trouvés',
    noResult: 'Aucun compte ne correspond à la recherche.',
    capped: 'Plus de {{count}} comptes correspondent : précisez la recherche pour les voir tous.',
    name: 'Nom',
    adminSites: 'Centres',
    lastSignIn: 'Dernière connexion',
    createdAt: 'Inscription',
    deletionRequested: 'Suppression demandée le',
  },
  account: adminAccountLabels,
  reason: {
    label: 'Motif',
    optionalLabel: 'Motif (facultatif)',
    note: 'Ce qui a été fait',
    hint: 'Ce texte est envoyé par email au titulaire du compte.',
    length: '{{count}} / {{max}} caractères',
  },
  pendingUpdates: {
    empty: "Aucune modification d'identité en attente.",
    askedOn: 'Demandée le {{date}}',
    current: 'Valeur actuelle',
    asked: 'Valeur demandée',
    removal: profileLabels.pendingEmpty,
    approve: 'Approuver',
    reject: 'Refuser',
    approveTitle: 'Approuver la modification ?',
    approveText: '{{field}} de {{name}} deviendra : {{value}}.',
    rejectTitle: 'Refuser la modification ?',
    rejectText: '{{field}} de {{name}} restera : {{value}}.',
  },
  /** An account's RPPS against the directory, and where it comes from (`RppsCheck`). */
  rpps: {
    directory: 'Annuaire RPPS',
    noRecord: "Aucune fiche dans l'annuaire",
    checks: {
      match: "Conforme à l'annuaire",
      mismatch: "Ne correspond pas à l'annuaire : vérifiez avant de décider",
      unknown: "Ce n° RPPS est inconnu de l'annuaire",
    } as const satisfies Record<DirectoryCheck, string>,
    sources: {
      certified: 'RPPS certifié par Pro Santé Connect',
      declared: 'RPPS déclaré par le titulaire, non certifié',
    } as const satisfies Record<RppsSource, string>,
    declaredHint: "L'annuaire est public : des noms conformes à l'annuaire ne prouvent pas l'identité du titulaire.",
  },
  support: {
    title: "Demandes d'assistance",
    stateLabel: 'Demandes à afficher',
    states: { open: 'Ouvertes', handled: 'Traitées' } as const satisfies Record<SupportState, string>,
    empty: { open: "Aucune demande d'assistance ouverte.", handled: "Aucune demande d'assistance traitée." },
    account: 'Compte',
    message: 'Message',
    messageId: 'Message {{id}}',
    noMessage: 'Aucun message désigné',
    sentAt: 'envoyé le {{date}}',
    createdAt: 'Demandée le',
    handled: 'Traitée le {{date}} par {{by}}',
    note: 'Note',
    handle: 'Marquer comme traitée',
    handleTitle: 'Marquer la demande de {{name}} comme traitée',
    fates: {
      accepted: 'Accepté par le serveur de messagerie',
      refused: 'Refusé par le serveur de messagerie',
      used: 'Utilisé : le code est arrivé',
      expired: 'Expiré sans avoir été utilisé',
      unknown: 'Inconnu',
    } as const satisfies Record<MessageFate, string>,
  },
  audit: auditLabels,
  adminSites: adminSiteLabels,
  directory: directoryRefreshLabels,
  failedMails: failedMailLabels,
  clientApps: {
    list: 'Applications du portail',
    suspended: 'Suspendue',
    active: 'Active',
    suspend: 'Suspendre {{label}}',
    suspendTitle: 'Suspendre {{label}} ?',
    suspendText: "Les connexions à l'application reviendront au portail avec ce message :",
    suspendConfirm: 'Suspendre',
    resumeTitle: 'Réactiver {{label}} ?',
    resumeText: "Les connexions à l'application reprendront.",
    resumeConfirm: 'Réactiver',
  },
} as const;

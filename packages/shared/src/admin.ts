/**
 * The administration space's calls (`/api/admin/...`), written once for the browser and the
 * server. Every call needs a portal session of an activated administrator; those that change state
 * carry the XSRF header. An administrator sees and acts only on the accounts of the pathology
 * centres (admin sites) they administer; a super administrator on every account. Anything out of
 * scope answers 404 with `adminMessages.accountUnknown`, as if it did not exist.
 */
import type { AuditEvent } from './admin-audit.ts';
import type { CivilTitle, DirectoryCheck, PendingField, RppsSource } from './domain.ts';

// States and filters

/**
 * An account's state as the administration shows it: awaiting validation, active, locked by an
 * administrator, or throttled after repeated failed sign-ins (ends by itself, or when lifted).
 */
export const ACCOUNT_STATES = ['awaitingValidation', 'active', 'locked', 'throttled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** The `state` filter of the account search; `locked` finds throttled accounts too. */
export const ACCOUNT_FILTERS = ['awaitingValidation', 'active', 'locked', 'deletionRequested'] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];

export const ADMIN_PAGE_SIZES = [20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
/** How many of each list the to-do board shows (its counts are the totals). */
export const BOARD_LIST_SIZE = 10;
/** How many security events an account's page shows. */
export const ACCOUNT_EVENTS_SIZE = 20;
/** Longest reason (refusal, lock, declined deletion or change) and support note, in characters. */
export const REASON_MAX_LENGTH = 1000;
/** Longest name, address and city of a centre. */
export const ADMIN_SITE_FIELD_MAX_LENGTH = 200;
/** Longest search text of the account search and the audit log. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** The account search counts its matches up to this many (a broad search needs narrowing, not a count). */
export const ADMIN_COUNT_LIMIT = 1000;

/** A page of a list: `page` counts from 1. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The account search: more than `ADMIN_COUNT_LIMIT` match (`total` is that limit). */
  capped?: boolean;
  page: number;
  pageSize: number;
}

// Accounts

/** One line of the account search and of the board's account lists. */
export interface AdminAccountSummary {
  userId: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  isCorporation: boolean;
  rpps: string | null;
  /** The principal address. */
  email: string | null;
  state: AccountState;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** When its owner asked for its deletion, if they did. */
  deletionRequestedAt: string | null;
  createdAt: string;
  lastSignInAt: string | null;
  /** Labels of the centres its job places are linked to, by label. */
  adminSites: string[];
  /** Its RPPS against the directory, and whether Pro Santé Connect certified it; `null` without RPPS. */
  rppsCheck: RppsCheck | null;
}

/**
 * `GET /api/admin/users?q=&state=&adminSiteId=&page=&pageSize=`: the accounts the administrator
 * manages, matching every filter given: `q` in the names, any address or the RPPS (accents and
 * case ignored), `state` one of `ACCOUNT_FILTERS`, `adminSiteId` one of their centres. Sorted by
 * last name, first name. Answers `Page<AdminAccountSummary>`.
 */
export interface AccountSearch {
  q?: string;
  state?: AccountFilter;
  adminSiteId?: string;
  page?: number;
  pageSize?: number;
}

/** What the administrator may do on an account now; the server enforces the same rules. */
export interface AccountActions {
  validate: boolean;
  /** Refuse a sign-up (the account is removed, its owner told why). */
  refuse: boolean;
  lock: boolean;
  /** Lift an administrator's lock or a throttle. */
  unlock: boolean;
  endSessions: boolean;
  sendPasswordReset: boolean;
  /** Delete the account its owner asked to delete, or decline the request. */
  handleDeletion: boolean;
  /** Super administrators: grant or revoke super administrator rights. */
  changeSuperAdmin: boolean;
  /** Remove the authenticator app, the passkeys and the recovery codes its owner lost. */
  resetFactors: boolean;
}

/** `GET /api/admin/users/{userId}`: an account's page. */
export interface AdminAccountDetail extends AdminAccountSummary {
  activatedAt: string | null;
  /** Why an administrator locked it, and when. */
  lockedReason: string | null;
  lockedAt: string | null;
  /** Until when failed sign-ins throttle it, if they do now. */
  throttledUntil: string | null;
  failedLoginCount: number;
  totp: boolean;
  emails: { email: string; isPrincipal: boolean; clientApps: { clientId: string; label: string }[] }[];
  phones: { phone: string; isPrincipal: boolean }[];
  job: { code: string; label: string } | null;
  jobPlaces: { jobPlaceId: string; label: string; city: string; zipcode: string; adminSite: AdminSiteRef }[];
  /** The centres it administers (administrators). */
  administeredSites: AdminSiteRef[];
  pendingUpdates: PendingUpdateToReview[];
  supportRequests: SupportRequest[];
  /** Its latest security events and the actions taken on it, newest first (`ACCOUNT_EVENTS_SIZE`). */
  events: AuditEvent[];
  actions: AccountActions;
}

export interface AdminSiteRef {
  adminSiteId: string;
  label: string;
}

/** `GET /api/admin/users/unactivated`: an account awaiting validation in the admin's centres. */
export interface AccountAwaitingValidation {
  userId: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  isCorporation: boolean;
  rpps: string | null;
  email: string | null;
  createdAt: string;
}

/**
 * The actions on an account, each `POST /api/admin/users/{userId}/{action}` with the body shown,
 * answering `{}`; each e-mails the owner in French and is recorded in the audit log.
 * - `activate` `{}`: validates an account awaiting validation.
 * - `refuse` `{ reason }`: refuses a sign-up awaiting validation; the account is removed.
 * - `lock` `{ reason }`: locks the account (every session and token ends).
 * - `unlock` `{}`: lifts a lock or a throttle, and forgets the failed sign-ins.
 * - `end-sessions` `{}`: ends every portal and single sign-on session, grant and token (back-channel
 *   logout to the client apps).
 * - `send-password-reset` `{}`: e-mails the owner a password-reset link.
 * - `delete` `{}`: deletes an account whose owner asked for it, in one transaction.
 * - `decline-deletion` `{ reason }`: declines the owner's deletion request.
 * - `super-admin` `{ superAdmin: boolean }` (super administrators): grants or revokes it.
 * - `reset-factors` `{ reason }`: removes the authenticator app, every passkey and the recovery
 *   codes in one transaction, and ends every session; the owner signs in with the code by e-mail.
 */
export const ACCOUNT_ACTIONS = [
  'activate',
  'refuse',
  'lock',
  'unlock',
  'end-sessions',
  'send-password-reset',
  'delete',
  'decline-deletion',
  'super-admin',
  'reset-factors',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Body of `refuse`, `lock`, `decline-deletion`, and of a pending update's `reject` (optional there). */
export interface ReasonBody {
  reason: string;
}

// Pending identity changes

/** The national directory's record for an RPPS, shown beside a doctor's identity. */
export interface DirectoryRecord {
  rpps: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  professionCode: string;
}

/**
 * An RPPS as the administration sees it, computed each time it is read (never stored): the
 * directory's record for it, whether that record agrees with the account's names and civil title,
 * and whether Pro Santé Connect certified it for this account or its owner only declared it.
 */
export interface RppsCheck {
  rpps: string;
  /** `null`: the directory has no such RPPS (`directoryCheck` is then `unknown`). */
  directoryRecord: DirectoryRecord | null;
  directoryCheck: DirectoryCheck;
  source: RppsSource;
}

/**
 * `GET /api/admin/pending-updates`: an identity change of an RPPS holder of the admin's centres,
 * awaiting approval (`POST /api/admin/pending-updates/{pendingUpdateId}/approve` `{}` or `/reject`
 * `{ reason? }`), oldest first.
 */
export interface PendingUpdateToReview {
  pendingUpdateId: string;
  userId: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  rpps: string | null;
  field: PendingField;
  /** The account's value today. */
  currentValue: string | null;
  /** The value asked for; `null` removes it (RPPS). */
  value: string | null;
  /**
   * The identity the account would have once its pending changes are approved (the RPPS asked for,
   * else its own, with the names asked for, else its own) against the directory; `null`: no RPPS.
   */
  rppsCheck: RppsCheck | null;
  createdAt: string;
}

// Support requests

/** What became of the message a support request names (the last code sent by e-mail). */
export type MessageFate =
  /** The mail server accepted it; unused and still valid when the request was made. */
  | 'accepted'
  /** The mail server refused it. */
  | 'refused'
  /** Used: the code reached its owner. */
  | 'used'
  /** Expired unused. */
  | 'expired'
  /** No message named, or not one of this account's. */
  | 'unknown';

/**
 * `GET /api/admin/support-requests?state=open|handled&page=&pageSize=`: "Je ne reçois pas mon code"
 * requests of the admin's accounts, oldest first when open, latest handled first otherwise.
 * `POST /api/admin/support-requests/{supportRequestId}/handle` `{ note }` marks one handled and
 * e-mails the owner the note.
 */
export interface SupportRequest {
  supportRequestId: string;
  userId: string;
  userName: string;
  email: string | null;
  phoneNumber: string;
  messageId: string | null;
  message: { fate: MessageFate; sentAt: string | null; expiresAt: string | null };
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  note: string | null;
}
export const SUPPORT_STATES = ['open', 'handled'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

export interface NoteBody {
  note: string;
}

// The to-do board

/** One list of the board: the total, and the oldest `BOARD_LIST_SIZE` items. */
export interface BoardList<T> {
  total: number;
  items: T[];
}

/** `GET /api/admin/board`: what waits for the administrator, oldest first. */
export interface AdminBoard {
  awaitingValidation: BoardList<AdminAccountSummary>;
  pendingUpdates: BoardList<PendingUpdateToReview>;
  /** Locked by an administrator or throttled now. */
  locked: BoardList<AdminAccountSummary>;
  deletionRequests: BoardList<AdminAccountSummary>;
  supportRequests: BoardList<SupportRequest>;
  /**
   * Accounts with an RPPS whose RPPS left the directory or whose names or civil title now differ
   * from it (`rppsCheck` carries the directory's record), by last name.
   */
  directoryChanges: BoardList<AdminAccountSummary>;
}

/** `GET /api/admin/waiting`: how many things wait (the sum of the board's totals), for the menu. */
export interface AdminWaiting {
  total: number;
}

// Messages

export const adminMessages = {
  activated: 'Le compte a été validé',
  refused: "L'inscription a été refusée et le compte supprimé",
  locked: 'Le compte a été verrouillé',
  unlocked: 'Le compte a été déverrouillé',
  sessionsEnded: 'Toutes les sessions du compte ont été fermées',
  passwordResetSent: 'Un lien de réinitialisation du mot de passe a été envoyé',
  deleted: 'Le compte a été supprimé',
  deletionDeclined: 'La demande de suppression a été refusée',
  pendingUpdateApproved: 'La modification a été approuvée',
  pendingUpdateRejected: 'La modification a été refusée',
  supportHandled: "La demande d'assistance a été marquée comme traitée",
  superAdminGranted: 'Les droits de super administrateur ont été accordés',
  superAdminRevoked: 'Les droits de super administrateur ont été retirés',
  adminSiteCreated: 'Le centre de pathologie a été créé',
  adminSiteSaved: 'Le centre de pathologie a été enregistré',
  adminRightsGranted: "Les droits d'administrateur ont été accordés",
  adminRightsRevoked: "Les droits d'administrateur ont été retirés",
  clientAppSuspended: "L'application a été suspendue",
  clientAppResumed: "L'application a été réactivée",
  factorsReset: 'Les facteurs de connexion du compte ont été réinitialisés et ses sessions fermées',

  accountUnknown: "Ce compte n'existe pas ou ne relève pas de vos centres de pathologie",
  supportRequestUnknown: "Cette demande d'assistance n'existe pas ou ne relève pas de vos centres de pathologie",
  adminSiteUnknown: "Ce centre de pathologie n'existe pas",
  clientAppUnknown: "Cette application n'existe pas",
  superAdminOnly: 'Seul un super administrateur peut effectuer cette action',
  notOnAdmin: "Seul un super administrateur peut agir sur le compte d'un administrateur",
  notOnOwnAccount: 'Vous ne pouvez pas effectuer cette action sur votre propre compte',
  notAwaitingValidation: "Ce compte n'attend pas de validation",
  notLocked: "Ce compte n'est ni verrouillé ni ralenti",
  alreadyLocked: 'Ce compte est déjà verrouillé',
  noDeletionRequest: "Ce compte n'a pas demandé sa suppression",
  noFactorToReset: "Ce compte n'a ni application d'authentification, ni clé d'accès, ni codes de secours",
  alreadyHandled: "Cette demande d'assistance a déjà été traitée",
  lastSuperAdmin: 'Il doit rester au moins un super administrateur',
  reasonMissing: 'Veuillez indiquer un motif',
  noteMissing: 'Veuillez indiquer ce qui a été fait',
  reasonTooLong: `Le texte ne doit pas dépasser ${REASON_MAX_LENGTH} caractères`,
  labelMissing: 'Veuillez indiquer le nom du centre',
  searchTooLong: `La recherche ne doit pas dépasser ${ADMIN_SEARCH_MAX_LENGTH} caractères`,
  invalidFilter: 'Ce filtre est invalide',
  invalidPage: 'Cette page est invalide',
  zipcodeInvalid: 'Le code postal doit contenir 5 chiffres',
  finessInvalid: 'Le n° FINESS doit contenir 9 caractères : des chiffres, A ou B',
  siretInvalid: 'Le n° SIRET doit contenir 14 chiffres',
  fieldTooLong: `Ce champ ne doit pas dépasser ${ADMIN_SITE_FIELD_MAX_LENGTH} caractères`,
  notActivatedAdmin: "Ce compte n'est pas encore validé : il ne peut pas recevoir de droits d'administrateur",
} as const;

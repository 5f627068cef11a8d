/** The audit log of the administration space (`GET /api/admin/audit`), written once for the browser and the server. */

/** Security events (recorded for every account) and administrative actions. */
export const AUDIT_ACTIONS = [
  'signUp',
  'signIn',
  'signInFailed',
  'accountThrottled',
  'passwordChanged',
  'passwordReset',
  'totpEnabled',
  'totpDisabled',
  'passkeyAdded',
  'passkeyRemoved',
  'pscLinked',
  'pscUnlinked',
  'consentGiven',
  'consentWithdrawn',
  'emailAdded',
  'emailRemoved',
  'deletionRequested',
  'accountDeleted',
  'supportRequested',
  'accountValidated',
  'signUpRefused',
  'pendingUpdateApproved',
  'pendingUpdateRejected',
  'accountLocked',
  'accountUnlocked',
  'sessionsEnded',
  'passwordResetSent',
  'deletionDeclined',
  'supportHandled',
  'adminSiteCreated',
  'adminSiteUpdated',
  'adminRightsGranted',
  'adminRightsRevoked',
  'superAdminGranted',
  'superAdminRevoked',
  'clientAppSuspended',
  'clientAppResumed',
  'recoveryCodesGenerated',
  'factorsReset',
  'directoryRefreshed',
  'directoryRefreshAwaiting',
  'directoryRefreshRefused',
  'directoryRefreshConfirmed',
  'directoryRefreshAbandoned',
  'directoryRefreshFailed',
  'mailResent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Details an event may carry: `reason`, `note`, `field` (a `PendingField`), `method` of a sign-in
 * (`password`, `otp`, `totp`, `psc`, `recovery_code`, `passkey`, `password_passkey`), `failure` of one (`password`, `code`, `passkey`, `throttled`, `locked`,
 * `unknownAccount`, `rppsClaimed`: Pro Santé Connect certified this account's RPPS to someone it
 * was not linked to, and it is not validated or its names differ), `email` (an address added or removed, or tried), `adminSite` (a centre's
 * label), `clientApp` (a client app's label); a directory refresh's `source`, `lines`, `added`,
 * `removed`, `renamed`, `retitled` and `changedPercent` (its figures).
 */
export type AuditDetails = Partial<
  Record<
    | 'reason'
    | 'note'
    | 'field'
    | 'method'
    | 'failure'
    | 'email'
    | 'adminSite'
    | 'clientApp'
    | 'browser'
    | 'system'
    | 'address'
    | 'source'
    | 'lines'
    | 'added'
    | 'removed'
    | 'renamed'
    | 'retitled'
    | 'changedPercent',
    string
  >
>;

/** A person as an event names them: their name and address then, and their id while they exist. */
export interface AuditPerson {
  userId: string | null;
  name: string;
}

/**
 * `GET /api/admin/audit?q=&action=&userId=&page=&pageSize=`: events of the admin's scope (the
 * centres of the account concerned, when the event happened), newest first; `q` searches the names
 * and addresses of the actor and the account concerned.
 */
export interface AuditEvent {
  auditEventId: string;
  at: string;
  action: AuditAction;
  /** Who did it: `null` for the account's owner acting alone (a sign-in, a failure). */
  actor: AuditPerson | null;
  /** Whom it concerns: `null` for a centre's or client app's event, or an unknown address. */
  subject: AuditPerson | null;
  ip: string | null;
  details: AuditDetails;
}

export interface AuditSearch {
  q?: string;
  action?: AuditAction;
  userId?: string;
  page?: number;
  pageSize?: number;
}

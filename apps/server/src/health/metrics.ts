/**
 * The portal's Prometheus metrics, served by `/metrics`: the process's own, and what an operator
 * watches. One registry per process; the services count through the functions below.
 */
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/**
 * `ok`: a sign-in completed; `refused`: a wrong password or code, an unknown address, or a Pro Santé Connect
 * sign-in its owner turned off; `throttled`:
 * refused while the account's failed sign-ins are slowed; `locked`: locked by an administrator;
 * `rate_limited`: over a per-IP or per-account limit.
 */
export type SignInResult = 'ok' | 'refused' | 'throttled' | 'locked' | 'rate_limited';
/** The step that decided: the password, the code by e-mail, the authenticator app, Pro Santé Connect, a recovery code, a passkey. */
export type SignInMethod = 'password' | 'email_code' | 'totp' | 'psc' | 'recovery_code' | 'passkey';

const signIns = new Counter({
  name: 'portal_sign_ins_total',
  help: 'Sign-in attempts by result (ok, refused, throttled, locked, rate_limited) and the step that decided it',
  labelNames: ['result', 'method'] as const,
  registers: [registry],
});
const codesSent = new Counter({
  name: 'portal_codes_sent_total',
  help: 'One-time codes mailed: sign_in (second factor), sign_up (address validation)',
  labelNames: ['purpose'] as const,
  registers: [registry],
});
const mailsFailed = new Counter({
  name: 'portal_mails_failed_total',
  help: 'SMTP tries that failed (refused, or the server unreachable): each failed try of an outbox mail',
  registers: [registry],
});
const mails = new Counter({
  name: 'portal_mails_total',
  help: 'Mails of the outbox: queued (recorded with their change), sent, retried (a try failed, another follows), failed (every try spent)',
  labelNames: ['state'] as const,
  registers: [registry],
});
const accountLocks = new Counter({
  name: 'portal_account_locks_total',
  help: 'Accounts locked: throttled (failed sign-ins past security.max_failed_logins) or by an administrator',
  labelNames: ['reason'] as const,
  registers: [registry],
});
const databaseErrors = new Counter({
  name: 'portal_database_errors_total',
  help: 'Errors of pooled database connections (connection lost, server restarted)',
  registers: [registry],
});
const databaseStatements = new Counter({
  name: 'portal_database_statements_total',
  help: 'Statements sent to PostgreSQL (round trips; BEGIN and COMMIT count): what a sign-in or a grant costs the database',
  registers: [registry],
});

export const metrics = {
  signIn: (result: SignInResult, method: SignInMethod) => signIns.inc({ result, method }),
  codeSent: (purpose: 'sign_in' | 'sign_up') => codesSent.inc({ purpose }),
  mailFailed: () => mailsFailed.inc(),
  mails: (state: 'queued' | 'sent' | 'retried' | 'failed', count = 1) => mails.inc({ state }, count),
  accountLocked: (reason: 'throttled' | 'administrator') => accountLocks.inc({ reason }),
  databaseError: () => databaseErrors.inc(),
  databaseStatement: () => databaseStatements.inc(),
};

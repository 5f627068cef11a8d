/**
 * Failed sign-ins (wrong passwords and wrong codes alike): counted per account; past the configured
 * number the account is throttled with a growing delay (never locked for good). Its owner, with a
 * reset link, and the administrators of its centres are told once, when the throttle starts.
 */
import { accountsRepository, type UserCredentials } from '../accounts/repository.ts';
import { displayName } from '../accounts/current-user.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { metrics } from '../health/metrics.ts';
import { accountThrottledMail } from '../mail/account-throttled.ts';
import type { Notify } from '../mail/notify.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import { recordAudit } from '../audit/record.ts';
import { signInThrottledMail } from '../mail/sign-in-throttled.ts';

interface Deps {
  config: Config;
  db: Db;
  notify: Notify;
  /** A fresh password-reset link for the account (the password reset's). */
  resetLinkFor: (userId: string, tx?: Db) => Promise<{ url: string; minutes: number }>;
}

export function createSignInFailures({ config, db, notify, resetLinkFor }: Deps) {
  const accounts = accountsRepository(db);
  const { max_failed_logins: after, throttle } = config.security;

  /** Inside the throttle's transaction: every read goes through `tx` (PGlite has one connection). */
  async function tellThrottled(tx: Db, userId: string, failures: number) {
    const reads = accountsRepository(tx);
    const user = await reads.findUserById(userId);
    const userEmail = await reads.principalEmail(userId);
    if (!user || !userEmail) return;
    await notify(userEmail, signInThrottledMail(await resetLinkFor(userId, tx)), { kind: 'sign-in-throttled', tx });
    const admins = await reads.findAdminEmailsForUser(userId);
    const url = absoluteSpaUrl(config.public_url, `admin/users/${userId}`);
    const content = accountThrottledMail({ userName: displayName(user), userEmail, failures, url });
    await notify(admins, content, { kind: 'account-throttled', tx });
  }

  return {
    /** Whether sign-ins of the account are refused now, from a device it does not trust. */
    throttled(user: Pick<UserCredentials, 'throttledUntil'>, trustedDevice: boolean): boolean {
      return !trustedDevice && user.throttledUntil !== null && user.throttledUntil.getTime() > Date.now();
    },

    /** Counts a failed sign-in (a wrong password or code) and records it in the audit log. */
    async record(userId: string, failure: 'password' | 'code' | 'passkey'): Promise<void> {
      await recordAudit(db, { action: 'signInFailed', subjectId: userId, details: { failure } });
      const failures = await accounts.recordFailedLogin(userId, {
        after,
        baseSeconds: throttle.base_seconds,
        maxSeconds: throttle.max_seconds,
      });
      if (failures !== after) return;
      metrics.accountLocked('throttled');
      // The throttle's event, the owner's reset link and the notices in one transaction.
      await db.transaction(async (tx) => {
        await recordAudit(tx, { action: 'accountThrottled', subjectId: userId });
        await tellThrottled(tx, userId, failures);
      });
    },

    async clear(user: Pick<UserCredentials, 'id' | 'failedLoginCount' | 'throttledUntil'>): Promise<void> {
      if (user.failedLoginCount > 0 || user.throttledUntil) await accounts.resetFailedLogins(user.id);
    },
  };
}
export type SignInFailures = ReturnType<typeof createSignInFailures>;

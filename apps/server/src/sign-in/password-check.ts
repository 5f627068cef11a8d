/**
 * The password step of a sign-in. Every refusal looks the same (`loginMismatch`) and costs the same
 * argon2id verification, whether the address is unknown, the password wrong, the account throttled
 * or locked by an administrator: no answer tells whether an address has an account, nor tests a
 * password against a locked or throttled one. Their owners learn of it by e-mail. A failure is
 * counted after the answer (an account's extra write would otherwise time apart an address that
 * has one), but before the next attempt at the same address is judged; so is the audit log's record
 * of every failure. The attempt's rate limits are counted and the account read in one statement
 * (`account-read.ts`).
 */
import { ADMIN_SEARCH_MAX_LENGTH, normalizeEmail } from '@portal/shared';
import type { UserCredentials } from '../accounts/repository.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { metrics } from '../health/metrics.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { Logger } from '../logger.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { SignInFailures } from './failures.ts';
import { signInAccountFrom, signInAccountRead } from './account-read.ts';

export type PasswordCheck =
  { outcome: 'ok'; account: UserCredentials } | { outcome: 'loginMismatch' | 'tooManyRequests' };

interface Deps {
  db: Db;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  failures: SignInFailures;
  log: Logger;
}

export interface PasswordAttempt {
  email: string;
  password: string;
  ip: string;
  /** Whether this browser completed a sign-in of the account before (`sign-in/trusted-devices.ts`). */
  trustedDevice: (userId: string) => boolean;
  /** Whether this browser completed a sign-in with this address: the address's own limit does not refuse it. */
  trustedAddress: boolean;
}

export function createPasswordCheck({ db, hasher, limiter, failures, log }: Deps) {
  const counting = new Map<string, Promise<void>>();

  /**
   * Runs after the answer (its timing tells nothing), before the next attempt at the same address is
   * judged: counting a failed password, recording a refusal in the audit log.
   */
  function afterAnswer(address: string, work: () => Promise<void>) {
    const done: Promise<void> = work()
      .catch((error: unknown) => log.error({ err: error }, 'failed sign-in not recorded'))
      .finally(() => {
        if (counting.get(address) === done) counting.delete(address);
      });
    counting.set(address, done);
  }

  const refusal = (address: string, user: UserCredentials | null, failure: 'unknownAccount' | 'locked' | 'throttled') =>
    afterAnswer(address, () =>
      recordAudit(db, {
        action: 'signInFailed',
        subjectId: user?.id,
        details: user ? { failure } : { failure, email: address.slice(0, ADMIN_SEARCH_MAX_LENGTH) },
      }),
    );

  return async function checkPassword({
    email,
    password,
    ip,
    trustedDevice,
    trustedAddress,
  }: PasswordAttempt): Promise<PasswordCheck> {
    const address = normalizeEmail(email);
    await counting.get(address);
    // The attempt is counted and the account read in one statement. Others' attempts at the
    // account do not refuse a browser that signed in with it (the throttle slows their guessing).
    const { passed, row } = await limiter.allowAllReading(
      signInAccountRead(address),
      ['login_per_ip', ip],
      ...(trustedAddress ? [] : [['login_per_account', address] as const]),
    );
    const user = signInAccountFrom(row);
    const ownerHere = passed === 'login_per_account' && user !== null && trustedDevice(user.id);
    if (passed && !ownerHere) {
      metrics.signIn('rate_limited', 'password');
      return { outcome: 'tooManyRequests' };
    }
    const passwordOk = await hasher.verify(user?.passwordHash ?? null, password);
    if (!user) {
      metrics.signIn('refused', 'password');
      refusal(address, null, 'unknownAccount');
      return { outcome: 'loginMismatch' };
    }
    const failure = user.locked ? 'locked' : failures.throttled(user, trustedDevice(user.id)) ? 'throttled' : null;
    if (failure) {
      metrics.signIn(failure, 'password');
      refusal(address, user, failure);
      return { outcome: 'loginMismatch' };
    }
    if (!passwordOk) {
      metrics.signIn('refused', 'password');
      afterAnswer(address, () => failures.record(user.id, 'password'));
      return { outcome: 'loginMismatch' };
    }
    // The second factor may still fail: the count is cleared once the sign-in is complete.
    return { outcome: 'ok', account: user };
  };
}
export type PasswordCheckService = ReturnType<typeof createPasswordCheck>;

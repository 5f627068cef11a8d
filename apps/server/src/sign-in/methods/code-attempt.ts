/**
 * What the code methods share: the attempt's limits (per IP, and per account from a browser
 * the account does not trust), the account's state, and a wrong code counted as a failed sign-in.
 */
import { accountsRepository, type UserRecord } from '../../accounts/repository.ts';
import type { Db } from '../../db/client.ts';
import { metrics, type SignInMethod as MetricMethod } from '../../health/metrics.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import type { SignInFailures } from '../failures.ts';
import type { LoginError } from '@portal/shared';
import type { Attempt, Verdict } from './method.ts';

export interface CodeInput {
  otpToken: string;
}

/** How a method reads the typed code, and the refusal of a wrong one. */
export interface CodeFormat {
  /** The code as `matches` takes it, or null when it cannot be one (default: six digits, spaces ignored). */
  read?: (typed: string) => string | null;
  mismatch?: LoginError;
}

const sixDigits = (typed: string) => {
  const code = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
};

/** Checks the typed code against the flow's account with `matches`. */
export type CodeAttempt = (
  attempt: Attempt<CodeInput>,
  metric: MetricMethod,
  matches: (user: UserRecord, code: string) => Promise<boolean>,
  format?: CodeFormat,
) => Promise<Verdict>;

export function codeAttempts({
  db,
  limiter,
  failures,
}: {
  db: Db;
  limiter: RateLimiter;
  failures: SignInFailures;
}): CodeAttempt {
  const accounts = accountsRepository(db);
  return async (
    { flow, input, ip, trusts },
    metric,
    matches,
    { read = sixDigits, mismatch = 'otpTokenMismatch' } = {},
  ) => {
    const userId = flow.userId!;
    const trusted = trusts(userId);
    const allowed = await limiter.allowAll(
      ['code_check_per_ip', ip],
      ...(trusted ? [] : [['code_check_per_account', userId] as const]),
    );
    if (!allowed) {
      metrics.signIn('rate_limited', metric);
      return { refused: 'tooManyRequests' };
    }
    const user = await accounts.findUserById(userId);
    if (!user || user.locked || failures.throttled(user, trusted)) {
      metrics.signIn(!user ? 'refused' : user.locked ? 'locked' : 'throttled', metric);
      return { refused: mismatch };
    }
    const code = read(input.otpToken);
    if (code !== null && (await matches(user, code))) {
      await failures.clear(user);
      return { proven: { userId, loginAddress: flow.loginAddress } };
    }
    metrics.signIn('refused', metric);
    await failures.record(user.id, 'code');
    return { refused: mismatch };
  };
}

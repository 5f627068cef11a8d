/**
 * The one rate limiter: fixed-window counters kept in the database, so every process shares them.
 * Keys are `{limit name}:{subject}` (account deletion removes an account's counters by that shape).
 * The subject is written here, whoever counts: a per-IP limit's by `ipSubject` (an IPv6 /64 once),
 * any other's (an address, an account id) by `normalizeEmail`.
 */
import { normalizeEmail } from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import type { Shaped } from '../db/sql.ts';
import { ipSubject } from './ip-subject.ts';
import { rateLimitsRepository } from './rate-limits-repository.ts';

type SignupLimits = Config['signup']['rate_limits'];
/** The sign-in limits (`security.rate_limits`), and the sign-up ones (`signup.rate_limits`) prefixed `signup_`. */
export type LimitName = keyof Config['security']['rate_limits'] | `signup_${keyof SignupLimits}`;

/** The limits counted per client IP (given `request.ip`). */
export type PerIpLimit = Extract<LimitName, `${string}_per_ip`>;

/** A limit and the subject it counts (an IP, an address, an account). */
export type Check = readonly [name: LimitName, subject: string];

const isPerIp = (name: LimitName): name is PerIpLimit => name.endsWith('_per_ip');

/** The subject as the limit's key holds it: an IP's network, or an address or account id in lower case. */
const keyOf = (name: LimitName, subject: string) =>
  `${name}:${isPerIp(name) ? ipSubject(subject) : normalizeEmail(subject)}`;

export function createRateLimiter(db: Db, config: Config) {
  const repository = rateLimitsRepository(db);
  const limits: Record<LimitName, { max: number; window_seconds: number }> = {
    ...config.security.rate_limits,
    ...(Object.fromEntries(
      Object.entries(config.signup.rate_limits).map(([name, limit]) => [`signup_${name}`, limit]),
    ) as Record<`signup_${keyof SignupLimits}`, SignupLimits[keyof SignupLimits]>),
  };
  const hitOf = ([name, subject]: Check) => ({
    key: keyOf(name, subject),
    windowSeconds: limits[name].window_seconds,
    max: limits[name].max,
  });
  return {
    /** Counts one more hit; false when the limit of the window is passed. */
    async allow(name: LimitName, subject: string): Promise<boolean> {
      const { max, window_seconds } = limits[name];
      const hits = await repository.hit(keyOf(name, subject), window_seconds);
      return hits <= max;
    },

    /**
     * `allow` of each limit in turn, stopping at the first one passed (the later ones are not
     * counted then), in one round trip.
     */
    async allowAll(...checks: Check[]): Promise<boolean> {
      return (await repository.hitInTurn(checks.map(hitOf))) === -1;
    },

    /** `allowAll`, answering the first limit passed (the later ones not counted), or undefined. */
    async firstPassed(...checks: Check[]): Promise<LimitName | undefined> {
      return checks[await repository.hitInTurn(checks.map(hitOf))]?.[0];
    },

    /**
     * `allowAll`, and the row `read` answers (as JSON, or null), in the same round trip; `passed`
     * names the first limit passed, if any.
     */
    async allowAllReading(
      read: Shaped,
      ...checks: Check[]
    ): Promise<{ passed: LimitName | undefined; row: Record<string, unknown> | null }> {
      const { passed, row } = await repository.hitInTurnReading(checks.map(hitOf), read);
      return { passed: checks[passed]?.[0], row };
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

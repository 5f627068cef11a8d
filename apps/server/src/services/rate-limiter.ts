import type { Config } from '../config/schema.ts';
import type { Repositories } from '../repositories/index.ts';

export type LimitName = keyof Config['security']['rate_limits'];

/** Fixed-window counters kept in the database, so every process shares them. */
export function createRateLimiter(repos: Repositories, limits: Config['security']['rate_limits']) {
  return {
    /** Counts one more hit; false when the limit of the window is passed. */
    async allow(name: LimitName, subject: string): Promise<boolean> {
      const { max, window_seconds } = limits[name];
      const hits = await repos.rateLimits.hit(`${name}:${subject.toLowerCase()}`, window_seconds);
      return hits <= max;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

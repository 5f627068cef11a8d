/** Fixed-window counters shared by every server process. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export function rateLimitsRepository(db: Db) {
  return {
    /** Counts one hit for `key`; answers the hits in the current window, this one included. */
    async hit(key: string, windowSeconds: number): Promise<number> {
      const seconds = sql`${Math.max(1, Math.trunc(windowSeconds))}::integer`;
      // Windows are aligned on the epoch, so every process computes the same start.
      const windowStart = sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;
      const [row] = await db
        .insert(rateLimits)
        .values({
          key,
          windowStart,
          hits: 1,
          expiresAt: sql<Date>`${windowStart} + make_interval(secs => ${seconds})`,
        })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
        })
        .returning({ hits: rateLimits.hits });
      return row!.hits;
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;

/** Fixed-window counters shared by every server process. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { prepared, rowsOf } from '../db/sql.ts';

export interface LimitHit {
  key: string;
  windowSeconds: number;
  max: number;
}

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

    /**
     * Counts a hit on each limit in turn, up to the first one passed (the later ones are then not
     * counted), in one statement: answers whether every limit allows it.
     */
    async hitInTurn(limits: LimitHit[]): Promise<boolean> {
      const parts = limits.map(({ key, windowSeconds }, i) => {
        const seconds = sql`${Math.max(1, Math.trunc(windowSeconds))}::integer`;
        const previous = limits[i - 1];
        const whenAllowed = previous
          ? sql`where (select hits from ${sql.raw(`h${i - 1}`)}) <= ${previous.max}::integer`
          : sql``;
        return sql`${sql.raw(`h${i}`)} as (
          insert into rate_limits (key, window_start, hits, expires_at)
          select ${key}, w.start, 1, w.start + make_interval(secs => ${seconds})
          from (select to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds}) as start) w
          ${whenAllowed}
          on conflict (key, window_start) do update set hits = rate_limits.hits + 1
          returning hits)`;
      });
      const hits = limits.map((_, i) => sql.raw(`(select hits from h${i}) as h${i}`));
      const [row] = await rowsOf<Record<string, number | null>>(
        db,
        prepared(sql`with ${sql.join(parts, sql`, `)} select ${sql.join(hits, sql`, `)}`),
      );
      return limits.every(({ max }, i) => {
        const counted = row?.[`h${i}`];
        return counted !== null && counted !== undefined && Number(counted) <= max;
      });
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;

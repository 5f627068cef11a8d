/** Fixed-window counters shared by every server process. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { prepared, rowsOf } from '../db/sql.ts';

export interface LimitHit {
  key: string;
  windowSeconds: number;
  max: number;
}

/** `with h0 as (count a hit), h1 as (...) select h0, h1{tail}`: a limit is counted only when the previous one allows. */
function hitsStatement(limits: LimitHit[], tail: SQL): SQL {
  const parts = limits.map(({ key, windowSeconds }, i) => {
    const seconds = sql`${Math.max(1, Math.trunc(windowSeconds))}::integer`;
    const previous = limits[i - 1];
    const whenAllowed = previous
      ? sql`where (select hits from ${sql.raw(`h${i - 1}`)}) <= ${previous.max}::integer`
      : sql``;
    // Windows are aligned on the epoch, so every process computes the same start.
    return sql`${sql.raw(`h${i}`)} as (
      insert into rate_limits (key, window_start, hits, expires_at)
      select ${key}, w.start, 1, w.start + make_interval(secs => ${seconds})
      from (select to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds}) as start) w
      ${whenAllowed}
      on conflict (key, window_start) do update set hits = rate_limits.hits + 1
      returning hits)`;
  });
  const hits = limits.map((_, i) => sql.raw(`(select hits from h${i}) as h${i}`));
  return sql`with ${sql.join(parts, sql`, `)} select ${sql.join(hits, sql`, `)}${tail}`;
}

const allowedBy = (limits: LimitHit[], row: Record<string, unknown> | undefined) =>
  limits.every(({ max }, i) => {
    const counted = row?.[`h${i}`];
    return counted !== null && counted !== undefined && Number(counted) <= max;
  });

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
      const [row] = await rowsOf<Record<string, number | null>>(db, prepared(hitsStatement(limits, sql``)));
      return allowedBy(limits, row);
    },

    /**
     * The same, and in the same statement the row `read` answers (at most one), as JSON: null
     * when it answers none. `read` runs whether or not the limits allow.
     */
    async hitInTurnReading(
      limits: LimitHit[],
      read: SQL,
    ): Promise<{ allowed: boolean; row: Record<string, unknown> | null }> {
      const along = sql`, to_jsonb(r) as "read" from (select 1) one left join lateral (${read}) r on true`;
      const [row] = await rowsOf<Record<string, unknown>>(db, prepared(hitsStatement(limits, along)));
      const answered = row?.read;
      const json = typeof answered === 'string' ? (JSON.parse(answered) as unknown) : answered;
      return { allowed: allowedBy(limits, row), row: (json as Record<string, unknown> | null | undefined) ?? null };
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;

/**
 * Counters shared by every server process. A key's window opens at its first hit and lasts its
 * length: within that time after the first hit counted, at most `max` pass, whatever the clock
 * (with windows aligned on the epoch, the sixth of five allowed passed when a boundary fell just
 * before it).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared, rowsOf } from '../db/sql.ts';

export interface LimitHit {
  key: string;
  windowSeconds: number;
  max: number;
}

/** Counts one hit of `key`; its window, when over, starts again at this hit. Answers `returning hits`. */
function hitStatement(key: string, windowSeconds: number, where: SQL): SQL {
  const seconds = sql`${Math.max(1, Math.trunc(windowSeconds))}::integer`;
  const over = sql`rate_limits.expires_at <= excluded.window_start`;
  return sql`insert into rate_limits (key, window_start, hits, expires_at)
      select ${key}, now(), 1, now() + make_interval(secs => ${seconds}) ${where}
      on conflict (key) do update set
        hits = case when ${over} then 1 else rate_limits.hits + 1 end,
        window_start = case when ${over} then excluded.window_start else rate_limits.window_start end,
        expires_at = case when ${over} then excluded.expires_at else rate_limits.expires_at end
      returning hits`;
}

/** `with h0 as (count a hit), h1 as (...) select h0, h1{tail}`: a limit is counted only when the previous one allows. */
function hitsStatement(limits: LimitHit[], tail: SQL): SQL {
  const parts = limits.map(({ key, windowSeconds }, i) => {
    const previous = limits[i - 1];
    const whenAllowed = previous
      ? sql`where (select hits from ${sql.raw(`h${i - 1}`)}) <= ${previous.max}::integer`
      : sql``;
    return sql`${sql.raw(`h${i}`)} as (${hitStatement(key, windowSeconds, whenAllowed)})`;
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
    /** Counts one hit for `key`; answers the hits in its window, this one included. */
    async hit(key: string, windowSeconds: number): Promise<number> {
      const [row] = await rowsOf<{ hits: number }>(db, hitStatement(key, windowSeconds, sql``));
      return Number(row!.hits);
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

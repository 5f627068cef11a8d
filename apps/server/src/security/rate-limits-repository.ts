/**
 * Counters shared by every server process. A key's window opens at its first hit and lasts its
 * length: within that time after the first hit counted, at most `max` pass, whatever the clock
 * (with windows aligned on the epoch, the sixth of five allowed passed when a boundary fell just
 * before it).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mergedValues, prepared, renderedOnce, rowsOf, value, type Shaped } from '../db/sql.ts';

export interface LimitHit {
  key: string;
  windowSeconds: number;
  max: number;
}

/**
 * Counts one hit of the `i`th limit (its key `k{i}`, its window's seconds `w{i}`); its window, when
 * over, starts again at this hit. Answers `returning hits`.
 */
function hitStatement(i: number, where: SQL): SQL {
  const over = sql`rate_limits.expires_at <= excluded.window_start`;
  return sql`insert into rate_limits (key, window_start, hits, expires_at)
      select ${value(`k${i}`)}, now(), 1, now() + make_interval(secs => ${value(`w${i}`)}::integer) ${where}
      on conflict (key) do update set
        hits = case when ${over} then 1 else rate_limits.hits + 1 end,
        window_start = case when ${over} then excluded.window_start else rate_limits.window_start end,
        expires_at = case when ${over} then excluded.expires_at else rate_limits.expires_at end
      returning hits`;
}

/**
 * `with h0 as (count a hit), h1 as (...) select h0, h1{tail}` for `count` limits: a limit is counted
 * only when the previous one allows (its maximum `m{i}`).
 */
function hitsStatement(count: number, tail: SQL): SQL {
  const parts = Array.from({ length: count }, (_, i) => {
    const whenAllowed =
      i > 0 ? sql`where (select hits from ${sql.raw(`h${i - 1}`)}) <= ${value(`m${i - 1}`)}::integer` : sql``;
    return sql`${sql.raw(`h${i}`)} as (${hitStatement(i, whenAllowed)})`;
  });
  const hits = Array.from({ length: count }, (_, i) => sql.raw(`(select hits from h${i}) as h${i}`));
  return sql`with ${sql.join(parts, sql`, `)} select ${sql.join(hits, sql`, `)}${tail}`;
}

/** The values of `hitsStatement`'s placeholders. */
function hitValues(limits: LimitHit[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [i, { key, windowSeconds, max }] of limits.entries()) {
    Object.assign(values, { [`k${i}`]: key, [`w${i}`]: Math.max(1, Math.trunc(windowSeconds)), [`m${i}`]: max });
  }
  return values;
}

/** Every shape rendered once (`db/sql.ts`): the sign-in counts its limits on each attempt. */
const rendered = renderedOnce();

/** The index of the first limit passed (the later ones were not counted), or -1 when all allow. */
const firstPassed = (limits: LimitHit[], row: Record<string, unknown> | undefined) =>
  limits.findIndex(({ max }, i) => {
    const counted = row?.[`h${i}`];
    return counted === null || counted === undefined || Number(counted) > max;
  });

export function rateLimitsRepository(db: Db) {
  return {
    /** Counts one hit for `key`; answers the hits in its window, this one included. */
    async hit(key: string, windowSeconds: number): Promise<number> {
      const [row] = await rowsOf<{ hits: number }>(
        db,
        rendered({
          shape: 'hit',
          build: () => hitStatement(0, sql``),
          values: hitValues([{ key, windowSeconds, max: 0 }]),
        }),
      );
      return Number(row!.hits);
    },

    /**
     * Counts a hit on each limit in turn, up to the first one passed (the later ones are then not
     * counted), in one statement: answers the index of that limit, or -1 when every limit allows it.
     */
    async hitInTurn(limits: LimitHit[]): Promise<number> {
      const [row] = await rowsOf<Record<string, number | null>>(
        db,
        rendered({
          shape: `hits ${limits.length}`,
          build: () => prepared(hitsStatement(limits.length, sql``)),
          values: hitValues(limits),
        }),
      );
      return firstPassed(limits, row);
    },

    /**
     * The same, and in the same statement the row `read` answers (at most one), as JSON: null
     * when it answers none. `read` runs whether or not the limits allow; its values must not be
     * named like the limits' (`k0`, `w0`, `m0`…). `passed`: the index of the first limit passed, or -1.
     */
    async hitInTurnReading(
      limits: LimitHit[],
      read: Shaped,
    ): Promise<{ passed: number; row: Record<string, unknown> | null }> {
      const along = () =>
        sql`, to_jsonb(r) as "read" from (select 1) one left join lateral (${read.build()}) r on true`;
      const [row] = await rowsOf<Record<string, unknown>>(
        db,
        rendered({
          shape: read.shape === undefined ? undefined : `hits ${limits.length} reading ${read.shape}`,
          build: () => prepared(hitsStatement(limits.length, along())),
          values: mergedValues(hitValues(limits), read.values),
        }),
      );
      const answered = row?.read;
      const json = typeof answered === 'string' ? (JSON.parse(answered) as unknown) : answered;
      return { passed: firstPassed(limits, row), row: (json as Record<string, unknown> | null | undefined) ?? null };
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;

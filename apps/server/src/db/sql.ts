/** SQL pieces every repository shares. */
import { sql, type SQL } from 'drizzle-orm';

/** A timestamp computed by the database clock, the one every server process shares. */
export function secondsFromNow(seconds: number): SQL<Date> {
  return sql<Date>`now() + make_interval(secs => ${seconds}::double precision)`;
}

/** The comment that opts a statement in to being prepared on PostgreSQL (`db/client.ts`). */
export const PREPARED_MARK = '/* prepared */ ';

/**
 * A statement of the sign-in and single-sign-on paths, sent as a named (prepared) statement on
 * PostgreSQL: each connection parses and plans it once, where an unnamed statement is parsed and
 * planned on every call (3 to 4 times the backend's CPU for a lookup by key). Only for lookups and
 * writes by key, whose generic plan is as good as any: never a search whose best plan depends on
 * its parameters. A comment on PGlite, which has no such cost.
 */
export const prepared = (query: SQL): SQL => sql`${sql.raw(PREPARED_MARK)}${query}`;

/** `expression in (values...)`; the caller makes sure `values` is not empty. */
export const inList = (expression: SQL, values: string[]) =>
  sql`${expression} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The unique index a failed write hit, if that was the failure (drivers nest the database error). */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}

/** Rows of a raw query, whichever driver answers (node-postgres and PGlite both give `rows`). */
export async function rowsOf<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

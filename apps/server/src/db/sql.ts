/** SQL pieces every repository shares. */
import { SQL, fillPlaceholders, sql, type Query, type QueryWithTypings } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { normalizeEmail } from '@portal/shared';

/** A timestamp computed by the database clock, the one every server process shares. */
export function secondsFromNow(seconds: number | SQL): SQL<Date> {
  return sql<Date>`now() + make_interval(secs => ${seconds}::double precision)`;
}

/** An address column holding `email`, as addresses are keys: `normalizeEmail` (the unique index is on `lower(email)`). */
export const sameAddress = (column: PgColumn, email: string): SQL => sql`lower(${column}) = ${normalizeEmail(email)}`;

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

const dialect = new PgDialect();

/** A statement already rendered to its text and parameters, sent as is: never put inside another `sql`. */
class RenderedStatement extends SQL {
  constructor(private readonly rendered: Query) {
    super([]);
  }

  override toQuery(): QueryWithTypings {
    return this.rendered;
  }
}

/** Beyond this many shapes (a shape that varies without end), statements are rendered on each call. */
const MAX_SHAPES = 1000;

/**
 * A statement whose text is always the same for one `shape`: `build` writes it with
 * `sql.placeholder(name)` for its values, given by name in `values`. An undefined `shape` is a text
 * that varies (rendered on each call, not kept).
 */
export interface Shaped {
  shape: string | undefined;
  build: () => SQL;
  values: Record<string, unknown>;
}

/** A placeholder as a piece of `sql`, to pass where a builder takes an `SQL` value. */
export const value = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** The values of statements sent as one: their placeholders must have different names. */
export function mergedValues(...parts: Record<string, unknown>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, given] of Object.entries(part)) {
      if (name in merged) throw new Error(`two statements sent as one both name a value "${name}"`);
      merged[name] = given;
    }
  }
  return merged;
}

/**
 * Statements of the sign-in and single sign-on paths, each shape rendered once, each call filling
 * in its own values. Drizzle renders a nested `sql` anew on every call: on the single sign-on path
 * that was a quarter of what the portal allocated (85 kB per grant), hence a quarter of its garbage
 * collections; on the password sign-in, 141 kB of its 651 kB (21 kB of 510 kB once its account
 * read, rate limits, journal and portal session were shaped too).
 */
export function renderedOnce() {
  const shapes = new Map<string, Query>();
  return ({ shape, build, values }: Shaped): SQL => {
    let query = shape === undefined ? undefined : shapes.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(build());
      if (shape !== undefined && shapes.size < MAX_SHAPES) shapes.set(shape, query);
    }
    return new RenderedStatement({ sql: query.sql, params: fillPlaceholders(query.params, values) });
  };
}

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

import { sql, type SQL } from 'drizzle-orm';

/** A timestamp computed by the database clock, the one every server process shares. */
export function secondsFromNow(seconds: number): SQL<Date> {
  return sql<Date>`now() + make_interval(secs => ${seconds}::double precision)`;
}

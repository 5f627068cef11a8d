/**
 * SQL of the sign-up directory search: case- and accent-insensitive prefix match on last and first names
 * (their search keys), prefix match on the RPPS number, filters combined with AND.
 */
import { and, asc, count, eq, exists, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { DirectoryJobPlace, DirectoryRecord, DirectoryRow } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { directoryPractitioners as table, jobPlaces, users } from '../db/schema.ts';
import { searchKey } from './search-key.ts';

export interface DirectoryFilters {
  firstName?: string;
  lastName?: string;
  rpps?: string;
  /** 0-based. */
  page: number;
  rowsPerPage: number;
}

/** The filters as search conditions; null when none is usable (every one empty). */
export function directoryConditions(filters: Pick<DirectoryFilters, 'firstName' | 'lastName' | 'rpps'>) {
  const conditions: SQL[] = [];
  const lastName = searchKey(filters.lastName ?? '');
  const firstName = searchKey(filters.firstName ?? '');
  const rpps = (filters.rpps ?? '').replace(/\s/g, '');
  // Keys and digits hold no LIKE wildcard (searchKey keeps [a-z0-9 ] only).
  if (lastName) conditions.push(like(table.lastNameKey, `${lastName}%`));
  if (firstName) conditions.push(like(table.firstNameKey, `${firstName}%`));
  if (rpps) conditions.push(/^\d{1,11}$/.test(rpps) ? like(table.rpps, `${rpps}%`) : sql`false`);
  return conditions.length ? and(...conditions)! : null;
}

/**
 * One page of practitioners and their total, each saying whether an account holds its RPPS number. Most relevant first: keys compared in "C" order put
 * an exact name before the longer names it starts ("martin" < "martin dupont" < "martinez"), so
 * ordering by last then first name key is "exact match first, then by last name, first name", and
 * the (last_name_key, first_name_key) index returns rows already in that order. An RPPS prefix
 * alone is ordered by number (an exact number is the only match of its length).
 */
async function searchDirectory(db: Db, filters: DirectoryFilters): Promise<{ rows: DirectoryRow[]; count: number }> {
  const where = directoryConditions(filters);
  if (!where) return { rows: [], count: 0 };
  // An RPPS prefix alone lists by number (the primary key gives that order, whatever the matches).
  const byName = Boolean(searchKey(filters.lastName ?? '') || searchKey(filters.firstName ?? ''));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        asipDoctorId: table.nationalId,
        civilTitle: table.civilTitle,
        firstName: table.firstName,
        lastName: table.lastName,
        rpps: table.rpps,
        jobPlaces: table.jobPlaces,
        // Drizzle's exists() qualifies the columns (a sql`` template would leave `"rpps" = "rpps"`).
        hasAccount: exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(eq(users.rpps, table.rpps)),
        ).mapWith(Boolean),
      })
      .from(table)
      .where(where)
      .orderBy(...(byName ? [asc(table.lastNameKey), asc(table.firstNameKey), asc(table.rpps)] : [asc(table.rpps)]))
      .limit(filters.rowsPerPage)
      .offset(filters.page * filters.rowsPerPage),
    db.select({ count: count() }).from(table).where(where),
  ]);
  return { rows: await withJobPlaceIds(db, rows), count: total?.count ?? 0 };
}

/** Links each workplace to the job place of the same FINESS number, so sign-up can suggest it. */
async function withJobPlaceIds(db: Db, rows: DirectoryRow[]): Promise<DirectoryRow[]> {
  const numbers = [...new Set(rows.flatMap((row) => row.jobPlaces.map((jobPlace) => jobPlace.finess)).filter(Boolean))];
  if (numbers.length === 0) return rows;
  const known = await db
    .select({ id: jobPlaces.id, finess: jobPlaces.finess })
    .from(jobPlaces)
    .where(inArray(jobPlaces.finess, numbers));
  const idByFiness = new Map(known.map((jobPlace) => [jobPlace.finess, jobPlace.id]));
  const link = (jobPlace: DirectoryJobPlace): DirectoryJobPlace => {
    const jobPlaceId = idByFiness.get(jobPlace.finess);
    return jobPlaceId ? { ...jobPlace, jobPlaceId } : jobPlace;
  };
  return rows.map((row) => ({ ...row, jobPlaces: row.jobPlaces.map(link) }));
}

/**
 * The directory's record for the RPPS `rpps` (an SQL expression of the caller's query) as a JSON
 * `DirectoryRecord`, or null when the directory has no such number: a lookup by primary key, read
 * as the query runs, so a verdict built on it is never older than the directory.
 */
export const directoryRecordOf = (rpps: SQL) =>
  sql<DirectoryRecord | null>`(select json_build_object('rpps', d.rpps, 'civilTitle', d.civil_title,
    'firstName', d.first_name, 'lastName', d.last_name, 'professionCode', d.profession_code)
    from ${table} d where d.rpps = ${rpps})`;

export function directoryRepository(db: Db) {
  return {
    search: (filters: DirectoryFilters) => searchDirectory(db, filters),
  };
}
export type DirectoryRepository = ReturnType<typeof directoryRepository>;

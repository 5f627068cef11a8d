/** SQL of professions, job places and admin sites (spec: /api/jobs...), and of the FINESS import. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isUuid, type AdminSite, type Job, type JobPlace } from '@portal/shared';
import type { JobPlaceInput } from './format.ts';
import type { Db } from '../db/client.ts';
import { adminSites, jobPlaces, jobs } from '../db/schema.ts';

/** A row of the job place search: a job place without its admin adminSite. */
export type JobPlaceRow = Omit<JobPlace, 'adminSite'>;

export interface JobPlaceSearch {
  label?: string;
  zipcode?: string;
  city?: string;
  /** 0-based. */
  page: number;
  rowsPerPage: number;
  /** Listed first, in label order, when they match the filters. */
  suggestedJobPlaceIds: string[];
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byLabel =
  <T>(label: (row: T) => string) =>
  (a: T, b: T) =>
    collator.compare(label(a), label(b));

/** The search columns, filled by a trigger (migration 0002): lower case, no accents, words only. */
const labelSearch = sql`job_places.label_search`;
const citySearch = sql`job_places.city_search`;

/**
 * The filters as the search columns spell them (same SQL function), computed first so that the
 * patterns reach the planner as values and the trigram index serves them.
 */
async function normalize(db: Db, value: string): Promise<string> {
  if (value.trim() === '') return '';
  const [row] = await db.select({ text: sql<string>`portal_search_text(${value})` }).from(sql`(select 1) as one`);
  return row?.text ?? '';
}

async function jobPlaceFilters(db: Db, { label, zipcode, city }: JobPlaceSearch): Promise<SQL | undefined> {
  const filters: SQL[] = [];
  // Every word of the label filter, anywhere in the name: "chu lyon", "croix-rousse".
  for (const word of (await normalize(db, label ?? '')).split(' ').filter(Boolean)) {
    filters.push(sql`${labelSearch} like ${`%${word}%`}`);
  }
  if (zipcode) filters.push(sql`${jobPlaces.zipcode} like ${`${zipcode}%`}`);
  const cityPrefix = await normalize(db, city ?? '');
  if (cityPrefix) filters.push(sql`${citySearch} like ${`${cityPrefix}%`}`);
  return filters.length > 0 ? and(...filters) : undefined;
}

export function jobPlacesRepository(db: Db) {
  return {
    /** Professions sorted by label, French order; the RPPS ones only when asked. */
    async listJobs(onlyRppsJobs: boolean): Promise<Job[]> {
      const rows = await db
        .select({ jobCode: jobs.code, jobLabel: jobs.label })
        .from(jobs)
        .where(onlyRppsJobs ? eq(jobs.isRpps, true) : undefined);
      return rows.sort(byLabel((row) => row.jobLabel));
    },

    /** Admin sites (pathology centres) still in use, sorted by label. */
    async listAdminSites(): Promise<AdminSite[]> {
      const rows = await db.select().from(adminSites).where(eq(adminSites.deprecated, false));
      return rows
        .map(({ id, ...adminSite }) => ({ adminSiteId: id, ...adminSite }))
        .sort(byLabel((adminSite) => adminSite.label));
    },

    /** One page of job places matching the filters, and how many match in all. */
    async searchJobPlaces(search: JobPlaceSearch): Promise<{ rows: JobPlaceRow[]; count: number }> {
      const where = await jobPlaceFilters(db, search);
      const suggested = search.suggestedJobPlaceIds;
      const rows = await db
        .select({
          jobPlaceId: jobPlaces.id,
          label: jobPlaces.label,
          address: jobPlaces.address,
          zipcode: jobPlaces.zipcode,
          city: jobPlaces.city,
          finess: jobPlaces.finess,
          siret: jobPlaces.siret,
        })
        .from(jobPlaces)
        .where(where)
        .orderBy(
          ...(suggested.length > 0 ? [sql`(${inArray(jobPlaces.id, suggested)}) desc`] : []),
          asc(labelSearch),
          asc(jobPlaces.label),
          asc(jobPlaces.id),
        )
        .limit(search.rowsPerPage)
        .offset(search.page * search.rowsPerPage);
      const [total] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobPlaces)
        .where(where);
      return { rows, count: total?.count ?? 0 };
    },

    async findJob(code: string): Promise<{ label: string; isRpps: boolean } | null> {
      const [row] = await db.select({ label: jobs.label, isRpps: jobs.isRpps }).from(jobs).where(eq(jobs.code, code));
      return row ?? null;
    },

    /** How many of these job place ids exist. */
    async countJobPlaces(ids: string[]): Promise<number> {
      if (ids.length === 0 || !ids.every(isUuid)) return 0;
      const rows = await db.select({ id: jobPlaces.id }).from(jobPlaces).where(inArray(jobPlaces.id, ids));
      return rows.length;
    },

    /** How many of these admin site ids exist and are not deprecated. */
    async countActiveAdminSites(ids: string[]): Promise<number> {
      if (ids.length === 0 || !ids.every(isUuid)) return 0;
      const rows = await db
        .select({ id: adminSites.id })
        .from(adminSites)
        .where(and(inArray(adminSites.id, ids), eq(adminSites.deprecated, false)));
      return rows.length;
    },

    /** Inserts or updates job places by FINESS number (one statement for the batch). */
    async upsertByFiness(batch: JobPlaceInput[]): Promise<void> {
      if (batch.length === 0) return;
      await db
        .insert(jobPlaces)
        .values(batch)
        .onConflictDoUpdate({
          target: jobPlaces.finess,
          set: {
            label: sql`excluded.label`,
            address: sql`excluded.address`,
            zipcode: sql`excluded.zipcode`,
            city: sql`excluded.city`,
            siret: sql`excluded.siret`,
          },
        });
    },

    /** Fresh statistics, or the planner ignores the search indexes (PGlite has no autovacuum). */
    async analyze(): Promise<void> {
      await db.execute(sql`analyze job_places`);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(jobPlaces);
      return row?.count ?? 0;
    },
  };
}

export type JobPlacesRepository = ReturnType<typeof jobPlacesRepository>;

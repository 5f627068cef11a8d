/** Reads of professions, job places and pathology centres (spec: /api/jobs...). */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminSite, Job, JobPlace } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { adminSites, jobPlaces, jobs } from '../db/schema.ts';

/** A row of the place search: a job place without its centre. */
export type JobPlaceRow = Omit<JobPlace, 'adminSite'>;

export interface PlaceSearch {
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

async function placeFilters(db: Db, { label, zipcode, city }: PlaceSearch): Promise<SQL | undefined> {
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

export function establishmentsRepository({ db }: { db: Db }) {
  return {
    /** Professions sorted by label, French order; the RPPS ones only when asked. */
    async listJobs(onlyRppsJobs: boolean): Promise<Job[]> {
      const rows = await db
        .select({ jobCode: jobs.code, jobLabel: jobs.label })
        .from(jobs)
        .where(onlyRppsJobs ? eq(jobs.isRpps, true) : undefined);
      return rows.sort(byLabel((row) => row.jobLabel));
    },

    /** Pathology centres still in use, sorted by label. */
    async listAdminSites(): Promise<AdminSite[]> {
      const rows = await db.select().from(adminSites).where(eq(adminSites.deprecated, false));
      return rows.map(({ id, ...site }) => ({ adminSiteId: id, ...site })).sort(byLabel((site) => site.label));
    },

    /** One page of job places matching the filters, and how many match in all. */
    async searchPlaces(search: PlaceSearch): Promise<{ rows: JobPlaceRow[]; count: number }> {
      const where = await placeFilters(db, search);
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
  };
}

export type EstablishmentsRepository = ReturnType<typeof establishmentsRepository>;

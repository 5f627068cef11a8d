/**
 * SQL of the directory's refreshes: their rows (`directory_refreshes`), and what a staged extract
 * changes against the live directory, counted in one pass over both tables.
 */
import type { DirectoryRefresh, DirectoryRefreshState } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/sql.ts';
import { LIVE } from '../import-repository.ts';

/** What a staged extract changes, per RPPS, against the live directory. */
export interface DirectoryChanges {
  /** Practitioners of the live directory and of the staged extract. */
  live: number;
  staged: number;
  added: number;
  removed: number;
  /** Last or first name changed (their search keys: case and accents alone change nothing). */
  renamed: number;
  retitled: number;
}

/** The figures and outcome a refresh is finished with. */
export interface RefreshOutcome {
  state: Exclude<DirectoryRefreshState, 'running'>;
  lines?: number;
  practitioners?: number;
  changes?: Omit<DirectoryChanges, 'live' | 'staged'>;
  changedPercent?: number;
  reason?: string | null;
  decidedBy?: string | null;
  /** `awaitingConfirmation` is not finished yet. */
  finished: boolean;
}

interface RefreshRow {
  id: string;
  state: DirectoryRefreshState;
  source: string;
  job_id: string | null;
  started_by: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  lines: number | null;
  practitioners: number | null;
  added: number | null;
  removed: number | null;
  renamed: number | null;
  retitled: number | null;
  changed_percent: string | number | null;
  reason: string | null;
}

export interface StoredRefresh extends DirectoryRefresh {
  source: string;
  jobId: string | null;
  startedBy: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toRefresh = (row: RefreshRow): StoredRefresh => ({
  id: row.id,
  state: row.state,
  source: row.source,
  jobId: row.job_id,
  startedBy: row.started_by,
  startedAt: iso(row.started_at)!,
  finishedAt: iso(row.finished_at),
  lines: row.lines,
  practitioners: row.practitioners,
  added: row.added,
  removed: row.removed,
  renamed: row.renamed,
  retitled: row.retitled,
  changedPercent: row.changed_percent === null ? null : Number(row.changed_percent),
  reason: row.reason,
});

const CURRENT = sql`state in ('running', 'awaitingConfirmation')`;

export function directoryRefreshRepository(db: Db) {
  return {
    /** A new running refresh; `null` when one is already running or awaiting confirmation. */
    async begin({ source, jobId, startedBy }: { source: string; jobId?: string | null; startedBy?: string | null }) {
      // The only unique index a new row can hit is the one current refresh's.
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`insert into directory_refreshes (state, source, job_id, started_by)
            values ('running', ${source}, ${jobId ?? null}, ${startedBy ?? null}::uuid)
            on conflict do nothing returning id`,
      );
      return row?.id ?? null;
    },

    async setJob(id: string, jobId: string): Promise<void> {
      await db.execute(sql`update directory_refreshes set job_id = ${jobId} where id = ${id}::uuid`);
    },

    async setSource(id: string, source: string): Promise<void> {
      await db.execute(sql`update directory_refreshes set source = ${source} where id = ${id}::uuid`);
    },

    async byId(id: string): Promise<StoredRefresh | null> {
      const [row] = await rowsOf<RefreshRow>(db, sql`select * from directory_refreshes where id = ${id}::uuid`);
      return row ? toRefresh(row) : null;
    },

    /** The refresh running or awaiting confirmation, if any. */
    async current(): Promise<StoredRefresh | null> {
      const [row] = await rowsOf<RefreshRow>(db, sql`select * from directory_refreshes where ${CURRENT}`);
      return row ? toRefresh(row) : null;
    },

    /** The latest finished ones, newest first. */
    async recent(limit: number): Promise<StoredRefresh[]> {
      const rows = await rowsOf<RefreshRow>(
        db,
        sql`select * from directory_refreshes where not ${CURRENT} order by started_at desc, id limit ${limit}`,
      );
      return rows.map(toRefresh);
    },

    /** Locks the refresh for the transaction if it is in `state` (a decision taken once). */
    async claim(id: string, state: DirectoryRefreshState): Promise<StoredRefresh | null> {
      const [row] = await rowsOf<RefreshRow>(
        db,
        sql`select * from directory_refreshes where id = ${id}::uuid and state = ${state} for update`,
      );
      return row ? toRefresh(row) : null;
    },

    /** Records the outcome of a refresh still `from`; false when it was no longer. */
    async finish(id: string, from: DirectoryRefreshState, outcome: RefreshOutcome): Promise<boolean> {
      const { changes } = outcome;
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`update directory_refreshes set
              state = ${outcome.state},
              finished_at = ${outcome.finished ? sql`now()` : sql`null`},
              lines = coalesce(${outcome.lines ?? null}::int, lines),
              practitioners = coalesce(${outcome.practitioners ?? null}::int, practitioners),
              added = coalesce(${changes?.added ?? null}::int, added),
              removed = coalesce(${changes?.removed ?? null}::int, removed),
              renamed = coalesce(${changes?.renamed ?? null}::int, renamed),
              retitled = coalesce(${changes?.retitled ?? null}::int, retitled),
              changed_percent = coalesce(${outcome.changedPercent ?? null}::numeric, changed_percent),
              reason = ${outcome.reason === undefined ? sql`reason` : sql`${outcome.reason}`},
              decided_by = coalesce(${outcome.decidedBy ?? null}::uuid, decided_by)
            where id = ${id}::uuid and state = ${from} returning id`,
      );
      return rows.length === 1;
    },

    /**
     * What the staged table `staging` changes against the live directory: one full join on the RPPS
     * (both tables' primary key), counted in the database.
     */
    async compare(staging: string): Promise<DirectoryChanges> {
      const [row] = await rowsOf<DirectoryChanges>(
        db,
        sql`select
              count(l.rpps)::int as live,
              count(n.rpps)::int as staged,
              count(*) filter (where l.rpps is null)::int as added,
              count(*) filter (where n.rpps is null)::int as removed,
              count(*) filter (where l.rpps is not null and n.rpps is not null
                and (l.last_name_key <> n.last_name_key or l.first_name_key <> n.first_name_key))::int as renamed,
              count(*) filter (where l.rpps is not null and n.rpps is not null
                and l.civil_title <> n.civil_title)::int as retitled
            from ${sql.raw(LIVE)} l full join ${sql.raw(staging)} n on n.rpps = l.rpps`,
      );
      return row!;
    },
  };
}
export type DirectoryRefreshRepository = ReturnType<typeof directoryRefreshRepository>;

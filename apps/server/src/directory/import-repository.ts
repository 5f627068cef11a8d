/**
 * SQL of the directory import: a staging table filled in batches, indexed, then swapped with the
 * live one in one short transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/sql.ts';

export const LIVE = 'directory_practitioners';
/** The staging table of `npm run import:rpps`; a scheduled refresh stages in its own (`directory/refresh/`). */
export const IMPORT_STAGING = 'directory_practitioners_next';
/** Index names of the live table, built on the staging table under the staging table's name. */
const LIVE_INDEXES = ['last_first_idx', 'first_idx'];

/** The real file's lines are grouped by RPPS; should one come back later, its rows merge here. */
const mergeSplitPractitioners = (NEXT: string) => `
  with dup as (select rpps from ${NEXT} group by rpps having count(*) > 1),
  gone as (delete from ${NEXT} n using dup where n.rpps = dup.rpps returning n.*)
  insert into ${NEXT}
  select rpps, min(national_id), min(civil_title), min(first_name), min(last_name), min(first_name_key),
    min(last_name_key), min(profession_code),
    coalesce((select jsonb_agg(distinct place) from gone g2, jsonb_array_elements(g2.job_places) place
              where g2.rpps = g.rpps), '[]'::jsonb)
  from gone g group by rpps`;

const run = (db: Db, statement: string) => db.execute(sql.raw(statement));

/** `NEXT`: the staging table's name (a constant of ours, never a user's text). */
export function directoryImportRepository(db: Db, NEXT: string = IMPORT_STAGING) {
  return {
    async createStaging(): Promise<void> {
      await run(db, `drop table if exists ${NEXT}`);
      await run(db, `create table ${NEXT} (like ${LIVE} including defaults)`);
    },

    /** One JSON parameter per batch (rows as `rowJson` writes them): fast on both drivers, no parameter limit. */
    async insertBatch(rowsJson: string): Promise<void> {
      await db.execute(sql`
        insert into ${sql.raw(NEXT)}
          (rpps, national_id, civil_title, first_name, last_name, first_name_key, last_name_key, profession_code, job_places)
        select r, n, c, f, l, fk, lk, p, j
        from json_to_recordset(${rowsJson}::json)
          as x(r text, n text, c text, f text, l text, fk text, lk text, p text, j jsonb)`);
    },

    async mergeSplitPractitioners(): Promise<void> {
      await run(db, mergeSplitPractitioners(NEXT));
    },

    async indexStaging(): Promise<void> {
      await run(db, `alter table ${NEXT} add constraint ${NEXT}_pkey primary key (rpps)`);
      await run(db, `create index ${NEXT}_last_first_idx on ${NEXT} (last_name_key, first_name_key)`);
      await run(db, `create index ${NEXT}_first_idx on ${NEXT} (first_name_key)`);
      await run(db, `vacuum analyze ${NEXT}`);
    },

    /** The staging table becomes the live one, in the caller's transaction. */
    async swapIn(): Promise<void> {
      await run(db, `drop table ${LIVE}`);
      await run(db, `alter table ${NEXT} rename to ${LIVE}`);
      await run(db, `alter table ${LIVE} rename constraint ${NEXT}_pkey to ${LIVE}_pkey`);
      for (const name of LIVE_INDEXES) await run(db, `alter index ${NEXT}_${name} rename to ${LIVE}_${name}`);
    },

    /** `alongside`: more writes of the same transaction (a refresh's outcome), committed with the swap. */
    async swap(alongside?: (tx: Db) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await directoryImportRepository(tx, NEXT).swapIn();
        await alongside?.(tx);
      });
    },

    /** Whether the staging table is there (a refresh awaiting confirmation keeps it). */
    async stagingExists(): Promise<boolean> {
      const [row] = await rowsOf<{ found: boolean }>(db, sql`select to_regclass(${NEXT}) is not null as found`);
      return row?.found ?? false;
    },

    async dropStaging(): Promise<void> {
      await run(db, `drop table if exists ${NEXT}`);
    },

    async countLive(): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${LIVE}`));
      return row?.n ?? 0;
    },
  };
}

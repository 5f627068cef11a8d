/**
 * Replaces the directory with an RPPS file, atomically: the file streams into a staging table
 * (never whole in memory), which is indexed, then swapped with the live one in one short
 * transaction. Searches keep reading the live table meanwhile; on PGlite too, since the load is
 * many short statements rather than one long transaction holding PGlite's single connection.
 */
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { decodeLines } from './lines.ts';
import { practitioners, type ParseStats, type Practitioner } from './parse.ts';
import { searchKey } from './text.ts';

const LIVE = 'directory_practitioners';
const IN_FLIGHT = 3;
const NEXT = 'directory_practitioners_next';
/** Index and constraint names of the live table, built on the staging table with `_next`. */
const LIVE_INDEXES = [`${LIVE}_last_first_idx`, `${LIVE}_first_idx`];

export interface ImportOptions {
  db: Db;
  /** The file's bytes (UTF-8 or Windows-1252). */
  input: Readable | AsyncIterable<Uint8Array | string>;
  /** Practitioners per INSERT. */
  batchSize?: number;
}

export interface ImportResult extends ParseStats {
  encoding: 'utf8' | 'cp1252';
  durationMs: number;
}

const run = (db: Db, statement: string) => db.execute(sql.raw(statement));

/** One row of the staging table as JSON: a single flat string, all the batch keeps of it. */
const rowJson = (p: Practitioner) =>
  JSON.stringify({
    r: p.rpps,
    n: p.nationalId,
    c: p.civilTitle,
    f: p.firstName,
    l: p.lastName,
    fk: searchKey(p.firstName),
    lk: searchKey(p.lastName),
    p: p.professionCode,
    j: p.jobPlaces,
  });

/** A real promise: Drizzle's query is a lazy thenable that would run again on each `then`. */
async function insertBatch(db: Db, rowsJson: string) {
  // One JSON parameter per batch: fast on both drivers, no 65,535-parameter limit.
  await db.execute(sql`
    insert into ${sql.raw(NEXT)}
      (rpps, national_id, civil_title, first_name, last_name, first_name_key, last_name_key, profession_code, job_places)
    select r, n, c, f, l, fk, lk, p, j
    from json_to_recordset(${rowsJson}::json)
      as x(r text, n text, c text, f text, l text, fk text, lk text, p text, j jsonb)`);
}

/** The real file's lines are grouped by RPPS; should one come back later, its rows merge here. */
const MERGE_SPLIT_PRACTITIONERS = `
  with dup as (select rpps from ${NEXT} group by rpps having count(*) > 1),
  gone as (delete from ${NEXT} n using dup where n.rpps = dup.rpps returning n.*)
  insert into ${NEXT}
  select rpps, min(national_id), min(civil_title), min(first_name), min(last_name), min(first_name_key),
    min(last_name_key), min(profession_code),
    coalesce((select jsonb_agg(distinct place) from gone g2, jsonb_array_elements(g2.job_places) place
              where g2.rpps = g.rpps), '[]'::jsonb)
  from gone g group by rpps`;

async function load(db: Db, items: AsyncIterable<Practitioner[]>, batchSize: number) {
  let batch: string[] = [];
  // A few inserts in flight (each on its own pooled connection on PostgreSQL) while parsing goes on.
  const inFlight = new Set<Promise<void>>();
  const flush = async () => {
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    const insert = insertBatch(db, `[${batch.join(',')}]`).finally(() => inFlight.delete(insert));
    insert.catch(() => {}); // awaited below; this only keeps Node from calling it unhandled meanwhile
    inFlight.add(insert);
    batch = [];
  };
  for await (const group of items) {
    for (const practitioner of group) batch.push(rowJson(practitioner));
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length) await flush();
  await Promise.all(inFlight);
}

async function swap(db: Db) {
  await db.transaction(async (tx) => {
    await run(tx, `drop table ${LIVE}`);
    await run(tx, `alter table ${NEXT} rename to ${LIVE}`);
    await run(tx, `alter table ${LIVE} rename constraint ${NEXT}_pkey to ${LIVE}_pkey`);
    for (const name of LIVE_INDEXES) await run(tx, `alter index ${name.replace(LIVE, NEXT)} rename to ${name}`);
  });
}

export async function importRpps({ db, input, batchSize = 2000 }: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const stats: ParseStats = { lines: 0, skipped: 0, practitioners: 0 };
  const lines = decodeLines(input);
  await run(db, `drop table if exists ${NEXT}`);
  await run(db, `create table ${NEXT} (like ${LIVE} including defaults)`);
  try {
    await load(db, practitioners(lines, stats), batchSize);
    if (stats.unordered) await run(db, MERGE_SPLIT_PRACTITIONERS);
    await run(db, `alter table ${NEXT} add constraint ${NEXT}_pkey primary key (rpps)`);
    await run(db, `create index ${NEXT}_last_first_idx on ${NEXT} (last_name_key, first_name_key)`);
    await run(db, `create index ${NEXT}_first_idx on ${NEXT} (first_name_key)`);
    await run(db, `vacuum analyze ${NEXT}`);
    await swap(db);
  } catch (error) {
    await run(db, `drop table if exists ${NEXT}`).catch(() => {});
    throw error;
  }
  const counted = (await run(db, `select count(*)::int as n from ${LIVE}`)) as unknown as { rows: { n: number }[] };
  stats.practitioners = counted.rows[0]?.n ?? 0;
  delete stats.unordered;
  return { ...stats, encoding: lines.encoding, durationMs: performance.now() - started };
}

/**
 * Replaces the directory with an RPPS file, atomically: the file streams into a staging table
 * (never whole in memory), which is indexed, then swapped with the live one in one short
 * transaction. Searches keep reading the live table meanwhile; on PGlite too, since the load is
 * many short statements rather than one long transaction holding PGlite's single connection.
 */
import type { Readable } from 'node:stream';
import type { Db } from '../db/client.ts';
import { decodeLines } from '../national-files/lines.ts';
import { directoryImportRepository, IMPORT_STAGING } from './import-repository.ts';
import { practitioners, type ParseStats, type Practitioner } from './parse.ts';
import { searchKey } from './search-key.ts';

/** Inserts in flight while parsing goes on: an operator's import wants speed. */
const IN_FLIGHT = 3;

export interface ImportOptions {
  db: Db;
  /** The file's bytes (UTF-8 or Windows-1252). */
  input: Readable | AsyncIterable<Uint8Array | string>;
  /** Practitioners per INSERT. */
  batchSize?: number;
  /**
   * Inserts in flight at once (each on its own pooled connection on PostgreSQL). The scheduled
   * refresh sends one at a time: it runs beside doctors' searches, which matter more than its speed.
   */
  inFlight?: number;
}

export interface ImportResult extends ParseStats {
  encoding: 'utf8' | 'cp1252';
  durationMs: number;
}

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

async function load(
  staging: ReturnType<typeof directoryImportRepository>,
  items: AsyncIterable<Practitioner[]>,
  { batchSize, inFlight: maxInFlight }: { batchSize: number; inFlight: number },
) {
  let batch: string[] = [];
  const inFlight = new Set<Promise<void>>();
  // The first failed insert, kept: one that settles while no one awaits it (the database restarted
  // mid-load) would otherwise leave its rows out of a staging table swapped in as if whole.
  let failure: { error: unknown } | undefined;
  const flush = async () => {
    if (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    if (failure) throw failure.error;
    const insert: Promise<void> = staging
      .insertBatch(`[${batch.join(',')}]`)
      .catch((error: unknown) => void (failure ??= { error }))
      .finally(() => inFlight.delete(insert));
    inFlight.add(insert);
    batch = [];
  };
  for await (const group of items) {
    for (const practitioner of group) batch.push(rowJson(practitioner));
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length) await flush();
  await Promise.all(inFlight);
  if (failure) throw failure.error;
}

/**
 * Loads the file into the staging table `stagingTable` and indexes it, the live directory
 * untouched; the staging table is dropped if anything fails. `practitioners` is what was parsed.
 */
export async function stageRpps({
  db,
  input,
  batchSize = 2000,
  inFlight = IN_FLIGHT,
  stagingTable = IMPORT_STAGING,
}: ImportOptions & { stagingTable?: string }): Promise<ParseStats & { encoding: 'utf8' | 'cp1252' }> {
  const stats: ParseStats = { lines: 0, skipped: 0, practitioners: 0 };
  const lines = decodeLines(input);
  const staging = directoryImportRepository(db, stagingTable);
  await staging.createStaging();
  try {
    await load(staging, practitioners(lines, stats), { batchSize, inFlight });
    if (stats.unordered) await staging.mergeSplitPractitioners();
    await staging.indexStaging();
  } catch (error) {
    await staging.dropStaging().catch(() => {});
    throw error;
  }
  delete stats.unordered;
  return { ...stats, encoding: lines.encoding };
}

export async function importRpps({ db, input, batchSize = 2000 }: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const stats = await stageRpps({ db, input, batchSize });
  const staging = directoryImportRepository(db);
  try {
    await staging.swap();
  } catch (error) {
    await staging.dropStaging().catch(() => {});
    throw error;
  }
  stats.practitioners = await staging.countLive();
  return { ...stats, durationMs: performance.now() - started };
}

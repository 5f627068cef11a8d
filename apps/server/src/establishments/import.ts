/**
 * Imports a FINESS stock file into the job places: one upsert by FINESS number per `structureet`
 * line, all in one transaction (a failed import leaves the previous data). Streamed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobPlaces } from '../db/schema.ts';
import { parseStructureLine, toPlace, type PlaceInput } from './format.ts';
import { readLines } from './windows1252.ts';

const BATCH = 1000;

export interface ImportResult {
  /** Establishments inserted or updated. */
  places: number;
  /** `structureet` lines left out (FINESS number or name unusable). */
  rejected: number;
  /** Lines of a kind other than structureet and geolocalisation. */
  ignored: number;
}

export class FinessFormatError extends Error {}

async function upsert(db: Db, batch: Map<string, PlaceInput>): Promise<void> {
  if (batch.size === 0) return;
  await db
    .insert(jobPlaces)
    .values([...batch.values()])
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
  batch.clear();
}

/** `source`: the file's bytes (a file stream, or the generator's chunks). */
export async function importFiness(db: Db, source: AsyncIterable<Uint8Array | string>): Promise<ImportResult> {
  const imported = await db.transaction(async (tx) => {
    const result: ImportResult = { places: 0, rejected: 0, ignored: 0 };
    const batch = new Map<string, PlaceInput>();
    let lineNumber = 0;
    for await (const line of readLines(source)) {
      lineNumber++;
      if (line.trim() === '') continue;
      const kind = line.slice(0, line.indexOf(';'));
      if (kind === 'geolocalisation' || (lineNumber === 1 && kind === 'finess')) continue;
      const structure = parseStructureLine(line);
      if (!structure) {
        result.ignored++;
        continue;
      }
      const place = toPlace(structure);
      if (!place) {
        result.rejected++;
        continue;
      }
      // The same number twice in one statement would fail: the later line wins.
      if (!batch.has(place.finess)) result.places++;
      batch.set(place.finess, place);
      if (batch.size >= BATCH) await upsert(tx, batch);
    }
    await upsert(tx, batch);
    if (result.places + result.rejected === 0 && result.ignored > 0) {
      throw new FinessFormatError("Ce fichier n'est pas un fichier FINESS : aucune ligne structureet.");
    }
    return result;
  });
  // Fresh statistics, or the planner ignores the search indexes (PGlite has no autovacuum).
  await db.execute(sql`analyze job_places`);
  return imported;
}

/** Rows in job places: the embedded default imports a synthetic file when there are few. */
export async function countJobPlaces(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(jobPlaces);
  return row?.count ?? 0;
}

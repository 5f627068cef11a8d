/**
 * Imports a FINESS stock file into the job places: one upsert by FINESS number per `structureet`
 * line, all in one transaction (a failed import leaves the previous data). Streamed.
 */
import type { Db } from '../db/client.ts';
import { decodeLines } from '../national-files/lines.ts';
import { parseStructureLine, toJobPlace, type JobPlaceInput } from './format.ts';
import { jobPlacesRepository } from './repository.ts';

const BATCH = 1000;

export interface ImportResult {
  /** Establishments inserted or updated. */
  jobPlaces: number;
  /** `structureet` lines left out (FINESS number or name unusable). */
  rejected: number;
  /** Lines of a kind other than structureet and geolocalisation. */
  ignored: number;
}

export class FinessFormatError extends Error {}

async function* eachLine(chunks: AsyncIterable<string[]>): AsyncGenerator<string> {
  for await (const lines of chunks) yield* lines;
}

/** `source`: the file's bytes (a file stream, or the generator's chunks). */
export async function importFiness(db: Db, source: AsyncIterable<Uint8Array | string>): Promise<ImportResult> {
  const imported = await db.transaction(async (tx) => {
    const repository = jobPlacesRepository(tx);
    const upsert = async (batch: Map<string, JobPlaceInput>) => {
      await repository.upsertByFiness([...batch.values()]);
      batch.clear();
    };
    const result: ImportResult = { jobPlaces: 0, rejected: 0, ignored: 0 };
    const batch = new Map<string, JobPlaceInput>();
    let lineNumber = 0;
    for await (const line of eachLine(decodeLines(source))) {
      lineNumber++;
      if (line.trim() === '') continue;
      const kind = line.slice(0, line.indexOf(';'));
      if (kind === 'geolocalisation' || (lineNumber === 1 && kind === 'finess')) continue;
      const structure = parseStructureLine(line);
      if (!structure) {
        result.ignored++;
        continue;
      }
      const jobPlace = toJobPlace(structure);
      if (!jobPlace) {
        result.rejected++;
        continue;
      }
      // The same number twice in one statement would fail: the later line wins.
      if (!batch.has(jobPlace.finess)) result.jobPlaces++;
      batch.set(jobPlace.finess, jobPlace);
      if (batch.size >= BATCH) await upsert(batch);
    }
    await upsert(batch);
    if (result.jobPlaces + result.rejected === 0 && result.ignored > 0) {
      throw new FinessFormatError("Ce fichier n'est pas un fichier FINESS : aucune ligne structureet.");
    }
    return result;
  });
  await jobPlacesRepository(db).analyze();
  return imported;
}

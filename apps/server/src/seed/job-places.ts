/** The embedded default: a few thousand synthetic job places when job places are nearly empty. */
import { Readable } from 'node:stream';
import type { Db } from '../db/client.ts';
import { finessBytes } from '../job-places/generate.ts';
import { importFiness } from '../job-places/import.ts';
import { jobPlacesRepository } from '../job-places/repository.ts';

export const DEFAULT_SEED_LINES = 2000;
const FEW_PLACES = 50;

/**
 * Imports `SEED_FINESS_LINES` (default 2,000; 0 skips) generated job places when job places
 * hold fewer than 50 rows. Returns how many were imported.
 */
export async function seedJobPlaces(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const lines = env.SEED_FINESS_LINES === undefined ? DEFAULT_SEED_LINES : Number(env.SEED_FINESS_LINES);
  if (!Number.isInteger(lines) || lines <= 0) return 0;
  if ((await jobPlacesRepository(db).count()) >= FEW_PLACES) return 0;
  const { jobPlaces } = await importFiness(db, Readable.from(finessBytes({ lines, seed: 2026 })));
  return jobPlaces;
}

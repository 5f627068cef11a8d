/** The embedded default: a few thousand synthetic establishments when job places are nearly empty. */
import { Readable } from 'node:stream';
import type { Db } from '../db/client.ts';
import { finessBytes } from './generate.ts';
import { countJobPlaces, importFiness } from './import.ts';

export const DEFAULT_SEED_LINES = 2000;
const FEW_PLACES = 50;

/**
 * Imports `SEED_FINESS_LINES` (default 2,000; 0 skips) generated establishments when job places
 * hold fewer than 50 rows. Returns how many were imported.
 */
export async function seedEstablishments(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const lines = env.SEED_FINESS_LINES === undefined ? DEFAULT_SEED_LINES : Number(env.SEED_FINESS_LINES);
  if (!Number.isInteger(lines) || lines <= 0) return 0;
  if ((await countJobPlaces(db)) >= FEW_PLACES) return 0;
  const { places } = await importFiness(db, Readable.from(finessBytes({ lines, seed: 2026 })));
  return places;
}

/**
 * The embedded default's directory: on first start with the demo seed, a generated file of about
 * 20,000 lines (SEED_DIRECTORY_LINES; 0 = none) written into DATA_DIR, then imported, so a newcomer
 * finds the demo doctors (Claire Dubois, Hugo Girard, and Élise Fontaine and Julien Mercier who have no account yet) in the
 * sign-up search, and those of the administration's demo data (their pending changes are checked
 * against it). Skipped once filled.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { directoryPractitioners } from '../db/schema.ts';
import { writeRppsFile, type FixedPractitioner } from '../directory/generate.ts';
import { importRpps, type ImportResult } from '../directory/import.ts';
import { adminDemoPractitioners } from './demo-admin-accounts.ts';

export const DEMO_PRACTITIONERS: FixedPractitioner[] = [
  { rpps: '10003456786', civilTitle: 'MME', firstName: 'Claire', lastName: 'Dubois', jobPlaces: [{ label: 'CLINIQUE DU PARC', city: 'Lyon', finess: '690102348' }] }, // prettier-ignore
  { rpps: '10004567896', civilTitle: 'M', firstName: 'Hugo', lastName: 'Girard', jobPlaces: [{ label: 'CLINIQUE DU VIEUX-PORT', city: 'Marseille', finess: '130045677' }] }, // prettier-ignore
  // Not yet an account: the doctor a newcomer can sign up as, her workplace a known establishment.
  { rpps: '10005678908', civilTitle: 'MME', firstName: 'Élise', lastName: 'Fontaine', jobPlaces: [{ label: 'POLYCLINIQUE PASTEUR', city: 'Paris', finess: '750123457' }] }, // prettier-ignore
  // Not yet an account either: the doctor who signs up through the Pro Santé Connect stand-in (two workplaces).
  { rpps: '10007890121', civilTitle: 'M', firstName: 'Julien', lastName: 'Mercier', jobPlaces: [{ label: 'CLINIQUE DU VIEUX-PORT', city: 'Marseille', finess: '130045677' }, { label: 'MAISON DE SANTE DES CHARTRONS', city: 'Bordeaux', finess: '330078908' }] }, // prettier-ignore
  ...adminDemoPractitioners,
];

export const DEFAULT_DIRECTORY_LINES = 20_000;

/** Fills an empty directory; null when there was nothing to do. */
export async function seedDirectory(
  db: Db,
  { dataDir, lines }: { dataDir: string; lines: number },
): Promise<ImportResult | null> {
  if (lines <= 0) return null;
  const [any] = await db.select({ rpps: directoryPractitioners.rpps }).from(directoryPractitioners).limit(1);
  if (any) return null;
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, 'PS_LibreAcces_Personne_activite_demo.txt');
  await writeRppsFile(createWriteStream(file), { lines, practitioners: DEMO_PRACTITIONERS });
  return importRpps({ db, input: createReadStream(file, { highWaterMark: 1 << 18 }) });
}

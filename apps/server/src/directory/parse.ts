/**
 * From the file's lines to practitioners: columns found by header name (any of the 48, 52 and 56
 * column layouts, or a future one), consecutive lines of one RPPS number grouped with their job places.
 */
import type { CivilTitle, DirectoryJobPlace } from '@portal/shared';
import type { RppsColumn } from './columns.ts';
import { searchKey } from './search-key.ts';

export interface Practitioner {
  rpps: string;
  nationalId: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  professionCode: string;
  jobPlaces: DirectoryJobPlace[];
}

export interface ParseStats {
  lines: number;
  skipped: number;
  practitioners: number;
  /** Whether RPPS numbers went down somewhere: only then can a practitioner come back later. */
  unordered?: boolean;
}

const USED = [
  "Type d'identifiant PP",
  'Identifiant PP',
  'Identification nationale PP',
  'Code civilité',
  "Nom d'exercice",
  "Prénom d'exercice",
  'Code profession',
  'Raison sociale site',
  'Enseigne commerciale site',
  'Code postal (coord. structure)',
  'Libellé commune (coord. structure)',
  'Numéro FINESS site',
] as const satisfies readonly RppsColumn[];
type Used = (typeof USED)[number];
const REQUIRED: Used[] = ['Identifiant PP', "Nom d'exercice", "Prénom d'exercice"];

/** Column positions by name; header names compared without case, accents or BOM. */
export function mapHeader(header: string): Record<Used, number> {
  const names = header
    .replace(/^\uFEFF/, '')
    .split('|')
    .map(searchKey);
  const positions = Object.fromEntries(USED.map((name) => [name, names.indexOf(searchKey(name))]));
  const missing = REQUIRED.filter((name) => positions[name] === -1);
  if (missing.length) throw new Error(`Not an RPPS "Personne activité" file: no column ${missing.join(', ')}`);
  return positions as Record<Used, number>;
}

const civilTitle = (code: string): CivilTitle => (code === 'M' ? 'M' : code === 'MME' || code === 'MLLE' ? 'MME' : 'Other'); // prettier-ignore

/**
 * The practitioners of `chunks` (arrays of lines, header first), in file order, as arrays of those
 * each chunk completes; counts lines into `stats`.
 */
export async function* practitioners(
  chunks: AsyncIterable<string[]>,
  stats: ParseStats,
): AsyncGenerator<Practitioner[]> {
  let at: Record<Used, number> | undefined;
  let fieldCount = 0;
  let current: Practitioner | undefined;
  let jobPlaceKeys = new Set<string>();
  for await (const lines of chunks) {
    const done: Practitioner[] = [];
    for (const line of lines) {
      if (!at) {
        at = mapHeader(line);
        // The columns after the last one used are not split at all.
        fieldCount = Math.max(...Object.values(at)) + 1;
        continue;
      }
      if (line === '') continue;
      stats.lines++;
      const fields = line.split('|', fieldCount);
      const get = (name: Used) => (at![name] === -1 ? '' : (fields[at![name]] ?? '').trim());
      const rpps = get('Identifiant PP');
      const type = get("Type d'identifiant PP");
      if ((type !== '' && type !== '8') || !/^\d{11}$/.test(rpps)) {
        stats.skipped++;
        continue;
      }
      if (current?.rpps !== rpps) {
        if (current) done.push(current);
        if (current && rpps < current.rpps) stats.unordered = true;
        stats.practitioners++;
        jobPlaceKeys = new Set();
        current = {
          rpps,
          nationalId: get('Identification nationale PP') || `8${rpps}`,
          civilTitle: civilTitle(get('Code civilité')),
          firstName: get("Prénom d'exercice"),
          lastName: get("Nom d'exercice"),
          professionCode: get('Code profession'),
          jobPlaces: [],
        };
      }
      const jobPlace = {
        label: get('Raison sociale site') || get('Enseigne commerciale site'),
        city: get('Libellé commune (coord. structure)'),
        zipcode: get('Code postal (coord. structure)'),
        finess: get('Numéro FINESS site'),
      };
      const key = `${jobPlace.label}|${jobPlace.city}|${jobPlace.zipcode}|${jobPlace.finess}`;
      // A line without a structure (student, retired...) adds the practitioner, not a jobPlace.
      if (key !== '|||' && !jobPlaceKeys.has(key)) {
        jobPlaceKeys.add(key);
        current.jobPlaces.push(jobPlace);
      }
    }
    if (done.length) yield done;
  }
  if (!at) throw new Error('Not an RPPS "Personne activité" file: it is empty');
  if (current) yield [current];
}

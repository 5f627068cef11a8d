/** The FINESS `etalab-cs1100507-stock` file (see shared FORMATS.md): fields and their mapping. */

/** Fields of a `structureet` line, in order. */
export const STRUCTURE_FIELDS = [
  'structureet',
  'nofinesset',
  'nofinessej',
  'rs',
  'rslongue',
  'complrs',
  'compldistrib',
  'numvoie',
  'typvoie',
  'voie',
  'compvoie',
  'lieuditbp',
  'commune',
  'departement',
  'libdepartement',
  'ligneacheminement',
  'telephone',
  'telecopie',
  'categetab',
  'libcategetab',
  'categagretab',
  'libcategagretab',
  'siret',
  'codeape',
  'codemft',
  'libmft',
  'codesph',
  'libsph',
  'dateouv',
  'dateautor',
  'datemaj',
  'numuai',
] as const;

export type StructureField = (typeof STRUCTURE_FIELDS)[number];
export type Structure = Record<StructureField, string>;

export const SEPARATOR = ';';
export const FINESS_PATTERN = /^[0-9][0-9AB][0-9]{7}$/;

/** What a job place holds, as imported. */
export interface JobPlaceInput {
  finess: string;
  label: string;
  address: string;
  zipcode: string;
  city: string;
  siret: string | null;
}

/** Street type codes of the file and how an address spells them. */
const STREET_TYPES: Record<string, string> = {
  ALL: 'allée',
  AV: 'avenue',
  BD: 'boulevard',
  CHE: 'chemin',
  CRS: 'cours',
  IMP: 'impasse',
  PL: 'place',
  QUAI: 'quai',
  R: 'rue',
  RTE: 'route',
  SQ: 'square',
};
const REPETITIONS: Record<string, string> = { B: 'bis', T: 'ter', Q: 'quater' };

/** The fields of one line, keyed by name; a line of another kind gives null. */
export function parseStructureLine(line: string): Structure | null {
  const values = line.split(SEPARATOR);
  if (values[0] !== 'structureet') return null;
  return Object.fromEntries(STRUCTURE_FIELDS.map((name, i) => [name, (values[i] ?? '').trim()])) as Structure;
}

/** `69003 LYON` or `01012 BOURG EN BRESSE CEDEX` gives zipcode and city (no CEDEX). */
export function splitRouting(line: string): { zipcode: string; city: string } {
  const match = /^(\d{5})\s+(.*)$/.exec(line.trim());
  if (!match) return { zipcode: '', city: line.trim() };
  const city = (match[2] ?? '').replace(/\s+CEDEX(\s+\d+)?$/i, '').trim();
  return { zipcode: match[1] ?? '', city };
}

export function joinAddress(s: Pick<Structure, 'numvoie' | 'typvoie' | 'voie' | 'compvoie'>): string {
  const repetition = REPETITIONS[s.compvoie.toUpperCase()] ?? s.compvoie;
  const streetType = STREET_TYPES[s.typvoie.toUpperCase()] ?? s.typvoie;
  return [s.numvoie, repetition, streetType, s.voie]
    .filter((part) => part !== '')
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** The job place of a `structureet` line; null when the FINESS number or the name is unusable. */
export function toJobPlace(s: Structure): JobPlaceInput | null {
  const finess = s.nofinesset.toUpperCase();
  const label = s.rslongue || s.rs;
  if (!FINESS_PATTERN.test(finess) || label === '') return null;
  const siret = s.siret.replace(/\s+/g, '');
  return {
    finess,
    label,
    address: joinAddress(s),
    ...splitRouting(s.ligneacheminement),
    siret: /^\d{14}$/.test(siret) ? siret : null,
  };
}

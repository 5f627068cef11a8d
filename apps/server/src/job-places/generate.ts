/**
 * A synthetic FINESS stock file, line for line in the real format (shared FORMATS.md): metadata
 * line, `structureet` lines, then `geolocalisation` lines; Windows-1252. Deterministic for a seed.
 */
import { SEPARATOR, STRUCTURE_FIELDS, type Structure } from './format.ts';
import { KINDS, QUALIFIERS, SAINTS, STREETS, SURNAMES, TOWNS } from './generate-data.ts';
import { luhnCheckDigit } from '../national-files/luhn.ts';
import { seededRandom, type SeededRandom } from '../national-files/random.ts';
import { encodeWindows1252 } from '../national-files/windows-1252.ts';

export interface GenerateOptions {
  /** Number of establishments. */
  lines: number;
  seed?: number;
  /** Extraction date, in the metadata line and the file name. */
  date?: Date;
}

/** `etalab-cs1100507-stock-YYYYMMDD-HHMM.csv` */
export function finessFileName(date: Date): string {
  const iso = date.toISOString();
  return `etalab-cs1100507-stock-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}.csv`;
}

/** Luhn key of the 8 first characters (Corsica's A and B count as 0). */
export const finessKey = (body: string) => String(luhnCheckDigit(body.replace(/[AB]/g, '0')));

function luhnSiret(body: string): string {
  return body + finessKey(body.slice(-8)).slice(0, 1);
}

/** The structureet fields of establishment number `index`. */
function structure(index: number, r: SeededRandom, day: string, counters: Map<string, number>): Structure {
  const { next, pick } = r;
  const [departement, libdepartement, commune, zipcode, city] = pick(TOWNS);
  const kind = pick(KINDS);
  const townName = city.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());
  const label = kind.name
    .replace('{town}', townName)
    .replace('{saint}', pick(SAINTS))
    .replace('{qualifier}', pick(QUALIFIERS))
    .replace('{surname}', pick(SURNAMES));
  // Numbers of a department are sequential, so unique; third digit 8 or 9 (the seed uses 0 and 1).
  const count = (counters.get(departement) ?? 0) + 1;
  counters.set(departement, count);
  const width = departement.length === 3 ? 5 : 6;
  const body = `${departement}${String(count + 8 * 10 ** (width - 1)).padStart(width, '0')}`.slice(0, 8);
  const legalBody = `${body.slice(0, 2)}0${body.slice(3)}`;
  const [typvoie, voie] = pick(STREETS);
  const phone = `0${1 + Math.floor(next() * 5)}${String(Math.floor(next() * 1e8)).padStart(8, '0')}`;
  const [categetab, libcategetab, categagretab, libcategagretab] = kind.category;
  return {
    structureet: 'structureet',
    nofinesset: `${body}${finessKey(body)}`,
    nofinessej: `${legalBody}${finessKey(legalBody)}`,
    rs: label.toUpperCase().slice(0, 38),
    // Some real lines have no long name: the short one is the label then.
    rslongue: index % 7 === 3 ? '' : label,
    complrs: '',
    compldistrib: index % 5 === 0 ? 'Bâtiment B' : '',
    numvoie: String(1 + Math.floor(next() * 240)),
    typvoie,
    voie,
    compvoie: index % 11 === 0 ? 'B' : '',
    lieuditbp: index % 13 === 0 ? `BP ${100 + (index % 900)}` : '',
    commune,
    departement,
    libdepartement,
    ligneacheminement: `${zipcode} ${city}${index % 17 === 0 ? ' CEDEX' : ''}`,
    telephone: phone,
    telecopie: '',
    categetab,
    libcategetab,
    categagretab,
    libcategagretab,
    siret: index % 9 === 4 ? '' : luhnSiret(String(Math.floor(next() * 1e13)).padStart(13, '0')),
    codeape: '8610Z',
    codemft: '03',
    libmft: 'ARS établissements Publics de santé dotation globale',
    codesph: '1',
    libsph: 'Etablissement public de santé',
    dateouv: '1979-02-13',
    dateautor: '1979-02-13',
    datemaj: day,
    numuai: '',
  };
}

/** The file's lines, each ending with LF. */
export function* finessLines({ lines, seed = 1, date = new Date() }: GenerateOptions): Generator<string> {
  const day = date.toISOString().slice(0, 10);
  yield `finess;etalab;96;${day}\n`;
  const r = seededRandom(seed);
  const numbers: string[] = [];
  const counters = new Map<string, number>();
  for (let index = 1; index <= lines; index++) {
    const s = structure(index, r, day, counters);
    numbers.push(s.nofinesset);
    yield `${STRUCTURE_FIELDS.map((name) => s[name].replaceAll(SEPARATOR, ',')).join(SEPARATOR)}\n`;
  }
  for (const finess of numbers) {
    const x = (600_000 + r.next() * 500_000).toFixed(1);
    const y = (6_200_000 + r.next() * 900_000).toFixed(1);
    yield `geolocalisation;${finess};${x};${y};1,ATLASANTE,100,IGN,BD_ADRESSE,V2.2,LAMBERT_93;${day}\n`;
  }
}

/** The file's bytes, in chunks of a few hundred lines. */
export function* finessBytes(options: GenerateOptions): Generator<Uint8Array> {
  let batch: string[] = [];
  for (const line of finessLines(options)) {
    batch.push(line);
    if (batch.length === 500) {
      yield encodeWindows1252(batch.join(''));
      batch = [];
    }
  }
  if (batch.length > 0) yield encodeWindows1252(batch.join(''));
}

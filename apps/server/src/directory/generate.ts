/** Writes a synthetic RPPS "Personne activité" file exactly in the published format (FORMATS.md). */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { RPPS_COLUMNS, STRUCTURE_FIRST, STRUCTURE_LAST, type RppsLayout } from './columns.ts';
import { CITIES, COMMON_LAST_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, PLACES, RARE_LAST_NAMES } from './names.ts';
import { SAINTS, SITE_PATTERNS } from './names.ts';
import { seededRandom, type SeededRandom } from '../national-files/random.ts';
import { encodeWindows1252 } from '../national-files/windows-1252.ts';
import { rppsWithCheckDigit } from './rpps-number.ts';

/** A practitioner the file must contain (e.g. the demo doctors), one line per job place. */
export interface FixedPractitioner {
  rpps: string;
  civilTitle: 'M' | 'MME';
  firstName: string;
  lastName: string;
  /** `finess` links the site to an establishment of the FINESS file. */
  jobPlaces: FixedJobPlace[];
}

type FixedJobPlace = { label: string; city: string; finess?: string };

export interface GenerateOptions {
  /** Lines after the header. */
  lines: number;
  columns?: RppsLayout;
  seed?: number;
  practitioners?: FixedPractitioner[];
}

// prettier-ignore
const PROFESSIONS = Object.entries({
  '10': 'Médecin', '21': 'Pharmacien', '40': 'Chirurgien-Dentiste', '50': 'Sage-Femme', '60': 'Infirmier',
  '70': 'Masseur-Kinésithérapeute', '86': 'Technicien de laboratoire médical', '91': 'Orthophoniste', '98': 'Manipulateur ERM',
});
// prettier-ignore
const MODES = [['L', 'Libéral'], ['S', 'Salarié'], ['S', 'Salarié'], ['B', 'Bénévole']] as const;

function lastName(r: SeededRandom): string {
  if (r.next() < 0.35) return r.pick(COMMON_LAST_NAMES);
  // Compound names make most names rare, as in the real file.
  if (r.next() < 0.3) return `${r.pick(RARE_LAST_NAMES)}-${r.pick(RARE_LAST_NAMES)}`;
  return r.pick(RARE_LAST_NAMES);
}

interface Person {
  rpps: string;
  civilTitle: 'M' | 'MME';
  firstName: string;
  lastName: string;
}

function structureFields(r: SeededRandom, person: Person, fixed?: FixedJobPlace): string[] {
  const city = (fixed && CITIES.find((c) => c.name === fixed.city)) ?? r.pick(CITIES);
  const label =
    fixed?.label ??
    r
      .pick(SITE_PATTERNS)
      .replace('{city}', city.name.toUpperCase())
      .replace('{name}', person.lastName.toUpperCase())
      .replace('{saint}', r.pick(SAINTS))
      .replace('{place}', r.pick(PLACES));
  const department = city.code.slice(0, 2);
  const siret = r.digits(14);
  const finess = () => department + r.digits(7);
  // prettier-ignore
  return [
    siret, siret.slice(0, 9), fixed?.finess ?? finess(), finess(), `R1000000${r.digits(6)}`, label, '', '', '',
    String(1 + r.int(120)), '', 'R', 'Rue', r.pick(['DE LA RÉPUBLIQUE', 'PASTEUR', "D'ALSACE-LORRAINE", 'SAINT-ÉLOI']),
    '', '', city.zipcode, city.code, city.name, '', '', `0${1 + r.int(5)}${r.digits(8)}`, '', '', '',
    department, '', '',
  ];
}

/** One activity line's fields; `jobPlace` null leaves the structure block empty, undefined draws one. */
function line(r: SeededRandom, person: Person, jobPlace: FixedJobPlace | null | undefined): string[] {
  const [code, label] = r.next() < 0.7 ? PROFESSIONS[0]! : r.pick(PROFESSIONS);
  const doctor = code === '10';
  // prettier-ignore
  const skill = doctor ? (r.next() < 0.15 ? ['SM01', 'Anatomie et cytologie pathologiques'] : ['SM54', 'Médecine générale']) : ['', ''];
  const [mode, modeLabel] = r.pick(MODES);
  const female = person.civilTitle === 'MME';
  // prettier-ignore
  const fields = [
    '8', person.rpps, `8${person.rpps}`, doctor ? 'DR' : '', doctor ? 'Docteur' : '', person.civilTitle,
    female ? 'Madame' : 'Monsieur', person.lastName.toUpperCase(), person.firstName, code, label, 'C', 'Civil',
    doctor ? 'S' : '', doctor ? 'Spécialité ordinale' : '', ...skill, mode, modeLabel,
    ...(jobPlace === null ? Array<string>(STRUCTURE_LAST - STRUCTURE_FIRST + 1).fill('') : structureFields(r, person, jobPlace)),
    code === '21' ? 'RPPS/ONP' : 'RPPS/ONM', 'SA07', 'Cabinet individuel', '', '', 'FON-01', 'Titulaire de cabinet',
    'GENR01', 'Activité standard de soin',
  ];
  return fields;
}

/** The file's lines, header first, without their line ending; lazily, so any size streams. */
export function* rppsLines(options: GenerateOptions): Generator<string> {
  const columns = options.columns ?? 56;
  const r = seededRandom(options.seed ?? 1);
  const format = (fields: readonly string[]) => `${fields.slice(0, columns).join('|')}|`;
  yield format(RPPS_COLUMNS);
  let written = 0;
  for (const fixed of options.practitioners ?? []) {
    for (const jobPlace of fixed.jobPlaces.length ? fixed.jobPlaces : [null]) {
      if (written++ < options.lines) yield format(line(r, fixed, jobPlace));
    }
  }
  for (let index = 0; written < options.lines; index++) {
    const female = r.next() < 0.5;
    const person: Person = {
      // Numbers from 1001000000x on: clear of the demo accounts' 1000345678x and 1000456789x.
      rpps: rppsWithCheckDigit(String(1_001_000_000 + index)),
      civilTitle: female ? 'MME' : 'M',
      firstName: r.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
      lastName: lastName(r),
    };
    const activities = 1 + Math.floor(r.next() ** 2 * 4);
    for (let i = 0; i < activities && written < options.lines; i++, written++) {
      yield format(line(r, person, r.next() < 0.1 ? null : undefined));
    }
  }
}

/** Streams the file to `out` (CRLF-free, `\n` endings) with back-pressure; resolves when written. */
export async function writeRppsFile(out: Writable, options: GenerateOptions & { encoding?: 'utf8' | 'cp1252' }) {
  const encode = options.encoding === 'cp1252' ? encodeWindows1252 : (text: string) => Buffer.from(text, 'utf8');
  let buffer = '';
  for (const text of rppsLines(options)) {
    buffer += `${text}\n`;
    if (buffer.length > 1 << 16) {
      if (!out.write(encode(buffer))) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(encode(buffer));
  await once(out, 'finish');
}

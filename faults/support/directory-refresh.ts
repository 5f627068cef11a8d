/**
 * The directory refresh's fault: two extracts written by the generator (the second with one
 * practitioner in a hundred renamed and one in two hundred struck off, so the two directories differ
 * in count and in names), the first loaded as an operator does (`npm run import:rpps`).
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { rppsLines } from '../../apps/server/src/directory/generate.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  let buffer = '';
  for (const line of lines) {
    buffer += `${line}\n`;
    if (buffer.length > 1 << 16) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}

const numberOf = (fields: string[]) => (/^\d{11}$/.test(fields[1] ?? '') ? Number(fields[1]!.slice(0, 10)) : -1);

function* changed(lines: number): Generator<string> {
  for (const line of rppsLines({ lines, seed: 37 })) {
    const fields = line.split('|');
    const n = numberOf(fields);
    if (n >= 0 && n % 200 === 7) continue;
    if (n >= 0 && n % 100 === 3) fields[7] = `${fields[7]}-NOUVEAU`;
    yield fields.join('|');
  }
}

export interface Extracts {
  /** The live directory's file, and the refreshed one (in `folder`, the refresh's source). */
  base: string;
  next: string;
  /** An RPPS renamed by the refresh, and the last name the refresh gives it. */
  renamed: { rpps: string; lastName: string };
}

export async function writeExtracts(work: string, folder: string, lines: number): Promise<Extracts> {
  const base = join(work, 'PS_LibreAcces_Personne_activite_202611280000.txt');
  const next = join(folder, 'PS_LibreAcces_Personne_activite_202611290000.txt');
  await writeLines(base, rppsLines({ lines, seed: 37 }));
  await writeLines(next, changed(lines));
  for (const line of changed(lines)) {
    const fields = line.split('|');
    if (fields[7]?.endsWith('-NOUVEAU')) return { base, next, renamed: { rpps: fields[1]!, lastName: fields[7] } };
  }
  throw new Error('no practitioner renamed');
}

/** `npm run import:rpps -- <file>` on `databaseUrl`. */
export function importFile(file: string, databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'import:rpps', '--', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`import:rpps exited ${code}`))));
  });
}

/** The directory the database holds: how many practitioners, and the last name of the one the refresh renames. */
export async function directoryState(databaseUrl: string, renamed: Extracts['renamed']) {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const count = Number((await database.query('select count(*) from directory_practitioners')).rows[0].count);
    const name = (await database.query('select last_name from directory_practitioners where rpps = $1', [renamed.rpps]))
      .rows[0]?.last_name as string | undefined;
    return { count, name };
  } finally {
    await database.end();
  }
}

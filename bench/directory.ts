/**
 * `npm run bench:directory`: generates a 2.2-million-line RPPS file, imports it into PostgreSQL in
 * a child process (time, peak memory), runs 1,000 mixed searches (p50/p95/p99); then the same
 * searches on PGlite with a 200,000-line directory.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://portal:portal@localhost:5432/portal_bench),
 * created when missing, its public schema emptied. Sizes: BENCH_RPPS_LINES, BENCH_PGLITE_LINES.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, openPostgres, type Db } from '../apps/server/src/db/client.ts';
import { writeRppsFile } from '../apps/server/src/directory/generate.ts';
import { rppsWithCheckDigit } from '../apps/server/src/directory/rpps-number.ts';
import { importRpps } from '../apps/server/src/directory/import.ts';
import { COMMON_LAST_NAMES, FEMALE_FIRST_NAMES, RARE_LAST_NAMES } from '../apps/server/src/directory/names.ts';
import { directoryRepository, type DirectoryFilters } from '../apps/server/src/directory/repository.ts';
import { fmt, ms, printTable, Recorder, verdict } from './lib/stats.ts';
import { BENCH_DATABASE_URL, resetBenchDatabase } from './lib/database.ts';

const databaseUrl = BENCH_DATABASE_URL;
const postgresLines = Number(process.env.BENCH_RPPS_LINES ?? 2_200_000);
const pgliteLines = Number(process.env.BENCH_PGLITE_LINES ?? 200_000);
const SEARCHES = 1000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function generate(file: string, lines: number) {
  const started = performance.now();
  await writeRppsFile(createWriteStream(file), { lines, seed: 2026 });
  console.log(`generated ${lines} lines in ${fmt((performance.now() - started) / 1000)} s`);
}

/** `npm run import:rpps`, node flags included, as an operator runs it; its last line reports its peak RSS. */
function importInChild(file: string): Promise<{ seconds: number; peakMb: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'import:rpps', '--', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`import failed (${code}): ${output}`));
      const peakMb = Number(/peak RSS: (\d+) MB/.exec(output)?.[1]);
      resolve({ seconds: (performance.now() - started) / 1000, peakMb, output: output.trim() });
    });
  });
}

/** 1,000 mixed searches, the same list for both databases (a fixed pseudo-random walk). */
function searches(): Omit<DirectoryFilters, 'page' | 'rowsPerPage'>[] {
  const out: Omit<DirectoryFilters, 'page' | 'rowsPerPage'>[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const pick = <T>(items: T[]) => items[(i * 7919) % items.length]!;
    const kind = i % 5;
    if (kind === 0) out.push({ lastName: pick(COMMON_LAST_NAMES) });
    else if (kind === 1) out.push({ lastName: pick(RARE_LAST_NAMES) });
    else if (kind === 2) out.push({ lastName: pick(COMMON_LAST_NAMES), firstName: pick(FEMALE_FIRST_NAMES) });
    else if (kind === 3) out.push({ lastName: pick(RARE_LAST_NAMES).slice(0, 3), firstName: 'j' });
    else out.push({ rpps: rppsWithCheckDigit(String(1_001_000_000 + ((i * 7919) % 1_000_000))).slice(0, 6 + (i % 5)) });
  }
  return out;
}

async function measureSearches(db: Db): Promise<Recorder> {
  const recorder = new Recorder();
  for (const filters of searches()) {
    const started = performance.now();
    try {
      await directoryRepository(db).search({ ...filters, page: 0, rowsPerPage: 8 });
      recorder.ok(performance.now() - started);
    } catch (error) {
      recorder.fail((error as Error).message);
    }
  }
  return recorder;
}

const percentiles = (recorder: Recorder, target: number): [string, string][] => [
  ['searches', `${recorder.successes} ok, ${recorder.failures} failed`],
  ['p50', ms(recorder.percentile(50))],
  ['p95', `${ms(recorder.percentile(95))} (target <= ${target} ms: ${verdict(recorder.percentile(95) <= target)})`],
  ['p99', ms(recorder.percentile(99))],
];

const dir = await mkdtemp(join(tmpdir(), 'portal-bench-directory-'));
try {
  await resetBenchDatabase(databaseUrl);
  const bigFile = join(dir, 'PS_LibreAcces_Personne_activite_202601010000.txt');
  await generate(bigFile, postgresLines);
  const imported = await importInChild(bigFile);
  console.log(imported.output);
  const postgres = await openPostgres(databaseUrl);
  const onPostgres = await measureSearches(postgres.db);
  await postgres.close();
  printTable(`PostgreSQL: ${postgresLines} lines`, [
    ['import', `${fmt(imported.seconds)} s (target <= 90 s: ${verdict(imported.seconds <= 90)})`],
    ['import peak RSS', `${imported.peakMb} MB (target <= 300 MB: ${verdict(imported.peakMb <= 300)})`],
    ...percentiles(onPostgres, 25),
  ]);

  const smallFile = join(dir, 'small.txt');
  await generate(smallFile, pgliteLines);
  const pglite = await openDatabase({ dataDir: join(dir, 'pglite') });
  const started = performance.now();
  const result = await importRpps({ db: pglite.db, input: createReadStream(smallFile, { highWaterMark: 1 << 18 }) });
  const importSeconds = (performance.now() - started) / 1000;
  const onPglite = await measureSearches(pglite.db);
  await pglite.close();
  printTable(`PGlite: ${pgliteLines} lines`, [
    ['import', `${fmt(importSeconds)} s (${result.practitioners} practitioners)`],
    ...percentiles(onPglite, 150),
  ]);
} finally {
  await rm(dir, { recursive: true, force: true });
}

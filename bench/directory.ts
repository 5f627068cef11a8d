/**
 * `npm run bench:directory`: generates a 2.2-million-line RPPS file, imports it into PostgreSQL in
 * a child process (time, peak memory), runs 1,000 mixed searches (p50/p95/p99); then refreshes
 * that directory from the same file with 1 % of its practitioners renamed, in a child process as
 * the scheduled job does (time, peak memory, outcome), while searches run (p50/p95/p99 while it
 * runs); then the same searches on PGlite with a 200,000-line directory. BENCH_SKIP_REFRESH=1
 * skips the refresh.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://portal:portal@localhost:5432/portal_bench),
 * created when missing, its public schema emptied. Sizes: BENCH_RPPS_LINES, BENCH_PGLITE_LINES.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, createReadStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, openPostgres, type Db } from '../apps/server/src/db/client.ts';
import type { DirectoryRefresh } from '@portal/shared';
import { rppsLines, writeRppsFile } from '../apps/server/src/directory/generate.ts';
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

/** The same file with every hundredth practitioner (by RPPS number) renamed: 1 % changed. */
async function generateChanged(file: string, lines: number) {
  const started = performance.now();
  const out = createWriteStream(file);
  let buffer = '';
  for (const line of rppsLines({ lines, seed: 2026 })) {
    const fields = line.split('|');
    if (/^\d{11}$/.test(fields[1] ?? '') && Number(fields[1]!.slice(0, 10)) % 100 === 0)
      fields[7] = `${fields[7]}-REFRESH`;
    buffer += `${fields.join('|')}\n`;
    if (buffer.length > 1 << 16) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
  console.log(`generated ${lines} lines, 1 % renamed, in ${fmt((performance.now() - started) / 1000)} s`);
}

/** `npm run import:rpps`, node flags included, as an operator runs it; its last line reports its peak RSS. */
const importInChild = (file: string) => runChild(['run', '--silent', 'import:rpps', '--', file]);

/** The refresh (`lib/directory-refresh-child.ts`) with the import's node flags, from `folder`. */
const refreshInChild = (folder: string) =>
  runChild([
    'exec',
    '--',
    'tsx',
    '--max-semi-space-size=4',
    '--max-old-space-size=160',
    'bench/lib/directory-refresh-child.ts',
    folder,
  ]);

function runChild(args: string[]): Promise<{ seconds: number; peakMb: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${args.join(' ')} failed (${code}): ${output}`));
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

/** The searches, again and again until `until` settles (at least once through). */
async function measureSearchesWhile(db: Db, until: Promise<unknown>): Promise<Recorder> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => {});
  const recorder = new Recorder();
  while (!done) await measureSearches(db, () => done, recorder);
  return recorder;
}

async function measureSearches(db: Db, stop = () => false, recorder = new Recorder()): Promise<Recorder> {
  for (const filters of searches()) {
    if (stop()) break;
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

  if (!process.env.BENCH_SKIP_REFRESH) {
    const refreshDir = join(dir, 'refresh');
    await mkdir(refreshDir);
    await generateChanged(join(refreshDir, 'PS_LibreAcces_Personne_activite_202601020000.txt'), postgresLines);
    const searching = await openPostgres(databaseUrl);
    const refreshing = refreshInChild(refreshDir);
    const during = await measureSearchesWhile(searching.db, refreshing);
    await searching.close();
    const refreshed = await refreshing;
    const outcome = JSON.parse(refreshed.output.split('\n')[0]!) as DirectoryRefresh;
    printTable(`PostgreSQL: refresh of ${postgresLines} lines, 1 % renamed`, [
      [
        'refresh',
        `${fmt(refreshed.seconds)} s (${outcome.state}, ${outcome.changedPercent} % changed: ${outcome.renamed} renamed, ${outcome.added} added, ${outcome.removed} removed)`,
      ],
      ['refresh peak RSS', `${refreshed.peakMb} MB (target <= 300 MB: ${verdict(refreshed.peakMb <= 300)})`],
      ...percentiles(during, 25).map(([name, value]): [string, string] => [`${name} while it runs`, value]),
    ]);
  }

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

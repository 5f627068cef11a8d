/**
 * `npm run bench:sso` / `bench:enumeration`: starts a portal on PostgreSQL with the bench overlay and
 * seeded bench accounts, runs the benchmark against it, then stops it. `bench:login` starts its own
 * portals (one per configuration, and the compared checkout's): `bench/login.ts`.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://portal:portal@localhost:5432/portal_bench);
 * the database is created when missing and its public schema is emptied.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { BENCH_PASSWORD } from '../apps/server/src/seed/bench.ts';
import { BENCH_DATABASE_URL, resetBenchDatabase, settleBenchDatabase } from './lib/database.ts';
import { startBenchServer } from './lib/server.ts';

const bench = process.argv[2];
if (bench !== 'login' && bench !== 'sso' && bench !== 'enumeration') {
  throw new Error('usage: tsx bench/run.ts login|sso|enumeration');
}

const databaseUrl = BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_PORT ?? 3900);
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 200);

const run = (args: string[], env: Record<string, string>) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** The benchmark `bench/{name}.ts` in its own process, against one portal started here. */
async function againstOnePortal(name: string) {
  await resetBenchDatabase(databaseUrl);
  // The portal's statement counter (/metrics) is read by the bench with this token.
  const metricsToken = randomBytes(18).toString('base64url');
  const server = await startBenchServer({
    databaseUrl,
    port,
    env: { SEED_BENCH_ACCOUNTS: String(accounts), METRICS_TOKEN: metricsToken },
  });
  try {
    await settleBenchDatabase(databaseUrl);
    process.exitCode = await run([`bench/${name}.ts`], {
      BENCH_BASE_URL: server.base,
      BENCH_PASSWORD,
      BENCH_FIRST_ACCOUNT: '1',
      BENCH_ACCOUNTS: String(accounts),
      BENCH_SERVER_PID: String(server.pid),
      BENCH_METRICS_TOKEN: metricsToken,
    });
  } finally {
    await server.stop();
  }
}

if (bench === 'login') await import('./login.ts');
else await againstOnePortal(bench);

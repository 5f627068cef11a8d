/**
 * `npm run bench:login` / `bench:sso` / `bench:enumeration`: starts a portal on PostgreSQL with the bench
 * overlay and seeded bench accounts, runs the benchmark against it, then stops it.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://portal:portal@localhost:5432/portal_bench);
 * the database is created when missing and its public schema is emptied.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_PASSWORD } from '../apps/server/src/seed/bench.ts';
import { BENCH_DATABASE_URL, resetBenchDatabase } from './lib/database.ts';

const bench = process.argv[2];
if (bench !== 'login' && bench !== 'sso' && bench !== 'enumeration') {
  throw new Error('usage: tsx bench/run.ts login|sso|enumeration');
}

const databaseUrl = BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://localhost:${port}`;
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 200);

async function waitUntilHealthy() {
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(500);
  }
  throw new Error('the bench server did not become healthy in 60 s');
}

const run = (args: string[], env: Record<string, string>) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });

await resetBenchDatabase(databaseUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWKS_FILE: join(dataDir, 'jwks.json'),
    PORTAL_CONFIG_OVERLAY: 'config/overlays/bench.yaml',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SEED_DEMO: 'false',
    SEED_BENCH_ACCOUNTS: String(accounts),
    LOG_LEVEL: 'warn',
  },
});
try {
  await waitUntilHealthy();
  process.exitCode = await run([`bench/${bench}.ts`], {
    BENCH_BASE_URL: base,
    BENCH_PASSWORD,
    BENCH_FIRST_ACCOUNT: '1',
    BENCH_ACCOUNTS: String(accounts),
    BENCH_SERVER_PID: String(server.pid),
  });
} finally {
  server.kill('SIGTERM');
}

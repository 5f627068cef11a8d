/**
 * A portal for a bench: `apps/server/src/seed/main.ts` on PostgreSQL with the bench overlay, on a
 * loopback port, in its own data folder; stopped by `stop()`. From this checkout, or another one
 * (`cwd`: its server code, its dependencies, its `config/portal.yaml`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

export interface BenchServer {
  base: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  databaseUrl: string;
  port: number;
  /** More environment for the server (SEED_BENCH_ACCOUNTS, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** The checkout whose portal runs (default: this one). */
  cwd?: string;
  /** Receives each line the server writes to stdout (its JSON log); without it, stdout is dropped. */
  onLogLine?: (line: string) => void;
}

async function waitUntilHealthy(base: string, exited: () => boolean) {
  for (let i = 0; i < 240 && !exited(); i += 1) {
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(500);
  }
  throw new Error(
    exited() ? 'the bench server exited before it was healthy' : 'the bench server did not become healthy',
  );
}

export async function startBenchServer({
  databaseUrl,
  port,
  env = {},
  cwd,
  onLogLine,
}: BenchServerOptions): Promise<BenchServer> {
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  // BENCH_CPU_PROF=<folder>: the portal writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // BENCH_PORTAL_FLAGS: more node flags, to try a runtime setting (a garbage collector's, say).
  const flags = process.env.BENCH_PORTAL_FLAGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...profile, ...flags, '--import', 'tsx', 'apps/server/src/seed/main.ts'], {
    cwd,
    stdio: ['ignore', onLogLine ? 'pipe' : 'ignore', 'inherit'],
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
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  if (onLogLine && server.stdout) createInterface({ input: server.stdout }).on('line', onLogLine);
  let exited = false;
  // Its data folder (JWKS) goes with it.
  const done = new Promise<void>((resolve) =>
    server.on('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  void done.then(() => (exited = true));
  const stop = async () => {
    if (!exited) server.kill('SIGTERM');
    await done;
  };
  try {
    await waitUntilHealthy(base, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid, stop };
}

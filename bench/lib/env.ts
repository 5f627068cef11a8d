import os from 'node:os';

/** An integer environment variable, bounded: the benches never run unbounded loops. */
export function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export interface BenchEnv {
  /** BENCH_BASE_URL: the portal, loopback only. */
  base: URL;
  /** BENCH_ORIGIN: the Origin header of form posts; must be the server's public_url origin. */
  origin: string;
  /** BENCH_CONCURRENCY: virtual users. */
  concurrency: number;
  /** BENCH_SECONDS: length of each measured phase. */
  seconds: number;
  /** BENCH_ACCOUNTS: how many seeded accounts bench-{i}@bench.portail-anapath.fr to use. */
  accounts: number;
  /** BENCH_FIRST_ACCOUNT: the first i (default 0). */
  firstAccount: number;
  /** BENCH_PASSWORD: the password of every bench account. */
  password: string;
  /** The address of the n-th sign-in's account: spread over the accounts (per-account limits). */
  account(n: number): string;
  /** BENCH_SERVER_CORES: cores of the server processes, to report rates per core. */
  serverCores: number;
}

export function readBenchEnv(): BenchEnv {
  const base = new URL(process.env.BENCH_BASE_URL || 'http://localhost:3000');
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('BENCH_BASE_URL must be http(s)');
  if (!LOOPBACK.test(base.hostname)) {
    throw new Error(`BENCH_BASE_URL must be a loopback address (localhost, 127.x.x.x, [::1]); got ${base.hostname}`);
  }
  const origin = process.env.BENCH_ORIGIN || base.origin;
  const accounts = intEnv('BENCH_ACCOUNTS', 200, 1, 100_000);
  const firstAccount = intEnv('BENCH_FIRST_ACCOUNT', 0, 0, 1_000_000);
  return {
    base: new URL(base.origin),
    origin,
    concurrency: intEnv('BENCH_CONCURRENCY', 8, 1, 512),
    seconds: intEnv('BENCH_SECONDS', 20, 1, 300),
    accounts,
    firstAccount,
    password: process.env.BENCH_PASSWORD || 'Demo-Portail-2026!',
    account: (n) => `bench-${firstAccount + (n % accounts)}@bench.portail-anapath.fr`,
    serverCores: intEnv('BENCH_SERVER_CORES', os.availableParallelism(), 1, 1024),
  };
}

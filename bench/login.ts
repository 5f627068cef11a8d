/**
 * `npm run bench:login`: complete sign-ins as users make them (issue 35, point 4), each from an empty
 * cookie jar up to `GET /me` answering 200; per sign-in, the browser's round trips and the portal's
 * CPU. It starts its own portals on PostgreSQL: under the default configuration
 * (`auth.otp_is_mandatory: true`) for password + code by e-mail (read from an SMTP catcher the bench
 * runs) and password + authenticator app, then with `otp_is_mandatory: false` for the password alone
 * (the second row). With BENCH_COMPARE_WITH=<another checkout>, that checkout's portal runs beside
 * this one (same configuration, its own database), the same sign-ins go to both in alternate slices,
 * and the figures are printed side by side with the verdict: at most 10 % more portal CPU per
 * complete sign-in, and no more round trips. Figures only: the exit code says whether every sign-in
 * succeeded, not how fast. Env: bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchEmail, BENCH_PASSWORD } from '../apps/server/src/seed/bench.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../apps/server/test/support/smtp-catcher.ts';
import { measureArgon2 } from './lib/argon2.ts';
import { BENCH_DATABASE_URL, benchDatabaseName, resetBenchDatabase, settleBenchDatabase } from './lib/database.ts';
import { intEnv } from './lib/env.ts';
import { createAgent, TimedUser } from './lib/http.ts';
import { printScenario, Tally, verdictLine } from './lib/login-tally.ts';
import { reasonOf } from './lib/portal.ts';
import { closedLoop } from './lib/run.ts';
import { startBenchServer, type BenchServer } from './lib/server.ts';
import { machineCpuMeter } from './lib/serverCpu.ts';
import { AUTHENTICATOR_APP, CODE_BY_EMAIL, PASSWORD_ONLY, type Scenario, type SignInTarget } from './lib/sign-ins.ts';
import { statementMeter, statementsOf } from './lib/statements.ts';
import { fmt, ms } from './lib/stats.ts';
import { enrolTotp, TotpAccounts } from './lib/totp-accounts.ts';

const accounts = intEnv('BENCH_ACCOUNTS', 200, 1, 10_000);
const totpAccounts = intEnv('BENCH_TOTP_ACCOUNTS', 1000, 1, 10_000);
const concurrency = intEnv('BENCH_CONCURRENCY', 4, 1, 64);
const seconds = intEnv('BENCH_SECONDS', 10, 1, 300);
const warmupSignIns = intEnv('BENCH_WARMUP_SIGN_INS', 40, 0, 1000);
const rounds = intEnv('BENCH_ROUNDS', 8, 1, 100);
const argon2Seconds = intEnv('BENCH_ARGON2_SECONDS', 2, 0, 30);
/** Work a request leaves for after its answer ends within a moment: counted in its slice. */
const SETTLE_MS = 100;

interface Checkout {
  label: string;
  /** undefined: this checkout. */
  dir: string | undefined;
  port: number;
  databaseUrl: string;
}

const checkouts: Checkout[] = [
  {
    label: 'this checkout',
    dir: undefined,
    port: intEnv('BENCH_PORT', 3900, 1024, 65535),
    databaseUrl: BENCH_DATABASE_URL,
  },
];
const compareWith = process.env.BENCH_COMPARE_WITH;
if (compareWith) {
  const dir = resolve(compareWith);
  if (dir === resolve('.')) throw new Error('BENCH_COMPARE_WITH names this checkout');
  for (const needed of ['apps/server/src/seed/main.ts', 'node_modules/tsx']) {
    if (!existsSync(resolve(dir, needed))) throw new Error(`BENCH_COMPARE_WITH: no ${needed} in ${dir} (npm ci there)`);
  }
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `${url.pathname}_compare`;
  checkouts.push({
    label: 'compared',
    dir,
    port: intEnv('BENCH_COMPARE_PORT', 3904, 1024, 65535),
    databaseUrl: process.env.BENCH_COMPARE_DATABASE_URL ?? url.toString(),
  });
}

/** A portal under measure, with what its sign-ins need. */
interface Side {
  checkout: Checkout;
  server: BenchServer;
  mailbox: SmtpCatcher;
  agent: ReturnType<typeof createAgent>;
  users: TimedUser[];
  target: SignInTarget;
  /** The next sign-in's account number. */
  next: number;
}

const running = new Set<Side>();
async function stop(side: Side) {
  running.delete(side);
  await side.agent.close().catch(() => {});
  await side.server.stop().catch(() => {});
  await side.mailbox.close().catch(() => {});
}

// Hard bound: the portals' starts (up to 2 minutes each), the scenarios and a margin; the portals stop with it.
const limitSeconds = 2 * 240 + 3 * checkouts.length * (seconds + 60) + argon2Seconds;
setTimeout(() => {
  console.error(`bench:login still running after ${limitSeconds} s, stopping`);
  void Promise.all([...running].map(stop)).finally(() => process.exit(2));
}, limitSeconds * 1000).unref();

const commitOf = (dir: string | undefined) => {
  try {
    return execFileSync('git', ['log', '-1', '--format=%h %s'], { cwd: dir, encoding: 'utf8' }).trim().slice(0, 100);
  } catch {
    return 'unknown commit';
  }
};

/** Every checkout's portal, on an emptied database, seeded, with one configuration. */
async function startSides(otpIsMandatory: boolean): Promise<Side[]> {
  // One key for both portals: the bench seals the authenticator secrets with it.
  const encryptionKey = randomBytes(32).toString('base64');
  const metricsToken = randomBytes(18).toString('base64url');
  // The statement counter (`statements.ts`) reads /metrics with it.
  process.env.BENCH_METRICS_TOKEN = metricsToken;
  const totpAddresses = otpIsMandatory
    ? Array.from({ length: totpAccounts }, (_, i) => benchEmail(accounts + 1 + i))
    : [];
  const started = await Promise.allSettled(
    checkouts.map(async (checkout) => {
      await resetBenchDatabase(checkout.databaseUrl);
      const mailbox = await startSmtpCatcher();
      const server = await startBenchServer({
        databaseUrl: checkout.databaseUrl,
        port: checkout.port,
        cwd: checkout.dir,
        env: {
          // This checkout's overlay for both: the same configuration.
          PORTAL_CONFIG_OVERLAY: resolve('config/overlays/bench.yaml'),
          OTP_IS_MANDATORY: String(otpIsMandatory),
          SEED_BENCH_ACCOUNTS: String(accounts + totpAddresses.length),
          SMTP_URL: mailbox.url,
          ENCRYPTION_KEY: encryptionKey,
          METRICS_TOKEN: metricsToken,
        },
      }).catch(async (error: unknown) => {
        await mailbox.close();
        throw error;
      });
      const base = new URL(server.base);
      const agent = createAgent(Math.max(16, concurrency * 2));
      const side: Side = {
        checkout,
        server,
        mailbox,
        agent,
        users: Array.from({ length: concurrency }, () => new TimedUser(base, agent)),
        target: {
          origin: base.origin,
          password: BENCH_PASSWORD,
          account: (n) => benchEmail(1 + (n % accounts)),
          mailbox,
        },
        next: 0,
      };
      running.add(side);
      await settleBenchDatabase(checkout.databaseUrl);
      if (otpIsMandatory) {
        const secret = await enrolTotp(checkout.databaseUrl, totpAddresses, encryptionKey);
        side.target.totp = new TotpAccounts(totpAddresses, secret);
      }
      return side;
    }),
  );
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return started.map((result) => (result as PromiseFulfilledResult<Side>).value);
}

/** `seconds` of sign-ins against one portal, its CPU and statements counted. */
async function measureSlice(scenario: Scenario, side: Side, tally: Tally, sliceSeconds: number) {
  const database = benchDatabaseName(side.checkout.databaseUrl);
  const statements = await statementMeter(new URL(side.server.base));
  const cpu = machineCpuMeter(database, side.server.pid);
  const elapsed = await closedLoop(concurrency, sliceSeconds, tally.recorder, async (worker) => {
    const user = side.users[worker]!;
    await scenario.signIn(user, side.target, side.next++);
    tally.signedIn(user);
  });
  await sleep(SETTLE_MS);
  const used = cpu.stop();
  tally.slice(elapsed, used, await statements.stop());
  side.mailbox.clear();
}

/**
 * BENCH_WARMUP_SIGN_INS sign-ins, not measured: a portal's first sign-ins of a kind cost it more
 * (V8 compiles the code they run).
 */
async function warmUp(scenario: Scenario, side: Side) {
  let started = 0;
  let failures = 0;
  await Promise.all(
    side.users.map(async (user) => {
      while (started < warmupSignIns) {
        started += 1;
        await scenario.signIn(user, side.target, side.next++).catch(() => (failures += 1));
      }
    }),
  );
  if (failures > 0) console.log(`  ${side.checkout.label}: ${failures} failed in the warm-up`);
  side.mailbox.clear();
}

/** One kind of sign-in against every portal: one alone, a warm-up, then alternate slices. */
async function measure(scenario: Scenario, sides: Side[]): Promise<Tally[]> {
  const tallies = sides.map(() => new Tally());
  for (const [i, side] of sides.entries()) {
    const user = side.users[0]!;
    try {
      tallies[i]!.alone = await statementsOf(new URL(side.server.base), () =>
        scenario.signIn(user, side.target, side.next++),
      );
    } catch (error) {
      throw new Error(`${side.checkout.label}: a ${scenario.name} sign-in failed: ${reasonOf(error)}`, {
        cause: error,
      });
    }
    tallies[i]!.remember(user);
    await warmUp(scenario, side);
  }
  for (let round = 0; round < rounds; round += 1) {
    // A, B, then B, A: neither portal always runs just after the other; with an even number of
    // rounds, a steady drift of the machine's speed falls on both alike.
    const order = round % 2 === 0 ? [...sides.keys()] : [...sides.keys()].reverse();
    for (const i of order) await measureSlice(scenario, sides[i]!, tallies[i]!, seconds / rounds);
  }
  return tallies;
}

const labels = checkouts.map((checkout) => checkout.label);
const startedAt = performance.now();
/** The machine's load: on a shared machine, how far to trust this run's CPU figures. */
const load = () => `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`;
console.log(
  `bench:login  ${concurrency} virtual users  ${seconds} s per kind of sign-in and portal, in ${rounds} slices  ` +
    `${accounts} accounts (+${totpAccounts} with an authenticator app)  ${load()}`,
);
for (const checkout of checkouts) {
  console.log(
    `  ${checkout.label}: ${checkout.dir ?? resolve('.')} (${commitOf(checkout.dir)}), port ${checkout.port}`,
  );
}

const configurations: { otpIsMandatory: boolean; title: string; scenarios: Scenario[] }[] = [
  {
    otpIsMandatory: true,
    title: 'default configuration (auth.otp_is_mandatory: true)',
    scenarios: [CODE_BY_EMAIL, AUTHENTICATOR_APP],
  },
  { otpIsMandatory: false, title: 'auth.otp_is_mandatory: false', scenarios: [PASSWORD_ONLY] },
];
const results: { scenario: Scenario; tallies: Tally[] }[] = [];
let failed = false;
try {
  for (const configuration of configurations) {
    const starting = performance.now();
    const sides = await startSides(configuration.otpIsMandatory);
    console.log(`\n${configuration.title}: portals started in ${fmt((performance.now() - starting) / 1000, 0)} s`);
    try {
      for (const scenario of configuration.scenarios) {
        const tallies = await measure(scenario, sides);
        results.push({ scenario, tallies });
        printScenario(`${scenario.name}, ${configuration.title}`, labels, tallies);
        if (tallies.some((tally) => tally.ok === 0 || tally.recorder.failures > 0)) failed = true;
      }
      for (const side of sides) {
        if (side.target.totp?.waits) {
          console.log(`  ${side.checkout.label}: ${side.target.totp.waits} sign-ins waited for a new 30 s step`);
        }
      }
    } finally {
      await Promise.all(sides.map(stop));
    }
  }
  if (argon2Seconds > 0) {
    const argon2 = await measureArgon2(argon2Seconds);
    console.log(
      `\nargon2id verify at the portal's parameters on one thread, the portals stopped: ${fmt(argon2.perSecond)}/s, ` +
        `${ms(argon2.cpuMs)} of CPU each: the floor of a password sign-in's portal CPU`,
    );
  }
  if (checkouts.length === 2) {
    console.log(`\nIssue 35, point 4: this checkout against the compared one, in the same run`);
    for (const { scenario, tallies } of results) {
      console.log(verdictLine(scenario.name, tallies[0]!, tallies[1]!, scenario.otpIsMandatory));
    }
    console.log(
      '  (a shared machine: CPU per sign-in moves by a few % from run to run; run it again before concluding)',
    );
  }
} catch (error) {
  console.error(`bench:login failed: ${(error as Error).message}`);
  failed = true;
} finally {
  await Promise.all([...running].map(stop));
}
console.log(`\nbench:login took ${fmt((performance.now() - startedAt) / 1000, 0)} s; ${load()}`);
if (failed) process.exitCode = 1;

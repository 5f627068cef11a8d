/**
 * `npm run bench:psc`: sign-ins by Pro Santé Connect, on its own (it prepares, starts and stops
 * everything). Empties the bench database, starts the PSC stand-in on a loopback port with one
 * client (the portal, userinfo signed RS256) and BENCH_ACCOUNTS generated practitioners, starts a
 * bench portal configured for it with as many bench accounts, gives account i practitioner i's
 * RPPS, then runs whole sign-ins as a browser does them (login screen, `/psc/init`, the provider's
 * choice page, `/psc/callback`, the portal's redirects to `/#/`), each from empty cookie jars, in a
 * closed loop with 1 virtual user, then with BENCH_CONCURRENCY. Figures only, no target.
 * Env: see bench/README.md.
 */
import pg from 'pg';
import { startPscStandIn, type PscStandIn } from '@portal/psc-stand-in';
import { benchEmail } from '../apps/server/src/seed/bench.ts';
import { BENCH_DATABASE_URL, resetBenchDatabase } from './lib/database.ts';
import { intEnv } from './lib/env.ts';
import { createAgent, TimedUser } from './lib/http.ts';
import { reasonOf } from './lib/portal.ts';
import {
  benchPractitionerKey,
  benchPractitioners,
  benchRpps,
  emptySteps,
  PSC_STEP_LABELS,
  pscSignIn,
  type PscSignInSteps,
} from './lib/psc.ts';
import { closedLoop } from './lib/run.ts';
import { startBenchServer, type BenchServer } from './lib/server.ts';
import { perServerCpuSecond, serverCpuMeter } from './lib/serverCpu.ts';
import { fmt, ms, printErrors, printTable, Recorder } from './lib/stats.ts';

const PSC_CLIENT_ID = 'portail-anapath';
const PSC_CLIENT_SECRET = 'bench-secret-psc';

const databaseUrl = BENCH_DATABASE_URL;
const accounts = intEnv('BENCH_ACCOUNTS', 200, 1, 10_000);
const concurrency = intEnv('BENCH_CONCURRENCY', 4, 1, 64);
const seconds = intEnv('BENCH_SECONDS', 20, 1, 300);
const port = intEnv('BENCH_PORT', 3903, 1024, 65535);
const pscPort = intEnv('BENCH_PSC_PORT', 3902, 1024, 65535);
const phases = [...new Set([1, concurrency])];

const running: { server?: BenchServer; standIn?: PscStandIn } = {};
async function stopAll() {
  await running.server?.stop().catch(() => {});
  running.server = undefined;
  await running.standIn?.close().catch(() => {});
  running.standIn = undefined;
}

// Hard bound: setup (database, stand-in, portal start up to 2 minutes) plus the phases and a margin;
// the portal and the stand-in stop with the bench.
const limitSeconds = 240 + phases.length * (seconds + 30);
setTimeout(() => {
  console.error(`bench:psc still running after ${limitSeconds} s, stopping`);
  void stopAll().finally(() => process.exit(2));
}, limitSeconds * 1000).unref();

interface PhaseResult {
  workers: number;
  elapsed: number;
  journey: Recorder;
  portal: Recorder;
  standIn: Recorder;
  steps: PscSignInSteps;
  portalRequests: number;
  standInRequests: number;
  serverCpu: number | undefined;
}

const triple = (recorder: Recorder) =>
  `${fmt(recorder.percentile(50))} / ${fmt(recorder.percentile(95))} / ${fmt(recorder.percentile(99))} ms`;

let agent: ReturnType<typeof createAgent> | undefined;
let db: pg.Client | undefined;
let succeeded = 0;
try {
  await resetBenchDatabase(databaseUrl);
  const portalBase = `http://localhost:${port}`;
  const practitioners = benchPractitioners(accounts);
  // On 127.0.0.1, named so: the portal and the bench reach it without asking which family `localhost` is.
  running.standIn = await startPscStandIn({
    port: pscPort,
    host: '127.0.0.1',
    publicUrl: `http://127.0.0.1:${pscPort}`,
    clients: [
      {
        client_id: PSC_CLIENT_ID,
        client_secret: PSC_CLIENT_SECRET,
        redirect_uris: [`${portalBase}/psc/callback`],
        post_logout_redirect_uris: [`${portalBase}/`],
        userinfo_signed_response_alg: 'RS256',
      },
    ],
    practitioners,
  });
  const standIn = running.standIn;
  running.server = await startBenchServer({
    databaseUrl,
    port,
    env: {
      SEED_BENCH_ACCOUNTS: String(accounts),
      PSC_ISSUER: standIn.issuer,
      PSC_CLIENT_ID,
      PSC_CLIENT_SECRET,
    },
  });
  const server = running.server;
  process.env.BENCH_SERVER_PID = String(server.pid);

  // Account i gets practitioner i's RPPS.
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  for (let i = 1; i <= accounts; i += 1) {
    const updated = await db.query(
      'UPDATE users SET rpps = $1 WHERE id = (SELECT user_id FROM emails WHERE email = $2)',
      [benchRpps(i), benchEmail(i)],
    );
    if (updated.rowCount !== 1) throw new Error(`no bench account ${benchEmail(i)} to give an RPPS`);
  }
  await db.end();
  db = undefined;

  console.log(
    `bench:psc  portal ${server.base}  Pro Santé Connect stand-in ${standIn.issuer}\n` +
      `  ${accounts} practitioners / accounts  ${seconds} s per phase  virtual users ${phases.join(', ')}`,
  );

  agent = createAgent(Math.max(16, concurrency * 2));
  const portalUrl = new URL(server.base);
  const standInUrl = new URL(standIn.url);
  const browser = () => ({ portal: new TimedUser(portalUrl, agent!), standIn: new TimedUser(standInUrl, agent!) });

  // One sign-in before measuring: fails fast with a clear reason, and shows the journey.
  const probe = browser();
  try {
    const first = await pscSignIn(probe.portal, probe.standIn, benchPractitionerKey(1));
    console.log(
      `  a sign-in: ${first.portalRequests} portal HTTP requests, ${first.standInRequests} at the stand-in\n` +
        `    portal:   ${probe.portal.paths.join(', ')}\n` +
        `    stand-in: ${probe.standIn.paths.map((path) => path.replace(/\/auth\/realms\/esante-wallet/, '…')).join(', ')}`,
    );
  } catch (error) {
    throw new Error(`preflight sign-in of ${benchEmail(1)} failed: ${reasonOf(error)}`, { cause: error });
  }

  // Accounts in turn from the second one; the first sign-in of an account also links it.
  let next = 1;
  for (const workers of phases) {
    const browsers = Array.from({ length: workers }, browser);
    const result: PhaseResult = {
      workers,
      elapsed: 0,
      journey: new Recorder(),
      portal: new Recorder(),
      standIn: new Recorder(),
      steps: emptySteps(),
      portalRequests: 0,
      standInRequests: 0,
      serverCpu: undefined,
    };
    const cpu = serverCpuMeter();
    result.elapsed = await closedLoop(workers, seconds, result.journey, async (worker) => {
      const i = (next++ % accounts) + 1;
      const { portal, standIn: atStandIn } = browsers[worker]!;
      const signIn = await pscSignIn(portal, atStandIn, benchPractitionerKey(i));
      result.portal.ok(signIn.portalMs);
      result.standIn.ok(signIn.standInMs);
      result.portalRequests += signIn.portalRequests;
      result.standInRequests += signIn.standInRequests;
      for (const key of Object.keys(result.steps) as (keyof PscSignInSteps)[]) result.steps[key] += signIn.steps[key];
    });
    result.serverCpu = cpu.stop();
    succeeded += result.journey.successes;

    const ok = Math.max(result.journey.successes, 1);
    const mean = (total: number) => ms(total / ok);
    printTable(`Sign-ins by Pro Santé Connect, closed loop, ${workers} virtual user(s)`, [
      ['sign-ins ok', String(result.journey.successes)],
      ['errors', String(result.journey.failures)],
      ['duration', `${fmt(result.elapsed)} s`],
      ['sign-ins/s', fmt(result.journey.successes / result.elapsed)],
      [
        'sign-ins per portal CPU-second',
        perServerCpuSecond(result.journey.successes, result.serverCpu, result.elapsed),
      ],
      ['whole journey p50 / p95 / p99', triple(result.journey)],
      ['portal share p50 / p95 / p99', triple(result.portal)],
      ['stand-in share p50 / p95 / p99', triple(result.standIn)],
      ['portal HTTP requests per sign-in', fmt(result.portalRequests / ok)],
      ['stand-in HTTP requests per sign-in', fmt(result.standInRequests / ok)],
      ...(Object.keys(PSC_STEP_LABELS) as (keyof PscSignInSteps)[]).map((key): [string, string] => [
        `  mean ${PSC_STEP_LABELS[key]}`,
        mean(result.steps[key]),
      ]),
    ]);
    printErrors(result.journey);
  }
  if (succeeded === 0) process.exitCode = 1;
} catch (error) {
  console.error(`bench:psc failed: ${(error as Error).message}`);
  // Figures printed before a later failure still count: non-zero only when no measured sign-in succeeded.
  if (succeeded === 0) process.exitCode = 1;
} finally {
  await agent?.close().catch(() => {});
  await db?.end().catch(() => {});
  await stopAll();
}

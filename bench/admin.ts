/**
 * `npm run bench:admin`: the administration space with 100,000 accounts on PostgreSQL. Seeds the
 * bench database (`lib/admin-data.ts`), starts a portal on it, signs in (the real password flow)
 * as the administrator of one centre and as a super administrator, then times the to-do board
 * (`GET /api/admin/board`) and account searches (`GET /api/admin/users?q=&state=&adminSiteId=&page=`)
 * of each, N requests per case at each concurrency: p50/p95/p99 as the bench sees them and as the
 * portal logs them (`responseTime`), PASS/FAIL on the server's p95 against 50 ms. When a case
 * fails, the SQL of that call is run under EXPLAIN (ANALYZE, BUFFERS) (`lib/admin-explain.ts`).
 * Env: see bench/README.md.
 */
import os from 'node:os';
import pg from 'pg';
import { XSRF_COOKIE, XSRF_HEADER } from '@portal/shared';
import {
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_PASSWORD as PASSWORD,
  BENCH_ADMIN_SITE,
  BENCH_SUPER_ADMIN_EMAIL,
} from './lib/admin-data.ts';
import { seedAdminBenchDatabase } from './lib/admin-database.ts';
import { explainSlowest, type ExplainActor } from './lib/admin-explain.ts';
import { adminCases, type AdminCase, type Samples } from './lib/admin-cases.ts';
import { BENCH_DATABASE_URL } from './lib/database.ts';
import { intEnv } from './lib/env.ts';
import { createAgent, VirtualUser } from './lib/http.ts';
import { portalSignIn, reasonOf } from './lib/portal.ts';
import { startBenchServer, type BenchServer } from './lib/server.ts';
import { fmt, ms, printErrors, printTable, Recorder } from './lib/stats.ts';

const TARGET_MS = 50;

const databaseUrl = BENCH_DATABASE_URL;
const accounts = intEnv('BENCH_ADMIN_ACCOUNTS', 100_000, 100, 1_000_000);
const events = intEnv('BENCH_AUDIT_EVENTS', 300_000, 0, 5_000_000);
const requests = intEnv('BENCH_REQUESTS', 300, 1, 100_000);
const caseSeconds = intEnv('BENCH_CASE_SECONDS', 60, 1, 600);
const port = intEnv('BENCH_PORT', 3901, 1024, 65535);
const concurrencies = (process.env.BENCH_CONCURRENCIES ?? '1,4').split(',').map((n) => {
  const value = Number(n);
  if (!Number.isInteger(value) || value < 1 || value > 64) throw new Error('BENCH_CONCURRENCIES: integers 1–64');
  return value;
});
const reuse = process.env.BENCH_REUSE_DATA === 'true';

/** One request the portal logged: `GET url` answered `status` in `ms` (its `responseTime`). */
interface Logged {
  url: string;
  status: number;
  ms: number;
}
/** Fastify's request lines: `incoming request` (with `req`), then `request completed` (with `responseTime`). */
interface LogEntry {
  reqId?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}
const logged: Logged[] = [];
const incoming = new Map<string, string>();
function onLogLine(line: string) {
  if (!line.startsWith('{')) return;
  const entry = JSON.parse(line) as LogEntry;
  if (!entry.reqId) return;
  if (entry.req?.url) incoming.set(entry.reqId, entry.req.url);
  else if (entry.responseTime !== undefined) {
    logged.push({ url: incoming.get(entry.reqId) ?? '', status: entry.res?.statusCode ?? 0, ms: entry.responseTime });
    incoming.delete(entry.reqId);
  }
}

/** A connection to the bench database, seeded (kept as it is with BENCH_REUSE_DATA=true when it has the accounts). */
async function prepareDatabase(): Promise<pg.Client> {
  if (reuse) {
    const client = new pg.Client({ connectionString: databaseUrl });
    const { rows } = await client
      .connect()
      .then(() => client.query<{ n: string }>('select count(*) as n from users'))
      .catch(() => ({ rows: [] }));
    if (Number(rows[0]?.n ?? 0) >= accounts) {
      console.log(`reusing the ${rows[0]!.n} accounts of ${new URL(databaseUrl).pathname.slice(1)}`);
      return client;
    }
    await client.end().catch(() => {});
  }
  const { client, counts, seedSeconds, vacuumSeconds } = await seedAdminBenchDatabase(databaseUrl, {
    accounts,
    events,
  });
  console.log(`seeded in ${fmt(seedSeconds)} s: ${JSON.stringify(counts)}`);
  console.log(`vacuum analyze in ${fmt(vacuumSeconds)} s`);
  return client;
}

/** Names, addresses and RPPS numbers of the database, for the searches. */
async function samples(client: pg.Client): Promise<Samples> {
  const { rows } = await client.query<{ last_name: string; email: string; rpps: string | null }>(
    `select u.last_name, e.email, u.rpps from users u join emails e on e.user_id = u.id and e.is_principal
     order by md5(u.id::text) limit 500`,
  );
  return {
    lastNames: rows.map((row) => row.last_name),
    emails: rows.map((row) => row.email),
    rpps: rows.flatMap((row) => (row.rpps ? [row.rpps] : [])),
    adminSiteId: BENCH_ADMIN_SITE,
  };
}

interface Actor extends ExplainActor {
  users: VirtualUser[];
  close(): Promise<void>;
}

/** `count` browsers of the administrator `email`, each signed in through the portal's password flow. */
async function signedIn(name: string, email: string, base: URL, count: number): Promise<Actor> {
  const agent = createAgent(count + 1);
  const users = Array.from({ length: count }, () => new VirtualUser(base, agent));
  const actor = { name, email, users, close: () => agent.close() };
  try {
    for (const user of users) await portalSignIn(user, email, PASSWORD, base.origin);
  } catch (error) {
    await actor.close();
    throw new Error(`sign-in as ${email} failed: ${reasonOf(error)}`, { cause: error });
  }
  return actor;
}

interface Result {
  label: string;
  client: Recorder;
  server: Recorder;
}

/** `requests` calls of the case by `concurrency` virtual users of the actor; at most `caseSeconds`. */
async function measure(actor: Actor, kase: AdminCase, concurrency: number): Promise<Result> {
  const label = `${actor.name} ${kase.name} c=${concurrency}`;
  const client = new Recorder();
  const server = new Recorder();
  const firstLogged = logged.length;
  const deadline = performance.now() + caseSeconds * 1000;
  let next = 0;
  await Promise.all(
    actor.users.slice(0, concurrency).map(async (user) => {
      const xsrf = user.jar.value(XSRF_COOKIE) ?? '';
      for (let i = next++; i < requests && performance.now() < deadline; i = next++) {
        const started = performance.now();
        try {
          const reply = await user.send(kase.url(i), { headers: { accept: 'application/json', [XSRF_HEADER]: xsrf } });
          if (reply.status !== 200) client.fail(`HTTP ${reply.status} ${reply.body.slice(0, 120)}`);
          else client.ok(performance.now() - started);
        } catch (error) {
          client.fail(reasonOf(error));
        }
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 200)); // the last log lines
  for (const entry of logged.slice(firstLogged)) {
    if (entry.url.startsWith(kase.path) && entry.status === 200) server.ok(entry.ms);
  }
  return { label, client, server };
}

/** The machine's 1-minute load average: other work on it shows in the figures. */
const loadAverage = () => os.loadavg()[0]!.toFixed(2);

const p = (recorder: Recorder) =>
  `${fmt(recorder.percentile(50))} / ${fmt(recorder.percentile(95))} / ${fmt(recorder.percentile(99))} ms`;
const passed = (result: Result) => {
  const p95 = result.server.successes > 0 ? result.server.percentile(95) : result.client.percentile(95);
  return Number.isFinite(p95) && p95 < TARGET_MS && result.client.failures === 0;
};

// Hard bound: seeding and EXPLAIN, plus every case at most `caseSeconds`; the portal stops with the bench.
const running: { server?: BenchServer } = {};
const limitSeconds = 1800 + 10 * concurrencies.length * caseSeconds;
setTimeout(() => {
  console.error(`bench:admin still running after ${limitSeconds} s, stopping`);
  void (running.server?.stop() ?? Promise.resolve()).finally(() => process.exit(2));
}, limitSeconds * 1000).unref();

const client = await prepareDatabase();
const found = await samples(client);
const server = await startBenchServer({ databaseUrl, port, env: { LOG_LEVEL: 'info' }, onLogLine });
running.server = server;
const results: Result[] = [];
const actors: Actor[] = [];
try {
  const base = new URL(server.base);
  const most = Math.max(...concurrencies);
  actors.push(await signedIn('centre admin', BENCH_ADMIN_EMAIL, base, most));
  actors.push(await signedIn('super admin', BENCH_SUPER_ADMIN_EMAIL, base, most));
  const cases = await adminCases(actors[0]!.users[0]!, found);
  const { rows } = await client.query<{ users: string; events: string }>(
    'select (select count(*) from users) as users, (select count(*) from audit_events) as events',
  );
  console.log(
    `bench:admin  ${server.base}  ${rows[0]?.users} accounts, ${rows[0]?.events} audit events  ` +
      `${requests} requests per case  concurrency ${concurrencies.join(', ')}  load average ${loadAverage()}\n` +
      `cases: ${cases.map((c) => c.name).join(', ')}`,
  );
  for (const actor of actors) {
    for (const kase of cases) {
      for (const concurrency of concurrencies) {
        const result = await measure(actor, kase, concurrency);
        results.push(result);
        printTable(result.label, [
          ['requests ok / failed', `${result.client.successes} / ${result.client.failures}`],
          ['bench  p50 / p95 / p99', p(result.client)],
          ['server p50 / p95 / p99 (responseTime)', p(result.server)],
          [`server p95 < ${TARGET_MS} ms`, passed(result) ? 'PASS' : 'FAIL'],
          ['load average (1 min)', loadAverage()],
        ]);
        printErrors(result.client);
      }
    }
  }
  printTable(
    `Summary: server p50 / p95 / p99 (bench p95); target: server p95 < ${TARGET_MS} ms`,
    results.map((r) => [r.label, `${p(r.server)}  (${ms(r.client.percentile(95))})  ${passed(r) ? 'PASS' : 'FAIL'}`]),
  );
  const failed = results.filter((r) => !passed(r));
  if (failed.length > 0) {
    process.exitCode = 1;
    await explainSlowest(
      databaseUrl,
      actors,
      cases,
      failed.map((r) => r.label),
    ).catch((error: unknown) => console.error(`EXPLAIN failed: ${(error as Error).message}`));
  }
} finally {
  for (const actor of actors) await actor.close();
  await server.stop();
  await client.end().catch(() => {});
}

/**
 * `npm run bench:sql`: the SQL statements of one password sign-in and of one single-sign-on grant,
 * request by request. Starts a portal on PostgreSQL (BENCH_DATABASE_URL, emptied) with the bench
 * overlay at log level `trace`, where the server logs each statement's text (never its parameters)
 * with its request's id; signs in one bench account, runs one grant for `bench-client`, and prints
 * each request with the statements it sent. No timing: the figures do not depend on the load.
 */
import { BENCH_PASSWORD } from '../apps/server/src/seed/bench.ts';
import { BENCH_DATABASE_URL, resetBenchDatabase } from './lib/database.ts';
import { ssoGrant } from './lib/grant.ts';
import { createAgent, VirtualUser } from './lib/http.ts';
import { discoverEndpoints, portalSignIn } from './lib/portal.ts';
import { startBenchServer } from './lib/server.ts';

interface LogLine {
  reqId?: string;
  msg?: string;
  sql?: string;
  req?: { method?: string; url?: string };
}

const port = Number(process.env.BENCH_PORT ?? 3900);
let lines: LogLine[] = [];
await resetBenchDatabase(BENCH_DATABASE_URL);
const server = await startBenchServer({
  databaseUrl: BENCH_DATABASE_URL,
  port,
  env: { SEED_BENCH_ACCOUNTS: '2', LOG_LEVEL: 'trace' },
  onLogLine: (line) => {
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // not a log line
    }
  },
});

/** Each request of `operation`, in order, with its statements; then the statements outside requests. */
async function traced(title: string, operation: () => Promise<unknown>) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  lines = [];
  await operation();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const requests = new Map<string, { label: string; statements: string[] }>();
  const outside: string[] = [];
  for (const line of lines) {
    if (line.msg === 'incoming request' && line.reqId) {
      const url = (line.req?.url ?? '').split('?')[0];
      requests.set(line.reqId, { label: `${line.req?.method} ${url}`, statements: [] });
    } else if (line.msg === 'sql' && line.sql) {
      const request = line.reqId ? requests.get(line.reqId) : undefined;
      (request?.statements ?? outside).push(line.sql);
    }
  }
  let total = outside.length;
  console.log(`\n${title}`);
  for (const { label, statements } of requests.values()) {
    total += statements.length;
    console.log(`  ${label}: ${statements.length}`);
    for (const statement of statements) console.log(`    ${statement.slice(0, 160)}`);
  }
  if (outside.length) console.log(`  outside a request: ${outside.length}`);
  for (const statement of outside) console.log(`    ${statement.slice(0, 160)}`);
  console.log(`  total: ${total} statements`);
}

const agent = createAgent(4);
try {
  const base = new URL(server.base);
  const user = new VirtualUser(base, agent);
  const endpoints = await discoverEndpoints(user);
  const account = 'bench-1@bench.portail-anapath.fr';
  // A first sign-in and grant warm the caches a running portal has (keys, suspensions).
  await portalSignIn(user, 'bench-2@bench.portail-anapath.fr', BENCH_PASSWORD, base.origin);
  await ssoGrant(user, endpoints);
  await traced('One password sign-in', () => portalSignIn(user, account, BENCH_PASSWORD, base.origin));
  await traced('The first single-sign-on grant of that session (bench-client)', () => ssoGrant(user, endpoints));
  await traced('The next single-sign-on grant (bench-client)', () => ssoGrant(user, endpoints));
} finally {
  await agent.close();
  await server.stop();
}

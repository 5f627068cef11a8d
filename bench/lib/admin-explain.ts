/**
 * Why a case of bench:admin is slow: its calls are made again in this process through the portal's
 * own service (`createAdminAccounts`), on a connection that records every SQL statement they send;
 * each statement then runs under EXPLAIN (ANALYZE, BUFFERS), and the slowest ones are printed with
 * their plan. Read-only: the board and the search change nothing.
 */
import pg from 'pg';
import type { AccountFilter } from '@portal/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createAdminAccounts } from '../../apps/server/src/admin/accounts.ts';
import { DEFAULT_CONFIG_FILE, loadConfig } from '../../apps/server/src/config/load.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import type { AdminCase } from './admin-cases.ts';

export interface ExplainActor {
  name: string;
  email: string;
}

interface Statement {
  sql: string;
  params: unknown[];
}

/** The calls of one case, by `actor`, that the service makes for requests 0…`count`-1. */
async function recordCase(db: Db, recorded: Statement[], actorId: string, isSuperAdmin: boolean, kase: AdminCase) {
  const accounts = createAdminAccounts({ config: loadConfig(DEFAULT_CONFIG_FILE, {}), db });
  const actor = { id: actorId, isAdmin: !isSuperAdmin, isSuperAdmin };
  const start = recorded.length;
  for (let i = 0; i < 6; i += 1) {
    const query = kase.query(i);
    if (kase.path.endsWith('/board')) await accounts.board(actor);
    else if (kase.path.endsWith('/unactivated')) await accounts.listAwaitingValidation(actor);
    else {
      await accounts.search(actor, {
        q: query.q,
        state: query.state as AccountFilter | undefined,
        adminSiteId: query.adminSiteId,
        page: Number(query.page ?? 1),
        pageSize: Number(query.pageSize ?? 20),
      });
    }
  }
  return recorded.slice(start);
}

async function explain(client: pg.Client, statement: Statement): Promise<{ ms: number; plan: string }> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  return { ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN), plan };
}

/** Prints, for each failed case (`labels`: "<actor> <case> c=<n>"), its two slowest statements and their plans. */
export async function explainSlowest(
  databaseUrl: string,
  actors: ExplainActor[],
  cases: AdminCase[],
  labels: string[],
): Promise<void> {
  const recorded: Statement[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => recorded.push({ sql, params }) },
  }) as unknown as Db;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const done = new Set<string>();
    for (const actor of actors) {
      const { rows } = await client.query<{ id: string; is_super_admin: boolean }>(
        'select u.id, u.is_super_admin from users u join emails e on e.user_id = u.id where e.email = $1',
        [actor.email],
      );
      const account = rows[0];
      if (!account) continue;
      for (const kase of cases) {
        const key = `${actor.name} ${kase.name}`;
        if (done.has(key) || !labels.some((label) => label.startsWith(`${key} c=`))) continue;
        done.add(key);
        const statements = await recordCase(db, recorded, account.id, account.is_super_admin, kase);
        const timed = [];
        for (const statement of statements) timed.push({ statement, ...(await explain(client, statement)) });
        timed.sort((a, b) => b.ms - a.ms);
        console.log(`\nEXPLAIN (ANALYZE, BUFFERS) — ${key}: ${statements.length} statements, the slowest:`);
        for (const { statement, ms, plan } of timed.slice(0, 2)) {
          console.log(`\n--- ${ms.toFixed(1)} ms\n${statement.sql}\n-- params: ${JSON.stringify(statement.params)}`);
          console.log(plan);
        }
      }
    }
  } finally {
    await client.end();
    await pool.end();
  }
}

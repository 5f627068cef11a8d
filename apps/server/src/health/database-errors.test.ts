/** `portal_database_errors_total`: an idle pooled connection killed by PostgreSQL is counted, and logged once. */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { reportPoolError } from '../server.ts';
import { registry } from './metrics.ts';

const url = process.env.TEST_DATABASE_URL;
const schema = `test_${randomUUID().replaceAll('-', '')}`;
let database: Database | undefined;
const admin = url ? new pg.Client({ connectionString: url }) : undefined;

const counted = async () =>
  (await registry.getSingleMetric('portal_database_errors_total')!.get()).values[0]?.value ?? 0;

afterAll(async () => {
  await database?.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await database?.close();
  await admin?.end();
});

describe.skipIf(!url)('database errors [postgres]', () => {
  it('counts a pooled connection the server ended, with one log line', async () => {
    await admin!.connect();
    await admin!.query(`create schema ${schema}`);
    const lines: string[] = [];
    const log = createLogger('warn', { write: (line: string) => void lines.push(line) });
    database = await openPostgres(url!, { schema, onPoolError: reportPoolError(log) });
    const before = await counted();

    const result = await database.db.execute(sql`select pg_backend_pid() as pid`);
    const pid = Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
    await admin!.query('select pg_terminate_backend($1)', [pid]);
    await expect.poll(counted).toBe(before + 1);
    await sleep(100);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['database connection lost; the pool reconnects']);
    expect(await database.ping()).toBe(true);
  });
});

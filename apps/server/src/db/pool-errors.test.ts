/**
 * PostgreSQL restarted under a transaction: the connection it held dies while checked out of the
 * pool. The process must not crash (an `error` event with no listener would throw), the
 * transaction must fail, the error be reported once, and the next query work on a new connection.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from './client.ts';

const url = process.env.TEST_DATABASE_URL;
const schema = `test_${randomUUID().replaceAll('-', '')}`;
let database: Database | undefined;
const admin = url ? new pg.Client({ connectionString: url }) : undefined;

afterAll(async () => {
  await database?.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await database?.close();
  await admin?.end();
});

describe.skipIf(!url)('a PostgreSQL connection lost while checked out [postgres]', () => {
  it('fails the transaction, reports the error, and the pool goes on', async () => {
    await admin!.connect();
    await admin!.query(`create schema ${schema}`);
    const reported: Error[] = [];
    database = await openPostgres(url!, { schema, onPoolError: (error) => reported.push(error) });

    const transaction = database.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_backend_pid() as pid`);
      const pid = Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
      await admin!.query('select pg_terminate_backend($1)', [pid]);
      await sleep(300); // the server's goodbye reaches the idle, checked-out connection
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(reported.length).toBeGreaterThanOrEqual(1);
    expect(await database.ping()).toBe(true);
  });
});

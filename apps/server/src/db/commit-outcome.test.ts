/**
 * A connection lost at COMMIT, for real: a TCP relay between the pool and PostgreSQL cuts the
 * connection right after the server answered COMMIT (it committed), or instead of passing COMMIT on
 * (it did not). The transaction's caller must learn the truth, not a failure either way.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from './client.ts';
import { CommitOutcomeUnknown, surelyNotWritten } from './commit-outcome.ts';

const url = process.env.TEST_DATABASE_URL;
const schema = `test_${randomUUID().replaceAll('-', '')}`;
const COMMIT = Buffer.from('commit\0');

type Cut = 'after the answer' | 'instead of passing it on';

/** Relays to PostgreSQL; once armed, cuts the next connection that sends COMMIT, and may then refuse new ones. */
function faultyRelay(target: URL) {
  let armed: Cut | undefined;
  let refuseOnceCut = false;
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let cutNextAnswer = false;
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      if (armed && chunk.includes(COMMIT)) {
        const how = armed;
        armed = undefined;
        refusing = refuseOnceCut;
        if (how === 'instead of passing it on') return cut();
        cutNextAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => (cutNextAnswer ? cut() : client.write(chunk)));
    client.on('error', cut);
    upstream.on('error', cut);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    server,
    /** Cuts the next COMMIT; `thenRefuse`: the database then looks down to new connections. */
    arm(how: Cut, { thenRefuse = false } = {}) {
      armed = how;
      refuseOnceCut = thenRefuse;
    },
    refuseNewConnections: (refuse: boolean) => void (refusing = refuse),
  };
}

const relayed = (relay: net.Server, original: string) => {
  const address = new URL(original);
  address.hostname = '127.0.0.1';
  address.port = String((relay.address() as net.AddressInfo).port);
  return address.href;
};

describe.skipIf(!url)('a connection lost at COMMIT [postgres]', () => {
  const admin = new pg.Client({ connectionString: url });
  const relay = faultyRelay(new URL(url ?? 'postgres://localhost'));
  let database: Database;

  const rows = async () =>
    (await admin.query<{ id: number }>(`select id from ${schema}.notes order by id`)).rows.map((row) => row.id);
  const insert = (id: number) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${schema}.notes (id) values (${id})`));
      return `note ${id}`;
    });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema ${schema}; create table ${schema}.notes (id int primary key)`);
    await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
    database = await openPostgres(relayed(relay.server, url!), {
      schema,
      commitOutcome: { waitMs: 1500, retryEveryMs: 100 },
    });
  });
  afterAll(async () => {
    await database?.close();
    relay.server.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('answers as committed when the server committed before the connection was cut', async () => {
    relay.arm('after the answer');
    await expect(insert(1)).resolves.toBe('note 1');
    expect(await rows()).toEqual([1]);
  });

  it('says nothing was written when COMMIT never reached the server', async () => {
    relay.arm('instead of passing it on');
    const error = await insert(2).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(surelyNotWritten(error)).toBe(true);
    expect(await rows()).toEqual([1]);
  });

  it('says the outcome is unknown when the database does not come back in time to tell', async () => {
    relay.arm('after the answer', { thenRefuse: true });
    const error = await insert(3).catch((caught: unknown) => caught);
    relay.refuseNewConnections(false);
    expect(error).toBeInstanceOf(CommitOutcomeUnknown);
    expect(surelyNotWritten(error)).toBe(false);
    // It did commit: "unknown" was the truth as far as the portal could tell, "failed" would have been a lie.
    expect(await rows()).toEqual([1, 3]);
  });

  it('leaves a transaction that wrote nothing, or failed on its own, as it was', async () => {
    const read = database.db.transaction(async (tx) => (await tx.execute(sql`select 1 as one`)) as unknown);
    await expect(read).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await expect(insert(1)).rejects.toThrow();
    expect(await rows()).toEqual([1, 3]);
  });
});

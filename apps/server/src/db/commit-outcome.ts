/**
 * A transaction whose connection is lost at COMMIT may have committed or not: the client cannot
 * tell from the error. Each PostgreSQL transaction therefore reads its own id just before COMMIT
 * (`txid_current_if_assigned()`, one round trip, null when it wrote nothing); when the connection
 * is then lost, `txid_status` on a new connection says what happened. Committed: the work's result
 * is returned as if nothing had failed. Aborted, or lost before COMMIT: the error is marked as
 * nothing written. Still unknown after `waitMs` (the database not back yet): `CommitOutcomeUnknown`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { databaseUnavailable, notConnected } from './unavailable.ts';

/** The connection was lost at COMMIT and the database did not answer in time to say whether it committed. */
export class CommitOutcomeUnknown extends Error {
  constructor(readonly lost: unknown) {
    super('connection lost at commit; the outcome is unknown', { cause: lost });
  }
}

const nothingWritten = new WeakSet<object>();

/** The failure left the database as it was: nothing was sent, or the transaction did not commit. */
export const surelyNotWritten = (error: unknown): boolean =>
  notConnected(error) || (typeof error === 'object' && error !== null && nothingWritten.has(error));

const markNothingWritten = (error: unknown) => {
  if (typeof error === 'object' && error !== null) nothingWritten.add(error);
  return error;
};

const firstRow = (result: unknown) => (result as { rows: Record<string, string | null>[] }).rows[0];

type Status = 'committed' | 'aborted' | 'in progress' | null;

export interface CommitOutcomeOptions {
  /** How long a request waits for the database to say whether its transaction committed. */
  waitMs?: number;
  retryEveryMs?: number;
}

/** Both drivers' handles (node-postgres' and the generic one) have their own `transaction` type. */
type Handle = Pick<Db, 'execute'> & { transaction: (...args: never[]) => unknown };

export function withCommitOutcome<H extends Handle>(
  handle: H,
  { waitMs = 10_000, retryEveryMs = 250 }: CommitOutcomeOptions = {},
): H['transaction'] {
  const db = handle as unknown as Db;
  const transaction = db.transaction.bind(db);

  async function statusOf(xid: string): Promise<Status> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        const status = firstRow(await db.execute(sql`select txid_status(${xid}::bigint)::text as status`))?.status;
        // A backend ending after a lost connection still shows its transaction in progress for a moment.
        if (status !== 'in progress') return (status ?? null) as Status;
      } catch (error) {
        if (!databaseUnavailable(error)) throw error;
      }
      if (Date.now() >= deadline) return null;
      await sleep(retryEveryMs);
    }
  }

  const wrapped = async <T>(work: (tx: Db) => Promise<T>, config?: Parameters<Db['transaction']>[1]) => {
    let xid: string | null | undefined;
    let result: T;
    try {
      return await transaction(async (tx) => {
        result = await work(tx as unknown as Db);
        xid = firstRow(await tx.execute(sql`select txid_current_if_assigned()::text as xid`))?.xid ?? null;
        return result;
      }, config);
    } catch (error) {
      if (!databaseUnavailable(error)) throw error;
      // Lost before COMMIT was sent (the server rolls back), or a transaction that wrote nothing.
      if (!xid) throw markNothingWritten(error);
      const status = await statusOf(xid);
      if (status === 'committed') return result!;
      if (status === 'aborted') throw markNothingWritten(error);
      throw new CommitOutcomeUnknown(error);
    }
  };
  return wrapped as unknown as H['transaction'];
}

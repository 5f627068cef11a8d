/** Whether an instance may take requests: its database answers, and has every migration of this version. */
import type { Database } from '../db/client.ts';
import { journalEntries, pendingMigrations } from '../db/migrate.ts';

export type Readiness = { status: 'ok' } | { status: 'database unavailable' | 'migrations pending'; message: string };

/** A probe waits this long at most: a hanging connection is an unavailable database. */
const TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

const unavailable: Readiness = { status: 'database unavailable', message: 'La base de données ne répond pas.' };

export function createReadiness(database: Database, entries = journalEntries()) {
  return async function readiness(): Promise<Readiness> {
    if (!(await within(database.ping(), false))) return unavailable;
    const pending = await within(pendingMigrations(database.db, entries), null);
    if (pending === null) return unavailable;
    if (pending.length > 0)
      return {
        status: 'migrations pending',
        message: `La base de données n’a pas toutes les migrations de cette version : ${pending.join(', ')}.`,
      };
    return { status: 'ok' };
  };
}

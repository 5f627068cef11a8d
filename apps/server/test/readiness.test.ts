/** `/healthz` (liveness: the process answers, and says whether its database does) and `/readyz` (the database answers and is migrated). */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { journalEntries, migrationsTable } from '../src/db/migrate.ts';
import { describePortal } from './support/harness.ts';

let databaseAnswers = true;

describePortal(
  'liveness and readiness',
  (portal) => {
    it('is ready when the database answers and has every migration', async () => {
      const ready = await portal.browser().get('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok' });
      const live = await portal.browser().get('/healthz');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok', database: 'ok' });
    });

    it('is not ready while the database does not answer, says so in French, and stays alive', async () => {
      databaseAnswers = false;
      try {
        const ready = await portal.browser().get('/readyz');
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ status: 'database unavailable', message: 'La base de données ne répond pas.' });
        // An orchestrator restarting every instance would not bring the database back; it is told why.
        const live = await portal.browser().get('/healthz');
        expect(live.statusCode).toBe(200);
        expect(live.json()).toEqual({
          status: 'ok',
          database: 'database unavailable',
          message: 'La base de données ne répond pas.',
        });
      } finally {
        databaseAnswers = true;
      }
    });

    it('is not ready while a migration of this version is missing, and names it', async () => {
      const last = journalEntries().at(-1)!;
      const table = await migrationsTable(portal.db);
      expect(table).toBeTruthy();
      const [removed] = (
        (await portal.db.execute(
          sql`delete from ${sql.raw(table!)} where created_at = ${last.when} returning hash`,
        )) as unknown as { rows: { hash: string }[] }
      ).rows;
      expect(removed).toBeDefined();
      try {
        const ready = await portal.browser().get('/readyz');
        expect(ready.statusCode).toBe(503);
        const body = ready.json<{ status: string; message: string }>();
        expect(body.status).toBe('migrations pending');
        expect(body.message).toBe(`La base de données n’a pas toutes les migrations de cette version : ${last.tag}.`);
      } finally {
        await portal.db.execute(
          sql`insert into ${sql.raw(table!)} (hash, created_at) values (${removed!.hash}, ${last.when})`,
        );
      }
      expect((await portal.browser().get('/readyz')).statusCode).toBe(200);
    });
  },
  { ping: async () => databaseAnswers },
);

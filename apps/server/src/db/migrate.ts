/**
 * Applies `migrations/*.sql` (listed in `migrations/meta/_journal.json`) with Drizzle's migrator.
 * A new migration is a new SQL file plus a journal entry whose `when` is larger than the last
 * one's; statements are separated by `--> statement-breakpoint`.
 */
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgresWith } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Same key in every process: only one of several starting servers migrates at a time. */
export const MIGRATION_LOCK_SQL = "select pg_advisory_lock(hashtext('portal-migrations'))";
const UNLOCK_SQL = "select pg_advisory_unlock(hashtext('portal-migrations'))";

export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(db, { migrationsFolder });
}

/** Migrates on one dedicated connection that holds the advisory lock meanwhile. */
export async function migratePostgres(pool: pg.Pool, schema?: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(MIGRATION_LOCK_SQL);
    try {
      await migratePostgresWith(drizzlePostgres({ client }), {
        migrationsFolder,
        ...(schema ? { migrationsSchema: schema } : {}),
      });
    } finally {
      await client.query(UNLOCK_SQL);
    }
  } finally {
    client.release();
  }
}

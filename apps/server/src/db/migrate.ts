/**
 * Applies `migrations/*.sql` (listed in `migrations/meta/_journal.json`) with Drizzle's migrator.
 * A new migration is a new SQL file plus a journal entry whose `when` is larger than the last
 * one's; statements are separated by `--> statement-breakpoint`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgresWith } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';
import { rowsOf } from './sql.ts';

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

interface JournalEntry {
  tag: string;
  /** Drizzle records a migration applied by this value (`__drizzle_migrations.created_at`). */
  when: number;
}

export const journalEntries = (): JournalEntry[] =>
  (JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] }).entries;

/**
 * Drizzle's record of the applied migrations, in the schema they ran in: the working schema when
 * they were given one (tests), else `drizzle`. Null before the first migration.
 */
export async function migrationsTable(db: Db): Promise<string | null> {
  const [found] = await rowsOf<{ name: string | null }>(
    db,
    sql`select coalesce(to_regclass(format('%I.__drizzle_migrations', current_schema())),
                        to_regclass('drizzle.__drizzle_migrations'))::text as name`,
  );
  return found?.name ?? null;
}

/** The migrations of `entries` the database has not applied, by tag. */
export async function pendingMigrations(db: Db, entries: JournalEntry[] = journalEntries()): Promise<string[]> {
  const table = await migrationsTable(db);
  const applied = table
    ? await rowsOf<{ created_at: string | number }>(db, sql`select created_at from ${sql.raw(table)}`)
    : [];
  const appliedAt = new Set(applied.map((row) => Number(row.created_at)));
  return entries.filter((entry) => !appliedAt.has(entry.when)).map((entry) => entry.tag);
}

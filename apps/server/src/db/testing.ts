/**
 * Test databases: every suite runs on in-memory PGlite and, when `TEST_DATABASE_URL` is set, on
 * PostgreSQL too, in a schema of its own (dropped afterwards) so test files can run in parallel.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openMemoryDatabase, openPostgres, type Database, type Db } from './client.ts';
import { MIGRATION_LOCK_SQL } from './migrate.ts';
import * as schema from './schema.ts';

export type DatabaseKind = Database['kind'];

export interface TestDatabase {
  kind: DatabaseKind;
  open(): Promise<Database>;
}

export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  const pglite: TestDatabase = { kind: 'pglite', open: openMemoryDatabase };
  return url ? [pglite, { kind: 'postgres', open: () => openPostgresSchema(url) }] : [pglite];
}

/** A fresh schema in the PostgreSQL database at `url`, dropped on close. */
export async function openPostgresSchema(url: string): Promise<Database> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Extensions live in public, shared by every test schema; the lock serialises their creation.
    await admin.query(MIGRATION_LOCK_SQL);
    await admin.query('create extension if not exists pg_trgm schema public');
    await admin.query('create extension if not exists unaccent schema public');
    await admin.query(`create schema ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(url, { schema: name });
  return {
    ...database,
    async close() {
      await database.db.execute(sql.raw(`drop schema ${name} cascade`));
      await database.db.execute(sql.raw(`drop schema if exists ${name}_job_queue cascade`));
      await database.close();
    },
  };
}

/** Tables the migrations fill (the professions), kept as the migrations left them. */
const MIGRATED_DATA = new Set(['jobs']);

/** Empties every table of the schema but those the migrations fill. */
export async function truncateAll(db: Db): Promise<void> {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => !MIGRATED_DATA.has(name))
    .map((name) => `"${name}"`);
  // A request the previous test left running (a mail, a back-channel notice) may still hold a table
  // the truncation needs: PostgreSQL then ends one of the two with a deadlock; try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
    }
  }
}

const isDeadlock = (error: unknown): boolean =>
  (error as { cause?: { code?: string } }).cause?.code === '40P01' || (error as { code?: string }).code === '40P01';

export interface DatabaseContext {
  readonly db: Db;
  readonly kind: DatabaseKind;
  readonly jobQueueConnection: Database['jobQueueConnection'];
}

/**
 * Declares the suite once per test database; tables are emptied before each test.
 * `body` reads `ctx.db` inside tests and hooks only (it is opened in `beforeAll`).
 */
export function describeEachDatabase(name: string, body: (ctx: DatabaseContext) => void): void {
  for (const target of testDatabases()) {
    describe(`${name} [${target.kind}]`, () => {
      let database: Database | undefined;
      beforeAll(async () => {
        database = await target.open();
      });
      afterAll(async () => {
        await database?.close();
      });
      beforeEach(async () => {
        await truncateAll(ctx.db);
      });
      const ctx: DatabaseContext = {
        kind: target.kind,
        get db() {
          if (!database) throw new Error('The test database is not open yet');
          return database.db;
        },
        get jobQueueConnection() {
          if (!database) throw new Error('The test database is not open yet');
          return database.jobQueueConnection;
        },
      };
      body(ctx);
    });
  }
}

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite; migrates it. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ConstructorOptions as JobQueueConnection } from 'pg-boss';
import * as schema from './schema.ts';
import { migratePglite, migratePostgres } from './migrate.ts';
import { withCommitOutcome, type CommitOutcomeOptions } from './commit-outcome.ts';
import { PREPARED_MARK } from './sql.ts';

/** One handle type for both drivers; a transaction (`db.transaction(tx => ...)`) is one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the job queue (`jobs/queue.ts`) keeps its tables, and how it reaches them. */
  jobQueueConnection: JobQueueConnection;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const pingOf = (db: Db) => () =>
  db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );

/** The job queue's own schema, beside the portal's tables (a test schema's queue is in `<schema>_job_queue`). */
export const JOB_QUEUE_SCHEMA = 'job_queue';

export interface OpenOptions {
  /** PostgreSQL URL; when absent, PGlite in `dataDir/pglite`. */
  url?: string;
  dataDir: string;
  /** Called when an idle pooled connection fails (e.g. the server restarted); the pool recovers. */
  onPoolError?: (error: Error) => void;
  /** Called with the text of each statement sent to PostgreSQL (its parameters are not given). */
  onStatement?: (text: string) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    return openPostgres(options.url, { onPoolError: options.onPoolError, onStatement: options.onStatement });
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}

/**
 * The data directory of a freshly migrated PGlite, made once per process: PGlite's initdb costs about
 * 3 s of CPU, loading this copy about 1 s, and the test suites open a hundred of them.
 */
let migratedTemplate: Promise<Blob> | undefined;

/** PGlite in memory, migrated: for tests. */
export async function openMemoryDatabase(): Promise<Database> {
  migratedTemplate ??= dumpOfFreshDatabase().catch((error: unknown) => {
    migratedTemplate = undefined;
    throw error;
  });
  return openPglite(undefined, await migratedTemplate);
}

/**
 * The template holds the job queue's tables too (pg-boss's own install script, as `boss.start()` runs
 * it on PGlite): each suite's queue then finds them made, instead of making them again (0.37 s of CPU
 * per app).
 */
async function dumpOfFreshDatabase(): Promise<Blob> {
  const database = await openPglite(undefined);
  try {
    const { getConstructionPlans } = await import('pg-boss');
    await database.exec(getConstructionPlans(JOB_QUEUE_SCHEMA, { backend: 'pglite' }));
    return await database.dumpDataDir();
  } finally {
    await database.close();
  }
}

interface PgliteDatabase extends Database {
  /** A copy of the data directory, as `PGlite.create({ loadDataDir })` takes it. */
  dumpDataDir(): Promise<Blob>;
  /** Runs a script of several statements. */
  exec(script: string): Promise<void>;
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteDatabase> {
  // Loaded only when used: a PostgreSQL deployment (and its imports) never pays for the WebAssembly build.
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  const { fromPglite } = await import('pg-boss');
  return {
    db,
    kind: 'pglite',
    // The same connection: PGlite has one, and pg-boss's statements queue behind a transaction's.
    jobQueueConnection: { db: fromPglite(client), backend: 'pglite', schema: JOB_QUEUE_SCHEMA },
    ping: pingOf(db),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    exec: async (script) => {
      await client.exec(script);
    },
  };
}

export interface PostgresOptions {
  /** Schema to work in (tests use a fresh one each); `public` when absent. */
  schema?: string;
  onPoolError?: (error: Error) => void;
  onStatement?: (text: string) => void;
  commitOutcome?: CommitOutcomeOptions;
}

type Query = pg.PoolClient['query'];

/**
 * Names of the prepared statements, one per text, shared by every connection: the statements marked
 * `prepared` (`db/sql.ts`) and the query builder's `.prepare(...)`, whose own name is replaced (a
 * builder's text may vary with its values, and a name must keep one text on a connection).
 */
const preparedNames = new Map<string, string>();
/** Beyond this many texts (a prepared statement whose text varies without end), the others go unnamed. */
const MAX_PREPARED = 1000;

function preparedName(text: string, asked: boolean): string | undefined {
  if (!asked && !text.startsWith(PREPARED_MARK)) return undefined;
  let name = preparedNames.get(text);
  if (!name && preparedNames.size < MAX_PREPARED) {
    name = `portal_prepared_${preparedNames.size}`;
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * Each statement a connection sends (a round trip to PostgreSQL) is told to `onStatement` first;
 * one marked `prepared` is sent with its name, so the connection parses and plans it once.
 */
function wrapQueries(client: pg.PoolClient, onStatement: ((text: string) => void) | undefined) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    const config =
      typeof first === 'object' && first !== null ? (first as { text?: unknown; name?: string }) : undefined;
    const text = typeof first === 'string' ? first : String(config?.text ?? '');
    onStatement?.(text);
    if (config) {
      const name = preparedName(text, Boolean(config.name));
      if (name !== config.name) args[0] = { ...config, name };
    }
    return query(...args);
  }) as Query;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  // Short statements only: no parallel workers nor JIT, whose start-up outweighs what they save here.
  const settings = ['-c max_parallel_workers_per_gather=0', '-c jit=off'];
  if (options.schema) settings.push(`-c search_path=${options.schema},public`);
  // Connections stay open once made (pg closes an idle one after 10 s by default): a burst after a
  // quiet moment would otherwise wait for new connections. bench:sso's p99 at half rate, median of
  // 13 runs with the default and 10 without: 73 -> 43 ms on the 2-core machine.
  const pool = new pg.Pool({ connectionString: url, options: settings.join(' '), idleTimeoutMillis: 0 });
  // Without a listener, a connection's error would crash the process: an idle one's reaches the
  // pool's `error`; a checked-out one's (the server restarted during a query) its own, while its
  // query rejects and the pool discards it. Each connection's own listener hears both: it reports,
  // the pool's only keeps an idle one's from crashing the process (it would report it twice).
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
    wrapQueries(client, options.onStatement);
  });
  const db = drizzlePostgres({ client: pool, schema });
  db.transaction = withCommitOutcome(db, options.commitOutcome);
  try {
    await migratePostgres(pool, options.schema);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    // A pool of its own, small: a few fetches and a LISTEN connection per instance.
    jobQueueConnection: {
      connectionString: url,
      schema: options.schema ? `${options.schema}_job_queue` : JOB_QUEUE_SCHEMA,
      max: 3,
      options: settings.slice(0, 2).join(' '),
    },
    ping: pingOf(db),
    close: () => pool.end(),
  };
}

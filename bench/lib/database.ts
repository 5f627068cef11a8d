import pg from 'pg';

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://portal:portal@localhost:5432/portal_bench';

/** The bench database's name: its PostgreSQL backends' CPU is read by it (`machineCpuMeter`). */
export const benchDatabaseName = (databaseUrl = BENCH_DATABASE_URL) => new URL(databaseUrl).pathname.slice(1);

/** Creates the bench database when missing and empties it (Drizzle's journal included). */
export async function resetBenchDatabase(databaseUrl = BENCH_DATABASE_URL): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect().catch((error: Error) => {
    console.error(`PostgreSQL unreachable at ${url.host} (${error.message}); set BENCH_DATABASE_URL.`);
    process.exit(1);
  });
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
  );
  await client.end();
}

/**
 * VACUUM ANALYZE of the whole bench database, its catalogs included, once the portal has migrated and
 * seeded it: what autovacuum's first visit after the schema's rebuild would otherwise do in the
 * middle of a measure (vacuum and analyze of the catalogs the rebuild churned, first statistics of
 * the seeded accounts), a burst a portal in service meets once, after its installation.
 */
export async function settleBenchDatabase(databaseUrl = BENCH_DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/**
 * The bench database emptied, migrated and seeded with the administration's data (`admin-data.ts`):
 * what bench:admin measures on, and what bench:web's administration screens show.
 */
import pg from 'pg';
import { hash } from '@node-rs/argon2';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { seedReferenceData } from '../../apps/server/src/seed/reference-data.ts';
import { BENCH_ADMIN_PASSWORD, seedAdminBench } from './admin-data.ts';
import { ARGON2_PARAMS } from './argon2.ts';
import { resetBenchDatabase } from './database.ts';

export interface SeededAdminDatabase {
  /** A connection to it, for the caller to end. */
  client: pg.Client;
  counts: Record<string, number>;
  seedSeconds: number;
  vacuumSeconds: number;
}

export async function seedAdminBenchDatabase(
  databaseUrl: string,
  { accounts, events }: { accounts: number; events: number },
): Promise<SeededAdminDatabase> {
  await resetBenchDatabase(databaseUrl);
  const migrated = await openPostgres(databaseUrl); // migrates
  await seedReferenceData(migrated.db); // the demo centres
  await migrated.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const counts = await seedAdminBench(client, {
    accounts,
    events,
    passwordHash: await hash(BENCH_ADMIN_PASSWORD, ARGON2_PARAMS),
  });
  const seedSeconds = (performance.now() - started) / 1000;
  const vacuum = performance.now();
  await client.query('vacuum analyze');
  return { client, counts, seedSeconds, vacuumSeconds: (performance.now() - vacuum) / 1000 };
}

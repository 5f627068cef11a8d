/**
 * What the development entries seed before the server listens, as the environment asks:
 * `SEED_DEMO` (default: only on PGlite) for the demo accounts (and those of the administration
 * space's board), directory and job places,
 * `SEED_BENCH_ACCOUNTS` for disposable accounts.
 */
import type { Config } from '../config/schema.ts';
import { createSecretBox } from '../security/secret-box.ts';
import type { Prepare } from '../server.ts';
import { createBenchAccounts } from './bench.ts';
import { seedDemoAdminData } from './demo-admin-data.ts';
import { seedDemoData } from './demo-data.ts';
import { DEFAULT_DIRECTORY_LINES, seedDirectory } from './directory.ts';
import { seedJobPlaces } from './job-places.ts';

export function seedingFromEnvironment(config: Config, env: NodeJS.ProcessEnv = process.env): Prepare {
  const demo = env.SEED_DEMO ? env.SEED_DEMO === 'true' : !config.database.url;
  const benchAccounts = Number(env.SEED_BENCH_ACCOUNTS ?? 0);
  return async ({ db, hasher }) => {
    if (demo) {
      const secretBox = createSecretBox(config.security.encryption_key);
      await seedDemoData(db, { hashPassword: hasher.hash, encryptSecret: secretBox.encrypt });
      await seedDemoAdminData(db, { hashPassword: hasher.hash });
      const lines = Number(env.SEED_DIRECTORY_LINES ?? DEFAULT_DIRECTORY_LINES);
      await seedDirectory(db, { dataDir: config.database.data_dir, lines });
      await seedJobPlaces(db, env);
    }
    if (benchAccounts > 0) await createBenchAccounts(db, benchAccounts, hasher.hash);
  };
}

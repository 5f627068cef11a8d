import { join } from 'node:path';
import type { Config } from './config/schema.ts';
import type { Logger } from './logger.ts';
import { openDatabase } from './db/client.ts';
import { createRepositories } from './repositories/index.ts';
import { createBenchAccounts, seedDemoData, seedReferenceData } from './seed/index.ts';
import { createMailer } from './mail/mailer.ts';
import { createPasswordHasher } from './security/passwords.ts';
import { createSecretBox } from './security/secret-box.ts';
import { loadOrCreateJwks } from './oidc/keys.ts';
import { buildApp } from './app.ts';
import { DEFAULT_DIRECTORY_LINES, seedDirectory } from './directory/seed.ts';
import { seedEstablishments } from './establishments/seed.ts';

const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/** Opens the database (migrations run), seeds when asked, and listens on the configured port. */
export async function startServer(config: Config, log: Logger, { seedDemo }: { seedDemo: boolean }) {
  const database = await openDatabase({ url: config.database.url || undefined, dataDir: config.database.data_dir });
  const hasher = await createPasswordHasher(config.security.argon2);
  await seedReferenceData(database.db);
  if (seedDemo) {
    const secretBox = createSecretBox(config.security.encryption_key);
    await seedDemoData(database.db, { hashPassword: hasher.hash, encryptSecret: secretBox.encrypt });
    const lines = Number(process.env.SEED_DIRECTORY_LINES ?? DEFAULT_DIRECTORY_LINES);
    await seedDirectory(database.db, { dataDir: config.database.data_dir, lines });
    await seedEstablishments(database.db);
  }
  const benchAccounts = Number(process.env.SEED_BENCH_ACCOUNTS ?? 0);
  if (benchAccounts > 0) await createBenchAccounts(database.db, benchAccounts, hasher.hash);
  const jwks = await loadOrCreateJwks(config.security.jwks_file || join(config.database.data_dir, 'jwks.json'));
  const mailer = createMailer(config.mail);
  const app = await buildApp({ config, database, mailer, log, hasher, jwks });
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  log.info({ url: config.public_url, database: database.kind }, 'portal listening');

  const repos = createRepositories(database.db);
  const cleanup = setInterval(() => {
    repos.deleteExpired().catch((error: unknown) => log.error({ err: error }, 'cleanup failed'));
  }, CLEANUP_EVERY_MS);
  cleanup.unref();

  return {
    app,
    database,
    async close() {
      clearInterval(cleanup);
      await app.close();
      mailer.close();
      await database.close();
    },
  };
}

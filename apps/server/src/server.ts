/** Opens the database (migrations run), builds the app and listens on the configured port. */
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config/load.ts';
import type { Config } from './config/schema.ts';
import { createLogger, type Logger } from './logger.ts';
import { openDatabase, type Db } from './db/client.ts';
import { openWhenReachable } from './db/wait.ts';
import { metrics } from './health/metrics.ts';
import { createMailer } from './mail/mailer.ts';
import { createPasswordHasher, type PasswordHasher } from './security/passwords.ts';
import { loadOrCreateJwks } from './oidc/keys.ts';
import { buildApp } from './app.ts';
import { passwordStrengthEstimator } from './security/password-strength.ts';

/** Within an orchestrator's usual grace period (30 s) before it kills the process. */
const DRAIN_DEADLINE_MS = 20_000;

/** Work done on the opened database before the server listens (the demo and bench data, in development). */
export type Prepare = (opened: { db: Db; hasher: PasswordHasher }) => Promise<void>;

/** A pooled connection's failure (the server restarted, the network cut): one line, one count. */
export const reportPoolError = (log: Logger) => (error: Error) => {
  metrics.databaseError();
  log.warn({ reason: error.message }, 'database connection lost; the pool reconnects');
};

/** Each statement counted (`/metrics`); its text logged at level `trace`, to see what an operation sends. */
const countStatement = (log: Logger) => {
  const tracing = log.level === 'trace';
  return (text: string) => {
    metrics.databaseStatement();
    if (tracing) log.trace({ sql: text.replace(/\s+/g, ' ').trim() }, 'sql');
  };
};

export async function startServer(config: Config, log: Logger, { prepare }: { prepare?: Prepare } = {}) {
  const database = await openWhenReachable(
    () =>
      openDatabase({
        url: config.database.url || undefined,
        dataDir: config.database.data_dir,
        onPoolError: reportPoolError(log),
        onStatement: countStatement(log),
      }),
    log,
  );
  const hasher = await createPasswordHasher(config.security.argon2);
  await prepare?.({ db: database.db, hasher });
  const jwks = await loadOrCreateJwks(config.security.jwks_file || join(config.database.data_dir, 'jwks.json'));
  const mailer = createMailer(config.mail, log);
  const app = await buildApp({ config, database, mailer, log, hasher, jwks });
  // The password strength's dictionaries, built before the first sign-up's answer needs them
  // (tests' apps build them only when a password is set).
  passwordStrengthEstimator();
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  log.info({ url: config.public_url, database: database.kind }, 'portal listening');

  return {
    app,
    database,
    async close() {
      await app.close();
      mailer.close();
      await database.close();
    },
  };
}

/**
 * The process: configuration, then the server; stops cleanly on SIGINT and SIGTERM. `prepare` is
 * the seeding of the development entry (`seed/main.ts`); production (`main.ts`) has none.
 */
export async function runServer(prepare?: (config: Config) => Prepare) {
  const log = createLogger();
  try {
    const config = loadConfig();
    const server = await startServer(config, log, { prepare: prepare?.(config) });
    let stopping = false;
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'stopping: the requests under way finish first');
      const deadline = setTimeout(() => {
        log.warn(`requests still under way after ${DRAIN_DEADLINE_MS / 1000} s: stopping anyway`);
        process.exit(1);
      }, DRAIN_DEADLINE_MS);
      deadline.unref();
      await server.close();
      log.info('stopped');
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

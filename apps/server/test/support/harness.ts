/**
 * One real app per suite (Fastify + oidc-provider, real database, real SMTP catcher), built once
 * per test database; before each test the tables are emptied and the demo accounts seeded again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_CONFIG_FILE, loadConfig } from '../../src/config/load.ts';
import type { Config } from '../../src/config/schema.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { describeEachDatabase, type DatabaseKind } from '../../src/db/testing.ts';
import { createLogger, type Logger } from '../../src/logger.ts';
import { createMailer, type Mailer } from '../../src/mail/mailer.ts';
import { loadOrCreateJwks } from '../../src/oidc/keys.ts';
import { accountsRepository, type AccountsRepository } from '../../src/accounts/repository.ts';
import { createPasswordHasher } from '../../src/security/passwords.ts';
import { createSecretBox } from '../../src/security/secret-box.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoData } from '../../src/seed/index.ts';
import { Browser } from './browser.ts';

/** The real mailer, counting the mails under way so that a test starts once they are delivered. */
function settledMailer(mailer: Mailer): Mailer & { settled: () => Promise<void> } {
  const underway = new Set<Promise<unknown>>();
  return {
    ...mailer,
    send(to, content) {
      const sending = mailer.send(to, content);
      const settled = sending.catch(() => {}).finally(() => underway.delete(settled));
      underway.add(settled);
      return sending;
    },
    settled: async () => {
      await Promise.all(underway);
    },
  };
}
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.ts';

/** The end-to-end overlay: generous rate limits, a lock after 3 failures. */
export const TEST_OVERLAY = fileURLToPath(new URL('../../../../config/overlays/test.yaml', import.meta.url));

/** The address of a demo account: `demo('medecin')`. */
export const demo = (name: string) => `${name}@${DEMO_EMAIL_DOMAIN}`;

export interface Portal {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Where the suite's job queue lives (a second app on the same database shares it). */
  readonly jobQueueConnection: Database['jobQueueConnection'];
  readonly accounts: AccountsRepository;
  readonly mail: SmtpCatcher;
  /** A new browser with an empty cookie jar. */
  browser(): Browser;
  /** The id of the account that owns `email`. */
  userId(email: string): Promise<string>;
}

export interface PortalOptions {
  /** Changes the loaded configuration (default file + test overlay) before the app is built. */
  configure?: (config: Config) => void | Promise<void>;
  /** The app's logger (default: silent, or `LOG_LEVEL`); a test reads what the portal logs. */
  log?: Logger;
  /** Whether the database answers (`Database.ping`): always, unless a test says otherwise. */
  ping?: () => Promise<boolean>;
}

export function describePortal(
  name: string,
  body: (portal: Portal) => void,
  { configure, log: appLog, ping = async () => true }: PortalOptions = {},
): void {
  describeEachDatabase(name, (ctx) => {
    let app: FastifyInstance | undefined;
    let mail: SmtpCatcher | undefined;
    let mailer: (Mailer & { settled: () => Promise<void> }) | undefined;
    let tempDir: string | undefined;
    let seedOptions: Parameters<typeof seedDemoData>[1];
    const config = loadConfig(DEFAULT_CONFIG_FILE, { PORTAL_CONFIG_OVERLAY: TEST_OVERLAY });
    const defined = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`${what} is not ready yet`);
      return value;
    };

    beforeAll(async () => {
      await configure?.(config);
      mail = await startSmtpCatcher();
      tempDir = await mkdtemp(join(tmpdir(), 'portal-api-'));
      config.security.jwks_file = join(tempDir, 'jwks.json');
      const jwks = await loadOrCreateJwks(config.security.jwks_file);
      const hasher = await createPasswordHasher(config.security.argon2);
      // One real argon2id hash of the demo password, reused by every seeding of the suite.
      const passwordHash = await hasher.hash(DEMO_PASSWORD);
      seedOptions = {
        hashPassword: async () => passwordHash,
        encryptSecret: createSecretBox(config.security.encryption_key).encrypt,
      };
      config.mail.smtp_url = mail.url;
      const log = appLog ?? createLogger(process.env.LOG_LEVEL ?? 'silent');
      mailer = settledMailer(createMailer(config.mail, log));
      const database = {
        db: ctx.db,
        kind: ctx.kind,
        jobQueueConnection: ctx.jobQueueConnection,
        ping,
        close: async () => {},
      };
      app = await buildApp({ config, database, mailer, log, hasher, jwks });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      mailer?.close();
      await mail?.close();
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
    });

    beforeEach(async () => {
      await seedDemoData(ctx.db, seedOptions);
      // A notice an earlier test's answer did not wait for (a new browser's) lands before, not in, this test.
      await mailer?.settled();
      mail?.clear();
    });

    const portal: Portal = {
      get app() {
        return defined(app, 'the app');
      },
      config,
      get db() {
        return ctx.db;
      },
      kind: ctx.kind,
      get jobQueueConnection() {
        return ctx.jobQueueConnection;
      },
      get accounts() {
        return accountsRepository(ctx.db);
      },
      get mail() {
        return defined(mail, 'the SMTP catcher');
      },
      browser: () => new Browser(portal.app),
      async userId(email) {
        const user = await accountsRepository(ctx.db).findUserByEmail(email);
        return defined(user ?? undefined, `the account ${email}`).id;
      },
    };
    body(portal);
  });
}

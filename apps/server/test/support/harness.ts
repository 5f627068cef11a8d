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
import { loadOrCreateJwks, type Jwks } from '../../src/oidc/keys.ts';
import { accountsRepository, type AccountsRepository } from '../../src/accounts/repository.ts';
import { createPasswordHasher } from '../../src/security/passwords.ts';
import { createSecretBox } from '../../src/security/secret-box.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoData } from '../../src/seed/index.ts';
import { Browser } from './browser.ts';
import { outboxRepository } from '../../src/mail-outbox/repository.ts';

/** The real mailer, counting the mails under way so that a test starts once they are delivered. */
function settledMailer(mailer: Mailer): Mailer & { settled: () => Promise<void> } {
  const underway = new Set<Promise<unknown>>();
  return {
    ...mailer,
    send(to, content, options) {
      const sending = mailer.send(to, content, options);
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

/**
 * Waits until the outbox has no mail waiting for its first try nor being sent, and the mailer is
 * idle: the mails a request recorded are then in the SMTP catcher (or failed their first try). A
 * mail waiting for a retry is not waited for. False when `timeoutMs` passed first.
 */
async function outboxSettled(db: Db, mailer: { settled: () => Promise<void> }, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (await outboxRepository(db).underway()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await mailer.settled();
  return true;
}

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
  /**
   * Waits (up to `timeoutMs`) until every mail recorded so far had its first try. Every answer of
   * the app already waits for it (so a test reads the catcher right after a request); a test that
   * records mails otherwise calls it.
   */
  mailsDelivered(timeoutMs?: number): Promise<void>;
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
      // The mails an answer recorded are delivered by the outbox's worker: the test sees the answer
      // once they had their first try, as it did when they were sent inside the request.
      const settling = mailer;
      app.addHook('onSend', async () => {
        await outboxSettled(ctx.db, settling, 10_000);
      });
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
      // A mail an earlier test recorded without a request lands before, not in, this test.
      if (mailer) await outboxSettled(ctx.db, mailer, 10_000);
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
      async mailsDelivered(timeoutMs = 10_000) {
        if (!(await outboxSettled(ctx.db, defined(mailer, 'the mailer'), timeoutMs))) {
          throw new Error(`mails still waiting for their first try after ${timeoutMs} ms`);
        }
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

/**
 * Another app on the suite's database, built from a variant of its configuration or with another key
 * file (the suite's own by default): the app, or why it did not start. The test closes it.
 */
export async function secondApp(
  portal: Portal,
  { config = portal.config, jwks }: { config?: Config; jwks?: Jwks } = {},
) {
  const log = createLogger('silent');
  return buildApp({
    config,
    database: {
      db: portal.db,
      kind: portal.kind,
      jobQueueConnection: portal.jobQueueConnection,
      ping: async () => true,
      close: async () => {},
    },
    mailer: createMailer(config.mail, log),
    log,
    hasher: await createPasswordHasher(config.security.argon2),
    jwks: jwks ?? (await loadOrCreateJwks(config.security.jwks_file)),
  });
}

/**
 * `npm run bench:mail`: how long a code the user waits for takes to arrive now that every mail goes
 * through the outbox (issue 37). A portal in this process on embedded PGlite, the demo accounts,
 * a real SMTP server on loopback (the tests' catcher); N sends of each kind, timed from the
 * request's answer to the SMTP server's receipt of the mail: the sign-in code
 * (`POST /otp/sendByEmail`) and the reset link (`POST /api/password/send-newPassword`, whose mail
 * is recorded after the answer). Prints p50/p95/max per kind. Env: `BENCH_MAILS` (20).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { DEFAULT_CONFIG_FILE, loadConfig } from '../apps/server/src/config/load.ts';
import { openMemoryDatabase } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { createMailer } from '../apps/server/src/mail/mailer.ts';
import { loadOrCreateJwks } from '../apps/server/src/oidc/keys.ts';
import { createPasswordHasher } from '../apps/server/src/security/passwords.ts';
import { createSecretBox } from '../apps/server/src/security/secret-box.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoData } from '../apps/server/src/seed/index.ts';
import { Browser } from '../apps/server/test/support/browser.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../apps/server/test/support/smtp-catcher.ts';
import { intEnv } from './lib/env.ts';
import { fmt, printTable } from './lib/stats.ts';

const MAILS = intEnv('BENCH_MAILS', 20, 1, 1000);
const EMAIL = `medecin@${DEMO_EMAIL_DOMAIN}`;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Milliseconds from `answered` until the catcher holds one more mail to `to` matching `subject`. */
async function arrival(mail: SmtpCatcher, to: string, subject: RegExp, before: number, answered: number) {
  while (mail.to(to, subject).length <= before) {
    if (performance.now() - answered > 30_000) throw new Error(`no mail "${subject}" within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return performance.now() - answered;
}

async function signInAwaitingCode(browser: Browser): Promise<void> {
  const login = await browser.get('/portalLogin', { accept: 'application/json' });
  const { authUrl } = login.json<{ authUrl: string }>();
  const { response } = await browser.follow(
    await browser.get(authUrl, { accept: 'application/json' }),
    'application/json',
  );
  const { interactionId } = response.json<{ interactionId: string }>();
  const submitted = await browser.postForm(`/oidc/interaction/${interactionId}/login`, {
    prompt: 'login',
    login: EMAIL,
    password: DEMO_PASSWORD,
  });
  if (submitted.statusCode >= 400) throw new Error(`sign-in refused: ${submitted.statusCode}`);
}

async function main() {
  const config = loadConfig(DEFAULT_CONFIG_FILE, {});
  const mail = await startSmtpCatcher();
  const tempDir = await mkdtemp(join(tmpdir(), 'portal-bench-mail-'));
  config.mail.smtp_url = mail.url;
  config.security.jwks_file = join(tempDir, 'jwks.json');
  // Generous limits: the bench sends many codes to one account.
  for (const limit of Object.values(config.security.rate_limits)) limit.max = 1_000_000;
  const log = createLogger(process.env.LOG_LEVEL ?? 'silent');
  const database = await openMemoryDatabase();
  const hasher = await createPasswordHasher(config.security.argon2);
  await seedDemoData(database.db, {
    hashPassword: (password) => hasher.hash(password),
    encryptSecret: createSecretBox(config.security.encryption_key).encrypt,
  });
  const mailer = createMailer(config.mail, log);
  const app = await buildApp({
    config,
    database,
    mailer,
    log,
    hasher,
    jwks: await loadOrCreateJwks(config.security.jwks_file),
  });
  await app.ready();
  try {
    const kinds: [string, () => Promise<number>][] = [];
    const browser = new Browser(app);
    await signInAwaitingCode(browser);
    kinds.push([
      'sign-in code (POST /otp/sendByEmail)',
      async () => {
        const sent = await browser.json('POST', '/otp/sendByEmail');
        const answered = performance.now();
        if (sent.statusCode !== 200) throw new Error(`sendByEmail: ${sent.statusCode} ${sent.body}`);
        const { prefix } = sent.json<{ prefix: string }>();
        return arrival(mail, EMAIL, new RegExp(`^${prefix} `), 0, answered);
      },
    ]);
    kinds.push([
      'reset link (POST /api/password/send-newPassword)',
      async () => {
        const before = mail.to(EMAIL, /mot de passe/i).length;
        const sent = await browser.json('POST', '/api/password/send-newPassword', { email: EMAIL });
        const answered = performance.now();
        if (sent.statusCode >= 300) throw new Error(`send-newPassword: ${sent.statusCode} ${sent.body}`);
        return arrival(mail, EMAIL, /mot de passe/i, before, answered);
      },
    ]);
    for (const [name, once] of kinds) {
      const times: number[] = [];
      for (let n = 0; n < MAILS; n += 1) times.push(await once());
      times.sort((a, b) => a - b);
      printTable(`${name}: ${MAILS} mails, answer → SMTP receipt`, [
        ['p50', `${fmt(quantile(times, 0.5))} ms`],
        ['p95', `${fmt(quantile(times, 0.95))} ms`],
        ['max', `${fmt(times.at(-1)!)} ms`],
      ]);
    }
  } finally {
    await app.close();
    mailer.close();
    await mail.close();
    await database.close();
    await rm(tempDir, { recursive: true, force: true });
  }
}

await main();

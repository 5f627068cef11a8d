/**
 * The fault tests' stack, started once for the serial suite: a PostgreSQL of the test's own, the
 * mail catcher behind one SMTP gate per instance, instances A and B behind the round-robin proxy,
 * the writers signed in (each a browser context), and the super administrator whose calls cause
 * the notices. Stopped at the end whatever state the faults left it in.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from '@playwright/test';
import { createMailbox } from '../../e2e/support/mailbox.ts';
import { startMaildev } from '../../e2e/support/maildev.ts';
import { startSmtpGate, type SmtpGate } from '../../e2e/support/smtp-gate.ts';
import { demo, disposable, DISPOSABLE_PASSWORD, signInWithEmailCode } from '../../e2e/support/journeys.ts';
import { PORTAL_URL, PORTS } from '../ports.ts';
import { portalInstance, type PortalInstance } from './instances.ts';
import { noticeSender } from './notices.ts';
import { writeOverlay } from './overlay.ts';
import { createPrivatePostgres, type PrivatePostgres } from './postgres.ts';
import { startRoundRobin, type RoundRobin } from './round-robin.ts';

/** How many accounts save their profile during the PostgreSQL faults (`bench-1` …). */
export const WRITERS = 4;
/** The accounts whose sessions the super administrator ends, each time a notice (`bench-5` …). */
const NOTICED = [5, 6, 7, 8].map(disposable);
const TEST_OVERLAY = fileURLToPath(new URL('../../config/overlays/test.yaml', import.meta.url));
/**
 * A retry every 2 s, doubling up to 8 s, 40 tries: a two-minute outage is outlasted and its mails
 * arrive within seconds of its end. A send's lease (and pg-boss's look for expired jobs) short, so
 * that a killed instance's send is taken over within seconds.
 */
export const FAULTS_CONFIG = {
  mail: { delivery: { tries: 40, first_retry_seconds: 2, max_retry_seconds: 8, lease_seconds: 10 } },
  jobs: { supervise_seconds: 2 },
};
export const MAIL_URL = `http://localhost:${PORTS.mailWeb}`;
export const mailbox = createMailbox(MAIL_URL);

export async function startFaultStack(browser: Browser, postgresBin: string) {
  const work = mkdtempSync(join(tmpdir(), 'portal-faults-'));
  const writers: BrowserContext[] = [];
  let postgres: PrivatePostgres | undefined;
  let maildev: ChildProcess | undefined;
  let gates: { A: SmtpGate; B: SmtpGate } | undefined;
  let a: PortalInstance | undefined;
  let b: PortalInstance | undefined;
  let c: PortalInstance | undefined;
  let proxy: RoundRobin | undefined;
  let admin: BrowserContext | undefined;

  /** Stops whatever is running; keeps the test's folder, and says where the logs are, after a failure. */
  async function stop(failed: boolean) {
    if (failed) console.log(`The instances' logs: ${join(work, 'a.log')}, ${join(work, 'b.log')}`);
    for (const context of writers) await context.close();
    await admin?.close();
    await proxy?.close();
    const running = [a, b, c].filter((instance): instance is PortalInstance => instance?.running === true);
    await Promise.all(running.map((instance) => instance.stop('SIGTERM')));
    maildev?.kill();
    await Promise.all(Object.values(gates ?? {}).map((gate) => gate.close()));
    await postgres?.remove();
    if (!failed) rmSync(work, { recursive: true, force: true });
  }

  try {
    postgres = createPrivatePostgres(postgresBin, PORTS.postgres);
    await postgres.init();
    maildev = startMaildev(PORTS.smtp, PORTS.mailWeb);
    gates = {
      A: await startSmtpGate('A', PORTS.smtpGateA, PORTS.smtp),
      B: await startSmtpGate('B', PORTS.smtpGateB, PORTS.smtp),
    };
    const env = {
      DATABASE_URL: postgres.url,
      // A's gate; B has its own (an instance started for a while, C, shares A's).
      SMTP_URL: gates.A.url,
      PUBLIC_URL: PORTAL_URL,
      JWKS_FILE: join(work, 'jwks.json'),
      PORTAL_CONFIG_OVERLAY: writeOverlay(join(work, 'faults.yaml'), TEST_OVERLAY, FAULTS_CONFIG),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SEED_BENCH_ACCOUNTS: '0',
      DIRECTORY_REFRESH_SOURCE: join(work, 'rpps'),
    };
    a = portalInstance('A', PORTS.instanceA, { ...env, DATA_DIR: join(work, 'a') }, join(work, 'a.log'));
    b = portalInstance(
      'B',
      PORTS.instanceB,
      { ...env, DATA_DIR: join(work, 'b'), SMTP_URL: gates.B.url },
      join(work, 'b.log'),
    );
    // A seeds the demo accounts once; B, and A when it comes back, only serve.
    await a.start({
      SEED_DEMO: 'true',
      SEED_BENCH_ACCOUNTS: String(WRITERS + NOTICED.length),
      SEED_DIRECTORY_LINES: '200',
    });
    await b.start();
    proxy = await startRoundRobin(PORTS.proxy, [a, b]);
    for (let writer = 1; writer <= WRITERS; writer += 1) {
      const context = await browser.newContext({ baseURL: PORTAL_URL, locale: 'fr-FR' });
      const page = await context.newPage();
      await signInWithEmailCode(page, mailbox, disposable(writer), DISPOSABLE_PASSWORD);
      await page.close();
      writers.push(context);
    }
    admin = await browser.newContext({ baseURL: PORTAL_URL, locale: 'fr-FR' });
    const adminPage = await admin.newPage();
    await signInWithEmailCode(adminPage, mailbox, demo('superadmin'));
    await adminPage.close();
    const notices = await noticeSender(admin, PORTAL_URL, NOTICED);
    return {
      work,
      postgres,
      gates,
      a,
      b,
      proxy,
      writers,
      notices,
      /** C, A's settings on a folder of its own; stopped at the end if a failure left it running. */
      instanceC() {
        c = portalInstance('C', PORTS.instanceC, { ...env, DATA_DIR: join(work, 'c') }, join(work, 'c.log'));
        return c;
      },
      stop,
    };
  } catch (error) {
    await stop(true);
    throw error;
  }
}

export type FaultStack = Awaited<ReturnType<typeof startFaultStack>>;

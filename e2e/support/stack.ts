/**
 * One test stack for Playwright's webServer: the real portal (PGlite in a fresh folder, or a
 * freshly emptied PostgreSQL database), the demo client, a real SMTP catcher (maildev, behind a
 * gate that a journey can make refuse a recipient), the
 * analytics stand-in (scripts/start.ts starts it at ANALYTICS_URL) and, when
 * installed, Apache with mod_auth_openidc, on the ports of `stacks.ts`. Run as
 * `tsx e2e/support/stack.ts pglite|postgres`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parse } from 'yaml';
import { loadConfig } from '../../apps/server/src/config/load.ts';
import { APACHE_CLIENT_ID, apacheMissing, startApache } from './apache.ts';
import {
  directorySourceDir,
  STACK_CONFIG_OVERLAY,
  STACKS,
  STEP_UP_STACK,
  stackUrls,
  type StackName,
} from './stacks.ts';
import { startMaildev } from './maildev.ts';
import { serveGateControl, startSmtpGate } from './smtp-gate.ts';

const name = process.argv[2] as StackName;
if (!STACKS[name]) throw new Error(`unknown stack ${process.argv[2]}`);
const stack = stackUrls(name);

const dataDir = mkdtempSync(join(tmpdir(), `portal-e2e-${name}-`));
// No extract until the directory journey writes one.
const directorySource = directorySourceDir(name);
rmSync(directorySource, { recursive: true, force: true });
mkdirSync(directorySource);

/** The test overlay; the step-up stack's with its short re-authentication window (JSON is YAML). */
function configOverlay(): string {
  if (name !== STEP_UP_STACK.name) return STACK_CONFIG_OVERLAY;
  const overlay = parse(readFileSync(STACK_CONFIG_OVERLAY, 'utf8'));
  overlay.security.reauthentication_seconds = STEP_UP_STACK.reauthenticationSeconds;
  const file = join(dataDir, 'overlay.json');
  writeFileSync(file, JSON.stringify(overlay));
  return file;
}

Object.assign(process.env, {
  PORT: String(stack.port),
  PUBLIC_URL: stack.baseURL,
  DEMO_CLIENT_URL: stack.demoURL,
  PSC_STAND_IN_PORT: String(stack.pscPort),
  PARTNER_CLIENT_URL: stack.partnerURL,
  APACHE_CLIENT_URL: stack.apacheURL,
  LEMONLDAP_CLIENT_URL: stack.lemonldapURL,
  ANALYTICS_URL: stack.analyticsURL,
  DATA_DIR: dataDir,
  JWKS_FILE: join(dataDir, 'jwks.json'),
  SMTP_URL: `smtp://127.0.0.1:${stack.smtpPort}`,
  PORTAL_CONFIG_OVERLAY: configOverlay(),
  DIRECTORY_REFRESH_SOURCE: directorySource,
  SEED_DEMO: 'true',
  // Disposable activated accounts (bench-1 … bench-30), for journeys that change an account for good
  // (journeys.ts says whose; bench-10 is the Apache journey's, bench-13 LemonLDAP::NG's).
  SEED_BENCH_ACCOUNTS: '30',
  LOG_LEVEL: 'warn',
  DATABASE_URL: name === 'postgres' ? process.env.TEST_DATABASE_URL : '',
});

if (name === 'postgres') {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(
    'drop schema if exists drizzle cascade; drop schema if exists job_queue cascade; drop schema if exists public cascade; create schema public;',
  );
  await client.end();
}

// The catcher, behind a gate a journey can make refuse a recipient (`failed-mails.spec.ts`).
const maildev = startMaildev(stack.catcherSmtpPort, stack.mailWebPort);
process.on('exit', () => maildev.kill());
await serveGateControl(await startSmtpGate(name, stack.smtpPort, stack.catcherSmtpPort), stack.smtpGateControlPort);

// Before the portal, so that Apache answers once the portal does (Playwright waits for the portal).
const apacheMissingHere = apacheMissing();
if (name === STEP_UP_STACK.name) {
  // No Apache on the step-up journey's stack: that journey does not use it.
} else if (apacheMissingHere) {
  console.warn(`Apache with mod_auth_openidc not started, its journey is skipped: ${apacheMissingHere}`);
} else {
  const client = loadConfig().oidc_clients.find((app) => app.client_id === APACHE_CLIENT_ID)!;
  const apache = await startApache({
    port: stack.apachePort,
    portalURL: stack.baseURL,
    clientSecret: client.client_secret!,
  });
  process.on('exit', apache.stop);
}

await import('../../scripts/start.ts');

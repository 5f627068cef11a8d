/**
 * The stack the user guide's screenshots are taken from, started as `e2e/support/stack.ts` starts
 * the journeys' one: the real portal on a fresh PGlite folder with the demo data, the demo client
 * applications, the Pro Santé Connect stand-in and the dev mailbox (maildev), on the journeys'
 * PGlite ports (shifted by E2E_PORT_OFFSET), with `overlay.yaml` beside this file.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackUrls } from '../../e2e/support/stacks.ts';

const stack = stackUrls('pglite');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-user-guide-'));
Object.assign(process.env, {
  PORT: String(stack.port),
  PUBLIC_URL: stack.baseURL,
  DEMO_CLIENT_URL: stack.demoURL,
  PSC_STAND_IN_PORT: String(stack.pscPort),
  PARTNER_CLIENT_URL: stack.partnerURL,
  DATA_DIR: dataDir,
  JWKS_FILE: join(dataDir, 'jwks.json'),
  DEV_MAIL_SMTP_PORT: String(stack.smtpPort),
  DEV_MAIL_WEB_PORT: String(stack.mailWebPort),
  PORTAL_CONFIG_OVERLAY: new URL('./overlay.yaml', import.meta.url).pathname,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
});

await import('../start.ts');

/**
 * `npm run test:faults`: two instances of the portal behind a round-robin proxy, on a PostgreSQL
 * of their own, through an instance killed, the database restarted and crashed, and a SIGTERM.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { PORTAL_URL } from './ports.ts';

export default defineConfig({
  testDir: '.',
  outputDir: `../test-results-faults${process.env.E2E_PORT_OFFSET ?? ''}`,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: PORTAL_URL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
});

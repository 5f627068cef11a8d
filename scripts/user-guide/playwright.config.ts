/**
 * `npm run user-guide:screenshots`: the user guide's pictures taken from the real product (Playwright
 * and Chromium, as the journeys), each `*.shots.ts` file a chapter of the guide, in order.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.ts';
import { stackUrls } from '../../e2e/support/stacks.ts';

const stack = stackUrls('pglite');

export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  outputDir: `../../test-results-user-guide-${process.env.E2E_PORT_OFFSET ?? 0}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './sizes.ts',
  use: {
    baseURL: stack.baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'guide', metadata: { stack: 'pglite' } }],
  webServer: {
    command: 'npx tsx scripts/user-guide/stack.ts',
    cwd: '../..',
    url: `${stack.baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

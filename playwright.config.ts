import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';
import { STEP_UP_STACK, stackUrls, type StackName } from './e2e/support/stacks.ts';

const stacks: StackName[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/** The step-up journey, on its own PGlite stack with a short re-authentication window (`stacks.ts`). */
const STEP_UP_JOURNEY = 'step-up.spec.ts';

/**
 * Journeys run once, on the embedded database: what they check is the browser's side (layouts at
 * 320 px, styles, the content pages, the consent banner's tracking, the sign-up form's messages
 * field by field), the same whichever database the server uses. The server's side of each is tested
 * on both databases (apps/server/test). The step-up journey (the dialog after a session's window,
 * which it waits out) runs on the embedded database too, on a stack of its own.
 */
const EMBEDDED_DATABASE_ONLY = [
  'small-screens.spec.ts',
  'sign-up-small-screens.spec.ts',
  'content-pages.spec.ts',
  'accessibility-statement.spec.ts',
  'first-load.spec.ts',
  'cookie-consent.spec.ts',
  'sign-up-validation.spec.ts',
  'password-strength.spec.ts',
  // The keyboard's way through screens the other journeys run on both databases.
  'keyboard-sign-in.spec.ts',
  'admin-keyboard.spec.ts',
  // What the browser keeps in its tab between a tile's sign-in and the app it offers.
  'sign-in-from-tile.spec.ts',
  // Third-party clients' protocol, run against each database by the server's relying-party,
  // standards and sign-out tests.
  'interop-lemonldap.spec.ts',
  'interop-apache.spec.ts',
  'sign-out-confirmation.spec.ts',
  // Pro Santé Connect's stand-in and the portal's answers to it, run against each database by the
  // server's psc tests (sign-in, sign-up, link, the claimed RPPS).
  'pro-sante-connect.spec.ts',
  // Recovery codes and the administrator's factor reset, run against each database by the server's
  // recovery-codes and factor-reset tests.
  'recovery-codes.spec.ts',
  'admin-factor-reset.spec.ts',
  // The browsers' list and the new-browser e-mail, run against each database by the server's
  // account-sessions tests.
  'account-sessions.spec.ts',
  // Chromium's virtual authenticator; the passkeys' server side runs on both databases in the
  // server's passkeys tests.
  'passkeys.spec.ts',
  // The directory refresh's screens; its thresholds, board entries and sources run against each
  // database in the server's directory-refresh tests.
  'directory-refresh.spec.ts',
  // The failed mails' screen; the outbox's retries, failure and resend run on both databases in the
  // server's mail-outbox tests.
  'failed-mails.spec.ts',
  // The profile's screens, the administrators' and the account banners: their calls run against
  // each database in the server's profile*, account-security-*, admin*/ and account-state tests;
  // sign-up without RPPS and its code's limit in the signup* tests. PostgreSQL keeps a journey
  // through each part of the portal: sign-in (e-mail code, TOTP), sign-up in the directory, the
  // reset link, the lock's slow-down, consent, the single sign-on's renewal and an administrator's
  // reviews (admin-bordeaux).
  'profile-edit.spec.ts',
  'profile-security.spec.ts',
  'admin-lyon.spec.ts',
  'admin-super.spec.ts',
  'account-banners.spec.ts',
  'sign-up-shared-secretariat.spec.ts',
  'sign-up-code-limit.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  // Runs on shifted ports (E2E_PORT_OFFSET) keep their own results, so two runs can share a checkout.
  outputDir: process.env.E2E_PORT_OFFSET ? `test-results-${process.env.E2E_PORT_OFFSET}` : 'test-results',
  fullyParallel: false,
  workers: stacks.length,
  retries: 0,
  // Long journeys on a 2-core machine running two stacks and two browsers at once; no test asserts a duration.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    // A failed journey keeps its trace with the page's DOM at each step; the screencast is left out:
    // recorded for every journey to be kept for the failed ones, it cost a third of the browser's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions(),
  },
  // Projects run in this order: the step-up journey first, on one worker while the other starts on
  // the rest. Last, its 2.6 minutes (mostly waiting out its window) ran alone with the other worker
  // done.
  projects: [
    {
      name: STEP_UP_STACK.name,
      testMatch: STEP_UP_JOURNEY,
      use: { baseURL: stackUrls(STEP_UP_STACK.name).baseURL },
      metadata: { stack: STEP_UP_STACK.name },
    },
    ...stacks.map((name) => ({
      name,
      testIgnore: name === 'pglite' ? [STEP_UP_JOURNEY] : [...EMBEDDED_DATABASE_ONLY, STEP_UP_JOURNEY],
      use: { baseURL: stackUrls(name).baseURL },
      metadata: { stack: name },
    })),
  ],
  webServer: [...stacks, STEP_UP_STACK.name].map((name) => ({
    command: `npx tsx e2e/support/stack.ts ${name}`,
    url: `${stackUrls(name).baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});

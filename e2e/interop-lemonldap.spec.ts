import type { Page } from '@playwright/test';
import { consentLabels, handBackPageLabels, labels, signOutPageLabels } from '@portal/shared';
import { loadConfig } from '../apps/server/src/config/load.ts';
import { LEMONLDAP_APP, LEMONLDAP_CLIENT_ID, lemonldapMissing, startLemonldap } from './support/lemonldap.ts';
import { expect, test } from './support/fixtures.ts';
import { DISPOSABLE_PASSWORD, disposable, passwordThenEmailCode } from './support/journeys.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';
import { STACK_CONFIG_OVERLAY, stackUrls, type StackName } from './support/stacks.ts';

const missing = lemonldapMissing();
test.skip(Boolean(missing), `the LemonLDAP::NG journey needs its Debian packages: ${missing}`);

const account = disposable(13);
/** The value the protected application shows for a claim LemonLDAP::NG received. */
const claim = (page: Page, name: string) =>
  page.locator(`xpath=//dt[normalize-space()="${name}"]/following-sibling::dd[1]`);

let lemonldap: Awaited<ReturnType<typeof startLemonldap>> | undefined;

// LemonLDAP::NG and its nginx run for this file only, as its children, on ports of the stack's.
test.beforeAll(async ({ browser: _browser }, testInfo) => {
  const stack = stackUrls(testInfo.project.metadata.stack as StackName);
  const client = loadConfig(undefined, { PORTAL_CONFIG_OVERLAY: STACK_CONFIG_OVERLAY }).oidc_clients.find(
    (app) => app.client_id === LEMONLDAP_CLIENT_ID,
  )!;
  lemonldap = await startLemonldap({
    port: stack.lemonldapPort,
    appPort: stack.lemonldapAppPort,
    portalURL: stack.baseURL,
    clientSecret: client.client_secret!,
  });
});
test.afterAll(() => lemonldap?.stop());

test('LemonLDAP::NG protects an application on another origin: sign-in with the code, consent, the claims; its sign-out ends the portal’s single sign-on session', async ({
  page,
  stack,
  mailbox,
  expectAccessible,
}) => {
  const { appURL } = lemonldap!;
  // The protected application → LemonLDAP::NG → the portal's sign-in (no code_challenge: a nonce).
  await page.goto(`${appURL}/`);
  await page.waitForURL(`${stack.baseURL}/**`);
  await passwordThenEmailCode(page, mailbox, account, DISPOSABLE_PASSWORD);

  // Not first-party: the consent screen. Accepted, a page of the portal goes on by itself to the
  // provider, whose redirects lead to LemonLDAP::NG's callback, then to the application on its own
  // origin, which shows what LemonLDAP::NG received. That page's own step is stopped once, so that
  // it is checked (axe and HTML_CodeSniffer, 320 px) and its link, for a browser that does not go on, followed.
  await expect(
    page.getByRole('heading', { name: consentLabels.title.replace('{{app}}', 'Intranet hospitalier') }),
  ).toBeVisible();
  await page.route(`${stack.baseURL}/oidc/auth/*`, (route) => route.abort('aborted'), { times: 1 });
  await page.getByRole('button', { name: consentLabels.accept }).click();
  await expect(page.getByRole('heading', { name: handBackPageLabels.title })).toBeVisible();
  await expectAccessible(page, 'the page back to the application');
  const viewport = page.viewportSize()!;
  await page.setViewportSize(SMALL_SCREEN);
  await expectFitsSmallScreen(page, 'the page back to the application');
  await page.setViewportSize(viewport);
  await page.getByRole('link', { name: handBackPageLabels.link }).click();
  await page.waitForURL(`${appURL}/`);
  await expect(page.getByRole('heading', { name: LEMONLDAP_APP.signedIn })).toBeVisible();
  await expect(claim(page, 'email')).toHaveText(account);
  await expect(claim(page, 'given_name')).toHaveText('Banc');
  await expect(claim(page, 'family_name')).toHaveText("d'essai bench-13");

  // Signing out at LemonLDAP::NG: its provider's sign-out (RP-initiated, with its ID token, which
  // carries no session id: 2.16 takes no back-channel logout) asks first, then ends the portal's
  // single sign-on session and goes back to LemonLDAP::NG. The application then sends the user to
  // the portal's sign-in form: no session is left to answer at once.
  await page.getByRole('link', { name: 'Se déconnecter' }).click();
  await expect(page.getByText(signOutPageLabels.question)).toBeVisible();
  await page.getByRole('button', { name: signOutPageLabels.confirm }).click();
  await page.waitForURL(`${lemonldap!.portalURL}/**`);
  await page.goto(`${appURL}/`);
  await expect(page).toHaveURL(new RegExp(`^${stack.baseURL}/`));
  await expect(page.getByLabel(labels.fields.email)).toBeVisible();
});

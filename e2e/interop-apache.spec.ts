import type { BrowserContext, Page } from '@playwright/test';
import { consentLabels, labels, type CurrentUser } from '@portal/shared';
import { APACHE_PATHS, apacheMissing } from './support/apache.ts';
import { expect, test as base } from './support/fixtures.ts';
import { DISPOSABLE_PASSWORD, disposable, passwordThenEmailCode, signInWithEmailCode } from './support/journeys.ts';
import type { Mailbox } from './support/mailbox.ts';
import { signOut } from './support/security.ts';

/**
 * Where the tabs of `context` went, popups included: each navigation's address, or its redirect's
 * target (so the portal's screens show with their `#/route`); and the error pages among them: an
 * answer of 400 or more, or an `err`/`error` in the address (the portal's banners, a refusal sent
 * back to the app).
 */
function watchNavigations(context: BrowserContext) {
  const addresses: string[] = [];
  const errors: string[] = [];
  context.on('response', (response) => {
    if (!response.request().isNavigationRequest()) return;
    const location = response.headers().location;
    const address = location ? new URL(location, response.url()).href : response.url();
    addresses.push(address);
    if (response.status() >= 400 || /[?&](err|error)=/.test(address)) errors.push(`${response.status()} ${address}`);
  });
  return {
    errors,
    /** The portal's screens (`login`, `otp`, `consent`…) shown since the `from`-th address, one per interaction. */
    screens: (route: RegExp, from = 0) =>
      new Set(addresses.slice(from).filter((address) => new RegExp(`/#/(?:${route.source})\\b`).test(address))),
    get count() {
      return addresses.length;
    },
  };
}

/** Every test fails on an error page on the way, in its own tab or one it opened. */
const test = base.extend<{ navigations: ReturnType<typeof watchNavigations> }>({
  navigations: [
    async ({ page }, use) => {
      const navigations = watchNavigations(page.context());
      await use(navigations);
      expect(navigations.errors, 'error pages on the way').toEqual([]);
    },
    { auto: true },
  ],
});

const missing = apacheMissing();
test.skip(Boolean(missing), `the Apache journey needs Apache and mod_auth_openidc: ${missing}`);

const account = disposable(10);
const signedInAtApache = (page: Page) => page.getByRole('heading', { name: 'Application Apache : connecté' });
/** The value Apache's protected page shows for a claim it received. */
const claim = (page: Page, name: string) =>
  page.locator(`xpath=//dt[normalize-space()="${name}"]/following-sibling::dd[1]`);

/** From Apache's protected page to the portal's sign-in: password, then a code by e-mail. */
async function signInFromApache(page: Page, stack: { apacheURL: string; baseURL: string }, mailbox: Mailbox) {
  await page.goto(`${stack.apacheURL}${APACHE_PATHS.protected}`);
  await page.waitForURL(`${stack.baseURL}/**`);
  await passwordThenEmailCode(page, mailbox, account, DISPOSABLE_PASSWORD);
}

// One account through three visits: the consent given in the first is the one the others find.
test.describe.serial('Apache with mod_auth_openidc, a confidential third-party client', () => {
  test('asks for consent, receives the claims; signing out there ends the portal session too', async ({
    page,
    stack,
    mailbox,
    navigations,
  }) => {
    await signInFromApache(page, stack, mailbox);

    // Not first-party: the consent screen; accepted, Apache shows the claims it received.
    await expect(
      page.getByRole('heading', { name: consentLabels.title.replace('{{app}}', 'Application Apache') }),
    ).toBeVisible();
    await page.getByRole('button', { name: consentLabels.accept }).click();
    await page.waitForURL(`${stack.apacheURL}${APACHE_PATHS.protected}`);
    await expect(signedInAtApache(page)).toBeVisible();
    await expect(claim(page, 'email')).toHaveText(account);
    await expect(claim(page, 'given_name')).toHaveText('Banc');
    await expect(claim(page, 'family_name')).toHaveText("d'essai bench-10");
    await expect(claim(page, 'acr')).toHaveText('urn:portail-anapath:acr:mfa');
    await expect(claim(page, 'amr')).toHaveText('pwd,mail');
    const sub = await claim(page, 'sub').textContent();
    expect(navigations.screens(/consent/).size).toBe(1);

    // The portal opens its own session in the same single sign-on session, without a form.
    await page.goto('/');
    await page.getByRole('link', { name: labels.portal.signIn }).click();
    await expect(page.getByRole('heading', { name: "Bienvenue Banc d'essai bench-10" })).toBeVisible();
    const me = await page.request.get('/me');
    expect(((await me.json()) as CurrentUser).userId).toBe(sub);

    // Signing out at Apache ends the single sign-on session, and with it (back-channel) the portal's.
    await page.goto(`${stack.apacheURL}${APACHE_PATHS.protected}`);
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${stack.apacheURL}${APACHE_PATHS.signedOut}`);
    await expect(page.getByRole('heading', { name: 'Application Apache : déconnecté' })).toBeVisible();
    expect((await page.request.get('/me')).status()).toBe(401);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  });

  test('signing in again from Apache: the consent is remembered', async ({ page, stack, mailbox, navigations }) => {
    await signInFromApache(page, stack, mailbox);
    await page.waitForURL(`${stack.apacheURL}${APACHE_PATHS.protected}`);
    await expect(claim(page, 'email')).toHaveText(account);
    expect(navigations.screens(/otp/).size).toBe(1);
    expect(navigations.screens(/consent/).size).toBe(0);
  });

  test('signed in on the portal, its tile opens Apache without a form; the portal’s sign-out ends Apache’s session', async ({
    page,
    stack,
    mailbox,
    navigations,
  }) => {
    await signInWithEmailCode(page, mailbox, account, DISPOSABLE_PASSWORD);
    const me = (await (await page.request.get('/me')).json()) as CurrentUser;
    const tileClicked = navigations.count;
    const [app] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: /Application Apache/ }).click(),
    ]);
    await app.waitForURL(`${stack.apacheURL}${APACHE_PATHS.protected}`);
    await expect(signedInAtApache(app)).toBeVisible();
    await expect(claim(app, 'sub')).toHaveText(me.userId);
    expect(navigations.screens(/login|otp|totp|consent/, tileClicked).size).toBe(0);

    // Back-channel logout: Apache's session ended with the portal's, it sends to the sign-in again.
    await signOut(page);
    await app.reload();
    await expect(app).toHaveURL(new RegExp(`^${stack.baseURL}/`));
    await expect(app.getByLabel(labels.fields.email)).toBeVisible();
  });
});

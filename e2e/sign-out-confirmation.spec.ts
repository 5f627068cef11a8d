import { labels, signOutPageLabels } from '@portal/shared';
import { expect, startWithCookieChoice, test } from './support/fixtures.ts';
import { demo, signInWithEmailCode } from './support/journeys.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';

// Issue 33, seen 6: a link to /oidc/session/end with anyone's old ID token signed out whoever opened it.
test("a stranger's sign-out link asks first; 'Rester connecté' keeps the session; the portal's own sign-out goes in one go", async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  // The stranger signs out of the demo app in a browser of their own: the app answers with the
  // provider's sign-out address, which carries their ID token. Kept, not followed.
  const strangers = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  await startWithCookieChoice(strangers, stack.baseURL, 'refused');
  const stranger = await strangers.newPage();
  await signInWithEmailCode(stranger, mailbox, demo('secretariat'));
  await stranger.goto(`${stack.demoURL}/`);
  await stranger.getByRole('link', { name: 'Se connecter' }).click();
  await expect(stranger.getByText(/Connecté en tant que/)).toBeVisible();
  const link = new Promise<string>((resolve) =>
    strangers.route(
      (url) => url.origin === new URL(stack.demoURL).origin && url.pathname.endsWith('/logout'),
      async (route) => {
        const answer = await route.fetch({ maxRedirects: 0 });
        resolve(new URL(answer.headers().location ?? '', stack.baseURL).href);
        await route.fulfill({ status: 204 });
      },
    ),
  );
  await stranger.getByRole('button', { name: 'Se déconnecter' }).click();
  const strangersLink = await link;
  expect(new URL(strangersLink).pathname).toBe('/oidc/session/end');
  expect(new URL(strangersLink).searchParams.get('id_token_hint')).toBeTruthy();
  await strangers.close();

  // A doctor, signed in, opens that link: the provider asks, in French.
  await signInWithEmailCode(page, mailbox, demo('medecin'));
  await page.goto(strangersLink);
  await expect(page.getByRole('heading', { name: signOutPageLabels.title })).toBeVisible();
  await expect(page.getByText(signOutPageLabels.question)).toBeVisible();
  const confirm = page.getByRole('button', { name: signOutPageLabels.confirm });
  const stay = page.getByRole('link', { name: signOutPageLabels.staySignedIn });
  await expect(confirm).toBeVisible();
  await expect(stay).toBeVisible();
  await expectAccessible(page, 'the sign-out confirmation page');
  await page.setViewportSize(SMALL_SCREEN);
  await expectFitsSmallScreen(page, 'the sign-out confirmation page');
  await page.setViewportSize({ width: 1280, height: 720 });

  // With the keyboard alone: the button, then the link, which stays signed in.
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Bienvenue Claire Dubois' })).toBeVisible();
  expect((await page.request.get('/me')).status()).toBe(200);

  // The portal's own sign-out asks nothing: one click, signed out.
  await page.getByRole('link', { name: labels.menu.logout }).click();
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  expect((await page.request.get('/me')).status()).toBe(401);
});

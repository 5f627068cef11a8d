import { banners, labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD, demo, openLogin, signInWithEmailCode, submitLogin } from './support/journeys.ts';

test('an account awaiting validation sees its banner and cannot open an app', async ({
  page,
  mailbox,
  stack,
  expectAccessible,
}) => {
  await signInWithEmailCode(page, mailbox, demo('nouveau'));
  const banner = page.getByText(
    'Votre compte est en cours de validation, vous pourrez bientôt vous authentifier sur les applications',
  );
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, 'the Portal with the unactivated banner');

  // Without user rights a tile says why it cannot open the app, and offers no login form that cannot work.
  await page.getByRole('button', { name: /Compte-rendus/ }).click();
  const dialog = page.getByRole('dialog', { name: "Impossible d'ouvrir Compte-rendus" });
  await expect(dialog).toContainText(banners.accountUnactivated);
  await expect(dialog.getByLabel(labels.fields.email)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: labels.login.submit, exact: true })).toHaveCount(0);
  await expectAccessible(page, 'the dialog explaining the account awaits validation');
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(dialog.getByRole('button', { name: "J'ai compris" })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: "J'ai compris" })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Reaching the app directly lands on the portal's banner.
  const app = await page.context().newPage();
  await app.goto(`${stack.demoURL}/login`);
  await expect(
    app.getByText(
      "Votre compte n'a pas encore été validé, il ne peut donc pas être authentifié pour cette application",
    ),
  ).toBeVisible({ timeout: 10_000 });
});

test("a locked account's right password gets the same answer as a wrong one", async ({ page }) => {
  await openLogin(page);
  await submitLogin(page, demo('bloque'), DEMO_PASSWORD);
  await expect(page.getByText('Votre identifiant ou votre mot de passe est erroné')).toBeVisible();
});

test("the suspended app's tile lands on the suspended banner, and the app signs nobody in", async ({
  page,
  mailbox,
  stack,
  expectAccessible,
}) => {
  await signInWithEmailCode(page, mailbox, demo('secretariat'));
  const [app] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: /Archives/ }).click(),
  ]);
  await expect(app.getByText(banners.appSuspended)).toBeVisible();
  expect(new URL(app.url()).origin).toBe(stack.baseURL);
  await expectAccessible(app, 'the Portal with the suspended banner');

  // Neither the suspended app nor the demo app on the same server was signed in on the way.
  for (const address of [`${stack.demoURL}/archives/`, `${stack.demoURL}/`]) {
    await app.goto(address);
    await expect(app.getByText("Vous n'êtes pas connecté.")).toBeVisible();
  }
});

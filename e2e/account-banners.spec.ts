import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD, demo, openLogin, signInWithEmailCode, submitLogin } from './support/journeys.ts';

test('an account awaiting validation sees its banner and cannot open an app', async ({
  page,
  mailbox,
  stack,
  expectNoAxeViolations,
}) => {
  await signInWithEmailCode(page, mailbox, demo('nouveau'));
  const banner = page.getByText(
    'Votre compte est en cours de validation, vous pourrez bientôt vous authentifier sur les applications',
  );
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page, 'the Portal with the unactivated banner');

  // Without user rights a tile asks to sign in instead of opening the app.
  await page.getByRole('button', { name: /Compte-rendus/ }).click();
  await expect(page.getByRole('dialog', { name: 'Veuillez vous connecter' })).toBeVisible();
  await expectNoAxeViolations(page, 'the "Veuillez vous connecter" dialog');
  await page.keyboard.press('Escape');

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

test('a suspended app shows its banner', async ({ page, mailbox, stack }) => {
  await signInWithEmailCode(page, mailbox, demo('secretariat'));
  await page.goto(`${stack.baseURL}/#/?err=appNotAllowed`);
  await expect(
    page.getByText("L'application sur laquelle vous souhaitez être authentifié a été temporairement suspendue"),
  ).toBeVisible({ timeout: 10_000 });
});

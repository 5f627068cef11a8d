import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { demo, openLogin, signInWithEmailCode, submitLogin } from './support/journeys.ts';

test('a doctor signs in with a code by e-mail, opens the demo app from its tile with a chosen e-mail, and signs out of both', async ({
  page,
  mailbox,
  stack,
  expectAccessible,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await expect(page.getByRole('button', { name: /Compte-rendus/ })).toBeVisible();
  await expectAccessible(page, 'the anonymous Portal with its login form');

  await signInWithEmailCode(page, mailbox, demo('medecin'));
  await expect(page.getByRole('heading', { name: 'Bienvenue Claire Dubois' })).toBeVisible();
  await expectAccessible(page, 'the signed-in Portal');

  // The tile asks which account to use, binds the chosen address, then opens the app in a new tab.
  await page.getByRole('button', { name: /Compte-rendus/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the e-mail choice dialog');
  await dialog.getByRole('button', { name: labels.emailChoice.yes }).click();
  await dialog.getByRole('radio', { name: demo('claire.dubois') }).check();
  const [app] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: labels.emailChoice.open }).click(),
  ]);

  // Signed in there without typing anything; the app received the bound address.
  await app.waitForURL(`${stack.demoURL}/`);
  await expect(app.getByText(/Connecté en tant que Claire Dubois/)).toBeVisible();
  await expect(app.getByRole('cell', { name: demo('claire.dubois'), exact: true })).toBeVisible();

  // One click signs out of the portal and, through back-channel logout, of the app.
  await page.getByRole('link', { name: labels.menu.logout }).click();
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await app.reload();
  await expect(app.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});

test('a wrong password gives the spec message, the same as an unknown address', async ({ page }) => {
  await openLogin(page);
  await submitLogin(page, demo('secretariat'), 'Mauvais-mot-de-passe-1!');
  await expect(page.getByText('Votre identifiant ou votre mot de passe est erroné')).toBeVisible();
  await submitLogin(page, demo('personne'), 'Mauvais-mot-de-passe-1!');
  await expect(page.getByText('Votre identifiant ou votre mot de passe est erroné')).toBeVisible();
});

test('the login form says which field is missing before anything is sent', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: labels.login.submit, exact: true }).click();
  await expect(page.getByText("L'email est requis")).toBeVisible();
  await expect(page.getByText('Le mot de passe est requis')).toBeVisible();
});

test('the portal and its login form fit a 320 px wide phone', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Compte-rendus/ })).toBeVisible();
  expect(await scrollsSideways()).toBe(false);
  await openLogin(page);
  expect(await scrollsSideways()).toBe(false);
  // axe must not measure a button's colours in the middle of its hover transition.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await expectAccessible(page, 'the login form at 320 px');
});

import { labels, loginErrors } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD, demo, openLogin, shownCodePrefix, submitLogin } from './support/journeys.ts';

test('a wrong password keeps the e-mail typed and says why', async ({ page }) => {
  await openLogin(page);
  await submitLogin(page, demo('secretariat'), 'Mauvais-mot-de-passe-1!');
  await expect(page.getByText(loginErrors.loginMismatch)).toBeVisible();
  await expect(page.getByLabel(labels.fields.email)).toHaveValue(demo('secretariat'));
  const password = page.getByRole('textbox', { name: labels.fields.password, exact: true });
  await expect(password).toHaveValue('');
  // The address is there: the password is what is left to type.
  await expect(password).toBeFocused();
});

test('the code screen says to which address, masked, the code went', async ({ page, mailbox }) => {
  await openLogin(page);
  await submitLogin(page, demo('secretariat'), DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  await expect(page.getByText('Le code a été envoyé à s•••••@demo.portail-anapath.fr.')).toBeVisible();
  await expect(page.getByText(demo('secretariat'))).toHaveCount(0);
  // The code of that mail signs in.
  await page
    .getByLabel(labels.fields.code)
    .fill(await mailbox.loginCode(demo('secretariat'), await shownCodePrefix(page)));
  await expect(page.getByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeVisible();
});

test("a visitor who signs in from a tile's dialog is offered that app, then opens it", async ({
  page,
  mailbox,
  stack,
  expectAccessible,
}) => {
  const email = demo('secretariat');
  await page.goto('/');
  await page.getByRole('button', { name: /Compte-rendus/ }).click();
  const dialog = page.getByRole('dialog', { name: labels.login.pleaseSignIn });
  await expect(dialog.getByLabel(labels.fields.email)).toBeFocused();
  await dialog.getByLabel(labels.fields.email).fill(email);
  await dialog.getByRole('textbox', { name: labels.fields.password, exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: labels.login.submit, exact: true }).click();

  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  await page.getByLabel(labels.fields.code).fill(await mailbox.loginCode(email, await shownCodePrefix(page)));

  // No new tab after a chain of redirects (a popup blocker would stop it): the portal offers the app, focused.
  await expect(page.getByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeVisible();
  const open = page.getByRole('button', { name: 'Ouvrir Compte-rendus' });
  await expect(open).toBeFocused();
  await expect(page.getByText('Vous êtes connecté : vous pouvez ouvrir Compte-rendus.')).toBeVisible();
  await expectAccessible(page, 'the Portal offering the app chosen before signing in');
  // On a 320 px phone the offer fits, its text and button whole.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await open.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
  await expect(open).toBeInViewport();

  await page.keyboard.press('Enter');
  const choice = page.getByRole('dialog', { name: 'Ouvrir Compte-rendus' });
  const [app] = await Promise.all([
    page.context().waitForEvent('page'),
    choice.getByRole('button', { name: labels.emailChoice.no }).click(),
  ]);
  await app.waitForURL(`${stack.demoURL}/`);
  await expect(app.getByText(/Connecté en tant que Sophie Bernard/)).toBeVisible();

  // Offered once: back on the portal, the invitation is gone.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir Compte-rendus' })).toHaveCount(0);
});

test('a tile shows its hover icon when hovered or focused, fetched then rather than with the home', async ({
  page,
}) => {
  const hoverIconsFetched: string[] = [];
  page.on('request', (request) => {
    if (/-hover\.svg$/.test(new URL(request.url()).pathname)) hoverIconsFetched.push(request.url());
  });
  await page.goto('/');
  const tile = page.getByRole('button', { name: /Compte-rendus/ });
  const icon = tile.locator('img.tile-icon');
  const hoverIcon = tile.locator('img.tile-icon-hover');
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(hoverIconsFetched).toEqual([]);

  await tile.hover();
  await expect(hoverIcon).toBeVisible();
  await expect(icon).toBeHidden();
  await expect
    .poll(() => hoverIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // The keyboard shows the next tile's hover icon too.
  await page.mouse.move(0, 0);
  const next = page.getByRole('button', { name: /Laboratoire partenaire/ });
  await tile.focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await expect(next.locator('img.tile-icon-hover')).toBeVisible();
  await expect
    .poll(() =>
      next.locator('img.tile-icon-hover').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
});

import type { Page } from '@playwright/test';
import { labels, loginErrors, pscLabels, pscMessages } from '@portal/shared';
import { adminValidates } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { openLogin } from './support/journeys.ts';
import { SIGN_UP_PASSWORD, validateEmail } from './support/sign-up.ts';

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Pro Santé Connect through the stand-in provider of the test stack (it speaks the real protocol).
 * Claire Dubois (the demo doctor `medecin`) is used by Pro Santé Connect here and in the step-up
 * journey, which leaves her linked as this one does; Julien Mercier is the directory's doctor who
 * signs up through it.
 */
test('a doctor signs in by Pro Santé Connect with no code, opens the demo app, unlinks and links it again, and signs out there too', async ({
  page,
  stack,
  expectNoAxeViolations,
}) => {
  await openLogin(page);
  const button = page.getByRole('link', { name: pscLabels.signIn });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page, 'the login form with its Pro Santé Connect button');
  await button.click();
  await page.waitForURL(`${stack.pscURL}/**`);
  await page.getByRole('button', { name: /Claire Dubois/ }).click();

  // Back on the Portal, signed in: no code was asked.
  await expect(page.getByRole('heading', { name: 'Bienvenue Claire Dubois' })).toBeVisible();
  await page.getByRole('button', { name: /Compte-rendus/ }).click();
  const dialog = page.getByRole('dialog');
  // Waiting for the app's tab before the click: it may open before the click's promise settles.
  const [app] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: labels.emailChoice.no }).click(),
  ]);
  await app.waitForURL(`${stack.demoURL}/`);
  await expect(app.getByText(/Connecté en tant que Claire Dubois/)).toBeVisible();
  await app.close();

  // The profile: linked since this sign-in; unlink, then link again (the provider's session answers at once).
  await page.goto('/#/myProfile');
  const section = page.getByRole('region', { name: pscLabels.profileTitle });
  await expect(section.getByText(/^Lié depuis le /)).toBeVisible();
  await expectNoAxeViolations(page, 'the profile with its Pro Santé Connect section');
  await section.getByRole('button', { name: pscLabels.unlink }).click();
  const confirm = page.getByRole('dialog', { name: pscLabels.unlinkConfirmTitle });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'the unlink confirmation');
  await confirm.getByRole('button', { name: pscLabels.unlink }).click();
  await expect(page.getByText(pscMessages.unlinked)).toBeVisible();
  await expect(section.getByText(pscLabels.profileNotLinked)).toBeVisible();
  await section.getByRole('button', { name: pscLabels.link }).click();
  await expect(page.getByText(pscMessages.linked)).toBeVisible();
  await expect(section.getByText(/^Lié depuis le /)).toBeVisible();

  // Signing out ends the provider's session too: the next sign-in asks who one is again.
  await page.getByRole('link', { name: labels.menu.logout }).click();
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await openLogin(page);
  await page.getByRole('link', { name: pscLabels.signIn }).click();
  await expect(page.getByRole('button', { name: /Claire Dubois/ })).toBeVisible();
});

test('a refusal at the provider, or an answer that is not this browser’s, ends on the sign-in screen with the message', async ({
  page,
  stack,
  expectNoAxeViolations,
}) => {
  await openLogin(page);
  await page.getByRole('link', { name: pscLabels.signIn }).click();
  await page.waitForURL(`${stack.pscURL}/**`);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText(loginErrors.PSCConnectionFailed)).toBeVisible();
  await expect(page.getByLabel(labels.fields.email)).toBeVisible();
  await expectNoAxeViolations(page, 'the sign-in screen after a Pro Santé Connect failure');
  await page.setViewportSize({ width: 320, height: 640 });
  const box = await page.getByRole('link', { name: pscLabels.signIn }).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await scrollsSideways(page)).toBe(false);

  await page.goto('/psc/callback?code=vole&state=forge');
  await expect(page.getByText(loginErrors.PSCConnectionFailed)).toBeVisible();
  await expect(page.getByLabel(labels.fields.email)).toBeVisible();
  expect((await page.request.get('/me')).status()).toBe(401);
});

test('a directory doctor signs up pre-filled by Pro Santé Connect, is validated, then signs in by it', async ({
  page,
  browser,
  stack,
  mailbox,
  expectNoAxeViolations,
}) => {
  await page.goto('/#/signUp/choice');
  await page.getByRole('link', { name: pscLabels.signUp }).click();
  await page.waitForURL(`${stack.pscURL}/**`);
  await page.getByRole('button', { name: /Julien Mercier/ }).click();

  await expect(page.getByRole('heading', { name: 'Inscription médecin' })).toBeVisible();
  await expect(page.getByText(pscLabels.prefilled)).toBeVisible();
  await expect(page).not.toHaveURL(/Mercier/);
  const rpps = page.getByRole('textbox', { name: /RPPS/ });
  await expect(rpps).toHaveValue('10007890121');
  await expect(rpps).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: /^Nom/ })).not.toBeEditable();
  await expectNoAxeViolations(page, 'the sign-up pre-filled by Pro Santé Connect');
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await scrollsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 720 });

  const email = `julien.mercier.${test.info().project.name}@cabinet.example.fr`;
  await validateEmail(page, mailbox, email);
  await expect(page.getByRole('combobox', { name: /Profession/ })).toHaveText(/Médecin/);

  // His two workplaces are known establishments: the dialog lists them first.
  await page.getByRole('button', { name: labels.jobPlaces.add }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox').nth(0)).toHaveAccessibleName('Sélectionner Clinique du Vieux-Port');
  await expect(dialog.getByRole('checkbox').nth(1)).toHaveAccessibleName('Sélectionner Maison de santé des Chartrons');
  await dialog.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: labels.jobPlaces.next, exact: true }).click();
  await dialog.getByRole('combobox').first().click();
  await page.getByRole('option', { name: /Centre de pathologie Lyon Est/ }).click();
  await page.getByRole('button', { name: labels.jobPlaces.finish }).click();
  await page.getByLabel(/^Mot de passe/).fill(SIGN_UP_PASSWORD);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(SIGN_UP_PASSWORD);
  await page.getByRole('checkbox', { name: /J'accepte les/ }).check();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();

  // returnTo: signed in by Pro Santé Connect at once, the account awaiting its administrator.
  await expect(page.getByRole('heading', { name: /^Bienvenue Julien Mercier$/i })).toBeVisible();
  await expect(page.getByText(/Votre compte est en cours de validation/)).toBeVisible();

  await adminValidates(browser, stack.baseURL, mailbox, 'admin.lyon', email);
  await mailbox.waitFor(email, /a été validé/);
  await page.getByRole('link', { name: labels.menu.logout }).click();
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await openLogin(page);
  await page.getByRole('link', { name: pscLabels.signIn }).click();
  await page.getByRole('button', { name: /Julien Mercier/ }).click();
  await expect(page.getByRole('heading', { name: /^Bienvenue Julien Mercier$/i })).toBeVisible();
  await expect(page.getByText(/Votre compte est en cours de validation/)).toHaveCount(0);
});

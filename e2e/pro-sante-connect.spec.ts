import type { Page } from '@playwright/test';
import { labels, loginErrors, pscLabels, pscMessages } from '@portal/shared';
import { adminValidates, openAccount, openAdminSpace } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { demo, openLogin } from './support/journeys.ts';
import { chooseInSelect } from './support/select.ts';
import { SIGN_UP_PASSWORD, validateEmail } from './support/sign-up.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';

const rppsLabels = labels.admin.rpps;

/** The workplace dialog of the sign-up: its first establishment, linked to the Lyon centre. */
async function workplaceAtLyon(page: Page) {
  await page.getByRole('button', { name: labels.jobPlaces.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: labels.jobPlaces.next, exact: true }).click();
  await dialog.getByRole('combobox').first().click();
  await page.getByRole('option', { name: /Centre de pathologie Lyon Est/ }).click();
  await page.getByRole('button', { name: labels.jobPlaces.finish }).click();
}

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
  expectAccessible,
}) => {
  await openLogin(page);
  const button = page.getByRole('link', { name: pscLabels.signIn });
  await expect(button).toBeVisible();
  await expectAccessible(page, 'the login form with its Pro Santé Connect button');
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
  await expectAccessible(page, 'the profile with its Pro Santé Connect section');
  await section.getByRole('button', { name: pscLabels.unlink }).click();
  const confirm = page.getByRole('dialog', { name: pscLabels.unlinkConfirmTitle });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the unlink confirmation');
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
  expectAccessible,
}) => {
  await openLogin(page);
  await page.getByRole('link', { name: pscLabels.signIn }).click();
  await page.waitForURL(`${stack.pscURL}/**`);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText(loginErrors.PSCConnectionFailed)).toBeVisible();
  await expect(page.getByLabel(labels.fields.email)).toBeVisible();
  await expectAccessible(page, 'the sign-in screen after a Pro Santé Connect failure');
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
  expectAccessible,
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
  await expectAccessible(page, 'the sign-up pre-filled by Pro Santé Connect');
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

  // His administrator sees an RPPS certified by Pro Santé Connect, the directory's record beside it.
  const context = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  const admin = await context.newPage();
  await openAdminSpace(admin, mailbox, 'admin.lyon');
  await admin.goto(`/#/admin/users?q=${encodeURIComponent(email)}`);
  await openAccount(admin, 'Julien Mercier');
  const identity = admin.getByRole('region', { name: labels.admin.account.identity });
  await expect(identity.getByText(rppsLabels.sources.certified)).toBeVisible();
  await expect(identity.getByText(rppsLabels.checks.match)).toBeVisible();
  await expect(identity.getByText(rppsLabels.declaredHint)).toHaveCount(0);
  await context.close();
});

test('a practitioner whose RPPS another account declared is told so, not signed in, and its centre is alerted', async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  // Someone signs up by hand with Nadia Benali's RPPS (she has no account) under other names.
  const squatter = `paul.pirate.${test.info().project.name}@exemple.fr`;
  await page.goto('/#/signUp/rpps');
  await page.getByLabel(/Je ne me trouve pas/).check();
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Pirate');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Paul');
  await page.getByRole('textbox', { name: /RPPS/ }).fill('10008901232');
  await validateEmail(page, mailbox, squatter);
  await chooseInSelect(page, page.getByRole('combobox', { name: /Profession/ }), 'Médecin');
  await workplaceAtLyon(page);
  await page.getByLabel(/^Mot de passe/).fill(SIGN_UP_PASSWORD);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(SIGN_UP_PASSWORD);
  await page.getByRole('checkbox', { name: /J'accepte les/ }).check();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('Votre inscription a bien été prise en compte')).toBeVisible();
  await page.context().clearCookies();

  // Nadia Benali signs in with Pro Santé Connect: refused in French on the sign-in screen.
  const since = new Date(Date.now() - 1000);
  await openLogin(page);
  await page.getByRole('link', { name: pscLabels.signIn }).click();
  await page.waitForURL(`${stack.pscURL}/**`);
  await page.getByRole('button', { name: /Nadia Benali/ }).click();
  await expect(page.getByText(loginErrors.rppsClaimed)).toBeVisible();
  await expect(page.getByLabel(labels.fields.email)).toBeVisible();
  expect((await page.request.get('/me')).status()).toBe(401);
  await expectAccessible(page, 'the sign-in screen telling that an account claims the RPPS');
  await page.setViewportSize(SMALL_SCREEN);
  await expectFitsSmallScreen(page, 'the sign-in screen telling that an account claims the RPPS');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The Lyon centre's administrator is told, and sees a declared RPPS the directory does not know.
  const alert = await mailbox.waitFor(demo('admin.lyon'), /numéro RPPS/, since);
  expect(alert.text).toContain('Paul Pirate');
  const context = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  const admin = await context.newPage();
  await openAdminSpace(admin, mailbox, 'admin.lyon');
  const row = admin
    .getByRole('region', { name: labels.admin.board.awaitingValidation })
    .getByRole('row')
    .filter({ hasText: squatter });
  await expect(row).toContainText('10008901232');
  await expect(row).toContainText(rppsLabels.sources.declared);
  await expect(row).toContainText(rppsLabels.checks.unknown);
  await expect(row).toContainText(rppsLabels.noRecord);
  await openAccount(admin, 'Paul Pirate');
  const identity = admin.getByRole('region', { name: labels.admin.account.identity });
  await expect(identity.getByText(rppsLabels.sources.declared)).toBeVisible();
  await expect(identity.getByText(rppsLabels.declaredHint)).toBeVisible();
  await context.close();
});

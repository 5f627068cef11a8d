import { banners, labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { openLogin, shownCodePrefix, submitLogin } from './support/journeys.ts';
import { adminValidates } from './support/admin.ts';
import { SIGN_UP_PASSWORD, completeAndSubmit, validateEmail } from './support/sign-up.ts';
import { chooseInSelect } from './support/select.ts';

test('a doctor not found in the directory signs up manually, then signs in and is told the account awaits validation', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  const email = `dr.durand.${test.info().project.name}@cabinet.example.fr`;
  await page.goto('/#/signUp/choice');
  await expectAccessible(page, 'the sign-up choice');
  await page
    .getByRole('button', { name: 'Je suis médecin' })
    .or(page.getByRole('link', { name: 'Je suis médecin' }))
    .click();
  await expect(page.getByRole('heading', { name: 'Inscription médecin' })).toBeVisible();

  await page.getByLabel(/Je ne me trouve pas/).check();
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Durand');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Émilie');
  await page.getByRole('textbox', { name: /RPPS/ }).fill('10012345678');
  // Her mobile written the international way: one French number all the same.
  await page.getByRole('textbox', { name: labels.fields.phone }).fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: labels.signUp.addPhone, exact: true }).click();
  await expect(page.getByText('+33 6 12 34 56 78')).toBeVisible();
  await expectAccessible(page, 'the doctor sign-up form');

  await validateEmail(page, mailbox, email);
  const since = new Date(Date.now() - 1000);
  await completeAndSubmit(page, 'Médecin');
  await mailbox.waitFor('superadmin@demo.portail-anapath.fr', /./, since);

  // Told by mail, and on the portal for as long as it takes (a later visit too), that the account awaits validation.
  const received = await mailbox.waitFor(email, /en cours de validation/, since);
  expect(received.text).toContain(banners.accountUnactivated);
  const notice = page.getByRole('status').filter({ hasText: labels.signUp.awaitingValidation });
  await expect(notice).toBeVisible();
  await expectAccessible(page, 'the portal after a sign-up');
  await page.reload();
  await expect(notice).toBeVisible();

  // The new account signs in (code by e-mail) and sees that it awaits validation.
  await openLogin(page);
  await submitLogin(page, email, SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  await page.getByLabel(labels.fields.code).fill(await mailbox.loginCode(email, await shownCodePrefix(page)));
  await expect(page.getByText(/Votre compte est en cours de validation/)).toBeVisible();
  await page.goto('/#/myProfile');
  await expect(page.getByText('0612345678')).toBeVisible();
});

test('a doctor finds herself in the directory, signs up at her suggested workplace and, once validated, signs in', async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  await page.goto('/#/signUp/rpps');
  await expect(page.getByText(/Veuillez renseigner au moins un des trois filtres/)).toBeVisible();
  await page.getByRole('textbox', { name: /^Nom/ }).first().fill('fontaine');
  await page
    .getByRole('textbox', { name: /^Prénom/ })
    .first()
    .fill('elise');
  const choose = page.getByRole('button', { name: 'Choisir Élise FONTAINE' });
  await expect(choose).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'the directory search results');
  await choose.click();

  // The summary card replaces the search; the manual checkbox is gone.
  const summary = page.getByRole('region', { name: 'Vous vous inscrivez en tant que' });
  await expect(summary).toContainText('FONTAINE');
  await expect(page.getByLabel(/Je ne me trouve pas/)).toHaveCount(0);

  // Her address goes to the demo application only (the dialog's last step).
  const email = `elise.fontaine.${test.info().project.name}@cabinet.example.fr`;
  await validateEmail(page, mailbox, email, ['Application de démonstration']);
  await expect(page.getByText('Applications : Application de démonstration')).toBeVisible();
  await chooseInSelect(page, page.getByRole('combobox', { name: /Profession/ }), 'Médecin');

  // Her workplace in the directory is a known establishment: the dialog lists it first.
  await page.getByRole('button', { name: labels.jobPlaces.add }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox').first()).toHaveAccessibleName('Sélectionner Polyclinique Pasteur');
  await dialog.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: labels.jobPlaces.next, exact: true }).click();
  await dialog.getByRole('combobox').first().click();
  await page.getByRole('option', { name: /Centre de pathologie Lyon Est/ }).click();
  await page.getByRole('button', { name: labels.jobPlaces.finish }).click();
  await page.getByLabel(/^Mot de passe/).fill(SIGN_UP_PASSWORD);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(SIGN_UP_PASSWORD);
  await page.getByRole('checkbox', { name: /J'accepte les/ }).check();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('Votre inscription a bien été prise en compte')).toBeVisible();

  await adminValidates(browser, stack.baseURL, mailbox, 'admin.lyon', email);
  await mailbox.waitFor(email, /a été validé/);

  await openLogin(page);
  await submitLogin(page, email, SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  await page.getByLabel(labels.fields.code).fill(await mailbox.loginCode(email, await shownCodePrefix(page)));
  await expect(page.getByRole('heading', { name: /^Bienvenue Élise FONTAINE$/i })).toBeVisible();
  await expect(page.getByText(/Votre compte est en cours de validation/)).toHaveCount(0);
  await page.goto('/#/myProfile');
  await expect(page.getByText('Applications : Application de démonstration')).toBeVisible();
});

test('a doctor who already has an account is told so in the directory, with the way to sign in', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/#/signUp/rpps');
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: labels.fields.lastName, exact: true }).fill('dubois');
  await search.getByRole('textbox', { name: labels.fields.firstName, exact: true }).fill('claire');
  const row = page.getByRole('row').filter({ hasText: '10003456786' });
  await expect(row.getByText(labels.signUp.alreadyRegistered)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(labels.signUp.alreadyRegisteredHelp)).toBeVisible();
  await expect(row.getByRole('button', { name: /^Choisir/ })).toHaveCount(0);
  await expectAccessible(page, 'the directory with a doctor who has an account');

  await row.getByText('10003456786').click();
  await expect(page.getByRole('region', { name: labels.signUp.chosen })).toHaveCount(0);
  await row.getByRole('link', { name: labels.portal.signIn }).click();
  await expect(page.getByRole('button', { name: labels.login.forgotPassword })).toBeVisible();
});

/** Chapter "Créer un compte": the choice, the directory, the manual forms, Pro Santé Connect, the e-mail code, workplaces, terms. */
import { labels, pscLabels, signupMessages } from '@portal/shared';
import { requestEmailCode } from '../../e2e/support/sign-up.ts';
import { expect, test } from './shots.ts';

test('the choice between a doctor and a secretariat', async ({ page, shoot }) => {
  await page.goto('/#/signUp/choice');
  await expect(page.getByRole('link', { name: pscLabels.signUp })).toBeVisible();
  await shoot(page.getByRole('main'), 'signup-choice');
});

test('a doctor finds herself in the directory, validates her address, adds her workplace and reads the terms', async ({
  page,
  mailbox,
  shoot,
}) => {
  await page.goto('/#/signUp/rpps');
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: labels.fields.lastName, exact: true }).fill('fontaine');
  await search.getByRole('textbox', { name: labels.fields.firstName, exact: true }).fill('elise');
  const choose = page.getByRole('button', { name: 'Choisir Élise FONTAINE' });
  await expect(choose).toBeVisible();
  await shoot(page.getByRole('main'), 'signup-directory');
  await choose.click();
  const summary = page.getByRole('region', { name: 'Vous vous inscrivez en tant que' });
  await expect(summary).toContainText('FONTAINE');
  await shoot(summary, 'signup-doctor-chosen');

  // The address while the anti-robot check solves itself, then the code received by e-mail.
  await page.getByRole('button', { name: signupMessages.validateEmailFirst }).click();
  const dialog = page.getByRole('dialog');
  const code = await requestEmailCode(page, mailbox, 'elise.fontaine@cabinet.example.fr');
  await expect(dialog.getByLabel(/Code de vérification/)).toBeVisible();
  await shoot(dialog, 'signup-email-code');
  await dialog.getByLabel(/Code de vérification/).fill(code);
  await expect(page.getByText('Email validé')).toBeVisible();
  // Then the apps that receive the address.
  await dialog.getByRole('checkbox', { name: 'Application de démonstration' }).check();
  await shoot(dialog, 'signup-email-apps');
  await dialog.getByRole('button', { name: labels.app.save }).click();
  await expect(dialog).toBeHidden();

  // The workplace the directory suggests, linked to its pathology centre.
  await page.getByRole('combobox', { name: /Profession/ }).click();
  await page.getByRole('option', { name: 'Médecin', exact: true }).click();
  await page.getByRole('button', { name: labels.jobPlaces.add }).click();
  const places = page.getByRole('dialog', { name: labels.fields.jobPlaces });
  await places.getByRole('checkbox', { name: 'Sélectionner Polyclinique Pasteur' }).check();
  await shoot(places, 'signup-workplaces');
  await places.getByRole('button', { name: labels.jobPlaces.next, exact: true }).click();
  await places.getByRole('combobox').first().click();
  await page.getByRole('option', { name: /Centre de pathologie Lyon Est/ }).click();
  await shoot(places, 'signup-workplaces-centre');
  await places.getByRole('button', { name: labels.jobPlaces.finish }).click();
  await expect(places).toBeHidden();

  await page.getByRole('button', { name: labels.terms.link }).click();
  const terms = page.getByRole('dialog', { name: labels.terms.title });
  await expect(terms.getByRole('heading', { name: 'Objet' })).toBeVisible();
  await shoot(terms, 'signup-terms');
  await terms.getByRole('button', { name: labels.app.close }).first().click();
  await page.getByLabel(/^Mot de passe/).fill('Inscription-2026!');
  await page.getByLabel(/^Confirmation du mot de passe/).fill('Inscription-2026!');
  await page.getByRole('checkbox', { name: /J'accepte les/ }).check();
  await page.getByRole('checkbox', { name: /J'accepte les/ }).scrollIntoViewIfNeeded();
  await shoot(page, 'signup-doctor-form');
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText(signupMessages.success).first()).toBeVisible();
  // The portal then says, until dismissed, that the account awaits validation.
  await expect(page.getByText(labels.signUp.awaitingValidation)).toBeVisible();
  await shoot(page, 'signup-received');
});

test('a doctor not in the directory signs up manually', async ({ page, shoot }) => {
  await page.goto('/#/signUp/rpps');
  await page.getByLabel(/Je ne me trouve pas/).check();
  await page.getByRole('radio', { name: labels.fields.titleMme }).check();
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Durand');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Émilie');
  await page.getByRole('textbox', { name: /RPPS/ }).fill('10012345678');
  await page.getByRole('textbox', { name: labels.fields.phone }).fill('06 12 34 56 78');
  await page.getByRole('button', { name: labels.signUp.addPhone, exact: true }).click();
  await shoot(page, 'signup-manual');
});

test('a secretariat shared by several secretaries of one company', async ({ page, shoot }) => {
  await page.goto('/#/signUp/no-rpps');
  await page.getByRole('checkbox', { name: labels.signUp.shared }).check();
  await page.getByRole('textbox', { name: new RegExp(`^${labels.fields.companyName}`) }).fill('Cabinet des Tilleuls');
  await shoot(page, 'signup-shared-secretariat');
});

test('a sign-up pre-filled by Pro Santé Connect', async ({ page, stack, shoot }) => {
  await page.goto('/#/signUp/choice');
  await page.getByRole('link', { name: pscLabels.signUp }).click();
  await page.waitForURL(`${stack.pscURL}/**`);
  await page.getByRole('button', { name: /Julien Mercier/ }).click();
  await expect(page.getByText(pscLabels.prefilled)).toBeVisible();
  await shoot(page, 'signup-psc');
});

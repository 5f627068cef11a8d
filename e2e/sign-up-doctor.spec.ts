import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { openLogin, submitLogin } from './support/journeys.ts';

const PASSWORD = 'Inscription-2026!';

test('a doctor not found in the directory signs up manually, then signs in and is told the account awaits validation', async ({
  page,
  mailbox,
  stack,
  expectNoAxeViolations,
}) => {
  const email = `dr.durand.${test.info().project.name}@cabinet.example.fr`;
  await page.goto('/#/signUp/choice');
  await expectNoAxeViolations(page, 'the sign-up choice');
  await page
    .getByRole('button', { name: 'Je suis médecin' })
    .or(page.getByRole('link', { name: 'Je suis médecin' }))
    .click();
  await expect(page.getByRole('heading', { name: 'Inscription médecin' })).toBeVisible();

  await page.getByLabel(/Je ne me trouve pas/).check();
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Durand');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Émilie');
  await page.getByRole('textbox', { name: /RPPS/ }).fill('10012345678');
  await page.getByRole('textbox', { name: labels.signUp.phone }).fill('0612345678');
  await page.getByRole('button', { name: labels.signUp.addPhone, exact: true }).click();
  await expectNoAxeViolations(page, 'the doctor sign-up form');

  // E-mail validation: the real ALTCHA widget solves the server's challenge, the code comes by mail.
  await page.getByRole('button', { name: 'Validez votre adresse email' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Adresse email/).fill(email);
  await expectNoAxeViolations(page, 'the e-mail validation dialog');
  await page.locator('altcha-widget input[type="checkbox"]').click();
  await expect
    .poll(() => page.evaluate(() => (document.querySelector('altcha-widget') as any)?.getState?.()), {
      timeout: 60_000,
    })
    .toBe('verified');
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: labels.emailValidation.send }).click();
  const mail = await mailbox.waitFor(email, /./, since);
  const code = /[A-Z0-9]{2,5}-(\d{9})\b/.exec(mail.text)![1]!;
  await dialog.getByLabel(/Code de vérification/).fill(code);
  await expect(page.getByText('Email validé')).toBeVisible();

  await page.getByRole('combobox', { name: /Profession/ }).click();
  await page.getByRole('option', { name: 'Médecin' }).click();
  await page.getByRole('button', { name: labels.workplaces.add }).click();
  await expectNoAxeViolations(page, 'the workplace dialog');
  await page.getByRole('dialog').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: labels.workplaces.next, exact: true }).click();
  await page.getByRole('dialog').getByRole('combobox').first().click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: labels.workplaces.finish }).click();

  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /J'accepte les/ }).check();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('Votre inscription a bien été prise en compte')).toBeVisible();
  await mailbox.waitFor('superadmin@demo.portail-anapath.fr', /./, since);

  // The new account signs in (code by e-mail) and sees that it awaits validation.
  await openLogin(page);
  await submitLogin(page, email, PASSWORD);
  const loginSince = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  await page.getByLabel(labels.secondFactor.code).fill((await mailbox.loginCode(email, loginSince)).code);
  await expect(page.getByText(/Votre compte est en cours de validation/)).toBeVisible();
  void stack;
});

/** Chapter "Se connecter": the home page, the login form, the codes, Pro Santé Connect, the forgotten password. */
import { labels, pscLabels } from '@portal/shared';
import { demo, DEMO_PASSWORD, openLogin, shownCodePrefix, submitLogin } from '../../e2e/support/journeys.ts';
import { expect, test } from './shots.ts';

test('the home page, on a desktop and on a phone', async ({ page, phone, shoot }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Compte-rendus/ })).toBeVisible();
  await shoot(page, 'home');
  await phone.goto('/');
  await expect(phone.getByRole('button', { name: /Compte-rendus/ })).toBeVisible();
  await shoot(phone, 'home-phone');
});

test('the login form, then the code sent by e-mail', async ({ page, mailbox, shoot }) => {
  await openLogin(page);
  await page.getByLabel(labels.fields.email).fill(demo('medecin'));
  await expect(page.getByRole('link', { name: pscLabels.signIn })).toBeVisible();
  await shoot(page.getByRole('region', { name: labels.login.title }), 'login');

  await submitLogin(page, demo('medecin'), DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  const prefix = await shownCodePrefix(page);
  await mailbox.loginCode(demo('medecin'), prefix);
  await shoot(page.getByRole('region', { name: labels.secondFactor.title }), 'code-email');

  // Past two sends, `Je ne reçois pas mon code` opens the support request.
  for (let sends = 1; sends <= 2; sends += 1) {
    await page.getByRole('button', { name: labels.secondFactor.resendCode }).click();
    await expect(page.getByText(new RegExp(`^(?!${prefix})[A-Z]{3}-$`))).toBeVisible();
  }
  await page.getByRole('button', { name: labels.secondFactor.noCodeReceived }).click();
  const support = page.getByRole('dialog', { name: labels.support.title });
  await support.getByRole('textbox').fill('06 12 34 56 78');
  await shoot(support, 'code-support');
});

test('the code of an authenticator app', async ({ page, shoot }) => {
  await openLogin(page);
  await submitLogin(page, demo('totp'), DEMO_PASSWORD);
  await expect(page.getByText(labels.secondFactor.totpExplanation)).toBeVisible();
  await shoot(page.getByRole('region', { name: labels.secondFactor.title }), 'code-totp');
});

test('Pro Santé Connect: the choice of the identity (here the stand-in of the demo)', async ({ page, shoot }) => {
  await openLogin(page);
  await page.getByRole('link', { name: pscLabels.signIn }).click();
  await expect(page.getByRole('button', { name: /Claire Dubois/ })).toBeVisible();
  await shoot(page, 'psc-sign-in');
  await page.getByRole('button', { name: /Claire Dubois/ }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue Claire Dubois' })).toBeVisible();
});

test('the forgotten password: the request, then the new password', async ({ page, mailbox, shoot }) => {
  const email = demo('secretariat');
  await openLogin(page);
  await page.getByRole('button', { name: labels.login.forgotPassword }).click();
  const dialog = page.getByRole('dialog', { name: labels.forgotPassword.title });
  await dialog.getByLabel(labels.fields.email).fill(email);
  await shoot(dialog, 'forgot-password');
  await dialog.getByRole('button', { name: labels.forgotPassword.submit }).click();
  await expect(page.getByText('La demande de réinitialisation du mot de passe a été envoyée')).toBeVisible();

  const mail = await mailbox.waitFor(email, /Réinitialisation/);
  const link = /(http\S+#\/reinit-password\/[\w-]+)/.exec(mail.text)![1]!;
  await page.goto(link);
  await page.getByRole('textbox', { name: labels.fields.newPassword, exact: true }).fill('Nouveau-Mot-2026!');
  await page.getByRole('textbox', { name: labels.fields.confirmPassword, exact: true }).fill('Nouveau-Mot-2026!');
  await shoot(page.getByRole('main'), 'reset-password');
});

test('an account awaiting validation, once signed in', async ({ page, mailbox, shoot }) => {
  await openLogin(page);
  await submitLogin(page, demo('nouveau'), DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  await page.getByLabel(labels.fields.code).fill(await mailbox.loginCode(demo('nouveau'), await shownCodePrefix(page)));
  await expect(page.getByText(/Votre compte est en cours de validation/).first()).toBeVisible();
  await shoot(page, 'awaiting-validation');
});

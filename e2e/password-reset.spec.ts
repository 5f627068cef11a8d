import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { disposable, fillResetPassword, openLogin, submitLogin } from './support/journeys.ts';

test('a forgotten password is reset from the e-mailed link, once', async ({ page, mailbox, expectAccessible }) => {
  const email = disposable(8);
  const since = new Date(Date.now() - 1000);
  await openLogin(page);
  await page.getByRole('button', { name: labels.login.forgotPassword }).click();
  const dialog = page.getByRole('dialog');
  await expectAccessible(page, 'the forgot-password dialog');
  await dialog.getByLabel(labels.fields.email).fill(email);
  await dialog.getByRole('button', { name: labels.forgotPassword.submit }).click();
  await expect(page.getByText('La demande de réinitialisation du mot de passe a été envoyée')).toBeVisible();

  const mail = await mailbox.waitFor(email, /Réinitialisation/, since);
  const link = /(http\S+#\/reinit-password\/[\w-]+)/.exec(mail.text)![1]!;
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Je change mon mot de passe' })).toBeVisible();
  await expectAccessible(page, 'the new-password screen');

  await page.getByRole('textbox', { name: labels.fields.newPassword, exact: true }).fill('faible');
  await page.getByRole('textbox', { name: labels.fields.confirmPassword, exact: true }).fill('autre');
  await page.getByRole('button', { name: 'Je change mon mot de passe' }).click();
  await expect(page.getByText(/au moins 10 caractères/).first()).toBeVisible();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

  const newPassword = 'Nouveau-Passe-2026!';
  await fillResetPassword(page, newPassword);
  await page.getByRole('button', { name: 'Je change mon mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié avec succès')).toBeVisible();

  // The new password is accepted (a code is then asked); the link no longer works.
  await openLogin(page);
  await submitLogin(page, email, newPassword);
  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await page.goto(link);
  await fillResetPassword(page, newPassword);
  await page.getByRole('button', { name: 'Je change mon mot de passe' }).click();
  await expect(page.getByText(/lien de réinitialisation/).first()).toBeVisible();
});

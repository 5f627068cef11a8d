import { expect, test } from './support/fixtures.ts';
import {
  DEMO_PASSWORD,
  demo,
  fillResetPassword,
  openLogin,
  signInWithEmailCode,
  submitLogin,
} from './support/journeys.ts';

const mismatch = 'Votre identifiant ou votre mot de passe est erroné';

// The test overlay sets security.max_failed_logins to 3.
test('wrong passwords slow down sign-ins from unknown devices, never lock the account; the reset link lets its owner back in', async ({
  page,
  mailbox,
}) => {
  const since = new Date(Date.now() - 1000);
  await openLogin(page);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await submitLogin(page, demo('cabinet'), `Mauvais-${attempt}-Passe!`);
    await expect(page.getByText(mismatch).first()).toBeVisible();
  }
  // From this browser, which never signed in to the account, even the right password gets the same answer.
  await submitLogin(page, demo('cabinet'), DEMO_PASSWORD);
  await expect(page.getByText(mismatch).first()).toBeVisible();

  const notice = await mailbox.waitFor(demo('admin.lyon'), /Tentatives de connexion répétées/, since);
  expect(notice.text).toContain('Cabinet des Lilas');
  const owner = await mailbox.waitFor(demo('cabinet'), /Tentatives de connexion sur votre compte/, since);
  const link = /(http\S+#\/reinit-password\/[\w-]+)/.exec(owner.text)![1]!;

  await page.goto(link);
  const newPassword = 'Retrouve-Passe-2026!';
  await fillResetPassword(page, newPassword);
  await page.getByRole('button', { name: 'Je change mon mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié avec succès')).toBeVisible();
  await signInWithEmailCode(page, mailbox, demo('cabinet'), newPassword);
});

import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD, demo, openLogin, submitLogin } from './support/journeys.ts';

// The test overlay sets security.max_failed_logins to 3.
test('consecutive wrong passwords lock the account and the centre administrators are e-mailed', async ({
  page,
  mailbox,
}) => {
  const since = new Date(Date.now() - 1000);
  await openLogin(page);
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await submitLogin(page, demo('cabinet'), `Mauvais-${attempt}-Passe!`);
    await expect(page.getByText('Votre identifiant ou votre mot de passe est erroné')).toBeVisible();
  }
  await submitLogin(page, demo('cabinet'), 'Mauvais-3-Passe!');
  await expect(page.getByText('Votre compte a été bloqué. Un administrateur a été notifié.').first()).toBeVisible();

  const notice = await mailbox.waitFor(demo('admin.lyon'), /Compte verrouillé/, since);
  expect(notice.text).toContain('Cabinet des Lilas');

  // Even the right password no longer opens it.
  await submitLogin(page, demo('cabinet'), DEMO_PASSWORD);
  await expect(page.getByText('Votre compte a été bloqué. Un administrateur a été notifié.').first()).toBeVisible();
});

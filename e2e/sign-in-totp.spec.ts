import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { demoTotpCode } from './support/demo-totp.ts';
import { demo, DEMO_PASSWORD, openLogin, submitLogin } from './support/journeys.ts';

test('an account with an authenticator app signs in with its TOTP code', async ({ page, expectAccessible }) => {
  await openLogin(page);
  await submitLogin(page, demo('totp'), DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await expect(page.getByRole('button', { name: labels.secondFactor.sendCode })).toHaveCount(0);
  await expectAccessible(page, 'the TOTP screen');

  // A wrong code comes back with the spec's message; the right one signs in (auto-submitted at 6).
  const code = await demoTotpCode();
  await page.getByLabel(labels.fields.code).fill(code === '000000' ? '111111' : '000000');
  await expect(page.getByText("Le code OTP n'est pas le bon.")).toBeVisible();
  await page.getByLabel(labels.fields.code).fill(code);
  await expect(page.getByRole('heading', { name: 'Bienvenue Hugo Girard' })).toBeVisible();
});

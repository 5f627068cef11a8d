import { createHash, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { labels, messages, signupMessages, type CaptchaChallenge } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';

/** The widget's proof of work (ALTCHA v1, SHA-256): the number whose hash with the salt is the challenge. */
function solve({ challenge, salt, maxnumber = 1_000_000 }: CaptchaChallenge): number {
  for (let number = 0; number <= maxnumber; number += 1) {
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge) return number;
  }
  throw new Error('captcha challenge without a solution');
}

/** Sends a code to `email` as the dialog does (a solved captcha each time), through the page's own cookies. */
async function sendCode(page: Page, email: string): Promise<number> {
  const challenge = (await (await page.request.get('/captcha/challenge')).json()) as CaptchaChallenge;
  const { algorithm, challenge: hash, salt, signature } = challenge;
  const payload = { algorithm, challenge: hash, number: solve(challenge), salt, signature };
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/emails/send-otp', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      email,
      emailValidationId: randomUUID(),
      captchaPayload: Buffer.from(JSON.stringify(payload)).toString('base64'),
    },
  });
  return response.status();
}

test('sending the sign-up code too often says to wait, and leaves the dialog open', async ({
  page,
  expectAccessible,
}) => {
  const email = `trop.de.codes.${test.info().project.name}.${test.info().repeatEachIndex}@cabinet.example.fr`;
  await page.goto('/#/signUp/no-rpps');
  await expect(page.getByRole('heading', { name: signupMessages.titleNoRpps })).toBeVisible();
  // The sends this address is allowed in ten minutes (config/portal.yaml: signup.rate_limits.send_per_email).
  for (let send = 0; send < 5; send += 1) expect(await sendCode(page, email)).toBe(200);

  await page.getByRole('button', { name: signupMessages.validateEmailFirst }).click();
  const dialog = page.getByRole('dialog', { name: labels.emailValidation.title });
  await dialog.getByLabel(/Adresse email/).fill(email);
  const send = dialog.getByRole('button', { name: labels.emailValidation.send });
  await expect(send).toBeEnabled({ timeout: 60_000 });
  await send.click();

  await expect(page.getByRole('alert').filter({ hasText: messages.tooManyRequests })).toBeVisible();
  await expect(page.getByText(messages.genericError)).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Adresse email/)).toHaveValue(email);
  await expectAccessible(page, 'the e-mail validation dialog after too many sends');
});

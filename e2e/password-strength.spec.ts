import { labels, passwordStrengthMessages as strength } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { demo, signInWithEmailCode, STRONG_NEW_PASSWORD } from './support/journeys.ts';
import { openPasswordTab, passwordField } from './support/security.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';

const level = (name: string) => strength.meter.replace('{{level}}', name);
const [veryWeak, , , , veryGood] = strength.levels;
const ESTIMATOR_CHUNK = /password-strength-estimator-[\w-]+\.js$/;

test('the sign-up form tells, while typing, why a password is refused and when it resists guessing', async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize(SMALL_SCREEN);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));

  // The sign-in screen does not carry the dictionaries.
  await page.goto('/#/login');
  await expect(page.getByRole('textbox', { name: labels.fields.password, exact: true })).toBeVisible();
  expect(fetched.filter((url) => ESTIMATOR_CHUNK.test(url))).toEqual([]);

  await page.goto('/#/signUp/no-rpps');
  const lastName = page.getByRole('textbox', { name: new RegExp(`^${labels.fields.lastName}`) });
  const password = page.getByLabel(/^Mot de passe/);
  const status = page.getByRole('status');
  // The keyboard alone: the last name, then the password.
  await lastName.focus();
  await page.keyboard.type('Durand');
  await password.focus();
  await page.keyboard.type('Durand2026!');
  await expect(page.getByText(strength.personal)).toBeVisible();
  await expect(page.getByText(level(veryWeak!))).toBeVisible();
  // Read out once typing pauses, politely.
  await expect(status.filter({ hasText: strength.personal })).toHaveAttribute('aria-live', 'polite');
  expect(fetched.filter((url) => ESTIMATOR_CHUNK.test(url))).toHaveLength(1);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Motdepasse2026!');
  await expect(page.getByText(strength.leaked)).toBeVisible();
  await expectFitsSmallScreen(page, 'the sign-up form with a refused password');
  await expectAccessible(page, 'the sign-up form with a refused password');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(STRONG_NEW_PASSWORD);
  await expect(page.getByText(strength.strongEnough)).toBeVisible();
  await expect(page.getByText(level(veryGood!))).toBeVisible();
  await expect(status.filter({ hasText: strength.strongEnough })).toBeAttached();
  await expectAccessible(page, 'the sign-up form with a strong password');
});

test("the password change refuses, while typing, the account's own name and a leaked password", async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  await page.setViewportSize(SMALL_SCREEN);
  // Claire Dubois: nothing is submitted, her password stays.
  await signInWithEmailCode(page, mailbox, demo('medecin'));
  await openPasswordTab(page);
  const fresh = passwordField(page, labels.fields.newPassword);
  await fresh.fill('Dubois2026!!');
  await expect(page.getByText(strength.personal)).toBeVisible();
  await fresh.fill('Anapath2026!');
  await expect(page.getByText(strength.leaked)).toBeVisible();
  await expectFitsSmallScreen(page, 'the password tab with a refused password');
  await expectAccessible(page, 'the password tab with a refused password');
});

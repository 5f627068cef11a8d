/**
 * An account with an authenticator app keeps its recovery codes (offered once the app is on, shown
 * once, downloaded); the phone is then lost: a code signs in, the profile says nine are left.
 */
import { readFile } from 'node:fs/promises';
import { labels, recoveryCodeMessages } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { DISPOSABLE_PASSWORD, disposable, openLogin, signInWithEmailCode, submitLogin } from './support/journeys.ts';
import { authenticatorFrom, currentCode, openPasswordTab, signOut, totpSection } from './support/security.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';

const codes = labels.recoveryCodes;
const security = labels.accountSecurity;

test('recovery codes: offered with the authenticator app, shown once, then one signs in when the phone is lost', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  const me = disposable(21);
  await signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD);
  await openPasswordTab(page);
  const section = page.getByRole('region', { name: codes.title });
  await expect(section.getByText(codes.unavailable)).toBeVisible();

  // The authenticator app turned on: the codes are offered at once.
  await totpSection(page).getByRole('button', { name: security.enableTotp }).click();
  const enrolment = page.getByRole('dialog', { name: security.totpDialogTitle });
  const app = await authenticatorFrom(enrolment);
  await enrolment.getByRole('textbox', { name: new RegExp(`^${security.totpCode}`) }).fill(currentCode(app).code);
  const offer = page.getByRole('dialog', { name: codes.offerTitle });
  await expect(offer.getByText(codes.offerText)).toBeVisible();
  await expectAccessible(page, 'the recovery codes offer');
  await page.setViewportSize(SMALL_SCREEN);
  await expectFitsSmallScreen(page, 'the recovery codes offer');
  // By the keyboard: `Plus tard` has the focus, the next button generates.
  await expect(offer.getByRole('button', { name: codes.offerLater })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(offer.getByRole('button', { name: codes.generate })).toBeFocused();
  await page.keyboard.press('Enter');

  // Shown once: ten codes, to download or print.
  const shown = page.getByRole('dialog', { name: codes.shownTitle });
  const list = shown.getByRole('list', { name: codes.codesList });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const given = await list.getByRole('listitem').allTextContents();
  expect(given.every((code) => /^[0-9A-Z]{5}-[0-9A-Z]{5}$/.test(code))).toBe(true);
  await expectFitsSmallScreen(page, 'the recovery codes');
  await expectAccessible(page, 'the recovery codes shown once');
  await expect(shown.getByRole('button', { name: codes.print })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    shown.getByRole('button', { name: codes.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(codes.fileName);
  const file = await readFile((await download.path())!, 'utf8');
  for (const code of given) expect(file).toContain(code);
  await shown.getByRole('button', { name: codes.done }).focus();
  await page.keyboard.press('Enter');
  await expect(shown).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(section.getByText('Il vous reste 10 codes de secours.')).toBeVisible();

  // The phone is lost: a recovery code in place of the app's code.
  await signOut(page);
  await openLogin(page);
  await submitLogin(page, me, DISPOSABLE_PASSWORD);
  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await page.getByRole('button', { name: codes.useCode }).click();
  const field = page.getByRole('textbox', { name: codes.codeField });
  await expect(field).toBeFocused();
  await field.fill('AAAAA-AAAAA');
  await page.keyboard.press('Enter');
  await expect(page.getByText(recoveryCodeMessages.mismatch)).toBeVisible();
  await expectAccessible(page, 'the recovery code screen with its error');
  const since = new Date(Date.now() - 1000);
  await page.getByRole('textbox', { name: codes.codeField }).fill(given[0]!.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Bienvenue / })).toBeVisible();
  expect((await mailbox.waitFor(me, /code de secours a été utilisé/, since)).text).toContain(
    'Il vous reste 9 codes de secours.',
  );
  await openPasswordTab(page);
  await expect(section.getByText('Il vous reste 9 codes de secours.')).toBeVisible();
});

/**
 * A doctor lost the phone that held the authenticator app: the super administrator resets the
 * account's factors with a reason; the owner's session ends, a mail says why, and the next
 * sign-in asks for the code by e-mail.
 */
import { Secret, TOTP } from 'otpauth';
import { adminMessages, labels, type TotpInitAnswer } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { DISPOSABLE_PASSWORD, disposable, openLogin, signInWithEmailCode, submitLogin } from './support/journeys.ts';
import { expectNotice, goToAdminScreen, openAdminSpace } from './support/admin.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';

const admin = labels.admin;
const texts = admin.account.actions['reset-factors'];
const reason = 'Téléphone perdu, identité vérifiée par téléphone';

test("the super administrator resets a lost authenticator app: the owner's sessions end, the mail says why", async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  const owner = disposable(22);
  // The owner's authenticator app, turned on through the API (the profile's own journey shows the screens).
  const ownerContext = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  const ownerPage = await ownerContext.newPage();
  await signInWithEmailCode(ownerPage, mailbox, owner, DISPOSABLE_PASSWORD);
  const xsrf = (await ownerContext.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': xsrf, origin: stack.baseURL };
  const { secret } = (await (
    await ownerPage.request.post('/api/users/otp/init', { headers })
  ).json()) as TotpInitAnswer;
  const token = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  expect((await ownerPage.request.post('/api/users/otp/validate', { headers, data: { token } })).status()).toBe(200);

  await openAdminSpace(page, mailbox, 'superadmin');
  await goToAdminScreen(page, 'users');
  await page.getByRole('search', { name: admin.users.searchLabel }).getByRole('searchbox').fill('bench-22');
  await expect(page.getByRole('table', { name: admin.users.results }).getByRole('row')).toHaveCount(2);
  await page
    .getByRole('link', { name: /bench-22/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /bench-22/, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: texts.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the factor reset dialog');
  await page.setViewportSize(SMALL_SCREEN);
  await expectFitsSmallScreen(page, 'the factor reset dialog');
  // By the keyboard: the reason, then the confirmation.
  const reasonField = dialog.getByLabel(admin.reason.label);
  await reasonField.focus();
  await page.keyboard.type(reason);
  await dialog.getByRole('button', { name: texts.confirm, exact: true }).focus();
  const since = new Date(Date.now() - 1000);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectNotice(page, adminMessages.factorsReset);
  await page.setViewportSize({ width: 1280, height: 720 });

  const mail = await mailbox.waitFor(owner, /facteurs de connexion .* réinitialisés/, since);
  expect(mail.text).toContain(reason);
  expect(mail.text).toContain('Un super administrateur du Portail Anapath');

  // The owner's session ended; the next sign-in asks for the code by e-mail.
  await ownerPage.reload();
  await expect(ownerPage.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await openLogin(ownerPage);
  await submitLogin(ownerPage, owner, DISPOSABLE_PASSWORD);
  await expect(ownerPage.getByRole('button', { name: labels.secondFactor.sendCode })).toBeVisible();
  await ownerContext.close();

  // The audit log shows the reset with its reason.
  await goToAdminScreen(page, 'audit');
  const events = page.getByRole('table', { name: admin.audit.events });
  await expect(events.getByRole('row').filter({ hasText: admin.audit.actions.factorsReset }).first()).toContainText(
    reason,
  );
});

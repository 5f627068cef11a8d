import { labels, loginErrors, messages, passwordPolicyMessage, profileMessages } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import {
  demo,
  DEMO_PASSWORD,
  disposable,
  DISPOSABLE_PASSWORD,
  openLogin,
  shownCodePrefix,
  signInWithEmailCode,
  STRONG_NEW_PASSWORD,
  submitLogin,
} from './support/journeys.ts';
import { expectProfileScreen, notification, readRow, startEditing } from './support/profile.ts';
import {
  authenticatorFrom,
  clientConfig,
  codeAfter,
  currentCode,
  openPasswordTab,
  passwordField,
  signOut,
  totpSection,
} from './support/security.ts';

const security = labels.accountSecurity;
const profile = labels.myProfile;

const welcome = /^Bienvenue /;

test('a secretary changes her password, her other session ends, and only the new password signs her in', async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  const me = disposable(5);
  const newPassword = STRONG_NEW_PASSWORD;

  // Signed in elsewhere too, e.g. on another computer.
  const elsewhere = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  const other = await elsewhere.newPage();
  await signInWithEmailCode(other, mailbox, me, DISPOSABLE_PASSWORD);

  await signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD);
  await openPasswordTab(page);
  await expect(page.getByRole('tab', { name: profile.passwordTab })).toHaveAttribute('aria-selected', 'true');
  const current = passwordField(page, security.currentPassword);
  const fresh = passwordField(page, labels.fields.newPassword);
  const confirmation = passwordField(page, security.confirmNewPassword);
  const change = page.getByRole('button', { name: security.changePassword, exact: true });
  await expect(fresh).toHaveAccessibleDescription(messages.passwordHint);
  await expectAccessible(page, 'the password tab');

  // The shared rules, with the configured policy, before anything is sent.
  await change.click();
  await expect(current).toHaveAccessibleDescription(messages.required);
  await current.fill('Mauvais-Banc-2026!');
  await fresh.fill('court');
  await expect(fresh).toHaveAccessibleDescription(passwordPolicyMessage((await clientConfig(page)).password_security));
  await fresh.fill(newPassword);
  await confirmation.fill('Autre-Chose-2026!');
  await change.click();
  await expect(confirmation).toHaveAccessibleDescription(messages.passwordsDiffer);
  await expectAccessible(page, 'the password tab with its error messages');

  // A wrong current password is refused by the server; what was typed stays.
  await confirmation.fill(newPassword);
  await change.click();
  await expect(notification(page, profileMessages.wrongCurrentPassword)).toBeVisible();
  await expect(fresh).toHaveValue(newPassword);

  const since = new Date(Date.now() - 1000);
  await current.fill(DISPOSABLE_PASSWORD);
  await change.click();
  await expect(notification(page, messages.passwordChanged)).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(fresh).toHaveValue('');
  await expect(confirmation).toHaveValue('');
  await mailbox.waitFor(me, /Votre mot de passe a été modifié/, since);

  // This browser stays signed in; the other session is over.
  await page.reload();
  await expectProfileScreen(page);
  await other.reload();
  await expect(other.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await elsewhere.close();

  // Signed out, the old password is refused with the spec's message; the new one signs in.
  await signOut(page);
  await openLogin(page);
  await submitLogin(page, me, DISPOSABLE_PASSWORD);
  await expect(page.getByText(loginErrors.loginMismatch)).toBeVisible();
  await signInWithEmailCode(page, mailbox, me, newPassword);
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
});

test('a secretary turns on an authenticator app, signs in with its code, then turns it off', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  // Up to one 30-second step is waited for, so that the sign-in uses a code not used yet.
  test.setTimeout(240_000);
  const me = disposable(6);
  await signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD);
  await openPasswordTab(page);
  const section = totpSection(page);
  await expect(section.getByText(security.totpOff, { exact: true })).toBeVisible();

  // The enable dialog: the QR code and the secret, then the first code of the app.
  await section.getByRole('button', { name: security.enableTotp }).click();
  const dialog = page.getByRole('dialog', { name: security.totpDialogTitle });
  await expect(dialog.getByRole('img', { name: security.totpQrAlt })).toBeVisible();
  await expect(dialog.getByText(security.totpSecret, { exact: true })).toBeVisible();
  const codeField = dialog.getByRole('textbox', { name: new RegExp(`^${security.totpCode}`) });
  await expect(codeField).toBeFocused();
  await expectAccessible(page, 'the TOTP enable dialog');
  const app = await authenticatorFrom(dialog);

  // A wrong code keeps the dialog open with the server's message.
  const first = currentCode(app);
  await codeField.fill(first.code === '000000' ? '111111' : '000000');
  await expect(dialog.getByText(profileMessages.wrongTotpCode)).toBeVisible();
  await expect(codeField).toHaveValue('');
  await expectAccessible(page, 'the TOTP enable dialog with a wrong code');

  const since = new Date(Date.now() - 1000);
  const enrolment = currentCode(app);
  await codeField.fill(enrolment.code);
  await expect(notification(page, profileMessages.totpEnabled)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The recovery codes are offered (their own journey takes them): later.
  const offer = page.getByRole('dialog', { name: labels.recoveryCodes.offerTitle });
  await offer.getByRole('button', { name: labels.recoveryCodes.offerLater }).click();
  await expect(offer).toBeHidden();
  await expect(section.getByText(security.totpOn, { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: security.disableTotp })).toBeVisible();
  await mailbox.waitFor(me, /Authentification par application activée/, since);
  await page.getByRole('tab', { name: profile.profileTab }).click();
  await expect(readRow(page, profile.totp)).toHaveText(labels.accountSecurity.totpOn);

  // The next sign-in asks for the app's code, not for one by e-mail.
  await signOut(page);
  await openLogin(page);
  await submitLogin(page, me, DISPOSABLE_PASSWORD);
  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await expect(page.getByText(labels.secondFactor.totpExplanation)).toBeVisible();
  await expect(page.getByRole('button', { name: labels.secondFactor.sendCode })).toHaveCount(0);
  await expectAccessible(page, 'the TOTP screen of a freshly enrolled account');
  // The code already used to turn it on does not serve again; the app's next one does.
  const signInCode = page.getByLabel(labels.fields.code);
  await signInCode.fill(enrolment.code);
  await expect(page.getByText(loginErrors.otpTokenMismatch)).toBeVisible();
  await signInCode.fill(await codeAfter(app, enrolment.step));
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();

  // Turned off after a confirmation.
  await openPasswordTab(page);
  await expect(section.getByText(security.totpOn, { exact: true })).toBeVisible();
  const offSince = new Date(Date.now() - 1000);
  await section.getByRole('button', { name: security.disableTotp }).click();
  const confirm = page.getByRole('dialog', { name: security.disableTotpTitle });
  await expect(confirm.getByText(security.disableTotpText)).toBeVisible();
  await expectAccessible(page, 'the TOTP deactivation dialog');
  await confirm.getByRole('button', { name: security.confirmDisableTotp, exact: true }).click();
  await expect(notification(page, profileMessages.totpDisabled)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(section.getByText(security.totpOff, { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: security.enableTotp })).toBeVisible();
  await mailbox.waitFor(me, /Authentification par application désactivée/, offSince);

  // The next sign-in asks for a code by e-mail again.
  await signOut(page);
  await openLogin(page);
  await submitLogin(page, me, DISPOSABLE_PASSWORD);
  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await expect(page.getByText(labels.secondFactor.otpExplanation)).toBeVisible();
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  await signInCode.fill(await mailbox.loginCode(me, await shownCodePrefix(page)));
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
});

test('a secretary asks for the deletion of her account: she and the administrators are told, the account still works', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  const me = disposable(7);
  await signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD);
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await startEditing(page);
  const section = page.getByRole('region', { name: security.deleteTitle });
  await expect(section.getByText(security.deleteIntro)).toBeVisible();

  // Cancelling asks nothing.
  await section.getByRole('button', { name: security.deleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: security.deleteDialogTitle });
  await expect(dialog.getByText(security.deleteExplanationUser)).toBeVisible();
  await expect(dialog.getByRole('button', { name: security.confirmDeletion })).toHaveCount(0);
  await expectAccessible(page, 'the deletion request dialog');
  await dialog.getByRole('button', { name: labels.app.cancel, exact: true }).click();
  await expect(dialog).toBeHidden();

  const since = new Date(Date.now() - 1000);
  await section.getByRole('button', { name: security.deleteAccount }).click();
  await dialog.getByRole('button', { name: security.requestDeletion }).click();
  await expect(notification(page, profileMessages.deletionRequested)).toBeVisible();
  await expect(dialog).toBeHidden();
  await mailbox.waitFor(me, /Votre demande de suppression de compte/, since);
  // The super admin is competent for an account without workplace.
  const toProcess = await mailbox.waitFor(
    demo('superadmin'),
    /Demande de suppression de compte à traiter/,
    since,
    (m) => m.text.includes(me),
  );
  expect(toProcess.text).toContain(me);

  // Nothing is deleted yet: she stays signed in, and signs in again.
  await page.reload();
  await expectProfileScreen(page);
  await signOut(page);
  await signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD);
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await expect(readRow(page, profile.emails)).toContainText(me);
});

test('an administrator deletes his account at once, leaves signed out, and can no longer sign in', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  const admin = demo('admin.bordeaux');
  await signInWithEmailCode(page, mailbox, admin);
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await startEditing(page);
  const section = page.getByRole('region', { name: security.deleteTitle });
  await section.getByRole('button', { name: security.deleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: security.deleteDialogTitle });
  await expect(dialog.getByText(security.deleteExplanationAdmin)).toBeVisible();
  await expectAccessible(page, 'the immediate deletion dialog');

  const since = new Date(Date.now() - 1000);
  const loggingOut = page.waitForRequest((request) => new URL(request.url()).pathname === '/logoutPortal');
  await dialog.getByRole('button', { name: security.confirmDeletion }).click();
  await expect(notification(page, profileMessages.accountDeleted)).toBeVisible();
  await expect(dialog).toBeHidden();
  await mailbox.waitFor(admin, /Votre compte a été supprimé/, since);

  // Redirected through /logoutPortal to the Portal, signed out.
  await loggingOut;
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await expect(page.getByRole('link', { name: labels.portal.signIn })).toBeVisible();

  // The address is unknown now: the same message as a wrong password.
  await openLogin(page);
  await submitLogin(page, admin, DEMO_PASSWORD);
  await expect(page.getByText(loginErrors.loginMismatch)).toBeVisible();
});

import { expect, type Page } from '@playwright/test';
import { labels, passwordStrengthMessages } from '@portal/shared';
import type { Mailbox } from './mailbox.ts';

export const DEMO_PASSWORD = 'Demo-Portail-2026!';
export const demo = (name: string) => `${name}@demo.portail-anapath.fr`;

/** From the Portal's invitation to the login form. */
export async function openLogin(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: labels.portal.signIn }).click();
  await expect(page.getByLabel(labels.fields.email)).toBeVisible();
}

/** Fills and posts the login form shown on the Portal (or in its dialog). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel(labels.fields.email).fill(email);
  await page.getByRole('textbox', { name: labels.fields.password, exact: true }).fill(password);
  await page.getByRole('button', { name: labels.login.submit, exact: true }).click();
}

/** From the Portal: password, then the code received by e-mail; ends signed in on the Portal. */
export async function signInWithEmailCode(page: Page, mailbox: Mailbox, email: string, password = DEMO_PASSWORD) {
  await openLogin(page);
  await passwordThenEmailCode(page, mailbox, email, password);
  await expect(page.getByRole('heading', { name: /^Bienvenue / })).toBeVisible();
}

/** On the login form (the Portal's, or the one a client app sent the browser to): password, then the code by e-mail. */
export async function passwordThenEmailCode(page: Page, mailbox: Mailbox, email: string, password = DEMO_PASSWORD) {
  await submitLogin(page, email, password);
  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  await page.getByLabel(labels.fields.code).fill(await mailbox.loginCode(email, await shownCodePrefix(page)));
}

/** The prefix the second-factor screen shows before the code field once a code was sent. */
export async function shownCodePrefix(page: Page): Promise<string> {
  const prefix = page.getByText(/^[A-Z]{3}-$/);
  await expect(prefix).toBeVisible();
  return (await prefix.textContent())!;
}

/**
 * A disposable account of the test stack (activated secretariat, no workplace): `bench-1` … `bench-30`.
 * Journeys that change an account for good (password, TOTP, deletion, profile, consents) each take
 * their own: profile-edit 1–3, admin-super 4, profile-security 5–7, password-reset 8, consent 9,
 * interop-apache 10, step-up 11–12, interop-lemonldap 13, passkeys 14, recovery-codes 21,
 * admin-factor-reset 22, failed-mails 15, account-sessions 30.
 */
export const disposable = (n: number) => `bench-${n}@bench.portail-anapath.fr`;
export const DISPOSABLE_PASSWORD = 'Bench-Portail-2026!';

/**
 * A new password every account may set: long, of unrelated words, built on no account's names or
 * addresses (the strength rule refuses `Nouveau-Banc-2026!` to the disposable accounts, first name Banc).
 */
export const STRONG_NEW_PASSWORD = 'Girafe-Tambour-Violet-42!';

/**
 * The new-password screen of a reset link: both fields filled, then, as its owner does, the strength
 * meter's verdict read before the button is pressed. The verdict grows the meter by two lines once
 * typing pauses, moving the button: a press made before it lands beside the button.
 */
export async function fillResetPassword(page: Page, password: string) {
  await page.getByRole('textbox', { name: labels.fields.newPassword, exact: true }).fill(password);
  await page.getByRole('textbox', { name: labels.fields.confirmPassword, exact: true }).fill(password);
  await expect(page.getByText(passwordStrengthMessages.strongEnough)).toBeVisible();
}

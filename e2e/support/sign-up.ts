import { expect, type Page } from '@playwright/test';
import { labels } from '@portal/shared';
import type { Mailbox } from './mailbox.ts';
import { chooseInSelect } from './select.ts';

export const SIGN_UP_PASSWORD = 'Inscription-2026!';

/**
 * The e-mail validation dialog: the real ALTCHA widget solves the challenge, the code comes by mail;
 * then the address goes to the client apps named (none: every app may use it).
 */
export async function validateEmail(page: Page, mailbox: Mailbox, email: string, apps: string[] = []) {
  await page.getByRole('button', { name: 'Validez votre adresse email' }).click();
  const code = await requestEmailCode(page, mailbox, email);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Code de vérification/).fill(code);
  await expect(page.getByText('Email validé')).toBeVisible();
  const choice = dialog.getByRole('group', { name: labels.myProfile.emailAppsLegend });
  for (const app of apps) await choice.getByRole('checkbox', { name: app }).check();
  await dialog.getByRole('button', { name: labels.app.save }).click();
  await expect(dialog).toHaveCount(0);
}

/** Profession, one workplace linked to the first centre, password, terms; then the submit. */
export async function completeAndSubmit(page: Page, profession: string) {
  await chooseInSelect(page, page.getByRole('combobox', { name: /Profession/ }), profession);
  await page.getByRole('button', { name: labels.jobPlaces.add }).click();
  await page.getByRole('dialog').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: labels.jobPlaces.next, exact: true }).click();
  await page.getByRole('dialog').getByRole('combobox').first().click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: labels.jobPlaces.finish }).click();
  await page.getByLabel(/^Mot de passe/).fill(SIGN_UP_PASSWORD);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(SIGN_UP_PASSWORD);
  await page.getByRole('checkbox', { name: /J'accepte les/ }).check();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('Votre inscription a bien été prise en compte')).toBeVisible();
}

/**
 * In the open e-mail validation dialog: the address, the real captcha (solved on its own), then the code by mail.
 * Answers the 9-digit code received, without entering it.
 */
export async function requestEmailCode(page: Page, mailbox: Mailbox, email: string): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Adresse email/).fill(email);
  // The widget solves its challenge as the dialog opens: no click on it, ever.
  await expect
    .poll(() => page.evaluate(() => (document.querySelector('altcha-widget') as any)?.getState?.()), {
      timeout: 60_000,
    })
    .toBe('verified');
  await expect(page.locator('altcha-widget input[type="checkbox"]')).toBeChecked();
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: labels.emailValidation.send }).click();
  const mail = await mailbox.waitFor(email, /./, since);
  return /[A-Z0-9]{2,5}-(\d{9})\b/.exec(mail.text)![1]!;
}

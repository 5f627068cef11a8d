import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { labels } from '@portal/shared';
import { demoTotpCode } from './demo-totp.ts';
import { demo, DEMO_PASSWORD, openLogin, signInWithEmailCode, submitLogin } from './journeys.ts';
import type { Mailbox } from './mailbox.ts';
import { requestEmailCode } from './sign-up.ts';

const profile = labels.myProfile;

/** From the Portal: password, then the code of the authenticator app; ends signed in on the Portal. */
export async function signInWithTotp(page: Page, email: string) {
  await openLogin(page);
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await page.getByLabel(labels.fields.code).fill(await demoTotpCode());
  await expect(page.getByRole('heading', { name: /^Bienvenue / })).toBeVisible();
}

/** The profile screen, loaded (its tabs are shown once the profile is there). */
export async function expectProfileScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: profile.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: profile.profileTab })).toBeVisible();
}

/** The value of a row of the read view, by its term (`Civilité`, `Nom`…). */
export function readRow(page: Page, term: string): Locator {
  return page.locator(`xpath=//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
}

/** The `J'édite mon profil` switch. */
export const editSwitch = (page: Page) => page.getByRole('switch', { name: profile.edit });

/** Turns edit mode on and waits for the form. */
export async function startEditing(page: Page) {
  await editSwitch(page).check();
  await expect(page.getByRole('heading', { name: profile.formTitle })).toBeVisible();
}

/** `Valider` at the bottom of the edit form. */
export const saveButton = (page: Page) =>
  page.getByRole('form', { name: profile.formTitle }).getByRole('button', { name: labels.app.validate, exact: true });

/** A notification (success and info are `status`, errors are `alert`) showing exactly `text`. */
export const notification = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

type AccessibilityCheck = (what: string) => Promise<void>;

/**
 * In the edit form, adds `email` through the e-mail validation dialog: the address and the real
 * captcha, the 9-digit code from the mailbox, then the client apps ticked. `check` runs both accessibility engines on each step.
 */
export async function addEmailInForm(
  page: Page,
  mailbox: Mailbox,
  email: string,
  apps: string[],
  check: AccessibilityCheck,
) {
  await page.getByRole('button', { name: labels.app.addEmail }).click();
  const dialog = page.getByRole('dialog', { name: labels.emailValidation.title });
  await expect(dialog.getByLabel(/Adresse email/)).toBeVisible();
  await check('the e-mail validation dialog (address and captcha)');
  const code = await requestEmailCode(page, mailbox, email);
  await expect(dialog.getByLabel(/Code de vérification/)).toBeVisible();
  await check('the e-mail validation dialog (code)');
  await dialog.getByLabel(/Code de vérification/).fill(code);
  await expect(notification(page, labels.emailValidation.validated)).toBeVisible();
  await expect(dialog.getByRole('group', { name: profile.emailAppsLegend })).toBeVisible();
  // An account that has a principal address: the new one is not principal unless asked.
  await expect(dialog.getByRole('checkbox', { name: profile.makePrincipal })).not.toBeChecked();
  await check('the e-mail validation dialog (client apps and principal flag)');
  for (const app of apps) await dialog.getByRole('checkbox', { name: app, exact: true }).check();
  await dialog.getByRole('button', { name: labels.app.save }).click();
  await expect(dialog).toBeHidden();
}

/**
 * In the edit form, adds `place` (searched by its name) through the workplace dialog and links it to `centre`; `check`
 * runs both accessibility engines on both steps of the stepper.
 */
export async function addWorkplaceInForm(page: Page, place: string, centre: string, check: AccessibilityCheck) {
  await page.getByRole('button', { name: labels.jobPlaces.add }).click();
  const dialog = page.getByRole('dialog', { name: labels.fields.jobPlaces });
  await dialog.getByRole('textbox', { name: labels.jobPlaces.label, exact: true }).fill(place);
  const tick = dialog.getByRole('checkbox', { name: labels.app.select.replace('{{label}}', place) });
  await expect(tick).toBeVisible();
  await check('the workplace dialog (step 1, establishments)');
  await tick.check();
  await dialog.getByRole('button', { name: labels.jobPlaces.next, exact: true }).click();
  const link = dialog.getByRole('combobox', { name: new RegExp(`${labels.jobPlaces.adminSite} – ${place}`) });
  await expect(link).toBeVisible();
  await check('the workplace dialog (step 2, pathology centre)');
  await link.click();
  await page.getByRole('option', { name: new RegExp(`^${centre}`) }).click();
  await dialog.getByRole('button', { name: labels.jobPlaces.finish }).click();
  await expect(dialog).toBeHidden();
}

/**
 * An administrator signs in in their own browser and calls the administration API with the
 * XSRF header; `act` gets a request context whose `post` carries it.
 */
export async function asAdmin<T>(
  browser: Browser,
  baseURL: string,
  mailbox: Mailbox,
  admin: string,
  act: (api: {
    get: APIRequestContext['get'];
    post: (url: string) => ReturnType<APIRequestContext['post']>;
  }) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await signInWithEmailCode(page, mailbox, demo(admin));
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    return await act({
      get: (url, options) => page.request.get(url, options),
      post: (url) => page.request.post(url, { headers: { 'X-XSRF-TOKEN': xsrf, origin: baseURL } }),
    });
  } finally {
    await context.close();
  }
}

/** The text a keyboard user hears for the focused element (its label, or a link's or button's text). */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelledBy = el.getAttribute('aria-labelledby');
    const byId = labelledBy
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const ownText = ['A', 'BUTTON'].includes(el.tagName) || el.getAttribute('role') === 'tab' ? el.textContent : '';
    const name =
      el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || byId || ownText || '';
    return name.replace('*', '').trim();
  });
}

/** Presses Tab until the focused element's name matches, as a keyboard user would. */
export async function tabTo(page: Page, name: RegExp, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`never reached ${name} with Tab`);
}

import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { labels, type ClientConfig } from '@portal/shared';
import { expectProfileScreen } from './profile.ts';

const security = labels.accountSecurity;

/** The configuration the browser receives (the password policy). */
export async function clientConfig(page: Page): Promise<ClientConfig> {
  return (await (await page.request.get('/api/config/')).json()) as ClientConfig;
}

/** The profile screen, on its `Gestion mot de passe` tab. */
export async function openPasswordTab(page: Page) {
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await page.getByRole('tab', { name: labels.myProfile.passwordTab }).click();
  await expect(page.getByRole('heading', { name: security.passwordTitle })).toBeVisible();
}

/** A password field of the password tab, by its label. */
export const passwordField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The TOTP section of the password tab (a region named by its heading). */
export const totpSection = (page: Page) => page.getByRole('region', { name: security.totpTitle });

/** `Déconnexion` in the main menu; ends on the anonymous Portal. */
export async function signOut(page: Page) {
  await page.getByRole('link', { name: labels.menu.logout }).click();
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
}

/** An authenticator app set up from the secret the enable dialog shows (grouped by four). */
export async function authenticatorFrom(dialog: Locator) {
  const shown = await dialog.locator('code').textContent();
  const secret = (shown ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

/** The authenticator's code now, and its 30-second step. */
export function currentCode(totp: TOTP) {
  const timestamp = Date.now();
  return { code: totp.generate({ timestamp }), step: totp.counter({ timestamp }) };
}

/**
 * A code of a later step than `usedStep`: the server takes each step once, so this waits (polling)
 * until the authenticator shows its next code.
 */
export async function codeAfter(totp: TOTP, usedStep: number): Promise<string> {
  await expect
    .poll(() => totp.counter(), { timeout: 35_000, intervals: [250], message: 'the next TOTP step' })
    .toBeGreaterThan(usedStep);
  return totp.generate();
}

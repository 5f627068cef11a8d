import type { Page } from '@playwright/test';
import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD, demo, shownCodePrefix } from './support/journeys.ts';

/** The name of `document.activeElement`, as a keyboard user hears it ('' on the page's body). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const ownText = ['A', 'BUTTON', 'H1', 'H2'].includes(el.tagName) ? el.textContent : '';
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? ownText ?? '';
    return label.replace('*', '').trim();
  });
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`never reached ${name} with Tab`);
}

test('a doctor signs in with the keyboard alone, focus going where the next step is', async ({ page, mailbox }) => {
  const email = demo('admin.lyon');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await tabTo(page, /^Se connecter$/);
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedName(page)).toBe(labels.fields.email);
  await page.keyboard.type(email);
  await tabTo(page, /^Mot de passe$/);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await expect.poll(() => focusedName(page)).toBe(labels.secondFactor.title);
  await tabTo(page, /^Recevoir le code par email$/);
  await page.keyboard.press('Enter');
  const code = await mailbox.loginCode(email, await shownCodePrefix(page));
  await expect.poll(() => focusedName(page)).toBe(labels.fields.code);
  await page.keyboard.type(code);
  await expect(page.getByRole('heading', { name: 'Bienvenue Julien Moreau' })).toBeVisible();
  await expect.poll(() => focusedName(page)).toBe('Bienvenue Julien Moreau');
});

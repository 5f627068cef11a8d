/** An administrator of Paris validates an account with the keyboard alone, from the menu to the dialog. */
import { adminMessages, labels } from '@portal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { demo, signInWithEmailCode } from './support/journeys.ts';

const admin = labels.admin;

/** Presses Tab until the focused element's accessible text matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, max = 80) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      return (
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        ''
      )
        .replace('*', '')
        .trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`never reached ${name} with Tab`);
}

test('admin.paris validates an account with the keyboard alone', async ({ page, mailbox }) => {
  await signInWithEmailCode(page, mailbox, demo('admin.paris'));
  await tabTo(page, new RegExp(`^${labels.menu.admin}`));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: admin.nav.board, level: 1 })).toBeVisible();

  await tabTo(page, /^Léa Martinez$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Léa Martinez', level: 1 })).toBeVisible();
  await tabTo(page, new RegExp(`^${admin.account.actions.activate.button}$`));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: admin.account.actions.activate.title });
  await expect(dialog).toBeVisible();
  await tabTo(page, new RegExp(`^${admin.account.actions.activate.confirm}$`), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText(adminMessages.activated).first()).toBeVisible();
  await mailbox.waitFor('lea.martinez@demo.portail-anapath.fr', /a été validé/);
});

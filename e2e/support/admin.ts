import { expect, type Browser, type Page } from '@playwright/test';
import { adminMessages, labels } from '@portal/shared';
import { demo, signInWithEmailCode } from './journeys.ts';
import type { Mailbox } from './mailbox.ts';

const admin = labels.admin;

/** A demo administrator signed in, on the administration space's board. */
export async function openAdminSpace(page: Page, mailbox: Mailbox, name: string) {
  await signInWithEmailCode(page, mailbox, demo(name));
  await page
    .getByRole('link', { name: new RegExp(`^${labels.menu.admin}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: admin.nav.board, level: 1 })).toBeVisible();
}

/** One of the administration space's screens, from its navigation. */
export async function goToAdminScreen(page: Page, screen: keyof typeof admin.nav) {
  const nav = page.getByRole('navigation', { name: labels.menu.admin });
  await nav.getByRole('link', { name: admin.nav[screen], exact: true }).click();
}

/** Opens an account's page from a link with its name. */
export async function openAccount(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** Clicks an action of the account page, then its dialog's confirmation (with a reason when asked). */
export async function confirmAction(
  page: Page,
  action: keyof typeof admin.account.actions,
  { reason, scope = page }: { reason?: string; scope?: Page | ReturnType<Page['locator']> } = {},
) {
  const texts = admin.account.actions[action];
  // In the board's lists, the button is named after its account too (`Valider le compte : Léa Martinez`).
  const button = new RegExp(`^${texts.button.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( : |$)`);
  await scope.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await expect(dialog).toBeVisible();
  if (reason) await dialog.getByLabel(admin.reason.label).fill(reason);
  await dialog.getByRole('button', { name: texts.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A success notice of the administration space. */
export const expectNotice = (page: Page, message: string) => expect(page.getByText(message).first()).toBeVisible();

/**
 * An administrator signs in in their own browser and validates the account of `email` from the
 * to-do board of the administration space.
 */
export async function adminValidates(browser: Browser, baseURL: string, mailbox: Mailbox, name: string, email: string) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await openAdminSpace(page, mailbox, name);
    const section = page.getByRole('region', { name: admin.board.awaitingValidation });
    const row = section.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await confirmAction(page, 'activate', { scope: row });
    await expectNotice(page, adminMessages.activated);
  } finally {
    await context.close();
  }
}

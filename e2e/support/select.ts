import type { Locator, Page } from '@playwright/test';

/**
 * Chooses `option` in a MUI select (the profession). Its menu is opened from the keyboard: opened by
 * a mouse press, MUI selects whatever option the release lands on when the release comes more than
 * 200 ms after the press, as a loaded machine's click may, and the menu opens over the select.
 */
export async function chooseInSelect(page: Page, select: Locator, option: string): Promise<void> {
  await select.focus();
  await select.press('ArrowDown');
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

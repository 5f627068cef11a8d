/**
 * The national directory kept fresh: an extract in which a tenth of the demo directory changed
 * (one generated practitioner in ten gone, and Sylvie Gauthier, a doctor of the Paris centre, with a
 * new last name) waits for the super administrator's confirmation; confirmed with the keyboard on a
 * phone's width, it becomes the directory, and the Paris administrator finds her on the board with
 * the directory's new record beside her account's.
 */
import type { Page } from '@playwright/test';
import { directoryRefreshMessages, labels } from '@portal/shared';
import { adminDemoCentres } from '../apps/server/src/seed/demo-admin-accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNotice, goToAdminScreen, openAdminSpace } from './support/admin.ts';
import { writeChangedExtract } from './support/directory-extract.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';
import { directorySourceDir, type StackName } from './support/stacks.ts';

const admin = labels.admin;
const texts = admin.directory;
const NEW_LAST_NAME = 'Gauthier-Lenoir';
const sylvie = adminDemoCentres
  .flatMap((centre) => centre.accounts)
  .find((account) => account.lastName === 'Gauthier')!;

/** Presses Tab until the focused element is the button named `name`, as a keyboard user would. */
async function tabToButton(page: Page, name: string, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.tagName === 'BUTTON' ? (element.textContent ?? '').trim() : '';
    });
    if (focused === name) return;
  }
  throw new Error(`never reached the button ${name} with Tab`);
}

/** The figure named `term` on the screen. */
const figure = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('+ dd');

test('a directory refresh changing a tenth of it waits for the super administrator, then shows on the board', async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}, testInfo) => {
  const { removed } = await writeChangedExtract(directorySourceDir(testInfo.project.metadata.stack as StackName), {
    rpps: sylvie.rpps!,
    lastName: NEW_LAST_NAME,
  });

  await openAdminSpace(page, mailbox, 'superadmin');
  await goToAdminScreen(page, 'directory');
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: texts.start }).click();
  await expectNotice(page, directoryRefreshMessages.started);
  // The screen asks again while it runs: the status says when it waits, with the share and the threshold.
  const status = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /attend votre confirmation/ });
  await expect(status).toBeVisible({ timeout: 30_000 });
  await expect(status).toContainText('plus que le seuil de 5 %');
  await expect(figure(page, texts.removed)).toHaveText(new Intl.NumberFormat('fr-FR').format(removed));
  await expect(figure(page, texts.renamed)).toHaveText('1');
  await expect(figure(page, texts.added)).toHaveText('0');
  await expectAccessible(page, 'the directory screen with a refresh awaiting confirmation');

  await page.setViewportSize(SMALL_SCREEN);
  await expectFitsSmallScreen(page, 'the directory screen');
  await tabToButton(page, texts.confirm);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.confirmTitle });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the confirmation dialog');
  await expectFitsSmallScreen(page, 'the confirmation dialog');
  await tabToButton(page, texts.confirm, 5);
  await page.keyboard.press('Enter');
  await expectNotice(page, directoryRefreshMessages.confirmed);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('status')).toContainText('appliquée');

  const paris = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  try {
    const parisPage = await paris.newPage();
    await openAdminSpace(parisPage, mailbox, 'admin.paris');
    const changes = parisPage.getByRole('region', { name: admin.board.directoryChanges });
    const row = changes.getByRole('row').filter({ hasText: `${sylvie.firstName} ${sylvie.lastName}` });
    await expect(row).toContainText(admin.rpps.checks.mismatch);
    await expect(row).toContainText(`${sylvie.firstName} ${NEW_LAST_NAME.toUpperCase()}`);
  } finally {
    await paris.close();
  }
});

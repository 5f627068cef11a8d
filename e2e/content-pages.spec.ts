import type { Locator, Page } from '@playwright/test';
import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';

/** Levels of the headings inside `scope`, in order. */
const headingLevels = (scope: Locator) =>
  scope.locator('h1, h2, h3, h4, h5, h6').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));

/** At 320 px: nothing scrolls sideways and no element of `scope` reaches past the screen's edge. */
async function expectFits(page: Page, scope: Locator, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), what).toBe(true);
  const beyond = await scope
    .locator('*')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((node) => node.textContent?.slice(0, 40)),
    );
  expect(beyond, what).toEqual([]);
}

test('the cookies policy and the legal notice: one title each, from the footer, keyboard, 320 px', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  // The footer's link, followed with the keyboard.
  await footer.getByRole('link', { name: labels.cookiesPolicy.title }).focus();
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  // Once the text is shown, the page's title is its one h1, and the text does not repeat it.
  await expect(main.locator('h2').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: labels.cookiesPolicy.title })).toHaveCount(1);
  await expect(
    main.getByRole('heading', { name: 'Les cookies nécessaires au fonctionnement du portail' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.cookiesPolicy.title);
  expect((await headingLevels(main)).slice(0, 2)).toEqual([1, 2]);
  await expect(main.getByRole('table')).toHaveCount(2);
  await expect(main.getByRole('cell', { name: 'mtm_consent', exact: true })).toBeVisible();
  await expectAccessible(page, 'the cookies policy');

  await footer.getByRole('link', { name: labels.legalNotice.title }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/legalNotice$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Éditeur du portail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: labels.legalNotice.title })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.legalNotice.title);
  await expect(page).toHaveTitle(/^Mentions légales/);
  expect((await headingLevels(main)).slice(0, 2)).toEqual([1, 2]);
  await expectAccessible(page, 'the legal notice');

  await page.setViewportSize({ width: 320, height: 640 });
  await expectFits(page, main, 'the legal notice at 320 px');
  // The notice's own link to the policy stays inside the portal.
  await main.getByRole('link', { name: labels.cookiesPolicy.title }).first().click();
  await expect(page).toHaveURL(/#\/cookiesPolicy$/);
  await expect(main.getByRole('cell', { name: 'mtm_consent', exact: true })).toBeVisible();
  await expectFits(page, main, 'the cookies policy at 320 px');
  await expectAccessible(page, 'the cookies policy at 320 px');
});

test('the terms of use: a dialog over the form, closed with Escape; its link, in a new tab, their screen; 320 px', async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/#/signUp/no-rpps');
  const opener = page.getByRole('button', { name: labels.terms.link });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: labels.terms.title });
  await expect(dialog.getByRole('paragraph').first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: labels.terms.title })).toHaveCount(1);
  await expect(dialog.getByRole('heading', { name: "Qui peut s'inscrire" })).toBeVisible();
  const levels = await headingLevels(dialog);
  expect(levels[0]).toBe(2);
  expect(levels.slice(1).every((level) => level === 3)).toBe(true);
  await expectFits(page, dialog, 'the terms of use at 320 px');
  await expectAccessible(page, 'the terms of use dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Opened in a new tab, the link leads where it says: the terms on a screen of their own.
  await expect(opener).toHaveAttribute('href', '#/cgu');
  const [terms] = await Promise.all([
    page.context().waitForEvent('page'),
    opener.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText(labels.terms.title);
  const main = terms.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: "Qui peut s'inscrire" })).toBeVisible();
  await expect(terms).toHaveTitle(/^Conditions générales d'utilisation/);
  await expect(dialog).toHaveCount(0);
  await terms.setViewportSize({ width: 320, height: 640 });
  await expectFits(terms, main, 'the terms of use screen at 320 px');
  await expectAccessible(terms, 'the terms of use screen');
});

test('the user guide: from the menu, its pictures shown, its table of contents by keyboard, axe, 320 px', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: labels.menu.help }).first().click();
  await expect(page).toHaveURL(/\/user-guide\/UserGuide\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const contents = page.getByRole('navigation', { name: 'Sommaire' });
  await contents.getByRole('link', { name: 'Valider un compte' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#admin-validation$/);
  await expect(page.getByRole('heading', { name: 'Valider un compte', level: 3 })).toBeInViewport();

  // Every picture loads (they are lazy: each is brought into view first).
  const pictures = page.getByRole('main').getByRole('img');
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectAccessible(page, 'the user guide');

  await page.setViewportSize({ width: 320, height: 640 });
  await expectFits(page, page.locator('body'), 'the user guide at 320 px');
  await expectAccessible(page, 'the user guide at 320 px');
});

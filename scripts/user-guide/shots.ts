/**
 * What every chapter of the screenshots uses: the journeys' fixtures (stack, mailbox), a page the
 * size of a desktop screen, another the size of a phone, and `shoot`, which writes a picture of the
 * page or of one of its parts into the guide's images. The cookie banner is answered beforehand
 * (Matomo's refusal cookie), so that it covers no picture.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { test as journeys } from '../../e2e/support/fixtures.ts';

export { expect } from '../../e2e/support/fixtures.ts';

export const IMAGES = fileURLToPath(new URL('../../apps/web/public/user-guide/images/', import.meta.url));
export const DESKTOP = { width: 1100, height: 760 };
export const PHONE = { width: 375, height: 720 };

/** A fresh browser context of the given size, signed out, the cookie choice already made. */
async function guidePage(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', viewport });
  await context.addCookies([{ name: 'mtm_consent_removed', value: String(Date.now()), url: baseURL }]);
  return context.newPage();
}

interface Fixtures {
  /** A second browser, phone-sized. */
  phone: Page;
  /** Writes `images/<name>.png`: the visible page, or only the part given. */
  shoot: (target: Page | Locator, name: string) => Promise<void>;
}

export const test = journeys.extend<Fixtures>({
  page: async ({ browser, stack }, use) => {
    const page = await guidePage(browser, stack.baseURL, DESKTOP);
    await use(page);
    await page.context().close();
  },
  phone: async ({ browser, stack }, use) => {
    const page = await guidePage(browser, stack.baseURL, PHONE);
    await use(page);
    await page.context().close();
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured first argument.
  shoot: async ({}, use) => {
    mkdirSync(IMAGES, { recursive: true });
    await use(async (target, name) => {
      const page = 'page' in target ? target.page() : target;
      // Fonts loaded; `animations: 'disabled'` ends the transitions (dialogs, notifications).
      await page.evaluate(() => document.fonts.ready);
      await target.screenshot({
        path: `${IMAGES}${name}.png`,
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        // A notification left over from the step before would cover what the picture shows.
        style: '.notistack-SnackbarContainer { visibility: hidden !important; }',
      });
    });
  },
});

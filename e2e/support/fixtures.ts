import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { stackUrls, type StackName } from './stacks.ts';
import { createMailbox, type Mailbox } from './mailbox.ts';

interface Fixtures {
  stack: ReturnType<typeof stackUrls>;
  mailbox: Mailbox;
  /** A page in a fresh context (axe needs `browser.newContext().newPage()`). */
  page: Page;
  expectNoAxeViolations: (page: Page, what: string) => Promise<void>;
}

/* eslint-disable no-empty-pattern -- Playwright fixtures take their dependencies as a destructured first argument. */
export const test = base.extend<Fixtures>({
  stack: async ({}, use, testInfo) => {
    await use(stackUrls(testInfo.project.metadata.stack as StackName));
  },
  mailbox: async ({ stack }, use) => {
    await use(createMailbox(stack.mailURL));
  },
  page: async ({ browser, stack }, use) => {
    const context = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page, what) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary, `axe violations on ${what}`).toEqual([]);
    });
  },
});

export { expect };

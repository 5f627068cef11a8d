import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CONSENT_COOKIE, CONSENT_REMOVED_COOKIE } from '../../apps/web/src/tracking/consentCookies.ts';
import { stackUrls, type StackName } from './stacks.ts';
import { createMailbox, type Mailbox } from './mailbox.ts';
import { codeSnifferErrors } from './html-codesniffer.ts';

/** The cookie banner's choice a browser starts with: refused, given, or none yet (the banner shows). */
export type CookieChoice = 'refused' | 'given' | 'none';

/** Sets Matomo's consent cookie for a choice already made, as the portal would have written it. */
export async function startWithCookieChoice(context: BrowserContext, baseURL: string, choice: CookieChoice) {
  if (choice === 'none') return;
  const name = choice === 'given' ? CONSENT_COOKIE : CONSENT_REMOVED_COOKIE;
  await context.addCookies([{ name, value: String(Date.now()), url: baseURL, sameSite: 'Lax' }]);
}

interface Options {
  /**
   * Refused by default: the journeys about something else never meet the banner and send nothing to
   * the analytics stand-in. The banner's own journey (`cookie-consent.spec.ts`) starts with none.
   */
  cookieChoice: CookieChoice;
}

interface Fixtures {
  stack: ReturnType<typeof stackUrls>;
  mailbox: Mailbox;
  /** A page in a fresh context (axe needs `browser.newContext().newPage()`). */
  page: Page;
  /**
   * The page as it is now passes both engines: axe (WCAG 2.2 A and AA) and HTML_CodeSniffer's WCAG2AA
   * errors. A failure names each rule, the element and, for HTML_CodeSniffer, its message.
   */
  expectAccessible: (page: Page, what: string) => Promise<void>;
}

/* eslint-disable no-empty-pattern -- Playwright fixtures take their dependencies as a destructured first argument. */
export const test = base.extend<Fixtures & Options>({
  cookieChoice: ['refused', { option: true }],
  stack: async ({}, use, testInfo) => {
    await use(stackUrls(testInfo.project.metadata.stack as StackName));
  },
  mailbox: async ({ stack }, use) => {
    await use(createMailbox(stack.mailURL));
  },
  page: async ({ browser, stack, cookieChoice }, use) => {
    const context = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
    await startWithCookieChoice(context, stack.baseURL, cookieChoice);
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  expectAccessible: async ({}, use) => {
    await use(async (page, what) => {
      // A dialog fading in has its colours half-way: the engines check what the visitor reads once it is there.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      );
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const axe = results.violations.map((v) => `axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      const htmlcs = (await codeSnifferErrors(page)).map(
        (error) => `HTML_CodeSniffer ${error.code}: ${error.element}: ${error.message}`,
      );
      expect([...axe, ...htmlcs], `accessibility errors on ${what}`).toEqual([]);
    });
  },
});

export { expect };

import { expect, type Locator, type Page } from '@playwright/test';

/** The phone widths every screen must fit: the narrowest supported, and a common one. */
export const PHONE_WIDTHS = [320, 375] as const;

/**
 * What does not fit the screen: the page scrolling sideways, and every visible element inside `root`
 * that lies off screen or cuts its content (a box scrolling or clipping sideways, text ending in an
 * ellipsis), named by its tag, classes and start of text. Runs in the page.
 */
function notFitting(root: Element): string[] {
  const found: string[] = [];
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  if (document.documentElement.scrollWidth > window.innerWidth) {
    found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`);
  }
  for (const element of root.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || element instanceof HTMLInputElement) continue;
    // The captcha widget is a third party's (its own layout fits 320 px).
    if (element instanceof HTMLTextAreaElement || element.closest('svg, altcha-widget')) continue;
    // Not seen: hidden, transparent (an outline's notch text), or a 1-pixel text for screen readers.
    const seen = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (!seen || element.clientWidth <= 1) continue;
    const rect = element.getBoundingClientRect();
    if (rect.right > window.innerWidth + 1 || rect.left < -1) {
      found.push(`${name(element)} is off screen (${Math.round(rect.left)}–${Math.round(rect.right)})`);
      continue;
    }
    const style = getComputedStyle(element);
    const cuts = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    if (cuts && element.scrollWidth > element.clientWidth + 1) {
      found.push(`${name(element)} cuts its content (${element.scrollWidth} > ${element.clientWidth})`);
    }
  }
  return found;
}

/**
 * Nothing off screen, nothing cut, no sideways scroll: in the whole page, or within `root` (a
 * dialog) and no sideways scroll of the page. Retried until it holds (a dialog's opening animation).
 */
export async function expectFitsScreen(page: Page, what: string, root?: Locator) {
  const problems = () => (root ? root.evaluate(notFitting) : page.locator('body').evaluate(notFitting));
  await expect.poll(problems, { message: `${what} does not fit ${page.viewportSize()?.width} px` }).toEqual([]);
}

/** The page does not scroll sideways (whatever its parts may cut). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: `${what} scrolls sideways` }).toBeLessThanOrEqual(0);
}

/** The element lies wholly inside the viewport's width. */
export async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/**
 * The element (a link ending a sentence) starts on the line where the text before it ends: the
 * sentence wraps as one, rather than breaking before the element.
 */
export async function expectInlineWithTextBefore(locator: Locator) {
  const lines = await locator.evaluate((element) => {
    // The nearest ancestor with text before the element: the sentence it ends.
    for (let sentence = element.parentElement; sentence; sentence = sentence.parentElement) {
      const before = document.createRange();
      before.setStart(sentence, 0);
      before.setEndBefore(element);
      const textRects = [...before.getClientRects()].filter((rect) => rect.width > 0 && before.toString().trim());
      if (textRects.length > 0) {
        return { textEnds: textRects.at(-1)!.bottom, elementStarts: element.getClientRects()[0]!.bottom };
      }
    }
    return null;
  });
  expect(lines, 'text before the element').not.toBeNull();
  expect(Math.abs(lines!.textEnds - lines!.elementStarts), 'the text and the element share a line').toBeLessThanOrEqual(
    2,
  );
}

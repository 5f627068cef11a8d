import { expect, type Locator, type Page } from '@playwright/test';

/** The narrowest phone every screen must fit (issue 12): 320 px wide. */
export const SMALL_SCREEN = { width: 320, height: 640 } as const;

/** The phone widths the sign-up is checked at: the narrowest supported, and a common one. */
export const PHONE_WIDTHS = [320, 375] as const;

/**
 * What does not fit the viewport's width on the page as it stands, in words: the document
 * scrolling sideways; text cut by a box that clips it (ellipsis, or overflow hidden or clip, its
 * content wider or taller than the box), a choice shown with an ellipsis in its field, text cut by
 * the edge of a strip that scrolls sideways; text outside the screen that no scrolling box brings
 * back. A box meant to truncate says its full text in its `title` or `aria-label` (a tooltip).
 * With a modal dialog open, only the dialog is read. Runs in the page: it uses nothing from
 * outside this function.
 */
function smallScreenProblems(): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const root = document.documentElement;
  if (root.scrollWidth > width) problems.push(`the page scrolls sideways (${root.scrollWidth} px for ${width})`);

  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 1 &&
    element.getBoundingClientRect().height > 1;
  const textOf = (element: Element) => ((element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
  const name = (element: Element) => {
    const role = element.getAttribute('role');
    const classes = [...element.classList].filter((c) => c.startsWith('Mui')).slice(0, 2);
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${classes.length ? ` ${classes.join('.')}` : ''}>`;
  };
  const quote = (text: string) => `"${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`;
  /** Its full text given as a tooltip or an accessible name. */
  const saysItAll = (element: Element, text: string) =>
    [element, element.parentElement].some((e) =>
      [e?.getAttribute('title'), e?.getAttribute('aria-label')].some((full) => full && full.includes(text)),
    );

  // With a modal dialog open, the page behind it is out of reach: only the dialog counts.
  const scope = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].at(-1) ?? document.body;
  for (const element of scope.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    // A value typed in a field scrolls within it; a value shown with an ellipsis (a choice) is cut.
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1 && shown(element)) {
        problems.push(
          `${name(element)} ${quote(element.value)} is cut (${element.scrollWidth} px in ${element.clientWidth})`,
        );
      }
      continue;
    }
    const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    const tolerance = 1;
    const cutAcross =
      (clips(style.overflowX) || style.textOverflow === 'ellipsis') &&
      element.scrollWidth > element.clientWidth + tolerance;
    const cutDown = clips(style.overflowY) && element.scrollHeight > element.clientHeight + tolerance;
    if (!cutAcross && !cutDown) continue;
    const text = textOf(element);
    if (!text || !shown(element) || saysItAll(element, text)) continue;
    problems.push(
      `${name(element)} ${quote(text)} is cut (${cutAcross ? `${element.scrollWidth} px of text in ${element.clientWidth}` : `${element.scrollHeight} px of text in ${element.clientHeight} high`})`,
    );
  }

  // Text beyond the screen's edges, unless a box scrolling sideways holds it; text cut by the edge
  // of a box scrolling sideways (as tabs that scroll show "Gestio").
  const scrollBoxes = (element: Element): Element[] => {
    const boxes: Element[] = [];
    for (let e: Element | null = element; e && e !== root && e !== document.body; e = e.parentElement) {
      const overflow = getComputedStyle(e).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && e.scrollWidth > e.clientWidth) boxes.push(e);
    }
    return boxes;
  };
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    if (!parent || !text || !shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const boxes = scrollBoxes(parent);
    if (boxes.length === 0 && rects.some((rect) => rect.left < -1 || rect.right > width + 1)) {
      problems.push(`${name(parent)} ${quote(text)} runs off the screen`);
    }
    for (const box of boxes) {
      const edges = box.getBoundingClientRect();
      const left = edges.left + box.clientLeft;
      const right = left + box.clientWidth;
      const straddles = (rect: DOMRect, edge: number) => rect.left < edge - 1 && rect.right > edge + 1;
      if (rects.some((rect) => straddles(rect, left) || straddles(rect, right))) {
        problems.push(`${name(parent)} ${quote(text)} is cut by the edge of ${name(box)}, which scrolls sideways`);
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * The page fits its (small) viewport: no sideways scroll, no text cut or off screen (see
 * `smallScreenProblems`). Retried until it holds, so that a dialog's opening animation has ended.
 */
export async function expectFitsSmallScreen(page: Page, what: string) {
  await expect
    .poll(() => page.evaluate(smallScreenProblems), { message: `${what} fits ${page.viewportSize()?.width} px` })
    .toEqual([]);
}

/** The problems found now, without waiting (to list what a screen outside one's own area would need). */
export const smallScreenProblemsOf = (page: Page) => page.evaluate(smallScreenProblems);

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

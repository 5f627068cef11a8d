/**
 * The portal home's first load (issue 13): its styles come in the page, prerendered at build
 * (apps/web/build/homeStyles.ts), and the browser compiles only those the build could not know.
 */
import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';

test('the home’s styles come with the page: the first render writes only the tiles’ own colours, and every class is styled', async ({
  page,
}) => {
  await page.goto('/');
  const signIn = page.getByRole('link', { name: labels.portal.signIn }).first();
  await expect(signIn).toBeVisible();

  const styles = await page.evaluate(() => {
    const prerendered = document.querySelector('style[data-emotion^="css "]');
    const names = new Set(prerendered?.getAttribute('data-emotion')?.split(' ').slice(1));
    const written = [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((tag) =>
      [...(tag as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText),
    );
    const defined = new Set(
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].flatMap((rule) => rule.cssText.match(/\.css-[\w-]+/g) ?? []),
      ),
    );
    // A tile's colours are its application's: the build cannot know them.
    const tiles = new Set(
      [...document.querySelectorAll('button:has(.tile-icon), button:has(.tile-icon) *')].flatMap((element) =>
        [...element.classList].map((name) => `.${name}`),
      ),
    );
    const used = [...new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]))];
    return {
      prerendered: names.size,
      writtenRules: written.length,
      writtenOutsideTiles: written.filter(
        (rule) => !(rule.match(/\.css-[\w-]+/g) ?? []).every((name) => tiles.has(name)),
      ),
      undefinedClasses: used.filter((name) => /^css-\w+$/.test(name) && name !== 'css-0' && !defined.has(`.${name}`)),
      buttonPrerendered: [...document.querySelector('main a[href="#/login"]')!.classList].some((name) =>
        names.has(name.replace(/^css-/, '')),
      ),
    };
  });
  expect(styles.prerendered).toBeGreaterThan(40);
  expect(styles.buttonPrerendered).toBe(true);
  expect(styles.writtenOutsideTiles).toEqual([]);
  expect(styles.undefinedClasses).toEqual([]);
  // The sign-in button is drawn as the theme says: filled, white text.
  await expect(signIn).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(signIn).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

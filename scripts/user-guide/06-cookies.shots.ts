/** Chapter "Cookies": the policy page (the banner is shown in a fresh browser, before any choice). */
import { labels } from '@portal/shared';
import { expect, test } from './shots.ts';

test('the cookies policy', async ({ page, shoot }) => {
  await page.goto('/#/cookiesPolicy');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: labels.cookiesPolicy.title })).toBeVisible();
  await shoot(page, 'cookies-policy');
});

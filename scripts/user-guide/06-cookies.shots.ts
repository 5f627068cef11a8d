/** Chapter "Cookies": the banner of a first visit, on a phone, and the policy page. */
import { labels } from '@portal/shared';
import { expect, test } from './shots.ts';

test('the cookies policy', async ({ page, shoot }) => {
  await page.goto('/#/cookiesPolicy');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: labels.cookiesPolicy.title })).toBeVisible();
  await shoot(page, 'cookies-policy');
});

test('the cookie banner of a first visit', async ({ phone, shoot }) => {
  // The guide's browsers start with the choice made: this one forgets it, as a first visit.
  await phone.context().clearCookies();
  await phone.goto('/#/');
  const banner = phone.getByRole('region', { name: labels.tracking.bannerTitle });
  await expect(banner).toBeVisible();
  await shoot(phone, 'cookies-banner');
});

/**
 * The cookie banner and Matomo's tracker against the real stack, with the analytics stand-in in
 * Matomo's place (spec sections 1, 2, 4 and 9): nothing sent before consent, what the tracker sends
 * after it (page views of the hash routes, the tile-click event, the heartbeat), nothing after a
 * refusal, the choice changed through the footer's « Gérer les cookies », kept across a reload.
 */
import { COOKIE_DEFAULT_DAYS, TILE_CLICK_EVENT, labels } from '@portal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { analyticsCollector, requestsToAnalytics, trackerLoaded, trackingRequests } from './support/analytics.ts';

test.use({ cookieChoice: 'none' });

const bannerOf = (page: Page) => page.getByRole('region', { name: labels.tracking.bannerTitle });
const agendaEvent = [TILE_CLICK_EVENT.category, TILE_CLICK_EVENT.action, 'Agenda des centres'];

/** Name of the focused element, as a keyboard user hears it. */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Nothing wider than the screen, and no text cut by its box. */
async function expectFitsScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('section *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowX))
      .map((element) => element.textContent),
  );
  expect(clipped).toEqual([]);
}

async function cookies(page: Page) {
  return Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
}

test('the banner asks first; nothing is sent before consent, page views, tile clicks and the heartbeat after', async ({
  page,
  stack,
  expectAccessible,
}) => {
  const collector = analyticsCollector(stack.analyticsURL);
  await collector.clear();
  const sent = trackingRequests(page, stack.analyticsURL);
  const toAnalytics = requestsToAnalytics(page, stack.analyticsURL);

  // First visit on a phone: the banner, at the top of the page, accessible, fitting 320 px.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { level: 2, name: labels.tracking.bannerTitle })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Politique relative aux cookies' })).toBeVisible();
  // Right after the skip link: the policy, « Refuser », « Accepter »; not a dialog, no focus trap.
  const tabStops: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    tabStops.push(await focusedName(page));
  }
  expect(tabStops).toEqual([
    labels.app.skipToContent,
    'Politique relative aux cookies',
    'Refuser',
    'Accepter',
    expect.not.stringMatching(/^(Refuser|Accepter|Politique relative aux cookies)$/),
  ]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'the cookie banner');
  await expectFitsScreen(page);
  // It hides nothing: the login form's button can be reached and clicked on the phone.
  await page.getByRole('link', { name: labels.portal.signIn }).click();
  // Once the screen has focused its first field (which scrolls it into view), not before: a trial
  // click scrolls to the button and waits until the click would reach it, not something over it.
  await expect(page.getByRole('textbox', { name: labels.fields.email })).toBeFocused();
  await page.getByRole('button', { name: labels.login.submit, exact: true }).click({ trial: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Before any choice: routes and a tile click, yet nothing leaves the page, not even for matomo.js.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique relative aux cookies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: labels.cookiesPolicy.title })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true }).click();
  await page.getByRole('button', { name: 'Agenda' }).click();
  await expect(page.getByRole('dialog', { name: 'Veuillez vous connecter' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await trackerLoaded(page)).toBe(false);
  expect(toAnalytics).toEqual([]);
  expect(sent).toEqual([]);
  expect(await collector.hits()).toEqual([]);

  // Accepted with the keyboard alone, from the tile the dialog gave the focus back to, up to the banner.
  await expect(banner).toBeVisible();
  for (let i = 0; i < 30 && (await focusedName(page)) !== 'Accepter'; i += 1) await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe('Accepter');
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect((await cookies(page)).mtm_consent?.value).toMatch(/^\d{13}$/);

  // What waited in the page goes (Matomo's requireConsent), then what follows, as it happens.
  await expect
    .poll(collector.pageViews)
    .toEqual(expect.arrayContaining([`${stack.baseURL}/#/`, `${stack.baseURL}/#/cookiesPolicy`]));
  await expect.poll(collector.events).toEqual([agendaEvent]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique relative aux cookies' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true }).click();
  await page.getByRole('button', { name: 'Agenda' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(collector.events).toEqual([agendaEvent, agendaEvent]);
  const views = await collector.pageViews();
  expect(views.slice(-2)).toEqual([`${stack.baseURL}/#/cookiesPolicy`, `${stack.baseURL}/#/`]);
  const titled = (await collector.hits()).find((hit) => hit.url === `${stack.baseURL}/#/cookiesPolicy`)!;
  expect(titled.title).toBe(`${labels.cookiesPolicy.title} – ${labels.app.name}`);

  // The heartbeat: a ping 15 s after the last request while the page is in front.
  await expect.poll(async () => (await collector.heartbeats()).length, { timeout: 45_000 }).toBeGreaterThan(0);

  // What a newcomer reads on the stand-in's page: the same, newest first, in French.
  const standInPage = await page.context().newPage();
  await standInPage.goto(stack.analyticsURL);
  await expect(standInPage.getByRole('heading', { level: 1 })).toHaveText(
    'Mesure d’audience : ce que Matomo recevrait',
  );
  const newest = standInPage.getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('Signal de présence');
  await expect(
    standInPage.getByRole('row').filter({ hasText: 'Événement' }).filter({ hasText: 'Agenda des centres' }),
  ).toHaveCount(2);
  await expectAccessible(standInPage, 'the analytics stand-in’s page');
  await standInPage.close();

  // The choice holds after a reload: no banner, and the page view goes at once.
  const before = (await collector.pageViews()).length;
  await page.reload();
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect.poll(async () => (await collector.pageViews()).length).toBe(before + 1);

  // « Gérer les cookies » shows the banner again, with the focus; refusing there stops everything.
  const manage = page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' });
  await manage.click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toBeFocused();
  await expectAccessible(page, 'the cookie banner shown again');
  await banner.getByRole('button', { name: 'Refuser' }).click();
  await expect(banner).toBeHidden();
  await expect(manage).toBeFocused();
  const afterRefusal = sent.length;
  const jar = await cookies(page);
  expect(jar.mtm_consent).toBeUndefined();
  expect(jar.mtm_consent_removed?.value).toMatch(/^\d{13}$/);
  expect(Object.keys(jar).filter((name) => name.startsWith('_pk_'))).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique relative aux cookies' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true }).click();
  await page.getByRole('button', { name: 'Agenda' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(sent.slice(afterRefusal)).toEqual([]);
});

test('a refusal at the first visit: nothing is ever sent, and the refusal is kept 7 days', async ({ page, stack }) => {
  const collector = analyticsCollector(stack.analyticsURL);
  await collector.clear();
  const sent = trackingRequests(page, stack.analyticsURL);
  const toAnalytics = requestsToAnalytics(page, stack.analyticsURL);

  await page.goto('/');
  const banner = bannerOf(page);
  await banner.getByRole('button', { name: 'Refuser' }).click();
  await expect(banner).toBeHidden();
  const removal = (await cookies(page)).mtm_consent_removed!;
  expect(Number(removal.value)).toBeLessThanOrEqual(Date.now());
  const days = (removal.expires * 1000 - Number(removal.value)) / (24 * 3600 * 1000);
  expect(days).toBeGreaterThan(COOKIE_DEFAULT_DAYS - 0.01);
  expect(days).toBeLessThanOrEqual(COOKIE_DEFAULT_DAYS);
  expect(removal).toMatchObject({ path: '/', sameSite: 'Lax' });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique relative aux cookies' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true }).click();
  await page.getByRole('button', { name: 'Agenda' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await trackerLoaded(page)).toBe(false);
  expect(toAnalytics).toEqual([]);
  expect(sent).toEqual([]);
  expect(await collector.hits()).toEqual([]);
});

import type { Browser, Page } from '@playwright/test';
import { accountSessionsLabels as connections, labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { disposable, DISPOSABLE_PASSWORD, signInWithEmailCode } from './support/journeys.ts';
import type { Mailbox } from './support/mailbox.ts';
import { expectProfileScreen, tabTo } from './support/profile.ts';
import { SMALL_SCREEN, expectFitsSmallScreen } from './support/small-screen.ts';

const me = disposable(30);
const NEW_BROWSER = /^Nouvelle connexion/;

/** Another browser (a computer left signed in somewhere) signed in to the account. */
async function signedInElsewhere(browser: Browser, baseURL: string, mailbox: Mailbox): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const page = await context.newPage();
  await signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD);
  return page;
}

/** The page is the visitor's home: that browser is signed out. */
async function expectSignedOut(page: Page) {
  await page.goto('/#/myProfile');
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
}

test('the « Connexions » tab ends another browser, and the new-browser e-mail ends one from its link', async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  await signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD);

  // A new browser: its owner is mailed, with the way to end that session.
  const since = new Date(Date.now() - 1000);
  const intruder = await signedInElsewhere(browser, stack.baseURL, mailbox);
  const mail = await mailbox.waitFor(me, NEW_BROWSER, since);
  const link = /(\/#\/end-session\/[\w.-]+)/.exec(mail.text)![1]!;
  expect(mail.text).toMatch(/jamais utilisé : Chrome sur Linux, adresse /);

  // The link's page: opening it ends nothing; its button does.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: connections.endFromMailTitle })).toBeVisible();
  await expectAccessible(page, "the new-browser e-mail's page");
  await page.setViewportSize(SMALL_SCREEN);
  await expectFitsSmallScreen(page, "the new-browser e-mail's page");
  await intruder.reload();
  await expect(intruder.getByRole('heading', { name: /^Bienvenue / })).toBeVisible();
  await page.getByRole('button', { name: connections.endOne }).click();
  await expect(page.getByText(connections.endFromMailDone)).toBeVisible();
  await expectAccessible(page, "the new-browser e-mail's page, once the browser is signed out");
  await expectSignedOut(intruder);
  await intruder.context().close();

  // The profile's tab, with the keyboard alone, at 320 px: another browser signed out from here.
  const laptop = await signedInElsewhere(browser, stack.baseURL, mailbox);
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await tabTo(page, new RegExp(`^${labels.myProfile.profileTab}$`));
  // The last tab (side by side, or stacked on a phone).
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: connections.tab })).toHaveAttribute('aria-selected', 'true');
  const browsers = page.getByRole('region', { name: connections.browsersTitle });
  await expect(browsers.getByRole('heading', { name: 'Chrome sur Linux' })).toHaveCount(2);
  await expect(browsers.getByText(connections.thisBrowser, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: connections.signInsTitle }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page, 'the « Connexions » tab');
  await expectFitsSmallScreen(page, 'the « Connexions » tab');

  await tabTo(page, /^Déconnecter ce navigateur : Chrome sur Linux$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Déconnecter Chrome sur Linux ?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "the dialog that ends a browser's session");
  await expectFitsSmallScreen(page, "the dialog that ends a browser's session");
  await tabTo(page, new RegExp(`^${connections.endOne}$`));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(connections.noOthers)).toBeFocused();
  await expect(browsers.getByRole('heading', { name: 'Chrome sur Linux' })).toHaveCount(1);
  await expectSignedOut(laptop);
  await laptop.context().close();
});

import type { Locator, Page } from '@playwright/test';
import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';

test.use({ viewport: SMALL_SCREEN });

/** Presses Tab until `target` has the focus, as a keyboard user would; how many presses it took. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the accessibility statement: from the home’s footer on a phone, keyboard alone, axe, nothing cut at 320 px', async ({
  page,
  expectAccessible,
}) => {
  const statementCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/accessibility-statement')) statementCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  // RGAA's mention, with the state the shipped statement declares; the home does not load the statement.
  const mention = page
    .getByRole('contentinfo')
    .getByRole('link', { name: labels.accessibilityStatement.footerLink.replace('{{state}}', 'non conforme') });
  await tabTo(page, mention);
  expect(statementCalls).toEqual([]);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/accessibilite$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'État de conformité' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.accessibilityStatement.title);
  await expect(page).toHaveTitle(/^Déclaration d'accessibilité/);
  await expect(main.getByText(/Le Portail Anapath est non conforme au référentiel/)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Voies de recours' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'formulaire en ligne' })).toHaveAttribute(
    'href',
    'https://formulaire.defenseurdesdroits.fr/',
  );
  await expect(main.getByText(/Défenseur des droits,\s+Libre réponse 71120,\s+75342 Paris CEDEX 07/)).toBeVisible();
  expect(statementCalls).toHaveLength(1);

  await expectFitsSmallScreen(page, 'the accessibility statement');
  await expectAccessible(page, 'the accessibility statement at 320 px');
});

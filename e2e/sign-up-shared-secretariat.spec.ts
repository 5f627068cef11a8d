import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { completeAndSubmit, validateEmail } from './support/sign-up.ts';

test('a company whose secretaries share one account signs up without RPPS', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  await page.goto('/#/signUp/choice');
  await page
    .getByRole('button', { name: "Je crée un compte 'secrétariat'" })
    .or(page.getByRole('link', { name: "Je crée un compte 'secrétariat'" }))
    .click();
  await expect(page.getByRole('heading', { name: 'Inscription secrétariat' })).toBeVisible();

  await page.getByRole('checkbox', { name: labels.signUp.shared }).check();
  await page.getByRole('textbox', { name: new RegExp(`^${labels.fields.companyName}`) }).fill('Cabinet des Tilleuls');
  await expectAccessible(page, 'the shared-secretariat sign-up form');

  await validateEmail(page, mailbox, `secretariat.tilleuls.${test.info().project.name}@cabinet.example.fr`);
  await completeAndSubmit(page, 'Secrétaire médicale');
});

import { labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { demo, signInWithEmailCode } from './support/journeys.ts';

test('when only the portal session ended, signing in again needs no form: the single sign-on session answers', async ({
  page,
  mailbox,
}) => {
  await signInWithEmailCode(page, mailbox, demo('secretariat'));
  await expect(page.getByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeVisible();

  await page.context().clearCookies({ name: 'portal_session' });
  await page.reload();
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();

  await page.getByRole('link', { name: labels.portal.signIn }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue Sophie Bernard' })).toBeVisible();
});

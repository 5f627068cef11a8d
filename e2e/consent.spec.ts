import { consentLabels, consentMessages, labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { DISPOSABLE_PASSWORD, disposable, signInWithEmailCode } from './support/journeys.ts';

/** The demo's third-party application (`partenaire`, not first-party), opened from its tile. */
test('a third-party application asks once for consent; a refusal leaves it out; the profile withdraws it', async ({
  page,
  stack,
  mailbox,
  expectAccessible,
}) => {
  const account = disposable(9);
  await signInWithEmailCode(page, mailbox, account, DISPOSABLE_PASSWORD);

  const openPartner = async () => {
    const [app] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: /Laboratoire partenaire/ }).click(),
    ]);
    return app;
  };

  // The consent screen, in the portal's shell: what the application would read.
  const refusing = await openPartner();
  const title = consentLabels.title.replace('{{app}}', 'Laboratoire partenaire');
  await expect(refusing.getByRole('heading', { name: title })).toBeVisible();
  await expect(refusing.getByRole('listitem').filter({ hasText: 'Votre adresse email' })).toBeVisible();
  await expectAccessible(refusing, 'the consent screen');
  await refusing.setViewportSize({ width: 320, height: 640 });
  expect(await refusing.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await refusing.getByRole('button', { name: consentLabels.refuse }).click();
  await refusing.waitForURL(`${stack.partnerURL}/**`);
  await expect(refusing.getByText(/access_denied/)).toBeVisible();
  await refusing.close();

  // Accepted with the keyboard alone: the application opens signed in.
  const accepting = await openPartner();
  await expect(accepting.getByRole('heading', { name: title })).toBeVisible();
  const accept = accepting.getByRole('button', { name: consentLabels.accept });
  for (let i = 0; i < 40 && !(await accept.evaluate((button) => button === document.activeElement)); i += 1) {
    await accepting.keyboard.press('Tab');
  }
  await accepting.keyboard.press('Enter');
  await accepting.waitForURL(`${stack.partnerURL}/`);
  await expect(accepting.getByText(/Connecté en tant que/)).toBeVisible();
  await accepting.close();

  // Remembered: the next opening asks nothing.
  const again = await openPartner();
  await again.waitForURL(`${stack.partnerURL}/`);
  await expect(again.getByText(/Connecté en tant que/)).toBeVisible();
  await again.close();

  // The profile lists it and withdraws it.
  await page.goto('/#/myProfile');
  const section = page.getByRole('region', { name: consentLabels.profileTitle });
  await expect(section.getByRole('heading', { name: 'Laboratoire partenaire' })).toBeVisible();
  await expectAccessible(page, 'the profile with its authorized applications');
  await section.getByRole('button', { name: /Retirer l’accès/ }).click();
  const dialog = page.getByRole('dialog');
  await expectAccessible(page, 'the withdrawal confirmation');
  await dialog.getByRole('button', { name: /Retirer l’accès/ }).click();
  await expect(page.getByText(consentMessages.revoked)).toBeVisible();
  await expect(section.getByText(consentLabels.profileEmpty)).toBeVisible();
  await expect(page.getByRole('link', { name: labels.menu.logout })).toBeVisible();
});

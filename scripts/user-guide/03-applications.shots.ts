/** Chapter "Ouvrir une application": the tiles once signed in, the e-mail choice, the consent of a third-party application. */
import { consentLabels, labels } from '@portal/shared';
import { demo, signInWithEmailCode } from '../../e2e/support/journeys.ts';
import { expect, test } from './shots.ts';

test('the tiles of a signed-in doctor, on a desktop and on a phone', async ({ page, phone, mailbox, shoot }) => {
  await signInWithEmailCode(page, mailbox, demo('medecin'));
  await expect(page.getByRole('button', { name: /Compte-rendus/ })).toBeVisible();
  await shoot(page, 'portal-signed-in');
  await signInWithEmailCode(phone, mailbox, demo('medecin'));
  await shoot(phone, 'portal-phone');
});

test('the choice of the e-mail address an application receives', async ({ page, mailbox, shoot }) => {
  await signInWithEmailCode(page, mailbox, demo('medecin'));
  await page.getByRole('button', { name: /Compte-rendus/ }).click();
  const dialog = page.getByRole('dialog', { name: labels.emailChoice.title.replace('{{app}}', 'Compte-rendus') });
  await dialog.getByRole('button', { name: labels.emailChoice.yes }).click();
  await dialog.getByRole('radio', { name: demo('claire.dubois') }).check();
  await shoot(dialog, 'email-choice');
});

test('a third-party application asks for consent once', async ({ page, mailbox, shoot }) => {
  await signInWithEmailCode(page, mailbox, demo('secretariat'));
  const [app] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: /Laboratoire partenaire/ }).click(),
  ]);
  const consent = app.getByRole('region', {
    name: consentLabels.title.replace('{{app}}', 'Laboratoire partenaire'),
  });
  await expect(consent.getByRole('button', { name: consentLabels.accept })).toBeVisible();
  await shoot(consent, 'consent');
  await app.getByRole('button', { name: consentLabels.accept }).click();
  await expect(app.getByText(/Connecté en tant que/)).toBeVisible();
});

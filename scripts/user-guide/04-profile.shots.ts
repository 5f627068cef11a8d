/** Chapter "Mon profil": identity and pending changes, e-mails per application, password, authenticator app, links, deletion. */
import { consentLabels, labels, pscLabels } from '@portal/shared';
import { demo, signInWithEmailCode } from '../../e2e/support/journeys.ts';
import { expectProfileScreen, startEditing } from '../../e2e/support/profile.ts';
import { openPasswordTab, totpSection } from '../../e2e/support/security.ts';
import { expect, test } from './shots.ts';

const profile = labels.myProfile;
const security = labels.accountSecurity;

test('the profile of a doctor: read, edited, an e-mail address and its applications', async ({
  page,
  phone,
  mailbox,
  shoot,
}) => {
  await signInWithEmailCode(page, mailbox, demo('medecin'));
  await page
    .getByRole('navigation', { name: labels.menu.main })
    .getByRole('link', { name: labels.menu.myAccount })
    .click();
  await expectProfileScreen(page);
  await shoot(page, 'profile');
  await shoot(page.getByRole('region', { name: pscLabels.profileTitle }), 'profile-psc');

  await startEditing(page);
  await shoot(page, 'profile-edit');
  const email = demo('claire.dubois');
  await page.getByRole('button', { name: profile.editEmail.replace('{{email}}', email) }).click();
  const settings = page.getByRole('dialog', { name: profile.emailSettingsTitle.replace('{{email}}', email) });
  await expect(settings.getByRole('group', { name: profile.emailAppsLegend })).toBeVisible();
  await shoot(settings, 'profile-email-apps');
  await settings.getByRole('button', { name: labels.app.cancel, exact: true }).click();

  const deletion = page.getByRole('region', { name: security.deleteTitle });
  await deletion.getByRole('button', { name: security.deleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: security.deleteDialogTitle });
  await expect(dialog.getByText(security.deleteExplanationUser)).toBeVisible();
  await shoot(dialog, 'profile-delete');
  await dialog.getByRole('button', { name: labels.app.cancel, exact: true }).click();

  await signInWithEmailCode(phone, mailbox, demo('medecin'));
  await phone.goto('/#/myProfile');
  await expectProfileScreen(phone);
  await shoot(phone, 'profile-phone');
});

test('a change of a doctor’s name waits for an administrator', async ({ page, mailbox, shoot }) => {
  await signInWithEmailCode(page, mailbox, 'pierre.chevalier@demo.portail-anapath.fr');
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await expect(page.getByLabel(labels.myProfile.pendingUpdate).first()).toBeVisible();
  await shoot(page, 'profile-pending');
});

test('the password tab and the authenticator app', async ({ page, mailbox, shoot }) => {
  await signInWithEmailCode(page, mailbox, demo('secretariat'));
  await openPasswordTab(page);
  await shoot(page, 'profile-password');
  await totpSection(page).getByRole('button', { name: security.enableTotp }).click();
  const dialog = page.getByRole('dialog', { name: security.totpDialogTitle });
  await expect(dialog.getByRole('img', { name: security.totpQrAlt })).toBeVisible();
  await shoot(dialog, 'profile-totp');
});

test('the applications authorized by the user', async ({ page, mailbox, shoot }) => {
  // The secretariat consented to the partner application in the chapter before.
  await signInWithEmailCode(page, mailbox, demo('secretariat'));
  await page.goto('/#/myProfile');
  const section = page.getByRole('region', { name: consentLabels.profileTitle });
  await expect(section.getByRole('heading', { name: 'Laboratoire partenaire' })).toBeVisible();
  await shoot(section, 'profile-consents');
});

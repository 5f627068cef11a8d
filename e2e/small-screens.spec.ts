/**
 * Every screen and dialog a user can reach, on a 320 px wide phone: nothing scrolls sideways,
 * no text is cut or off screen (issue 12, part 2, point 1; `expectFitsSmallScreen`). Dialogs are
 * opened to be looked at, then closed: no account changes here.
 */
import type { Page } from '@playwright/test';
import { labels } from '@portal/shared';
import { goToAdminScreen, openAccount, openAdminSpace } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { demo, DEMO_PASSWORD, openLogin, signInWithEmailCode, submitLogin } from './support/journeys.ts';
import { expectProfileScreen, signInWithTotp, startEditing } from './support/profile.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';

test.use({ viewport: SMALL_SCREEN });

const admin = labels.admin;
const profile = labels.myProfile;

/** The open dialog, named `name`, fits; then it closes (Escape, as a keyboard user would). */
async function dialogFits(page: Page, name: string | RegExp, what: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectFitsSmallScreen(page, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a visitor’s screens fit: portal, a tile’s sign-in, cookies policy, sign-up, login, forgotten password, code, support, new password', async ({
  page,
  mailbox,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: labels.portal.welcomeAnonymous })).toBeVisible();
  await expectFitsSmallScreen(page, 'the portal, signed out');
  await page.getByRole('button', { name: /^Compte-rendus/ }).click();
  await dialogFits(page, labels.login.pleaseSignIn, 'the sign-in dialog of a tile');

  await page.goto('/#/cookiesPolicy');
  await expect(page.getByRole('heading', { name: labels.cookiesPolicy.title }).first()).toBeVisible();
  await expectFitsSmallScreen(page, 'the cookies policy');

  await page.goto('/#/signUp/choice');
  await expect(page.getByRole('heading', { name: labels.signUp.title })).toBeVisible();
  await expectFitsSmallScreen(page, 'the sign-up choice');
  await page.goto('/#/signUp/rpps');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await expect(page.getByText(/^1–5 sur \d+$/)).toBeVisible();
  await expectFitsSmallScreen(page, 'the directory search and its pagination');
  await page.goto('/#/signUp/no-rpps');
  await expect(page.getByRole('heading', { name: labels.signUp.secretariatTitle })).toBeVisible();
  await expectFitsSmallScreen(page, 'the secretariat sign-up form');

  await openLogin(page);
  await expectFitsSmallScreen(page, 'the login screen');
  await page.getByRole('button', { name: labels.login.forgotPassword }).click();
  const forgotten = page.getByRole('dialog', { name: labels.forgotPassword.title });
  await expect(forgotten).toBeVisible();
  await expectFitsSmallScreen(page, 'the forgotten-password dialog');
  const since = new Date(Date.now() - 1000);
  await forgotten.getByLabel(labels.fields.email).fill(demo('secretariat'));
  await forgotten.getByRole('button', { name: labels.forgotPassword.submit }).click();
  await expect(forgotten).toBeHidden();

  await submitLogin(page, demo('secretariat'), DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: labels.secondFactor.title })).toBeVisible();
  await expectFitsSmallScreen(page, 'the code screen');
  // The support button shows after more than two sends.
  await page.getByRole('button', { name: labels.secondFactor.sendCode }).click();
  const resend = page.getByRole('button', { name: labels.secondFactor.resendCode });
  await resend.click();
  await expect(resend).toBeEnabled();
  await resend.click();
  await page.getByRole('button', { name: labels.secondFactor.noCodeReceived }).click();
  await dialogFits(page, labels.support.title, 'the support dialog');
  await expectFitsSmallScreen(page, 'the code screen, code sent');

  const mail = await mailbox.waitFor(demo('secretariat'), /Réinitialisation/, since);
  await page.goto(/(http\S+#\/reinit-password\/[\w-]+)/.exec(mail.text)![1]!);
  await expect(page.getByRole('button', { name: labels.passwordReset.submit })).toBeVisible();
  await expectFitsSmallScreen(page, 'the new-password screen');
});

test('a doctor’s screens fit: portal, e-mail choice, consent screen, profile, its edit form and dialogs, password tab', async ({
  page,
  mailbox,
}) => {
  await signInWithEmailCode(page, mailbox, demo('medecin'));
  await expectFitsSmallScreen(page, 'the portal, signed in');
  await page.getByRole('button', { name: /^Compte-rendus/ }).click();
  const choice = page.getByRole('dialog', { name: labels.emailChoice.title.replace('{{app}}', 'Compte-rendus') });
  await expect(choice).toBeVisible();
  await expectFitsSmallScreen(page, 'the e-mail choice dialog');
  await choice.getByRole('button', { name: labels.emailChoice.yes }).click();
  await expect(choice.getByRole('radio').first()).toBeVisible();
  await dialogFits(page, labels.emailChoice.title.replace('{{app}}', 'Compte-rendus'), 'the e-mail choice');

  // The third-party application's consent screen, left unanswered.
  const [consent] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: /^Laboratoire partenaire/ }).click(),
  ]);
  await consent.setViewportSize(SMALL_SCREEN);
  await expect(consent.getByRole('heading', { name: /Laboratoire partenaire/ })).toBeVisible();
  await expectFitsSmallScreen(consent, 'the consent screen');
  await consent.close();

  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await expectFitsSmallScreen(page, 'the profile');
  await startEditing(page);
  await expectFitsSmallScreen(page, 'the profile edit form');
  await page.getByRole('button', { name: labels.app.addEmail }).click();
  await dialogFits(page, labels.emailValidation.title, 'the e-mail validation dialog');
  const principal = demo('medecin');
  await page.getByRole('button', { name: profile.editEmail.replace('{{email}}', principal) }).click();
  await dialogFits(page, profile.emailSettingsTitle.replace('{{email}}', principal), 'the e-mail settings dialog');
  await page
    .getByRole('button', { name: profile.deleteEmail.replace('{{email}}', `claire.dubois@${principal.split('@')[1]}`) })
    .click();
  await expect(page.getByText(profile.emailMarkedForDeletion)).toBeVisible();
  await expectFitsSmallScreen(page, 'the edit form, an address marked for deletion');

  await page.getByRole('button', { name: labels.jobPlaces.add }).click();
  const places = page.getByRole('dialog', { name: labels.fields.jobPlaces });
  await places.getByRole('textbox', { name: labels.jobPlaces.label, exact: true }).fill('Clinique');
  const parc = places.getByRole('checkbox', { name: labels.app.select.replace('{{label}}', 'Clinique Bellevue') });
  await parc.first().check();
  await expectFitsSmallScreen(page, 'the workplace dialog, establishments');
  await places.getByRole('button', { name: labels.jobPlaces.next, exact: true }).click();
  const centre = places.getByRole('combobox').last();
  await centre.click();
  await page.getByRole('option', { name: /^Laboratoire de pathologie Bordeaux Rive Gauche/ }).click();
  await expect(centre).toHaveValue(/^Laboratoire de pathologie Bordeaux Rive Gauche/);
  await dialogFits(page, labels.fields.jobPlaces, 'the workplace dialog, its pathology centres');
  await page.getByRole('button', { name: labels.accountSecurity.deleteAccount }).click();
  await dialogFits(page, labels.accountSecurity.deleteDialogTitle, 'the account deletion dialog');
  await page.getByRole('button', { name: labels.app.cancel, exact: true }).click();

  await page.getByRole('tab', { name: profile.passwordTab }).click();
  await expect(page.getByRole('region', { name: labels.accountSecurity.passwordTitle })).toBeVisible();
  await expectFitsSmallScreen(page, 'the password tab');
  await page.getByRole('button', { name: labels.accountSecurity.enableTotp }).click();
  await dialogFits(page, labels.accountSecurity.totpDialogTitle, 'the TOTP dialog');
});

test('the TOTP deactivation dialog fits', async ({ page }) => {
  await signInWithTotp(page, demo('totp'));
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await page.getByRole('tab', { name: profile.passwordTab }).click();
  await page.getByRole('button', { name: labels.accountSecurity.disableTotp }).click();
  await dialogFits(page, labels.accountSecurity.disableTotpTitle, 'the TOTP deactivation dialog');
});

test('an administrator’s screens fit: board, search, account page and its actions, reviews, audit log, her centres', async ({
  page,
  mailbox,
}) => {
  await openAdminSpace(page, mailbox, 'admin.lyon');
  await expect(page.getByRole('region', { name: admin.board.awaitingValidation })).toBeVisible();
  await expectFitsSmallScreen(page, 'the to-do board');

  await goToAdminScreen(page, 'users');
  await page.getByRole('search', { name: admin.users.searchLabel }).getByRole('searchbox').fill('dubois');
  await expect(page.getByRole('link', { name: 'Claire Dubois', exact: true })).toBeVisible();
  await expectFitsSmallScreen(page, 'the account search');
  await openAccount(page, 'Claire Dubois');
  await expectFitsSmallScreen(page, 'an account page');
  const actions = page.getByRole('region', { name: admin.account.actionsTitle }).getByRole('button');
  const names = await actions.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    await actions.getByText(name, { exact: true }).click();
    await dialogFits(page, /./, `the account action dialog "${name}"`);
  }

  await goToAdminScreen(page, 'pendingUpdates');
  await expect(page.getByText(/^Chevallier-Roy/).first()).toBeVisible();
  await expectFitsSmallScreen(page, 'the identity changes');
  await page.getByRole('button', { name: admin.pendingUpdates.approve }).first().click();
  await dialogFits(page, admin.pendingUpdates.approveTitle, 'the approval dialog');
  await goToAdminScreen(page, 'support');
  await expect(page.getByRole('heading', { name: admin.support.title, level: 1 })).toBeVisible();
  await expectFitsSmallScreen(page, 'the support requests');
  await goToAdminScreen(page, 'audit');
  await expect(page.getByRole('list', { name: admin.audit.events }).getByRole('listitem').first()).toBeVisible();
  await expectFitsSmallScreen(page, 'the audit log');

  // Her own centres in her profile: the dialog offers hers back once removed in the form.
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await startEditing(page);
  await page
    .getByRole('button', { name: labels.app.remove.replace('{{label}}', 'Centre de pathologie Lyon Est') })
    .click();
  await page.getByRole('button', { name: profile.addAdminSites }).click();
  await expect(page.getByRole('table', { name: profile.adminSitesTable })).toBeVisible();
  await dialogFits(page, profile.addAdminSites, 'the admin sites dialog');
});

test('a super administrator’s screens fit: centres and their dialogs, client apps and their suspension', async ({
  page,
  mailbox,
}) => {
  const sites = admin.adminSites;
  await openAdminSpace(page, mailbox, 'superadmin');
  await goToAdminScreen(page, 'adminSites');
  await expect(page.getByRole('button', { name: sites.create })).toBeVisible();
  await expectFitsSmallScreen(page, 'the centres');
  await page.getByRole('button', { name: sites.create }).click();
  await dialogFits(page, sites.createTitle, 'the new centre dialog');
  await page
    .getByRole('button', { name: /^Modifier / })
    .first()
    .click();
  await dialogFits(page, /^Modifier le centre /, 'the centre edit dialog');
  await page
    .getByRole('button', { name: /^Ajouter un administrateur à / })
    .first()
    .click();
  await dialogFits(page, /^Ajouter un administrateur à /, 'the grant dialog');
  await page
    .getByRole('button', { name: /^Déprécier / })
    .first()
    .click();
  await dialogFits(page, /^Déprécier .* \?$/, 'the deprecation dialog');

  await goToAdminScreen(page, 'clientApps');
  await expect(page.getByRole('list', { name: admin.clientApps.list })).toBeVisible();
  await expectFitsSmallScreen(page, 'the client apps');
  await page
    .getByRole('switch', { name: /^Suspendre / })
    .first()
    .click();
  await dialogFits(page, /^(Suspendre|Réactiver) .* \?$/, 'the suspension dialog');
});

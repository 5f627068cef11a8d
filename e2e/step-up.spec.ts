import type { Browser, Locator, Page } from '@playwright/test';
import { labels, profileMessages, pscLabels, pscMessages } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { demo, DEMO_PASSWORD, disposable, DISPOSABLE_PASSWORD, signInWithEmailCode } from './support/journeys.ts';
import {
  addEmailInForm,
  expectProfileScreen,
  notification,
  readRow,
  saveButton,
  startEditing,
} from './support/profile.ts';
import { authenticatorFrom, currentCode, openPasswordTab, totpSection } from './support/security.ts';
import { requestEmailCode } from './support/sign-up.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';
import { STEP_UP_STACK } from './support/stacks.ts';

const stepUp = labels.stepUp;
const profile = labels.myProfile;
const security = labels.accountSecurity;
/** The re-authentication window of this journey's own stack (`security.reauthentication_seconds`). */
const WINDOW_MS = STEP_UP_STACK.reauthenticationSeconds * 1000;

const ADDRESSES_CHANGED = /adresses email de votre compte ont été modifiées/;

type Check = (page: Page, what: string) => Promise<void>;

/** A browser of its own (another computer), signed in by `signIn`, on the Portal. */
async function openBrowser(
  browser: Browser,
  baseURL: string,
  signIn: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

const passwordDialog = (page: Page) => page.getByRole('dialog', { name: stepUp.title });

/** The password dialog, over whatever asked for it: shown, its field focused, checked by both accessibility engines. */
async function passwordAsked(page: Page, check: Check, over: string): Promise<Locator> {
  const dialog = passwordDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(stepUp.explanation)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: labels.fields.password })).toBeFocused();
  await check(page, `the password confirmation over ${over}`);
  return dialog;
}

/** Escape, from the keyboard: the dialog goes, nothing changes, and the screen says so (a dialog beneath may too). */
async function cancelWithEscape(page: Page) {
  await page.keyboard.press('Escape');
  await expect(passwordDialog(page)).toBeHidden();
  await expect(notification(page, stepUp.notConfirmed).first()).toBeVisible();
}

/** The keyboard alone: a wrong password (refused on its field, the dialog stays), then the right one. */
async function confirmWithKeyboard(page: Page, password: string, { wrongFirst }: { wrongFirst: boolean }) {
  const dialog = passwordDialog(page);
  const field = dialog.getByRole('textbox', { name: labels.fields.password });
  if (wrongFirst) {
    await page.keyboard.type('Pas-Le-Bon-2026!');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(profileMessages.wrongCurrentPassword)).toBeVisible();
    await expect(field).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
  }
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** The Pro Santé Connect section of the profile. */
const pscSection = (page: Page) => page.getByRole('region', { name: pscLabels.profileTitle });

/** From the profile: `Lier`, the stand-in provider's choice (unless its session answers), back linked. */
async function linkPsc(page: Page) {
  await pscSection(page).getByRole('button', { name: pscLabels.link }).click();
  const claire = page.getByRole('button', { name: /Claire Dubois/ });
  const linked = notification(page, pscMessages.linked);
  await expect(claire.or(linked)).toBeVisible();
  if (await claire.isVisible()) await claire.click();
  await expect(linked).toBeVisible();
  await expect(pscSection(page).getByText(/^Lié depuis le /)).toBeVisible();
}

/**
 * Issue 33, what was seen 3: a session left open past the re-authentication window took the
 * account. Five browsers sign in, then are left open past it; in each, the change asks for the
 * password first (cancelled: nothing changes and the screen says so), then goes through. Claire
 * Dubois (`medecin`) is left linked to Pro Santé Connect, as the Pro Santé Connect journey leaves her.
 */
test('a session left open asks for the password before the authenticator app, an address, the principal, an app’s address and Pro Santé Connect', async ({
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  test.setTimeout(WINDOW_MS + 600_000);
  const check: Check = (page, what) => expectAccessible(page, what);
  const me = disposable(11);
  const secretary = disposable(12);
  const newAddress = 'bench-11.nouvelle@bench.portail-anapath.fr';
  const appAddress = 'bench-12.compte-rendus@bench.portail-anapath.fr';

  const profileBrowser = await openBrowser(browser, stack.baseURL, (page) =>
    signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD),
  );
  const totpBrowser = await openBrowser(browser, stack.baseURL, (page) =>
    signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD),
  );
  const phone = await openBrowser(
    browser,
    stack.baseURL,
    (page) => signInWithEmailCode(page, mailbox, secretary, DISPOSABLE_PASSWORD),
    SMALL_SCREEN,
  );
  const linking = await openBrowser(browser, stack.baseURL, (page) =>
    signInWithEmailCode(page, mailbox, demo('medecin')),
  );
  const unlinking = await openBrowser(browser, stack.baseURL, (page) =>
    signInWithEmailCode(page, mailbox, demo('medecin')),
  );
  // Linked while the sign-in is recent (nothing asked), so that there is something to unlink.
  await unlinking.goto('/#/myProfile');
  await expectProfileScreen(unlinking);
  const unlinkButton = pscSection(unlinking).getByRole('button', { name: pscLabels.unlink });
  await expect(unlinkButton.or(pscSection(unlinking).getByRole('button', { name: pscLabels.link }))).toBeVisible();
  if (!(await unlinkButton.isVisible())) await linkPsc(unlinking);
  await expect(passwordDialog(unlinking)).toHaveCount(0);

  // Everyone leaves; the sessions stay open past the window.
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 5_000));

  // An address added and made principal, with an app: the profile's save asks first.
  const since = new Date(Date.now() - 1000);
  await profileBrowser.goto('/#/myProfile');
  await expectProfileScreen(profileBrowser);
  await startEditing(profileBrowser);
  await addEmailInForm(profileBrowser, mailbox, newAddress, ['Agenda des centres'], (what) =>
    check(profileBrowser, what),
  );
  await profileBrowser.getByRole('button', { name: profile.editEmail.replace('{{email}}', newAddress) }).click();
  const settings = profileBrowser.getByRole('dialog', {
    name: profile.emailSettingsTitle.replace('{{email}}', newAddress),
  });
  await settings.getByRole('checkbox', { name: profile.makePrincipal }).check();
  await settings.getByRole('button', { name: labels.app.save }).click();
  await expect(settings).toBeHidden();
  await saveButton(profileBrowser).click();
  await passwordAsked(profileBrowser, check, 'the profile form');
  await cancelWithEscape(profileBrowser);
  await expect(saveButton(profileBrowser)).toBeVisible();
  await saveButton(profileBrowser).click();
  await passwordAsked(profileBrowser, check, 'the profile form, again');
  await confirmWithKeyboard(profileBrowser, DISPOSABLE_PASSWORD, { wrongFirst: true });
  await expect(notification(profileBrowser, profileMessages.updated)).toBeVisible();
  await expect(readRow(profileBrowser, profile.emails)).toContainText(newAddress);
  for (const address of [me, newAddress]) {
    await mailbox.waitFor(address, ADDRESSES_CHANGED, since, (mail) =>
      mail.text.includes(`Adresse principale : désormais ${newAddress} (auparavant ${me})`),
    );
  }

  // The authenticator app, from another browser of the same account: asked before the QR code.
  await openPasswordTab(totpBrowser);
  const totp = totpSection(totpBrowser);
  await totp.getByRole('button', { name: security.enableTotp }).click();
  await passwordAsked(totpBrowser, check, 'the password tab');
  await cancelWithEscape(totpBrowser);
  await expect(totpBrowser.getByRole('dialog', { name: security.totpDialogTitle })).toHaveCount(0);
  await expect(totp.getByText(security.totpOff, { exact: true })).toBeVisible();
  await totp.getByRole('button', { name: security.enableTotp }).click();
  await passwordAsked(totpBrowser, check, 'the password tab, again');
  await confirmWithKeyboard(totpBrowser, DISPOSABLE_PASSWORD, { wrongFirst: false });
  const enrolment = totpBrowser.getByRole('dialog', { name: security.totpDialogTitle });
  await expect(enrolment.getByRole('img', { name: security.totpQrAlt })).toBeVisible();
  await check(totpBrowser, 'the TOTP enable dialog after the password');
  const totpSince = new Date(Date.now() - 1000);
  await enrolment
    .getByRole('textbox', { name: new RegExp(`^${security.totpCode}`) })
    .fill(currentCode(await authenticatorFrom(enrolment)).code);
  await expect(notification(totpBrowser, profileMessages.totpEnabled)).toBeVisible();
  // The recovery codes are offered (their own journey takes them): later.
  const offer = totpBrowser.getByRole('dialog', { name: labels.recoveryCodes.offerTitle });
  await offer.getByRole('button', { name: labels.recoveryCodes.offerLater }).click();
  await expect(offer).toBeHidden();
  await expect(totp.getByText(security.totpOn, { exact: true })).toBeVisible();
  for (const address of [newAddress, me]) {
    await mailbox.waitFor(address, /Authentification par application activée/, totpSince);
  }

  // On a phone, from a tile: an address added for the app asks first, then the app opens with it.
  const phoneSince = new Date(Date.now() - 1000);
  await phone.getByRole('button', { name: /^Compte-rendus/ }).click();
  const choice = phone.getByRole('dialog', { name: labels.emailChoice.title.replace('{{app}}', 'Compte-rendus') });
  await choice.getByRole('button', { name: labels.emailChoice.yes }).click();
  await choice.getByRole('button', { name: labels.app.addEmail }).click();
  const validation = phone.getByRole('dialog', { name: labels.emailValidation.title });
  const code = await requestEmailCode(phone, mailbox, appAddress);
  await validation.getByLabel(/Code de vérification/).fill(code);
  await passwordAsked(phone, check, 'the e-mail choice of a tile');
  await expectFitsSmallScreen(phone, 'the password confirmation on a 320 px phone');
  await confirmWithKeyboard(phone, DISPOSABLE_PASSWORD, { wrongFirst: true });
  await expect(choice.getByRole('radio', { name: appAddress })).toBeChecked();
  // Already the app's address: opening asks nothing more.
  const [app] = await Promise.all([
    phone.context().waitForEvent('page'),
    choice.getByRole('button', { name: labels.emailChoice.open }).click(),
  ]);
  await app.waitForURL(`${stack.demoURL}/**`);
  await app.close();
  await expect(passwordDialog(phone)).toHaveCount(0);
  for (const address of [secretary, appAddress]) {
    await mailbox.waitFor(address, ADDRESSES_CHANGED, phoneSince, (mail) =>
      mail.text.includes(`Application « Compte-rendus » : elle recevra désormais l'adresse ${appAddress}.`),
    );
  }

  // Pro Santé Connect: unlinking asks first, behind its confirmation; linking, from another browser, too.
  const pscSince = new Date(Date.now() - 1000);
  await unlinking.reload();
  await expectProfileScreen(unlinking);
  await unlinkButton.click();
  const confirm = unlinking.getByRole('dialog', { name: pscLabels.unlinkConfirmTitle });
  await confirm.getByRole('button', { name: pscLabels.unlink }).click();
  await passwordAsked(unlinking, check, 'the unlink confirmation');
  await cancelWithEscape(unlinking);
  await expect(confirm.getByText(stepUp.notConfirmed)).toBeVisible();
  await confirm.getByRole('button', { name: pscLabels.unlink }).click();
  await passwordAsked(unlinking, check, 'the unlink confirmation, again');
  await confirmWithKeyboard(unlinking, DEMO_PASSWORD, { wrongFirst: false });
  await expect(notification(unlinking, pscMessages.unlinked)).toBeVisible();
  await expect(pscSection(unlinking).getByText(pscLabels.profileNotLinked)).toBeVisible();
  await mailbox.waitFor(demo('medecin'), /Pro Santé Connect a été délié de votre compte/, pscSince);

  await linking.goto('/#/myProfile');
  await expectProfileScreen(linking);
  await pscSection(linking).getByRole('button', { name: pscLabels.link }).click();
  await passwordAsked(linking, check, 'the profile’s Pro Santé Connect section');
  await cancelWithEscape(linking);
  await expect(pscSection(linking).getByText(pscLabels.profileNotLinked)).toBeVisible();
  await pscSection(linking).getByRole('button', { name: pscLabels.link }).focus();
  await linking.keyboard.press('Enter');
  await passwordAsked(linking, check, 'the profile’s Pro Santé Connect section, again');
  await confirmWithKeyboard(linking, DEMO_PASSWORD, { wrongFirst: false });
  await linking.getByRole('button', { name: /Claire Dubois/ }).click();
  await expect(notification(linking, pscMessages.linked)).toBeVisible();
  await expect(pscSection(linking).getByText(/^Lié depuis le /)).toBeVisible();
  await mailbox.waitFor(demo('medecin'), /Pro Santé Connect a été lié à votre compte/, pscSince);

  for (const page of [profileBrowser, totpBrowser, phone, unlinking, linking]) await page.context().close();
});

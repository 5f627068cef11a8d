import { createHash, randomBytes } from 'node:crypto';
import { ACR_PHISHING_RESISTANT, labels, loginErrors, passkeyMessages } from '@portal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  demo,
  DEMO_PASSWORD,
  disposable,
  DISPOSABLE_PASSWORD,
  openLogin,
  signInWithEmailCode,
  submitLogin,
} from './support/journeys.ts';
import { addVirtualAuthenticator } from './support/passkeys.ts';
import { openPasswordTab, signOut } from './support/security.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';

const passkeys = labels.passkeys;
const signedIn = (page: Page) => expect(page.getByRole('heading', { name: /^Bienvenue (?!sur)/ })).toBeVisible();

/** The demo client's authorization request asking for the phishing-resistant class (PKCE S256). */
function phishingResistantRequest(demoURL: string) {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'demo-client',
    response_type: 'code',
    redirect_uri: `${demoURL}/callback`,
    scope: 'openid email profile',
    state: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    acr_values: ACR_PHISHING_RESISTANT,
  });
  return `/oidc/auth?${query}`;
}

test('a secretary registers a passkey, signs in with it by the autofill, the button and after her password, then deletes it', async ({
  page,
  mailbox,
  stack,
  expectAccessible,
}) => {
  const me = disposable(14);
  const authenticator = await addVirtualAuthenticator(page);
  await signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD);
  await openPasswordTab(page);
  const section = page.getByRole('region', { name: passkeys.title });
  await expect(section.getByText(passkeys.none)).toBeVisible();

  // Registered from the profile (signed in just now: no password asked again), then named.
  await section.getByRole('button', { name: passkeys.add }).click();
  const naming = page.getByRole('dialog', { name: passkeys.nameTitle });
  const name = naming.getByRole('textbox', { name: passkeys.name });
  await expect(name).toHaveValue(passkeys.defaultName);
  await expect(name).toBeFocused();
  await expectAccessible(page, 'the new passkey’s name dialog');
  await name.fill('Ordinateur du secrétariat');
  await name.press('Enter');
  await expect(naming).toBeHidden();
  // Her first factor beyond the code by e-mail: the recovery codes are offered (their own journey takes them).
  const offer = page.getByRole('dialog', { name: labels.recoveryCodes.offerTitle });
  await offer.getByRole('button', { name: labels.recoveryCodes.offerLater }).click();
  await expect(offer).toBeHidden();
  await expect(section.getByRole('heading', { name: 'Ordinateur du secrétariat' })).toBeVisible();
  await expect(section.getByText(passkeys.neverUsed)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectAccessible(page, 'the passkeys section');
  await page.setViewportSize(SMALL_SCREEN);
  await expectFitsSmallScreen(page, 'the passkeys section');
  await page.setViewportSize({ width: 1280, height: 720 });
  await signOut(page);

  // The autofill: the login screen's conditional request, which the virtual authenticator answers at once.
  await openLogin(page);
  await signedIn(page);
  await signOut(page);

  // The button, the autofill's request left waiting as for a user who picks nothing in it.
  await authenticator.answersAtOnce(false);
  await openLogin(page);
  await expectAccessible(page, 'the login screen with its passkey button');
  await authenticator.answersAtOnce(true);
  await page.getByRole('button', { name: passkeys.signIn }).click();
  await signedIn(page);
  await signOut(page);

  // After the password: the passkey screen, the code by e-mail a link away.
  await authenticator.answersAtOnce(false);
  await openLogin(page);
  await submitLogin(page, me, DISPOSABLE_PASSWORD);
  await expect(page.getByRole('heading', { name: passkeys.secondFactorTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: passkeys.useEmailCode })).toBeVisible();
  await expectAccessible(page, 'the passkey screen');
  await page.setViewportSize(SMALL_SCREEN);
  await expectFitsSmallScreen(page, 'the passkey screen');
  await page.setViewportSize({ width: 1280, height: 720 });
  await authenticator.answersAtOnce(true);
  const useKey = page.getByRole('button', { name: passkeys.useKey });
  await expect(useKey).toBeFocused();
  await page.keyboard.press('Enter');
  await signedIn(page);

  // A client app that wants the phishing-resistant class: after the password, only the passkey.
  await signOut(page);
  await authenticator.answersAtOnce(false);
  await page.goto(phishingResistantRequest(stack.demoURL));
  await submitLogin(page, me, DISPOSABLE_PASSWORD);
  await expect(page.getByText(passkeys.required)).toBeVisible();
  await expect(page.getByRole('link', { name: passkeys.useEmailCode })).toHaveCount(0);
  await authenticator.answersAtOnce(true);
  const toApp = page.waitForRequest((request) => request.url().startsWith(`${stack.demoURL}/callback?code=`));
  await page.getByRole('button', { name: passkeys.useKey }).click();
  await toApp;
  await page.waitForURL((url) => url.origin === stack.demoURL);

  // Back on the portal (its single sign-on session signs it in), deleted from the profile, confirmed with the keyboard.
  await page.goto('/');
  await page.getByRole('link', { name: labels.portal.signIn }).click();
  await signedIn(page);
  await openPasswordTab(page);
  await expect(section.getByText(/^Dernière utilisation\s: \d/)).toBeVisible();
  await section.getByRole('button', { name: `${passkeys.delete} « Ordinateur du secrétariat »` }).click();
  const confirm = page.getByRole('dialog', { name: passkeys.deleteTitle });
  await expectAccessible(page, 'the passkey deletion dialog');
  await confirm.getByRole('button', { name: passkeys.confirmDelete }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(passkeyMessages.deleted)).toBeVisible();
  await expect(section.getByText(passkeys.none)).toBeVisible();
});

test('a client app that wants a passkey tells an account without one why, after its password', async ({
  page,
  stack,
}) => {
  await page.goto(phishingResistantRequest(stack.demoURL));
  await submitLogin(page, demo('secretariat'), DEMO_PASSWORD);
  await expect(page.getByText(loginErrors.passkeyRequired)).toBeVisible();
  await expect(page.getByLabel(labels.fields.email)).toBeVisible();
});

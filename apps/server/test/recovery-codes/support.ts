/** The calls of the recovery codes' tests, as the profile and the second-factor screen make them. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RecoveryCodesAnswer, RecoveryCodesStatus } from '@portal/shared';
import { users } from '../../src/db/schema.ts';
import { recoveryCodesRepository } from '../../src/recovery-codes/repository.ts';
import { createSecretBox } from '../../src/security/secret-box.ts';
import { DEMO_TOTP_SECRET } from '../../src/seed/index.ts';
import type { Browser } from '../support/browser.ts';
import { signIn, spa, startSignIn, submitPassword } from '../support/flows.ts';
import type { Portal } from '../support/harness.ts';

/** The account of `email` turns the demo authenticator app on (as the profile's validation leaves it). */
export async function withAuthenticatorApp(portal: Portal, email: string): Promise<void> {
  const totpSecret = createSecretBox(portal.config.security.encryption_key).encrypt(DEMO_TOTP_SECRET);
  await portal.db
    .update(users)
    .set({ totpSecret, totpValidated: true })
    .where(eq(users.id, await portal.userId(email)));
}

/** A browser signed in as `email` (its second factor whatever the account uses). */
export async function signedInAs(portal: Portal, email: string): Promise<Browser> {
  const browser = portal.browser();
  await signIn(browser, portal.mail, email);
  return browser;
}

/** `POST /api/users/me/recovery-codes`, which must succeed: the ten codes shown. */
export async function generateCodes(browser: Browser): Promise<string[]> {
  const response = await browser.json('POST', '/api/users/me/recovery-codes');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RecoveryCodesAnswer>().codes;
}

export async function codesStatus(browser: Browser): Promise<RecoveryCodesStatus> {
  const response = await browser.get('/api/users/me/recovery-codes', { accept: 'application/json' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RecoveryCodesStatus>();
}

/** A new browser past the password of `email`, on its second factor's screen. */
export async function atSecondFactor(portal: Portal, email: string) {
  const browser = portal.browser();
  const { interactionId } = await startSignIn(browser);
  const afterPassword = await submitPassword(browser, interactionId, email);
  const screen = spa(afterPassword.headers.location as string).route;
  return { browser, interactionId, screen };
}

/** The second-factor screen's recovery-code form. */
export const submitRecoveryCode = (browser: Browser, interactionId: string, recoveryCode: string) =>
  browser.postForm(`/oidc/interaction/${interactionId}/recovery-code`, { prompt: 'totp', recoveryCode });

/** The unused codes of the account of `email`, as the database holds them. */
export const remainingOf = async (portal: Portal, email: string) =>
  recoveryCodesRepository(portal.db).remaining(await portal.userId(email));

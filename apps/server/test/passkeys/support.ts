/** The passkey calls as the portal's screens make them, with the software authenticator. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { PasskeySummary } from '@portal/shared';
import { rowsOf } from '../../src/db/sql.ts';
import { ORIGIN, type Browser } from '../support/browser.ts';
import { emailCode, expectSignedIn, spa, startSignIn, submitCode, submitPassword } from '../support/flows.ts';
import type { Portal } from '../support/harness.ts';
import type { Ceremony, SoftwareAuthenticator } from '../support/software-authenticator.ts';

export const PASSKEYS = '/api/users/me/passkeys';

/** The profile's registration: options, the authenticator's answer, its name. */
export async function registerPasskey(
  browser: Browser,
  authenticator: SoftwareAuthenticator,
  name = 'Mon téléphone',
  ceremony: Ceremony = {},
) {
  const options = await browser.json('POST', `${PASSKEYS}/options`);
  expect(options.statusCode, options.body).toBe(200);
  const response = authenticator.create(options.json<PublicKeyCredentialCreationOptionsJSON>(), ceremony);
  return browser.json('POST', PASSKEYS, { name, response });
}

/** The same, which must succeed: the passkey as the profile lists it. */
export async function addPasskey(browser: Browser, authenticator: SoftwareAuthenticator, name?: string) {
  const added = await registerPasskey(browser, authenticator, name);
  expect(added.statusCode, added.body).toBe(200);
  return added.json<PasskeySummary>();
}

/** The sign-in screen's options call (a script's fetch, from the portal's origin). */
export function signInOptions(browser: Browser, interactionId: string) {
  return browser.json('POST', `/oidc/interaction/${interactionId}/passkey/options`, undefined, {
    headers: { origin: ORIGIN },
  });
}

/** The options, then the authenticator's assertion for them. */
export async function assertion(
  browser: Browser,
  interactionId: string,
  authenticator: SoftwareAuthenticator,
  ceremony: Ceremony = {},
): Promise<AuthenticationResponseJSON> {
  const options = await signInOptions(browser, interactionId);
  expect(options.statusCode, options.body).toBe(200);
  return authenticator.get(options.json<PublicKeyCredentialRequestOptionsJSON>(), ceremony);
}

/** The sign-in screen's form post of the assertion. */
export const submitPasskey = (browser: Browser, interactionId: string, response: AuthenticationResponseJSON | string) =>
  browser.postForm(`/oidc/interaction/${interactionId}/passkey`, {
    credential: typeof response === 'string' ? response : JSON.stringify(response),
  });

/** The account's failed sign-ins counted so far. */
export async function failedSignIns(portal: Portal, userId: string): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    portal.db,
    sql`select failed_login_count as count from users where id = ${userId}::uuid`,
  );
  return row!.count;
}

/** The passkey's stored counter and last use. */
export async function passkeyRow(portal: Portal, id: string) {
  const [row] = await rowsOf<{ counter: string | number; lastUsedAt: string | Date | null }>(
    portal.db,
    sql`select counter, last_used_at as "lastUsedAt" from passkeys where id = ${id}::uuid`,
  );
  return row!;
}

/** An account with a passkey signs in with its password, then the code by e-mail its passkey screen offers. */
export async function signInWithCode(portal: Portal, browser: Browser, email: string): Promise<void> {
  const { interactionId } = await startSignIn(browser);
  const afterPassword = await submitPassword(browser, interactionId, email);
  expect(spa(afterPassword.headers.location as string).route).toBe('passkey');
  const { code } = await emailCode(browser, portal.mail, email);
  await expectSignedIn(browser, await submitCode(browser, interactionId, code));
}

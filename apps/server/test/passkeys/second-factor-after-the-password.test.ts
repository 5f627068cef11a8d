/**
 * A passkey as the second factor (issue 36, point 1): offered first after the password when the
 * account has one, the account's other factor (the code by e-mail, or the authenticator app's)
 * still accepted from its screen; only the flow's account's passkeys; the ID token says pwd and
 * the passkey's amr, in the phishing-resistant class.
 */
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { ACR_PHISHING_RESISTANT } from '@portal/shared';
import {
  errOf,
  expectSignedIn,
  signIn,
  spa,
  startSignIn,
  submitCode,
  submitPassword,
  totpCode,
} from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { SoftwareAuthenticator } from '../support/software-authenticator.ts';
import { idTokenClaims } from '../oidc-standards/support.ts';
import { ACR_TWO_FACTORS } from '../oidc-standards/support.ts';
import { addPasskey, assertion, failedSignIns, signInOptions, submitPasskey } from './support.ts';

describePortal('a passkey as the second factor, after the password', (portal) => {
  async function accountWithPasskey(email: string, authenticator = new SoftwareAuthenticator({ userVerified: false })) {
    const owner = portal.browser();
    await signIn(owner, portal.mail, email);
    await addPasskey(owner, authenticator);
    return authenticator;
  }

  /** The password typed: the screen the flow shows next, and the interaction's JSON. */
  async function afterPassword(email: string) {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const answer = await submitPassword(browser, interactionId, email);
    const opened = await browser.get(`/oidc/interaction/${interactionId}`, { accept: 'application/json' });
    return { browser, interactionId, route: spa(answer.headers.location as string).route, interaction: opened.json() };
  }

  it('offers the passkey first, then signs in with it (without UV too): amr pwd and hwk or swk', async () => {
    const authenticator = await accountWithPasskey(demo('medecin'));
    const { browser, interactionId, route, interaction } = await afterPassword(demo('medecin'));
    expect(route).toBe('passkey');
    expect(interaction).toEqual({ interactionId, interactionType: 'passkey', alternatives: ['otp'] });
    const options = (await signInOptions(browser, interactionId)).json<{ allowCredentials: { id: string }[] }>();
    expect(options.allowCredentials.map((c) => c.id)).toEqual([authenticator.credentials[0]!.id.toString('base64url')]);
    const answer = authenticator.get(options as never);
    await expectSignedIn(browser, await submitPasskey(browser, interactionId, answer));
    expect(await idTokenClaims(portal, browser)).toMatchObject({ amr: ['pwd', 'swk'], acr: ACR_PHISHING_RESISTANT });
  });

  it('still takes the code by e-mail from the passkey screen, in the two-factor class', async () => {
    await accountWithPasskey(demo('medecin'));
    const { browser, interactionId } = await afterPassword(demo('medecin'));
    const sent = await browser.json('POST', '/otp/sendByEmail');
    expect(sent.statusCode).toBe(200);
    const message = await portal.mail.waitFor(demo('medecin'), /./);
    const code = /(\d{6})/.exec(message.text)![1]!;
    await expectSignedIn(browser, await submitCode(browser, interactionId, code));
    expect(await idTokenClaims(portal, browser)).toMatchObject({ amr: ['pwd', 'mail'], acr: ACR_TWO_FACTORS });
  });

  it('offers the authenticator app beside the passkey to an account that has one', async () => {
    await accountWithPasskey(demo('totp'));
    // The registration's sign-in used this time step's code: as if the next step had come.
    await portal.db.update(users).set({ totpLastStep: null });
    const { browser, interactionId, interaction } = await afterPassword(demo('totp'));
    expect(interaction).toMatchObject({ interactionType: 'passkey', alternatives: ['totp'] });
    // Not the code by e-mail: this account's other factor is its app.
    expect((await browser.json('POST', '/otp/sendByEmail')).statusCode).toBe(400);
    await expectSignedIn(browser, await submitCode(browser, interactionId, totpCode(), 'totp'));
  });

  it("refuses another account's passkey, counted against the account signing in", async () => {
    const userId = await portal.userId(demo('medecin'));
    await accountWithPasskey(demo('medecin'));
    const others = await accountWithPasskey(demo('secretariat'));
    const { browser, interactionId } = await afterPassword(demo('medecin'));
    await signInOptions(browser, interactionId);
    // The other account's authenticator answers the challenge with its own credential.
    const options = (await signInOptions(browser, interactionId)).json<never>();
    const answer = others.get(options, { credential: others.credentials[0] });
    const refused = await submitPasskey(browser, interactionId, answer);
    expect(spa(refused.headers.location as string).route).toBe('passkey');
    expect(errOf(refused)).toBe('passkeyRefused');
    expect(await failedSignIns(portal, userId)).toBe(1);
    expect(browser.cookie('portal_session')).toBeUndefined();
  });

  it('accepts no passkey step out of order: after a code sign-in is over, or before the password for a second factor', async () => {
    const authenticator = await accountWithPasskey(demo('medecin'));
    const { browser, interactionId } = await afterPassword(demo('medecin'));
    const answer = await assertion(browser, interactionId, authenticator);
    const replay = browser.clone();
    await expectSignedIn(browser, await submitPasskey(browser, interactionId, answer));
    expect(errOf(await submitPasskey(replay, interactionId, answer))).toBe('sessionNotFound');
    expect((await signInOptions(replay, interactionId)).statusCode).toBe(400);
  });
});

/**
 * A passkey alone (issue 36, point 1): the credential names the account, no address typed; with
 * user verification it is a complete sign-in (amr swk or hwk, and user; the phishing-resistant
 * class); every refusal is French on the login screen (`err`), and a known passkey's refusal counts
 * as a failed sign-in of its account.
 */
import { expect, it } from 'vitest';
import { ACR_PHISHING_RESISTANT, AUTH_SESSION_OVER } from '@portal/shared';
import { errOf, expectSignedIn, signIn, spa, startSignIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { SoftwareAuthenticator } from '../support/software-authenticator.ts';
import { idTokenClaims } from '../oidc-standards/support.ts';
import { addPasskey, assertion, failedSignIns, passkeyRow, signInOptions, submitPasskey } from './support.ts';

describePortal('signing in with a passkey alone', (portal) => {
  /** The demo doctor's passkey, registered from the profile of a browser that signed in as usual. */
  async function doctorWith(authenticator: SoftwareAuthenticator) {
    const owner = portal.browser();
    await signIn(owner, portal.mail, demo('medecin'));
    return addPasskey(owner, authenticator);
  }

  it('signs in with a synced passkey that verified its user: amr swk and user, the phishing-resistant class', async () => {
    const authenticator = new SoftwareAuthenticator({ synced: true, userVerified: true });
    const passkey = await doctorWith(authenticator);
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const options = (await signInOptions(browser, interactionId)).json<{ allowCredentials?: unknown[] }>();
    // Usernameless: the options name no account and no credential.
    expect(options).toMatchObject({ userVerification: 'required', rpId: 'localhost' });
    expect(options.allowCredentials ?? []).toEqual([]);
    await expectSignedIn(
      browser,
      await submitPasskey(browser, interactionId, await assertion(browser, interactionId, authenticator)),
    );
    expect((await browser.get('/me', { accept: 'application/json' })).json()).toMatchObject({
      userId: await portal.userId(demo('medecin')),
    });
    expect(await idTokenClaims(portal, browser)).toMatchObject({ amr: ['swk', 'user'], acr: ACR_PHISHING_RESISTANT });
    expect((await passkeyRow(portal, passkey.id)).lastUsedAt).not.toBeNull();
  });

  it('says hwk for a single-device security key, and keeps its signature counter', async () => {
    const authenticator = new SoftwareAuthenticator({ synced: false, counts: true });
    const passkey = await doctorWith(authenticator);
    for (let time = 1; time <= 2; time += 1) {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      await expectSignedIn(
        browser,
        await submitPasskey(browser, interactionId, await assertion(browser, interactionId, authenticator)),
      );
      expect(Number((await passkeyRow(portal, passkey.id)).counter)).toBe(time);
      if (time === 2) expect((await idTokenClaims(portal, browser)).amr).toEqual(['hwk', 'user']);
    }
  });

  it('refuses a passkey that did not verify its user, as a failed sign-in of its account', async () => {
    const userId = await portal.userId(demo('medecin'));
    const authenticator = new SoftwareAuthenticator({ userVerified: false });
    await doctorWith(authenticator);
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const refused = await submitPasskey(browser, interactionId, await assertion(browser, interactionId, authenticator));
    expect(errOf(refused)).toBe('passkeyUnverified');
    expect(spa(refused.headers.location as string).route).toBe('login');
    expect(browser.cookie('portal_session')).toBeUndefined();
    expect(await failedSignIns(portal, userId)).toBe(1);
  });

  it('refuses a replayed assertion: its challenge served once', async () => {
    const authenticator = new SoftwareAuthenticator();
    await doctorWith(authenticator);
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const answer = await assertion(browser, interactionId, authenticator);
    const replay = browser.clone();
    await expectSignedIn(browser, await submitPasskey(browser, interactionId, answer));

    // In a new interaction of the attacker's own, the captured answer meets no challenge of its.
    const attacker = portal.browser();
    const { interactionId: other } = await startSignIn(attacker);
    await signInOptions(attacker, other);
    expect(errOf(await submitPasskey(attacker, other, answer))).toBe('passkeyRefused');
    expect(attacker.cookie('portal_session')).toBeUndefined();
    // In the interaction it was made for, that one is over.
    expect(errOf(await submitPasskey(replay, interactionId, answer))).toBe('sessionNotFound');
  });

  it('refuses an answer made for another origin or another relying party (a phishing page), counted', async () => {
    const userId = await portal.userId(demo('medecin'));
    const authenticator = new SoftwareAuthenticator();
    await doctorWith(authenticator);
    const ceremonies = [{ origin: 'https://portail-anapath.example.com' }, { rpId: 'portail-anapath.example.com' }];
    for (const ceremony of ceremonies) {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      const answer = await assertion(browser, interactionId, authenticator, ceremony);
      expect(errOf(await submitPasskey(browser, interactionId, answer))).toBe('passkeyRefused');
      expect(browser.cookie('portal_session')).toBeUndefined();
    }
    expect(await failedSignIns(portal, userId)).toBe(2);
  });

  it('refuses an unknown credential, a forged signature and malformed input, in French, without a 500', async () => {
    const authenticator = new SoftwareAuthenticator();
    await doctorWith(authenticator);
    const stranger = new SoftwareAuthenticator();
    stranger.create({
      rp: { id: 'localhost', name: 'x' },
      user: { id: 'AAAA', name: 'x', displayName: 'x' },
      challenge: 'AAAA',
      pubKeyCredParams: [],
    });
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    expect(errOf(await submitPasskey(browser, interactionId, await assertion(browser, interactionId, stranger)))).toBe(
      'passkeyRefused',
    );
    const forged = await assertion(browser, interactionId, authenticator);
    forged.response.signature = Buffer.from('not a signature').toString('base64url');
    expect(errOf(await submitPasskey(browser, interactionId, forged))).toBe('passkeyRefused');
    for (const junk of ['', 'null', '{"id":1}', '{"id":"a","type":"public-key","response":{}}']) {
      const answer = await submitPasskey(browser, interactionId, junk);
      expect(answer.statusCode, answer.body).toBe(303);
      expect(errOf(answer)).toBe('passkeyRefused');
    }
    // A NUL byte or an overlong value is refused before anything reads it, in French.
    for (const junk of ['{"id":"a\u0000"}', 'x'.repeat(20000)]) {
      const answer = await submitPasskey(browser, interactionId, junk);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/^Requête refusée/);
    }
  });

  it("asks the interaction's own browser: no options nor step for a browser that does not hold it", async () => {
    const victim = portal.browser();
    const { interactionId } = await startSignIn(victim);
    const attacker = portal.browser();
    const options = await signInOptions(attacker, interactionId);
    expect(options.statusCode).toBe(400);
    expect(options.json()).toMatchObject({ message: AUTH_SESSION_OVER });
    // A page of another site cannot ask for them (no Origin of the portal's).
    const crossSite = await victim.json('POST', `/oidc/interaction/${interactionId}/passkey/options`, undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

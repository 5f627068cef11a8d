import { expect, it } from 'vitest';
import { demo, describePortal } from '../support/harness.ts';
import {
  emailCode,
  expectSignedIn,
  openClientApp,
  signIn,
  spa,
  startSignIn,
  submitCode,
  submitPassword,
} from '../support/flows.ts';
import type { Browser } from '../support/browser.ts';
import { describePortalWithPsc, ProviderBrowser, pscJourney } from '../psc/support.ts';
import { ACR_TWO_FACTORS, DEMO, idTokenClaims } from './support.ts';

const essentialAcr = (...values: string[]) => ({
  claims: JSON.stringify({ id_token: { acr: { essential: true, values } } }),
});

/** The client asks for a class the session does not reach: the browser lands on the sign-in again. */
async function askedToSignInAgain(browser: Browser, extra: Record<string, string>) {
  const opened = await openClientApp(browser, DEMO.id, DEMO.redirectUri, extra);
  const { route, query } = spa(opened.location);
  expect(route).toBe('login');
  return query.get('interactionId')!;
}

/** Where the client app's browser lands: its redirect_uri's query. */
const landing = (location: string | undefined) => {
  const url = new URL(location ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(DEMO.redirectUri);
  return url.searchParams;
};

describePortal('acr_values and the claims parameter, against a two-factor session', (portal) => {
  it('gives the two-factor class at once to a client asking it in acr_values or as an essential claim', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    for (const extra of [{ acr_values: ACR_TWO_FACTORS }, essentialAcr(ACR_TWO_FACTORS)]) {
      expect(await idTokenClaims(portal, browser, DEMO, extra)).toMatchObject({ acr: ACR_TWO_FACTORS });
    }
  });

  it('asks for the sign-in again for a class beyond the session, then answers unmet_authentication_requirements', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const interactionId = await askedToSignInAgain(browser, essentialAcr('eidas1'));

    // The same password and code again cannot reach a Pro Santé Connect sign-in.
    await submitPassword(browser, interactionId, demo('medecin'));
    const { code } = await emailCode(browser, portal.mail, demo('medecin'));
    const { location } = await browser.follow(await submitCode(browser, interactionId, code));
    const answer = landing(location);
    expect(answer.get('error')).toBe('unmet_authentication_requirements');
    expect(answer.get('code')).toBeNull();
  });

  it('takes the claims parameter within the scopes asked for, and refuses it beyond them', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const emailInIdToken = { claims: JSON.stringify({ id_token: { email: null } }) };
    const beyond = await openClientApp(browser, DEMO.id, DEMO.redirectUri, { scope: 'openid', ...emailInIdToken });
    expect(landing(beyond.location).get('error')).toBe('invalid_request');
    expect(await idTokenClaims(portal, browser, DEMO, { scope: 'openid email', ...emailInIdToken })).toMatchObject({
      email: demo('medecin'),
    });
  });
});

describePortal(
  'acr_values against a password-alone session (second factor optional)',
  (portal) => {
    it('asks for the sign-in again, then a code after the password, when a client wants two factors', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      await expectSignedIn(browser, await submitPassword(browser, interactionId, demo('medecin')));

      // The flow asks what the client's acr_values need, though the configuration does not.
      const again = await askedToSignInAgain(browser, { acr_values: ACR_TWO_FACTORS });
      const afterPassword = await submitPassword(browser, again, demo('medecin'));
      expect(afterPassword.headers.location).toBe(`/#/otp?interactionId=${again}`);
      const { code } = await emailCode(browser, portal.mail, demo('medecin'));
      const { location } = await browser.follow(await submitCode(browser, again, code));
      expect(landing(location).get('code')).toBeTruthy();
      expect(await idTokenClaims(portal, browser, DEMO, { acr_values: ACR_TWO_FACTORS })).toMatchObject({
        acr: ACR_TWO_FACTORS,
        amr: ['pwd', 'mail'],
      });
    });
  },
  {
    configure(config) {
      config.auth.otp_is_mandatory = false;
    },
  },
);

describePortalWithPsc('acr_values and a Pro Santé Connect sign-in (eidas1 counts as two factors)', (portal) => {
  it('answers the two-factor class asked for, after a sign-in by Pro Santé Connect', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await pscJourney(browser, `?interactionId=${interactionId}`, new ProviderBrowser(), {
      practitioner: 'claire-dubois',
    });
    for (const extra of [{ acr_values: ACR_TWO_FACTORS }, essentialAcr(ACR_TWO_FACTORS)]) {
      expect(await idTokenClaims(portal, browser, DEMO, extra)).toMatchObject({
        amr: ['psc', 'mfa'],
        acr: ACR_TWO_FACTORS,
      });
    }
    // Asked for nothing, the client reads what the sign-in was.
    expect(await idTokenClaims(portal, browser)).toMatchObject({ acr: 'eidas1' });
  });

  it('steps a password-and-code session up to Pro Santé Connect for a client asking eidas1', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const interactionId = await askedToSignInAgain(browser, { acr_values: 'eidas1' });
    const { location } = await pscJourney(browser, `?interactionId=${interactionId}`, new ProviderBrowser(), {
      practitioner: 'claire-dubois',
    });
    expect(landing(location).get('code')).toBeTruthy();
    expect(await idTokenClaims(portal, browser, DEMO, { acr_values: 'eidas1' })).toMatchObject({ acr: 'eidas1' });
  });
});

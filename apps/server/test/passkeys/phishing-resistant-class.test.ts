/**
 * The phishing-resistant class (issue 36, point 1): a client app asking for it with `acr_values`,
 * or required for it by the operator's configuration, gets a passkey: after the password only a
 * passkey is accepted, and an account without one is told in French why and what to do.
 */
import { expect, it } from 'vitest';
import { ACR_PHISHING_RESISTANT, AUTH_SESSION_OVER } from '@portal/shared';
import type { Browser } from '../support/browser.ts';
import {
  DEMO_CLIENT,
  errOf,
  exchangeCode,
  jwtClaims,
  openClientApp,
  signIn,
  spa,
  submitCode,
  submitPassword,
} from '../support/flows.ts';
import { demo, describePortal, type Portal } from '../support/harness.ts';
import { SoftwareAuthenticator } from '../support/software-authenticator.ts';
import { ACR_TWO_FACTORS } from '../oidc-standards/support.ts';
import { addPasskey, assertion, submitPasskey } from './support.ts';

/** The demo client opened in a new browser: the login screen's interaction, and the request's verifier. */
async function clientAsks(browser: Browser, extra: Record<string, string> = {}) {
  const opened = await openClientApp(browser, DEMO_CLIENT.id, DEMO_CLIENT.redirectUri, extra);
  const { route, query } = spa(opened.location);
  expect(route).toBe('login');
  return { interactionId: query.get('interactionId')!, verifier: opened.verifier };
}

/** The last step's answer followed to the client app: its ID token's claims. */
async function idTokenAfter(browser: Browser, answer: Awaited<ReturnType<typeof submitPasskey>>, verifier: string) {
  const { location } = await browser.follow(answer);
  const code = URL.parse(location ?? '')?.searchParams.get('code');
  expect(code, location).toBeTruthy();
  return jwtClaims((await exchangeCode(browser, code!, verifier)).id_token);
}

function phishingResistantJourneys(portal: Portal, extra: Record<string, string>) {
  async function doctorWithPasskey() {
    const owner = portal.browser();
    await signIn(owner, portal.mail, demo('medecin'));
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(owner, authenticator);
    return authenticator;
  }

  it('after the password, accepts only a passkey, and states the class in the ID token', async () => {
    const authenticator = await doctorWithPasskey();
    const browser = portal.browser();
    const { interactionId, verifier } = await clientAsks(browser, extra);
    const answer = await submitPassword(browser, interactionId, demo('medecin'));
    expect(spa(answer.headers.location as string).route).toBe('passkey');
    const opened = await browser.get(`/oidc/interaction/${interactionId}`, { accept: 'application/json' });
    expect(opened.json()).toMatchObject({ interactionType: 'passkey', alternatives: [] });
    // No code stands in for the passkey here.
    const send = await browser.json('POST', '/otp/sendByEmail');
    expect(send.statusCode).toBe(400);
    expect(send.json()).toMatchObject({ message: AUTH_SESSION_OVER });
    expect(errOf(await submitCode(browser, interactionId, '123456'))).toBe('sessionNotFound');
    const signedIn = await submitPasskey(
      browser,
      interactionId,
      await assertion(browser, interactionId, authenticator),
    );
    expect(await idTokenAfter(browser, signedIn, verifier)).toMatchObject({
      acr: ACR_PHISHING_RESISTANT,
      amr: ['pwd', 'swk', 'user'],
    });
  });

  it('takes a passkey alone, with user verification', async () => {
    const authenticator = await doctorWithPasskey();
    const browser = portal.browser();
    const { interactionId, verifier } = await clientAsks(browser, extra);
    const signedIn = await submitPasskey(
      browser,
      interactionId,
      await assertion(browser, interactionId, authenticator),
    );
    expect(await idTokenAfter(browser, signedIn, verifier)).toMatchObject({ acr: ACR_PHISHING_RESISTANT });
  });

  it('tells an account without a passkey why, after its password: no code, no sign-in', async () => {
    const browser = portal.browser();
    const { interactionId } = await clientAsks(browser, extra);
    const answer = await submitPassword(browser, interactionId, demo('medecin'));
    expect(spa(answer.headers.location as string).route).toBe('login');
    expect(errOf(answer)).toBe('passkeyRequired');
    // No code (an earlier test's sign-in may still be telling the owner of its new browser).
    expect(portal.mail.messages.filter((mail) => /code de connexion/.test(mail.subject))).toHaveLength(0);
    expect(browser.cookie('portal_session')).toBeUndefined();
  });
}

describePortal('a client app asking for the phishing-resistant class (acr_values)', (portal) => {
  phishingResistantJourneys(portal, { acr_values: ACR_PHISHING_RESISTANT });

  it('is listed in discovery', async () => {
    const discovery = await portal.browser().get('/oidc/.well-known/openid-configuration');
    expect(discovery.json<{ acr_values_supported: string[] }>().acr_values_supported).toContain(ACR_PHISHING_RESISTANT);
  });

  it('asks a session signed in with password and code to sign in again, with its passkey', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    await clientAsks(browser, { acr_values: ACR_PHISHING_RESISTANT });
  });
});

describePortal(
  'a client app the configuration requires the phishing-resistant class of (required_acr)',
  (portal) => {
    // Whatever the app asks: the two-factor class here.
    phishingResistantJourneys(portal, { acr_values: ACR_TWO_FACTORS });

    it('asks a session signed in with password and code to sign in again', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      await clientAsks(browser);
    });
  },
  {
    configure(config) {
      config.oidc_clients.find((app) => app.client_id === DEMO_CLIENT.id)!.required_acr = ACR_PHISHING_RESISTANT;
    },
  },
);

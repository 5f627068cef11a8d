/**
 * What was seen 1: after a right password the server set a signed cookie `portal_interaction`
 * (`{uid, userId, factor}`); the same value sent as `psc_sign_in` completed the sign-in without any
 * code (`amr ["psc","mfa"]`, `acr eidas1`), and the browser became a trusted device of the victim.
 * Every signed cookie shared one signer whose signature covered neither the cookie's name nor its
 * purpose. Now a sign-in in progress is kept on the server, tied to the provider's interaction and
 * to the browser; what the portal signs says what it is for and until when.
 */
import { expect, it } from 'vitest';
import type { Browser } from '../support/browser.ts';
import { openClientApp, spa, startSignIn, submitPassword } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { describePortalWithPsc, ProviderBrowser, atProvider } from '../psc/support.ts';

/** Every cookie name the portal reads or read: the provider's are signed its own way, on their name. */
const PORTAL_COOKIE_NAMES = [
  'portal_session',
  'portal_login',
  'portal_interaction',
  'portal_device',
  'portal_sign_in',
  'psc_login',
  'psc_sign_in',
  'psc_browser',
  'psc_session',
];

/** Where the browser ends after opening the interaction, and whether it is signed in to the portal. */
async function openInteraction(browser: Browser, interactionId: string) {
  const opened = await browser.get(`/oidc/interaction/${interactionId}`, { accept: 'text/html' });
  const { location } = await browser.follow(opened);
  const me = await browser.get('/me', { accept: 'application/json' });
  return { location, signedIn: me.statusCode === 200 };
}

describePortal('What was seen 1: the password alone passes the second factor', (portal) => {
  it('a value the portal set after the password, sent under any of its cookie names, completes no sign-in', async () => {
    const victim = portal.browser();
    const { interactionId } = await startSignIn(victim);
    const afterPassword = await submitPassword(victim, interactionId, demo('medecin'));
    expect(spa(afterPassword.headers.location as string).route).toBe('otp');

    // The portal sets no cookie of its own for a sign-in in progress: the provider's interaction
    // cookie is the browser's hold on it. Its values, sent under the portal's names, open nothing.
    expect(victim.cookies().filter(({ name }) => PORTAL_COOKIE_NAMES.includes(name))).toEqual([]);
    const values = victim.cookies().filter(({ name }) => name !== 'XSRF-TOKEN');
    expect(values.length).toBeGreaterThan(0);
    for (const { value } of values) {
      for (const name of PORTAL_COOKIE_NAMES) {
        const attacker = victim.clone();
        attacker.setCookie(name, value);
        const { location, signedIn } = await openInteraction(attacker, interactionId);
        expect(signedIn, `${name} = a value the portal set after the password`).toBe(false);
        expect(['otp', 'login']).toContain(spa(location).route);
      }
    }
    // Nor did the password alone make this browser one the account trusts.
    expect(victim.cookie('portal_device')).toBeUndefined();
  });

  it('keeps the sign-in in progress on the server: the provider’s interaction cookie alone reaches its code, no further', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, demo('medecin'));
    const providerOnly = browser.keeping('_interaction', '_interaction.sig', 'XSRF-TOKEN');
    const { location, signedIn } = await openInteraction(providerOnly, interactionId);
    expect(signedIn).toBe(false);
    expect(location).toBe(`/#/otp?interactionId=${interactionId}`);
    // Without it, the flow is nobody's.
    const { location: without } = await openInteraction(browser.keeping('XSRF-TOKEN'), interactionId);
    expect(spa(without).query.get('err')).toBe('sessionNotFound');
  });
});

describePortalWithPsc(
  'What was seen 1: a certified sign-in completes only the interaction of the browser that made it',
  (portal) => {
    it("Pro Santé Connect's sign-in, started for a stranger's interaction, does not sign the stranger in", async () => {
      // The attacker starts a sign-in of a client app and sends its interaction to the victim.
      const attacker = portal.browser();
      const { location } = await openClientApp(attacker);
      const interactionId = spa(location).query.get('interactionId')!;
      expect(interactionId).toBeTruthy();

      // The victim, a practitioner with an account, cannot start Pro Santé Connect "for" it: her
      // browser does not hold that interaction, and does not even leave for the provider.
      const victim = portal.browser();
      const init = await victim.json('GET', `/psc/init?interactionId=${interactionId}`);
      const refused = await victim.get(init.json<{ oidcAuthUrl: string }>().oidcAuthUrl, { accept: 'text/html' });
      expect(spa(String(refused.headers.location)).query.get('err')).toBe('PSCConnectionFailed');

      // The attacker starts it himself and has the victim sign in at the provider: the answer, in
      // the victim's browser, completes nothing.
      const fromAttacker = await attacker.json('GET', `/psc/init?interactionId=${interactionId}`);
      const toProvider = await attacker.get(fromAttacker.json<{ oidcAuthUrl: string }>().oidcAuthUrl, {
        accept: 'text/html',
      });
      const callback = await atProvider(String(toProvider.headers.location), new ProviderBrowser(), {
        practitioner: 'claire-dubois',
      });
      const { location: landed } = await victim.follow(await victim.get(callback, { accept: 'text/html' }));
      expect(spa(landed).query.get('err')).toBe('PSCConnectionFailed');
      expect(victim.cookie('portal_session')).toBeFalsy();

      const { signedIn } = await openInteraction(attacker, interactionId);
      expect(signedIn).toBe(false);
      const opened = await attacker.get(`/oidc/interaction/${interactionId}`, { accept: 'application/json' });
      expect(opened.json()).toEqual({ interactionId, interactionType: 'login' });
    });
  },
);

import { expect, it } from 'vitest';
import { demo, describePortal } from './support/harness.ts';
import { ORIGIN } from './support/browser.ts';
import { authorizationRequest, DEMO_CLIENT, openClientApp, spa, startSignIn, submitPassword } from './support/flows.ts';

/** The portal's password sign-in, finished inside the process (`sign-in/resume-here.ts`). */
describePortal(
  'a password sign-in on the portal goes from its form to the portal signed in',
  (portal) => {
    it('answers the portal home with the portal session and the single-sign-on session, which client apps then use', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      const posted = await submitPassword(browser, interactionId, demo('medecin'));
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe('/#/');
      expect(browser.cookie('portal_session')).toBeTruthy();
      expect(browser.cookie('_session')).toBeTruthy();
      expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(200);

      // The interaction is over: the same form posted again finds none.
      const again = await submitPassword(browser, interactionId, demo('medecin'));
      expect(spa(again.headers.location as string).query.get('err')).toBe('sessionNotFound');

      // The single-sign-on session serves a client app at once.
      const opened = await openClientApp(browser);
      expect(opened.hops).toBe(0);
      expect(new URL(opened.location).searchParams.get('code')).toBeTruthy();

      // The portal session holds the portal's ID token: signing out ends the single-sign-on session too.
      const out = await browser.get('/logoutPortal', { accept: 'text/html' });
      expect(new URL(out.headers.location as string, ORIGIN).searchParams.get('id_token_hint')).toBeTruthy();
    });

    it("finishes nothing for a browser posting the form of another browser's sign-in", async () => {
      const victim = portal.browser();
      const { interactionId } = await startSignIn(victim);
      const attacker = portal.browser();
      const posted = await submitPassword(attacker, interactionId, demo('medecin'));
      expect(posted.statusCode).toBe(303);
      expect(spa(posted.headers.location as string).query.get('err')).toBe('sessionNotFound');
      expect(attacker.cookie('portal_session')).toBeFalsy();
      expect(attacker.cookie('_session')).toBeFalsy();
      // The victim's own sign-in is untouched.
      const own = await submitPassword(victim, interactionId, demo('medecin'));
      expect(own.headers.location).toBe('/#/');
    });

    it("still sends a client app's sign-in through the provider's resume", async () => {
      const browser = portal.browser();
      const opened = await openClientApp(browser);
      const interactionId = spa(opened.location).query.get('interactionId')!;
      const posted = await submitPassword(browser, interactionId, demo('medecin'));
      expect(posted.statusCode).toBe(303);
      expect(new URL(posted.headers.location as string).pathname).toBe(`/oidc/auth/${interactionId}`);
      const { location } = await browser.follow(posted);
      expect(location?.startsWith(`${DEMO_CLIENT.redirectUri}?code=`)).toBe(true);
    });

    it('sends the browser to the resume itself when another account holds the single-sign-on session', async () => {
      const browser = portal.browser();
      const first = await startSignIn(browser);
      await browser.follow(await submitPassword(browser, first.interactionId, demo('medecin')));
      // The portal's authorization with `prompt=login` (a new sign-in whatever the session).
      const request = authorizationRequest('portal', `${ORIGIN}/portal/callback`, { prompt: 'login' });
      const { response } = await browser.follow(
        await browser.get(request.url, { accept: 'application/json' }),
        'application/json',
      );
      const { interactionId } = response.json<{ interactionId: string }>();
      const posted = await submitPassword(browser, interactionId, demo('secretariat'));
      expect(posted.statusCode).toBe(303);
      expect(new URL(posted.headers.location as string).pathname).toBe(`/oidc/auth/${interactionId}`);
      // The provider answers it there as before (it asks to end the other account's session first).
    });
  },
  {
    configure(config) {
      config.auth.otp_is_mandatory = false;
    },
  },
);

import { sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { expect, it } from 'vitest';
import { rowsOf } from '../src/db/sql.ts';
import { demo, describePortal } from './support/harness.ts';
import { nextAddress, ORIGIN, type Browser } from './support/browser.ts';
import { authorizationRequest, DEMO_CLIENT, openClientApp, spa, startSignIn, submitPassword } from './support/flows.ts';
import { confirmSignOutPage, signOutFromClientApp, tokensFor } from './oidc-standards/support.ts';

/** The password form, then the provider's resume and the portal's callback, to the portal's home. */
const signInHere = async (browser: Browser, login: string) => {
  const { interactionId } = await startSignIn(browser);
  expect((await browser.follow(await submitPassword(browser, interactionId, login))).location).toBe('/#/');
};
const me = async (browser: Browser) => (await browser.get('/me', { accept: 'application/json' })).statusCode;

/** A sign-in by password alone (`auth.otp_is_mandatory: false`): the flow ends at the password, then the provider's resume and the portal's callback. */
describePortal(
  'a password sign-in on the portal, with no second factor, goes from its form to the portal signed in',
  (portal) => {
    it('ends at the portal home with the portal session and the single-sign-on session, which client apps then use', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      const posted = await submitPassword(browser, interactionId, demo('medecin'));
      expect(posted.statusCode).toBe(303);
      expect(new URL(posted.headers.location as string).pathname).toBe(`/oidc/auth/${interactionId}`);
      expect((await browser.follow(posted)).location).toBe('/#/');
      expect(browser.cookie('portal_session')).toBeTruthy();
      expect(browser.cookie('_session')).toBeTruthy();
      expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(200);
      // Written with the sessions: the account's last sign-in and the audit event.
      const userId = await portal.userId(demo('medecin'));
      const [journal] = await rowsOf<{ events: number; last: boolean }>(
        portal.db,
        sql`select (select count(*) from audit_events where action = 'signIn' and subject_id = ${userId}::uuid)::int as events,
          last_sign_in_at > now() - interval '1 minute' as last from users where id = ${userId}::uuid`,
      );
      expect(journal).toEqual({ events: 1, last: true });

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

    it("keeps an ID token of the provider's keys for the portal's sign-out, which the provider accepts", async () => {
      const browser = portal.browser();
      await signInHere(browser, demo('medecin'));
      const out = await browser.get('/logoutPortal', { accept: 'text/html' });
      const hint = new URL(out.headers.location as string, ORIGIN).searchParams.get('id_token_hint')!;
      const jwks = createLocalJWKSet((await browser.get('/oidc/jwks')).json<JSONWebKeySet>());
      const { payload } = await jwtVerify(hint, jwks, { issuer: `${ORIGIN}/oidc`, audience: 'portal' });
      expect(payload.sub).toBe(await portal.userId(demo('medecin')));
      expect(payload.sid).toEqual(expect.any(String));
      // The provider's sign-out page (a hint it cannot verify answers an error instead), then signed out.
      const { response: page } = await browser.follow(out);
      await confirmSignOutPage(browser, page);
      expect(spa((await openClientApp(browser)).location).route).toBe('login');
    });

    it("ends with a client app's sign-out, as the single-sign-on session it was opened in", async () => {
      const browser = portal.browser();
      await signInHere(browser, demo('medecin'));
      const elsewhere = portal.browser();
      await signInHere(elsewhere, demo('medecin'));
      const { id_token: idToken } = await tokensFor(portal, browser);
      await signOutFromClientApp(browser, idToken);
      expect(await me(browser)).toBe(401);
      expect(await me(elsewhere)).toBe(200);
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
      expect((await victim.follow(own)).location).toBe('/#/');
    });

    it("still sends a client app's sign-in through the provider's resume", async () => {
      const browser = portal.browser();
      const opened = await openClientApp(browser);
      const interactionId = spa(opened.location).query.get('interactionId')!;
      const posted = await submitPassword(browser, interactionId, demo('medecin'));
      // The app is on another origin: a page of the portal goes on to the resume by itself.
      expect(posted.statusCode).toBe(200);
      expect(new URL(nextAddress(posted)!).pathname).toBe(`/oidc/auth/${interactionId}`);
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

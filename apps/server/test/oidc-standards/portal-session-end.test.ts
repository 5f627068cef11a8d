import { expect, it } from 'vitest';
import { demo, describePortal } from '../support/harness.ts';
import { signIn } from '../support/flows.ts';
import type { Browser } from '../support/browser.ts';
import { signOutFromClientApp, tokensFor } from './support.ts';

const me = (browser: Browser) => browser.get('/me', { accept: 'application/json' });

describePortal('the portal session ends with the single-sign-on session', (portal) => {
  it('answers /me 401 once a client app signed the user out', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const elsewhere = portal.browser();
    await signIn(elsewhere, portal.mail, demo('medecin'));
    const { id_token: idToken } = await tokensFor(portal, browser);

    await signOutFromClientApp(browser, idToken);
    // The browser still holds its portal cookie: the session is closed on the server.
    expect(browser.cookie('portal_session')).toBeTruthy();
    expect((await me(browser)).statusCode).toBe(401);
    // Another browser's portal session belongs to another single-sign-on session.
    expect((await me(elsewhere)).statusCode).toBe(200);
  });

  it('refuses a back-channel logout token it cannot verify', async () => {
    const response = await portal
      .browser()
      .request(
        'POST',
        '/portal/backchannel-logout',
        { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        new URLSearchParams({ logout_token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' }).toString(),
      );
    expect(response.statusCode).toBe(400);
  });
});

import { expect, it } from 'vitest';
import { demo, describePortal } from './support/harness.ts';
import { openClientApp, signIn, spa } from './support/flows.ts';

describePortal('account and app state when opening a client app', (portal) => {
  it('lets an account awaiting validation sign in to the portal but not open an app', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('nouveau'));
    const me = await browser.get('/me', { accept: 'application/json' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ firstName: 'Lucas', activated: false, hasUserRights: false });

    const opened = await openClientApp(browser);
    expect(opened.location).toBe('/#/?err=accountNotAllowed');
    expect(spa(opened.location).query.get('err')).toBe('accountNotAllowed');
  });

  it('sends a validated user back to the portal when the app is suspended', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const opened = await openClientApp(browser, 'archives', 'http://localhost:3001/archives/callback');
    expect(opened.location).toBe('/#/?err=appNotAllowed');
  });

  it('sends a signed-out visitor of the suspended app to the same banner', async () => {
    const opened = await openClientApp(portal.browser(), 'archives', 'http://localhost:3001/archives/callback');
    expect(opened.location).toBe('/#/?err=appNotAllowed');
  });

  it('sends a signed-out visitor of an app to the login screen with the interaction', async () => {
    const opened = await openClientApp(portal.browser());
    const { route, query } = spa(opened.location);
    expect(route).toBe('login');
    expect(query.get('interactionId')).toBeTruthy();
  });
});

import { expect, it } from 'vitest';
import { demo, describePortal } from './support/harness.ts';
import { openClientApp, signIn, spa } from './support/flows.ts';

describePortal('signing out', (portal) => {
  it('ends the portal session and the single-sign-on session', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    expect((await openClientApp(browser)).location).toMatch(/^http:\/\/localhost:3001\/callback\?code=/);

    const stolen = browser.clone();
    // /logoutPortal → the provider's end_session, which answers its logout form page.
    const { response: page } = await browser.follow(await browser.get('/logoutPortal'));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="fr">');
    const form = /<form[^>]*action="([^"]+)"[^>]*>/.exec(page.body);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(form?.[1]).toBeDefined();
    expect(xsrf).toBeDefined();

    // The page's script adds logout=yes and submits the form.
    const confirmed = await browser.postForm(new URL(form![1]!, 'http://localhost:3000').pathname, {
      xsrf: xsrf!,
      logout: 'yes',
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('http://localhost:3000/');
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
    // The session is closed on the server: the old cookie, replayed, opens nothing.
    expect((await stolen.get('/me', { accept: 'application/json' })).statusCode).toBe(401);

    for (const who of [browser, stolen]) expect(spa((await openClientApp(who)).location).route).toBe('login');
  });

  it('signs out even without a portal session', async () => {
    const browser = portal.browser();
    const response = await browser.get('/logoutPortal');
    expect(response.statusCode).toBe(303);
    expect((await browser.get('/me')).statusCode).toBe(401);
  });
});

import { pscMessages } from '@portal/shared';
import { expect, it } from 'vitest';
import { demo } from '../support/harness.ts';
import { signIn, spa, startSignIn } from '../support/flows.ts';
import { ORIGIN } from '../support/browser.ts';
import { atProvider, describePortalWithPsc, ProviderBrowser, pscJourney } from './support.ts';

describePortalWithPsc('linking Pro Santé Connect from the profile, and signing out there', (portal, standIn) => {
  const linkState = async (browser: ReturnType<typeof portal.browser>) =>
    (await browser.json('GET', '/api/users/me/psc')).json();

  it('links the signed-in doctor, unlinks (then no sign-in by it), and links again', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    expect(await linkState(browser)).toEqual({ available: true, linked: false });

    const provider = new ProviderBrowser();
    const linked = await pscJourney(browser, '?purpose=link', provider, { practitioner: 'claire-dubois' });
    expect(linked.location).toBe('/#/myProfile?psc=linked');
    expect(await linkState(browser)).toMatchObject({ available: true, linked: true, linkedAt: expect.any(String) });

    const withoutXsrf = await browser.json('DELETE', '/api/users/me/psc', undefined, { xsrf: false });
    expect(withoutXsrf.statusCode).toBe(403);
    expect((await browser.json('DELETE', '/api/users/me/psc')).statusCode).toBe(204);
    expect(await linkState(browser)).toEqual({ available: true, linked: false });

    const elsewhere = portal.browser();
    const { interactionId } = await startSignIn(elsewhere);
    const refused = await pscJourney(elsewhere, `?interactionId=${interactionId}`, new ProviderBrowser(), {
      practitioner: 'claire-dubois',
    });
    expect(spa(refused.location).query.get('err')).toBe('pscSignInDisabled');

    const again = await pscJourney(browser, '?purpose=link', provider, { practitioner: 'claire-dubois' });
    expect(again.location).toBe('/#/myProfile?psc=linked');
  });

  it("refuses another practitioner's identity, and a link whose session ended on the way", async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const other = await pscJourney(browser, '?purpose=link', new ProviderBrowser(), { practitioner: 'elise-fontaine' });
    expect(other.location).toBe('/#/myProfile?psc=mismatch');
    expect(await linkState(browser)).toEqual({ available: true, linked: false });

    // Signed out in another tab while at the provider: the callback links nothing.
    const init = await browser.json('GET', '/psc/init?purpose=link');
    const toProvider = await browser.get(init.json<{ oidcAuthUrl: string }>().oidcAuthUrl);
    const callback = await atProvider(String(toProvider.headers.location), new ProviderBrowser(), {
      practitioner: 'claire-dubois',
    });
    await browser.get('/logoutPortal');
    const lost = await browser.get(callback);
    expect(spa(lost.headers.location as string).route).toBe('login');
    expect((await browser.json('GET', '/api/users/me/psc')).statusCode).toBe(401);
  });

  it('offers no link to an account without RPPS, nor to a visitor', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('secretariat'));
    expect(await linkState(browser)).toEqual({ available: false, linked: false });
    const init = await browser.json('GET', '/psc/init?purpose=link');
    expect(init.statusCode).toBe(400);
    expect(init.json()).toMatchObject({ message: pscMessages.linkNeedsRpps });
    expect((await portal.browser().json('GET', '/psc/init?purpose=link')).statusCode).toBe(401);
    expect((await portal.browser().get('/psc/authorize?purpose=link')).statusCode).toBe(401);
  });

  it('signs out at Pro Santé Connect too after a sign-in by it', async () => {
    const browser = portal.browser();
    const provider = new ProviderBrowser();
    const { interactionId } = await startSignIn(browser);
    await pscJourney(browser, `?interactionId=${interactionId}`, provider, { practitioner: 'claire-dubois' });
    const before = standIn().logouts.length;

    // /logoutPortal → the provider's end_session page, confirmed as its script does.
    const { response: page } = await browser.follow(await browser.get('/logoutPortal'));
    // Its form's redirects end at the provider: the page's form-action allows it.
    expect(page.headers['content-security-policy']).toMatch(
      new RegExp(`form-action [^;]*${new URL(standIn().issuer).origin}`),
    );
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirmed = await browser.postForm(new URL(action, ORIGIN).pathname, { xsrf, logout: 'yes' });
    expect(confirmed.headers.location).toBe(`${ORIGIN}/psc/logout`);
    const toProvider = await browser.get('/psc/logout');
    const logoutUrl = new URL(String(toProvider.headers.location));
    expect(logoutUrl.href.startsWith(`${standIn().issuer}/protocol/openid-connect/logout`)).toBe(true);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);

    const back = await provider.request(logoutUrl.href);
    expect(back.headers.get('location')).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(standIn().logouts.length).toBe(before + 1);
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
    expect(browser.cookie('psc_session')).toBeUndefined();
  });

  it('signs out only at the portal after a password sign-in', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const { response: page } = await browser.follow(await browser.get('/logoutPortal'));
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirmed = await browser.postForm(new URL(action, ORIGIN).pathname, { xsrf, logout: 'yes' });
    expect(confirmed.headers.location).toBe(`${ORIGIN}/`);
  });
});

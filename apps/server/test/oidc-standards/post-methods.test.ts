import { expect, it } from 'vitest';
import { demo, describePortal } from '../support/harness.ts';
import { authorizationRequest, signIn, spa } from '../support/flows.ts';
import { nextAddress, type Browser } from '../support/browser.ts';
import { confirmSignOutPage, DEMO, tokensFor } from './support.ts';

const CLIENT_ORIGIN = new URL(DEMO.redirectUri).origin;

/** A form the client app's page posts to the provider (OpenID Connect Core 3.1.2.1, RP-Initiated Logout 2). */
const postFromClient = (browser: Browser, path: string, fields: Record<string, string>) =>
  browser.postForm(path, fields, { origin: CLIENT_ORIGIN, headers: { 'sec-fetch-site': 'cross-site' } });

describePortal('POST on the authorization and end-session endpoints', (portal) => {
  it('takes an authorization request posted as a form: the sign-in for a visitor, a code once signed in', async () => {
    const visitor = portal.browser();
    const asked = authorizationRequest();
    const fields = Object.fromEntries(new URL(asked.url, 'http://localhost').searchParams);
    const { location: toSignIn } = await visitor.follow(await postFromClient(visitor, '/oidc/auth', fields));
    expect(spa(toSignIn).route).toBe('login');
    expect(spa(toSignIn).query.get('interactionId')).toBeTruthy();

    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const { location } = await browser.follow(await postFromClient(browser, '/oidc/auth', fields));
    const back = new URL(location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(DEMO.redirectUri);
    expect(back.searchParams.get('state')).toBe(asked.state);
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('ends the session on a posted end-session request, back to the app', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const { id_token: idToken } = await tokensFor(portal, browser);

    const { response: page } = await browser.follow(
      await postFromClient(browser, '/oidc/session/end', {
        id_token_hint: idToken,
        post_logout_redirect_uri: 'http://localhost:3001/',
        state: 'etat',
      }),
    );
    const confirmed = await confirmSignOutPage(browser, page);
    expect(nextAddress(confirmed)).toBe('http://localhost:3001/?state=etat');
    expect(spa((await browser.follow(await browser.get(authorizationRequest().url))).location).route).toBe('login');
  });
});

/**
 * What was seen 1: after « Autoriser » (or the code form once consent is remembered), the
 * redirects went portal → `/oidc/auth/{uid}` → LemonLDAP::NG's callback → the application it
 * protects, on another origin. Chromium checks `form-action` on every redirect that follows a form
 * post, and the portal's listed only its apps' redirect origins: the last hop was blocked, the user
 * stayed on the consent screen. These tests follow each form post as Chromium does
 * (`followFormPost`): every redirect of the form against the `form-action` of the page that held it.
 */
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/index.ts';
import type { Browser, Response } from '../support/browser.ts';
import { emailCode, signIn, spa, submitCode, submitPassword, totpCode } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { codeAt, followFormPost, formActionAllows, formActionOf, LEMONLDAP, lemonldapRequest } from './support.ts';

/** A code request of LemonLDAP::NG's, with PKCE (what the portal accepted before, so that only the redirects are at stake). */
const gatewayRequest = (extra: Record<string, string> = {}) =>
  lemonldapRequest({
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ...extra,
  });

describePortal('What was seen 1: a gateway client, whose callback sends the user to another origin', (portal) => {
  /** The SPA's page, whose forms (sign-in, code, consent) are the portal's. */
  const spaPolicy = async () => formActionOf(await portal.browser().get('/', { accept: 'text/html' }));

  /** Opens the gateway in `browser`: where it lands (a screen of the SPA, or the gateway's callback). */
  const openGateway = async (browser: Browser, extra?: Record<string, string>) =>
    (await browser.follow(await browser.get(gatewayRequest(extra).url, { accept: 'text/html' }))).location;

  const answerConsent = (browser: Browser, landed: string | undefined) =>
    browser.postForm(`/oidc/interaction/${spa(landed).query.get('interactionId')}/consent`, {
      prompt: 'consent',
      decision: 'accept',
    });

  it('after « Autoriser », the browser reaches the gateway and the application it protects', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const landed = await openGateway(browser);
    expect(spa(landed).route).toBe('consent');

    const outcome = await followFormPost(browser, await answerConsent(browser, landed), await spaPolicy());
    expect(outcome.blocked).toEqual([]);
    codeAt(outcome.reached);
  });

  it('after the code form, once consent is remembered, the browser reaches the gateway and its application', async () => {
    const first = portal.browser();
    await signIn(first, portal.mail, demo('medecin'));
    await followFormPost(first, await answerConsent(first, await openGateway(first)), ['*']);

    // Another browser, signed out: the gateway's request, the sign-in forms, straight back to it.
    const browser = portal.browser();
    const login = await openGateway(browser);
    const interactionId = spa(login).query.get('interactionId')!;
    const afterPassword = await submitPassword(browser, interactionId, demo('medecin'), DEMO_PASSWORD);
    const factor = spa(afterPassword.headers.location as string).route as 'otp' | 'totp';
    const code = factor === 'totp' ? totpCode() : (await emailCode(browser, portal.mail, demo('medecin'))).code;
    const codeForm = await submitCode(browser, interactionId, code, factor);
    const outcome = await followFormPost(browser, codeForm, await spaPolicy());
    expect(outcome.blocked).toEqual([]);
    codeAt(outcome.reached);
  });

  it('the form_post page lets its form reach the gateway and the application it protects', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    await followFormPost(browser, await answerConsent(browser, await openGateway(browser)), ['*']);

    const page: Response = await browser.get(gatewayRequest({ response_mode: 'form_post' }).url, {
      accept: 'text/html',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(/<form method="post" action="([^"]+)"/.exec(page.body)?.[1]).toBe(LEMONLDAP.redirectUri);
    const formAction = formActionOf(page);
    // The form goes to the gateway, whose answer redirects to the application it protects.
    for (const address of [LEMONLDAP.redirectUri, LEMONLDAP.application]) {
      expect(formActionAllows(formAction, address), address).toBe(true);
    }
  });

  it("the sign-out's confirmation reaches the gateway's return address and where it goes on", async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    // Its state, sent back with the user, carries markup: the page that goes on holds it escaped.
    const state = '"><script>alert(1)</script>';
    const query = new URLSearchParams({
      client_id: LEMONLDAP.id,
      post_logout_redirect_uri: LEMONLDAP.postLogoutRedirectUri,
      state,
    });
    const { response: page } = await browser.follow(await browser.get(`/oidc/session/end?${query}`));
    expect(page.statusCode, page.body).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirmed = await browser.postForm(new URL(action, 'http://localhost:3000').pathname, {
      xsrf,
      logout: 'yes',
    });
    expect(confirmed.body).not.toContain('<script>alert');

    const outcome = await followFormPost(browser, confirmed, formActionOf(page));
    expect(outcome.blocked).toEqual([]);
    expect(outcome.reached).toBe(`${LEMONLDAP.postLogoutRedirectUri}&${new URLSearchParams({ state })}`);
    expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
  });

  it("opens form posts to no other origin on the portal's pages", async () => {
    expect(await spaPolicy()).toEqual(["'self'"]);
    // The sign-out pages: the question to a signed-in user, the confirmation sent at once to the provider otherwise.
    const query = new URLSearchParams({
      client_id: LEMONLDAP.id,
      post_logout_redirect_uri: LEMONLDAP.postLogoutRedirectUri,
    });
    const signedIn = portal.browser();
    await signIn(signedIn, portal.mail, demo('medecin'));
    for (const browser of [signedIn, portal.browser()]) {
      const { response: signOutPage } = await browser.follow(await browser.get(`/oidc/session/end?${query}`));
      expect(signOutPage.statusCode).toBe(200);
      expect(formActionOf(signOutPage)).toEqual(["'self'"]);
    }
  });
});

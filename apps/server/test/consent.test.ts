import { expect, it } from 'vitest';
import type { AuthorizedApp, ConsentRequest } from '@portal/shared';
import { demo, describePortal } from './support/harness.ts';
import { answerProblem } from './fuzz/french-answer.ts';
import type { Browser } from './support/browser.ts';
import { exchangeCode, openClientApp, signIn, spa, userinfo } from './support/flows.ts';

/** The demo's third-party application: public (PKCE), not first-party. */
const PARTNER = { id: 'partenaire', redirectUri: 'http://localhost:3004/callback' };

describePortal('consent of an application that is not first-party', (portal) => {
  /** Opens the partner application: where the browser lands (the consent screen or the app). */
  const openPartner = (browser: Browser) => openClientApp(browser, PARTNER.id, PARTNER.redirectUri);

  /** Answers the consent screen as its form does; answers where the browser lands. */
  async function answer(browser: Browser, interactionId: string, decision: string) {
    const posted = await browser.postForm(`/oidc/interaction/${interactionId}/consent`, {
      prompt: 'consent',
      decision,
    });
    return (await browser.follow(posted)).location ?? '';
  }

  const tokensFor = (browser: Browser, location: string, verifier: string) =>
    exchangeCode(browser, new URL(location).searchParams.get('code')!, verifier, PARTNER);

  it('asks once, in French, what the application may read; a refusal gives it access_denied', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));

    const first = await openPartner(browser);
    const { route, query } = spa(first.location);
    expect(route).toBe('consent');
    const interactionId = query.get('interactionId')!;
    const asked = await browser.json('GET', `/oidc/interaction/${interactionId}`);
    expect(asked.json<ConsentRequest>()).toEqual({
      interactionId,
      interactionType: 'consent',
      clientId: PARTNER.id,
      clientName: 'Laboratoire partenaire',
      scopes: ['openid', 'email', 'profile'],
    });

    const refused = new URL(await answer(browser, interactionId, 'refuse'));
    expect(`${refused.origin}${refused.pathname}`).toBe(PARTNER.redirectUri);
    expect(refused.searchParams.get('error')).toBe('access_denied');
    expect(refused.searchParams.get('error_description')).toMatch(/[éèà]|refus/i);
    expect((await browser.json('GET', '/api/users/me/consents')).json()).toEqual([]);

    const second = await openPartner(browser);
    const secondId = spa(second.location).query.get('interactionId')!;
    const granted = await answer(browser, secondId, 'accept');
    expect(granted).toMatch(/^http:\/\/localhost:3004\/callback\?code=/);
    const tokens = await tokensFor(portal.browser(), granted, second.verifier);
    expect(await userinfo(portal.browser(), tokens.access_token)).toMatchObject({ email: demo('medecin') });

    // Remembered: the next visit goes straight to the application.
    const third = await openPartner(browser);
    expect(third.location).toMatch(/^http:\/\/localhost:3004\/callback\?code=/);
    const apps = (await browser.json('GET', '/api/users/me/consents')).json<AuthorizedApp[]>();
    expect(apps).toEqual([
      {
        clientId: PARTNER.id,
        clientName: 'Laboratoire partenaire',
        scopes: ['email', 'openid', 'profile'],
        grantedAt: expect.any(String),
      },
    ]);
  });

  it('withdraws a consent from the profile: tokens end, the next visit asks again', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const opened = await openPartner(browser);
    const granted = await answer(browser, spa(opened.location).query.get('interactionId')!, 'accept');
    const tokens = await tokensFor(portal.browser(), granted, opened.verifier);

    const withoutXsrf = await browser.json('DELETE', '/api/users/me/consents/partenaire', undefined, { xsrf: false });
    expect(withoutXsrf.statusCode).toBe(403);
    expect((await browser.json('DELETE', '/api/users/me/consents/partenaire')).statusCode).toBe(204);
    expect((await browser.json('GET', '/api/users/me/consents')).json()).toEqual([]);
    const revoked = await portal
      .browser()
      .get('/oidc/me', { accept: 'application/json', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(revoked.statusCode).toBe(401);
    expect(spa((await openPartner(browser)).location).route).toBe('consent');

    const again = await browser.json('DELETE', '/api/users/me/consents/partenaire');
    expect(again.statusCode).toBe(404);
    expect(answerProblem(again)).toBeUndefined();
  });

  it('never asks for a first-party application', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    expect((await openClientApp(browser)).hops).toBe(0);
  });

  it('refuses a consent answer from another site, a bad decision, or without an interaction', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const opened = await openPartner(browser);
    const interactionId = spa(opened.location).query.get('interactionId')!;
    const path = `/oidc/interaction/${interactionId}/consent`;

    const crossSite = await browser.postForm(path, { decision: 'accept' }, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(answerProblem(crossSite)).toBeUndefined();
    const bad = await browser.postForm(path, { decision: 'oui' });
    expect(bad.statusCode).toBe(400);
    expect(answerProblem(bad)).toBeUndefined();
    const stranger = await portal.browser().postForm(path, { decision: 'accept' });
    expect(spa(stranger.headers.location as string).query.get('err')).toBe('sessionNotFound');
    expect((await browser.json('GET', '/api/users/me/consents')).json()).toEqual([]);
  });
});

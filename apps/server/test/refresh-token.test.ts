import { expect, it } from 'vitest';
import { demo, describePortal } from './support/harness.ts';
import { DEMO_CLIENT, exchangeCode, openClientApp, signIn } from './support/flows.ts';

describePortal('refresh tokens for a first-party app', (portal) => {
  it('grants offline access without a consent screen, and the refresh token renews the tokens', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const opened = await openClientApp(browser, undefined, undefined, {
      scope: 'openid email offline_access',
      prompt: 'consent',
    });

    expect(opened.location).toMatch(/^http:\/\/localhost:3001\/callback\?/);
    const code = new URL(opened.location).searchParams.get('code');
    expect(code, opened.location).toBeTruthy();
    const tokens = await exchangeCode(portal.browser(), code!, opened.verifier);
    expect(tokens.refresh_token).toBeTruthy();

    const renewed = await portal.browser().request(
      'POST',
      '/oidc/token',
      { accept: 'application/json', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: DEMO_CLIENT.id,
      }).toString(),
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toHaveProperty('access_token');
  });
});

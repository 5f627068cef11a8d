import { expect, it } from 'vitest';
import { demo, describePortal } from '../support/harness.ts';
import { jwtClaims, signIn } from '../support/flows.ts';
import { AGENDA, DEMO, refresh, tokensFor, type Tokens } from './support.ts';

const OFFLINE = { scope: 'openid email offline_access', prompt: 'consent' };

describePortal('refresh tokens rotate, and a reused one ends the grant', (portal) => {
  it('for a confidential and a public client: one use each, the reuse revokes the newer tokens too', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    for (const client of [AGENDA, DEMO]) {
      const first = await tokensFor(portal, browser, client, OFFLINE);
      const signedInAt = jwtClaims(first.id_token).auth_time;

      const renewed = await refresh(portal, client, first.refresh_token!);
      expect(renewed.statusCode, `${client.id}: ${renewed.body}`).toBe(200);
      const second = renewed.json<Tokens>();
      expect(second.refresh_token, client.id).toBeTruthy();
      expect(second.refresh_token, client.id).not.toBe(first.refresh_token);
      // The renewed ID token still says when the user signed in.
      expect(jwtClaims(second.id_token).auth_time, client.id).toBe(signedInAt);

      const reused = await refresh(portal, client, first.refresh_token!);
      expect(reused.statusCode, client.id).toBe(400);
      expect(reused.json(), client.id).toMatchObject({ error: 'invalid_grant' });
      const newer = await refresh(portal, client, second.refresh_token!);
      expect(newer.statusCode, client.id).toBe(400);
      expect(newer.json(), client.id).toMatchObject({ error: 'invalid_grant' });
      const userinfo = await portal.browser().get('/oidc/me', {
        accept: 'application/json',
        headers: { authorization: `Bearer ${second.access_token}` },
      });
      expect(userinfo.statusCode, client.id).toBe(401);
    }
  });
});

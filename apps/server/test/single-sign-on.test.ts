import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emails, users } from '../src/db/schema.ts';
import { demo, describePortal } from './support/harness.ts';
import {
  codeExchange,
  DEMO_CLIENT,
  exchangeCode,
  jwtClaims,
  openClientApp,
  signIn,
  userinfo,
} from './support/flows.ts';
import type { Browser } from './support/browser.ts';

const SECOND_ADDRESS = 'claire.dubois@chu-lyon.example.fr';

describePortal('single sign-on for a client app', (portal) => {
  /** Opens demo-client: the provider must answer at once with a code; answers the app's tokens. */
  async function grant(browser: Browser) {
    const opened = await openClientApp(browser);
    expect(opened.hops).toBe(0);
    const back = new URL(opened.location);
    expect(`${back.origin}${back.pathname}`).toBe(DEMO_CLIENT.redirectUri);
    expect(back.searchParams.get('state')).toBe(opened.state);
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();
    // The app's server exchanges the code, with no browser cookie.
    const tokens = await exchangeCode(portal.browser(), code!, opened.verifier);
    return { tokens, claims: jwtClaims(tokens.id_token), info: await userinfo(portal.browser(), tokens.access_token) };
  }

  it('gives the signed-in user a code at once, then tokens with the principal address', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const userId = await portal.userId(demo('medecin'));
    const { claims, info } = await grant(browser);
    expect(claims).toMatchObject({ sub: userId, aud: DEMO_CLIENT.id, iss: 'http://localhost:3000/oidc' });
    expect(info).toMatchObject({ sub: userId, email: demo('medecin') });
  });

  it('sends the address bound to the app in its email claim', async () => {
    const browser = portal.browser();
    await portal.db.insert(emails).values({ userId: await portal.userId(demo('medecin')), email: SECOND_ADDRESS });
    await signIn(browser, portal.mail, demo('medecin'));
    const bound = await browser.json(
      'PATCH',
      `/api/users/me/emails/${encodeURIComponent(SECOND_ADDRESS)}/bind-client-app`,
      {
        appClientId: DEMO_CLIENT.id,
      },
    );
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await grant(browser)).info.email).toBe(SECOND_ADDRESS);
  });

  it('gives no tokens for a code whose account was locked after the code was given', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const userId = await portal.userId(demo('medecin'));
    // The code exchange reads the account along with the code (`oidc/adapter.ts`): as it is then.
    const opened = await openClientApp(browser);
    const code = new URL(opened.location).searchParams.get('code')!;
    await portal.db.update(users).set({ locked: true }).where(eq(users.id, userId));
    const refused = await codeExchange(portal.browser(), code, opened.verifier);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe('invalid_grant');
  });

  it('refuses to bind an address of another account, or an unknown app, in French', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const bind = (email: string, appClientId: string) =>
      browser.json('PATCH', `/api/users/me/emails/${encodeURIComponent(email)}/bind-client-app`, { appClientId });

    const notMine = await bind(demo('secretariat'), DEMO_CLIENT.id);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toMatchObject({ message: "Cette adresse email n'appartient pas à votre compte." });
    const noApp = await bind(demo('medecin'), 'inconnue');
    expect(noApp.statusCode).toBe(400);
    expect(noApp.json()).toMatchObject({ message: "Cette application n'existe pas." });
    expect((await grant(browser)).info.email).toBe(demo('medecin'));
  });

  it('refuses binding to an anonymous visitor', async () => {
    const browser = portal.browser();
    await browser.get('/api/config/');
    const response = await browser.json(
      'PATCH',
      `/api/users/me/emails/${encodeURIComponent(demo('medecin'))}/bind-client-app`,
      {
        appClientId: DEMO_CLIENT.id,
      },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Vous devez être connecté.' });
  });
});

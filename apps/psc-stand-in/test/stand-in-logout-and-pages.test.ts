/** The stand-in's logout and its own French pages. */
import { describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { PSC_DEMO_PRACTITIONERS, pscPractitioner, startPscStandIn, type PscStandIn } from '../src/index.ts';
import { CLIENTS, discover, POST_LOGOUT_URI, REDIRECT_URI, SECRET, standInForTests } from './stand-in-fixture.ts';
import { authorize, Browser, location, signIn } from './support.ts';

const standIn = standInForTests();

describe('logout', () => {
  it('ends the session at once and redirects with the state, recording the logout', async () => {
    const config = await discover(standIn(), 'json');
    const browser = new Browser();
    const { tokens, claims } = await signIn(config, browser, {
      redirectUri: REDIRECT_URI,
      practitioner: 'elise-fontaine',
    });
    // Signed in: a second authorization goes straight back, without the choice page.
    const again = await authorize(config, browser, { redirectUri: REDIRECT_URI });
    expect(again.callbackUrl.searchParams.get('code')).toBeTruthy();

    const before = standIn().logouts.length;
    const endSession = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'etat-de-deconnexion',
    });
    const res = await browser.request(endSession);
    expect(res.status).toBe(303);
    const back = location(res, endSession);
    expect(`${back.origin}${back.pathname}`).toBe(POST_LOGOUT_URI);
    expect(back.searchParams.get('state')).toBe('etat-de-deconnexion');
    expect(standIn().logouts.slice(before)).toEqual([{ sub: claims.sub, at: expect.any(Date) }]);

    // Signed out: the choice page again.
    const next = await browser.request(
      client.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT_URI,
        scope: 'openid scope_all',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }),
    );
    expect(location(next, standIn().issuer).pathname).toMatch(/\/interaction\//);
    // And the access token is revoked.
    await expect(client.fetchUserInfo(config, tokens.access_token, claims.sub)).rejects.toThrow();
  });

  it('says in French that the practitioner is signed out when no post_logout_redirect_uri is given', async () => {
    const config = await discover(standIn(), 'json');
    const browser = new Browser();
    const { tokens, claims } = await signIn(config, browser, { redirectUri: REDIRECT_URI });
    const res = await browser.request(client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token! }));
    expect(res.status).toBe(303);
    expect(standIn().logouts.at(-1)?.sub).toBe(claims.sub);
    const page = await browser.request(location(res, standIn().issuer));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Vous êtes déconnecté');
  });

  it('refuses an unregistered post_logout_redirect_uri, in French', async () => {
    const config = await discover(standIn(), 'json');
    const browser = new Browser();
    const { tokens } = await signIn(config, browser, { redirectUri: REDIRECT_URI });
    const before = standIn().logouts.length;
    const res = await browser.request(
      client.buildEndSessionUrl(config, {
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: 'https://ailleurs.example/',
      }),
      { headers: { accept: 'text/html,application/xhtml+xml' } },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Requête invalide');
    expect(standIn().logouts.length).toBe(before);
  });

  it('redirects without a session too (nothing to record)', async () => {
    const config = await discover(standIn(), 'json');
    const { tokens } = await signIn(config, new Browser(), { redirectUri: REDIRECT_URI });
    const before = standIn().logouts.length;
    const res = await new Browser().request(
      client.buildEndSessionUrl(config, {
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: POST_LOGOUT_URI,
        state: 's',
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${POST_LOGOUT_URI}?state=s`);
    expect(standIn().logouts.length).toBe(before);
  });
});

describe('pages', () => {
  async function choicePage(standInUnderTest: PscStandIn = standIn()) {
    const config = await client.discovery(
      new URL(standInUnderTest.discoveryUrl),
      'json',
      {},
      client.ClientSecretBasic(SECRET),
      { execute: [client.allowInsecureRequests] },
    );
    const browser = new Browser();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid scope_all',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      acr_values: 'eidas1',
    });
    const res = await browser.request(authorizationUrl);
    expect(res.status).toBe(303);
    return browser.request(location(res, authorizationUrl));
  }

  it('offers an accessible French choice page, one button per practitioner, without script', async () => {
    const res = await choicePage();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-/);
    expect(csp).toContain("form-action 'self' http://127.0.0.1:9");
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<main>\s*<h1>Pro Santé Connect — environnement de démonstration<\/h1>/);
    expect(html).toContain('remplace Pro Santé Connect pour le développement');
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const buttons = [...html.matchAll(/<button type="submit" name="practitioner" value="([^"]+)">(.*?)<\/button>/g)];
    expect(buttons.map((b) => b[1])).toEqual(PSC_DEMO_PRACTITIONERS.map((p) => p.key));
    const claire = buttons[0]![2]!;
    expect(claire).toContain('Claire Dubois');
    expect(claire).toContain('Médecin — anatomie et cytologie pathologiques');
    expect(claire).toContain('RPPS 10003456786');
    expect(buttons[4]![2]).toContain('Camille TEST');
    expect(html).toContain('<button type="submit" name="cancel" value="1" class="cancel">Annuler</button>');
  });

  it('offers the practitioners given in the options instead', async () => {
    const only = pscPractitioner({
      key: 'jean-martin',
      uuid: '00000000-0000-4000-8000-000000000001',
      codeCivilite: 'M',
      givenName: 'Jean',
      familyName: 'Martin',
      rpps: '10001234565',
      activities: [],
    });
    const other = await startPscStandIn({ port: 0, host: '127.0.0.1', clients: CLIENTS, practitioners: [only] });
    try {
      const html = await (await choicePage(other)).text();
      expect([...html.matchAll(/name="practitioner" value="([^"]+)"/g)].map((m) => m[1])).toEqual(['jean-martin']);
      expect(html).toContain('Jean Martin');
    } finally {
      await other.close();
    }
  });

  it('shows provider errors in French', async () => {
    const res = await fetch(`${standIn().issuer}/protocol/openid-connect/auth?client_id=inconnu&response_type=code`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Pro Santé Connect — environnement de démonstration</h1>');
    expect(html).toContain('Application inconnue');
    expect(html).not.toMatch(/<script/i);
  });

  it('says in French that an interaction expired', async () => {
    const res = await fetch(`${standIn().issuer}/interaction/inconnue`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('La demande de connexion a expiré');
  });

  it('answers other addresses with a French 404', async () => {
    const res = await fetch(`${standIn().url}/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page introuvable');
  });
});

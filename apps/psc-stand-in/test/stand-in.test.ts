import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import * as client from 'openid-client';
import {
  PSC_DEMO_PRACTITIONERS,
  pscPractitioner,
  startPscStandIn,
  type PscStandIn,
  type StandInClient,
} from '../src/index.ts';
import { authorize, Browser, location, signIn } from './support.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/psc/callback';
const POST_LOGOUT_URI = 'http://127.0.0.1:9/';
const SECRET = 'un-secret-de-test';

const base = { client_secret: SECRET, redirect_uris: [REDIRECT_URI], post_logout_redirect_uris: [POST_LOGOUT_URI] };
const CLIENTS: StandInClient[] = [
  { client_id: 'json', ...base },
  { client_id: 'jwt-rs256', ...base, userinfo_signed_response_alg: 'RS256' },
  { client_id: 'jwt-es256', ...base, userinfo_signed_response_alg: 'ES256', id_token_signed_response_alg: 'ES256' },
  {
    client_id: 'post',
    ...base,
    token_endpoint_auth_method: 'client_secret_post',
    userinfo_signed_response_alg: 'RS256',
  },
];

let standIn: PscStandIn;

beforeAll(async () => {
  standIn = await startPscStandIn({ port: 0, host: '127.0.0.1', clients: CLIENTS });
});
afterAll(() => standIn.close());

/** The relying party's configuration, discovered from PSC's non-standard document name. */
async function discover(
  clientId: string,
  fetchImpl?: client.CustomFetch,
  { verifySignatures = true } = {},
): Promise<client.Configuration> {
  const known = CLIENTS.find((c) => c.client_id === clientId)!;
  const auth =
    known.token_endpoint_auth_method === 'client_secret_post'
      ? client.ClientSecretPost(SECRET)
      : client.ClientSecretBasic(SECRET);
  const config = await client.discovery(
    new URL(standIn.discoveryUrl),
    clientId,
    {
      ...(known.userinfo_signed_response_alg
        ? { userinfo_signed_response_alg: known.userinfo_signed_response_alg }
        : {}),
      ...(known.id_token_signed_response_alg
        ? { id_token_signed_response_alg: known.id_token_signed_response_alg }
        : {}),
    },
    auth,
    { execute: [client.allowInsecureRequests] },
  );
  if (fetchImpl) config[client.customFetch] = fetchImpl;
  // openid-client checks the signature of a JWT userinfo (and of the id_token) only when asked.
  if (verifySignatures) client.enableNonRepudiationChecks(config);
  return config;
}

/** A fetch that notes the userinfo answers' content type (and may alter them), and the token requests. */
function watchingUserinfo(alter?: (jwt: string) => string) {
  const seen: { contentType: string | null; body: string }[] = [];
  const tokenRequests: { authorization: string | null; body: string }[] = [];
  const fetchImpl: client.CustomFetch = async (url, options) => {
    if (url.endsWith('/protocol/openid-connect/token')) {
      tokenRequests.push({
        authorization: new Headers(options.headers as HeadersInit).get('authorization'),
        body: String(options.body),
      });
    }
    const res = await fetch(url, options as RequestInit);
    if (!url.endsWith('/protocol/openid-connect/userinfo')) return res;
    const contentType = res.headers.get('content-type');
    let body = await res.text();
    seen.push({ contentType, body });
    if (alter && contentType?.startsWith('application/jwt')) body = alter(body);
    return new Response(body, { status: res.status, headers: res.headers });
  };
  return { seen, tokenRequests, fetchImpl };
}

describe('discovery', () => {
  it('answers at PSC’s name the standard document, with PSC’s paths', async () => {
    const res = await fetch(standIn.discoveryUrl);
    expect(res.status).toBe(200);
    const wallet = await res.json();
    const standard = await (await fetch(`${standIn.issuer}/.well-known/openid-configuration`)).json();
    expect(wallet).toEqual(standard);
    const issuer = standIn.issuer;
    expect(issuer).toMatch(/^http:\/\/localhost:\d+\/auth\/realms\/esante-wallet$/);
    expect(wallet).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      scopes_supported: ['openid', 'scope_all'],
      acr_values_supported: ['eidas1'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      userinfo_signing_alg_values_supported: ['RS256', 'ES256'],
    });
    expect(wallet.claims_supported).toEqual(expect.arrayContaining(['SubjectNameID', 'SubjectRefPro', 'otherIds']));
  });

  it('publishes one RS256 and one ES256 key', async () => {
    const { keys } = await (await fetch(`${standIn.issuer}/protocol/openid-connect/certs`)).json();
    expect(keys.map((k: { alg: string }) => k.alg).sort()).toEqual(['ES256', 'RS256']);
    for (const key of keys) {
      expect(key.kid).toBeTruthy();
      expect(key.d).toBeUndefined();
    }
  });
});

describe('sign-in', () => {
  it('answers JSON userinfo with every PSC claim, and an RS256 id_token with acr, amr, auth_time', async () => {
    const { seen, fetchImpl } = watchingUserinfo();
    const config = await discover('json', fetchImpl);
    const { tokens, claims } = await signIn(config, new Browser(), { redirectUri: REDIRECT_URI });
    const claire = PSC_DEMO_PRACTITIONERS.find((p) => p.key === 'claire-dubois')!;
    expect(decodeProtectedHeader(tokens.id_token!).alg).toBe('RS256');
    expect(claims).toMatchObject({ iss: standIn.issuer, aud: 'json', sub: claire.claims.sub, acr: 'eidas1' });
    expect(claims.amr).toEqual(['pop', 'mfa']);
    expect(typeof claims.auth_time).toBe('number');
    expect(claims.sub).toMatch(/^f:[0-9a-f-]{36}:810003456786$/);

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(seen[0]?.contentType).toMatch(/^application\/json/);
    expect(userinfo).toEqual(claire.claims);
    expect(userinfo).toMatchObject({
      preferred_username: '810003456786',
      SubjectNameID: '810003456786',
      email_verified: false,
      SubjectRole: ['10^1.2.250.1.213.1.1.5.5'],
      SubjectRefPro: {
        codeCivilite: 'MME',
        exercices: [
          {
            codeProfession: '10',
            codeCiviliteDexercice: 'DR',
            activities: [
              {
                numeroFinessSite: '690102348',
                numeroSiretSite: '77123456700010',
                codePostal: '69006',
                codeCommune: '69386',
                codeModeExercice: 'S',
                codeSecteurDactivite: 'SA01',
                telephone: '',
              },
            ],
          },
        ],
      },
    });
  });

  it('answers a signed JWT (application/jwt, RS256) that openid-client verifies', async () => {
    const { seen, fetchImpl } = watchingUserinfo();
    const config = await discover('jwt-rs256', fetchImpl);
    const { tokens, claims } = await signIn(config, new Browser(), {
      redirectUri: REDIRECT_URI,
      practitioner: 'julien-mercier',
    });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(seen[0]?.contentType).toMatch(/^application\/jwt/);
    expect(decodeProtectedHeader(seen[0]!.body).alg).toBe('RS256');
    expect(userinfo.SubjectNameID).toBe('810007890121');
    const [exercice] = (userinfo.SubjectRefPro as { exercices: { activities: { numeroFinessSite: string }[] }[] })
      .exercices;
    expect(exercice?.activities.map((a) => a.numeroFinessSite)).toEqual(['130045677', '330078908']);
  });

  it('signs id_token and userinfo with ES256 when the client asks', async () => {
    const { seen, fetchImpl } = watchingUserinfo();
    const config = await discover('jwt-es256', fetchImpl);
    const { tokens, claims } = await signIn(config, new Browser(), { redirectUri: REDIRECT_URI });
    expect(decodeProtectedHeader(tokens.id_token!).alg).toBe('ES256');
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(decodeProtectedHeader(seen[0]!.body).alg).toBe('ES256');
    expect(userinfo.sub).toBe(claims.sub);
  });

  it('gives a userinfo JWT whose signature was altered, which openid-client refuses', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character of a signature may only carry padding bits: change its top bit.
    const alter = (jwt: string) => jwt.slice(0, -1) + alphabet[(alphabet.indexOf(jwt.at(-1)!) + 32) % 64];
    const { seen, fetchImpl } = watchingUserinfo(alter);
    const config = await discover('jwt-rs256', fetchImpl);
    const { tokens, claims } = await signIn(config, new Browser(), { redirectUri: REDIRECT_URI });
    await expect(client.fetchUserInfo(config, tokens.access_token, claims.sub)).rejects.toMatchObject({
      code: 'OAUTH_INVALID_RESPONSE',
      cause: { message: 'JWT signature verification failed' },
    });
    expect(seen).toHaveLength(1);
  });

  it('is accepted altered by openid-client without enableNonRepudiationChecks (the relying party must enable it)', async () => {
    const { fetchImpl } = watchingUserinfo((jwt) => `${jwt.slice(0, jwt.lastIndexOf('.'))}.AAAA`);
    const config = await discover('jwt-rs256', fetchImpl, { verifySignatures: false });
    const { tokens, claims } = await signIn(config, new Browser(), { redirectUri: REDIRECT_URI });
    await expect(client.fetchUserInfo(config, tokens.access_token, claims.sub)).resolves.toMatchObject({
      sub: claims.sub,
    });
  });

  it('authenticates a client_secret_post client', async () => {
    const { tokenRequests, fetchImpl } = watchingUserinfo();
    const config = await discover('post', fetchImpl);
    const { tokens, claims } = await signIn(config, new Browser(), {
      redirectUri: REDIRECT_URI,
      practitioner: 'nadia-benali',
    });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo.SubjectNameID).toBe('810008901232');
    const [activity] = (userinfo.SubjectRefPro as { exercices: { activities: Record<string, string>[] }[] })
      .exercices[0]!.activities;
    expect(activity).toMatchObject({ numeroFinessSite: '', numeroSiretSite: '52345678900016', codePostal: '31000' });
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.authorization).toBeNull();
    expect(new URLSearchParams(tokenRequests[0]!.body).get('client_secret')).toBe(SECRET);
  });

  it('refuses a wrong client secret', async () => {
    const config = await client.discovery(new URL(standIn.discoveryUrl), 'json', {}, client.ClientSecretBasic('x'), {
      execute: [client.allowInsecureRequests],
    });
    const { callbackUrl, codeVerifier, state } = await authorize(config, new Browser(), { redirectUri: REDIRECT_URI });
    // Basic authentication refused: a 401 with its WWW-Authenticate challenge.
    await expect(
      client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state }),
    ).rejects.toMatchObject({ status: 401, cause: [{ scheme: 'basic', parameters: { error: 'invalid_client' } }] });
  });

  it('answers the sandbox test identity, whose SubjectNameID is not an RPPS', async () => {
    const config = await discover('json');
    const { tokens, claims } = await signIn(config, new Browser(), {
      redirectUri: REDIRECT_URI,
      practitioner: 'test-sandbox',
    });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(claims.sub).toMatch(/^f:[0-9a-f-]{36}:ANS20210107161422$/);
    expect(userinfo).toMatchObject({
      SubjectNameID: 'ANS20210107161422',
      family_name: 'NOM',
      otherIds: [{ identifiant: 'ANS20210107161422' }],
      SubjectRefPro: { exercices: [{ nomDexercice: 'TEST', prenomDexercice: 'Camille' }] },
    });
  });

  it('sends error=access_denied to the redirect URI when « Annuler » is pressed', async () => {
    const config = await discover('json');
    const { callbackUrl, state } = await authorize(config, new Browser(), { redirectUri: REDIRECT_URI, cancel: true });
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(callbackUrl.searchParams.get('state')).toBe(state);
    expect(callbackUrl.searchParams.get('iss')).toBe(standIn.issuer);
    await expect(client.authorizationCodeGrant(config, callbackUrl, { expectedState: state })).rejects.toMatchObject({
      error: 'access_denied',
    });
  });

  it('requires PKCE', async () => {
    const url = new URL(`${standIn.issuer}/protocol/openid-connect/auth`);
    url.search = new URLSearchParams({
      client_id: 'json',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid scope_all',
      state: 'etat',
    }).toString();
    const res = await fetch(url, { redirect: 'manual' });
    const back = location(res, url);
    expect(back.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('state')).toBe('etat');
  });
});

describe('logout', () => {
  it('ends the session at once and redirects with the state, recording the logout', async () => {
    const config = await discover('json');
    const browser = new Browser();
    const { tokens, claims } = await signIn(config, browser, {
      redirectUri: REDIRECT_URI,
      practitioner: 'elise-fontaine',
    });
    // Signed in: a second authorization goes straight back, without the choice page.
    const again = await authorize(config, browser, { redirectUri: REDIRECT_URI });
    expect(again.callbackUrl.searchParams.get('code')).toBeTruthy();

    const before = standIn.logouts.length;
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
    expect(standIn.logouts.slice(before)).toEqual([{ sub: claims.sub, at: expect.any(Date) }]);

    // Signed out: the choice page again.
    const next = await browser.request(
      client.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT_URI,
        scope: 'openid scope_all',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }),
    );
    expect(location(next, standIn.issuer).pathname).toMatch(/\/interaction\//);
    // And the access token is revoked.
    await expect(client.fetchUserInfo(config, tokens.access_token, claims.sub)).rejects.toThrow();
  });

  it('says in French that the practitioner is signed out when no post_logout_redirect_uri is given', async () => {
    const config = await discover('json');
    const browser = new Browser();
    const { tokens, claims } = await signIn(config, browser, { redirectUri: REDIRECT_URI });
    const res = await browser.request(client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token! }));
    expect(res.status).toBe(303);
    expect(standIn.logouts.at(-1)?.sub).toBe(claims.sub);
    const page = await browser.request(location(res, standIn.issuer));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Vous êtes déconnecté');
  });

  it('refuses an unregistered post_logout_redirect_uri, in French', async () => {
    const config = await discover('json');
    const browser = new Browser();
    const { tokens } = await signIn(config, browser, { redirectUri: REDIRECT_URI });
    const before = standIn.logouts.length;
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
    expect(standIn.logouts.length).toBe(before);
  });

  it('redirects without a session too (nothing to record)', async () => {
    const config = await discover('json');
    const { tokens } = await signIn(config, new Browser(), { redirectUri: REDIRECT_URI });
    const before = standIn.logouts.length;
    const res = await new Browser().request(
      client.buildEndSessionUrl(config, {
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: POST_LOGOUT_URI,
        state: 's',
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${POST_LOGOUT_URI}?state=s`);
    expect(standIn.logouts.length).toBe(before);
  });
});

describe('pages', () => {
  async function choicePage(standInUnderTest: PscStandIn = standIn) {
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
    const res = await fetch(`${standIn.issuer}/protocol/openid-connect/auth?client_id=inconnu&response_type=code`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Pro Santé Connect — environnement de démonstration</h1>');
    expect(html).toContain('Application inconnue');
    expect(html).not.toMatch(/<script/i);
  });

  it('says in French that an interaction expired', async () => {
    const res = await fetch(`${standIn.issuer}/interaction/inconnue`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('La demande de connexion a expiré');
  });

  it('answers other addresses with a French 404', async () => {
    const res = await fetch(`${standIn.url}/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page introuvable');
  });
});

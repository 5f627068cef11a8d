/** The stand-in's discovery document and sign-in, as a relying party sees them. */
import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import * as client from 'openid-client';
import { PSC_DEMO_PRACTITIONERS } from '../src/index.ts';
import { discover, REDIRECT_URI, SECRET, standInForTests, watchingUserinfo } from './stand-in-fixture.ts';
import { authorize, Browser, location, signIn } from './support.ts';

const standIn = standInForTests();

describe('discovery', () => {
  it('answers at PSC’s name the standard document, with PSC’s paths', async () => {
    const res = await fetch(standIn().discoveryUrl);
    expect(res.status).toBe(200);
    const wallet = await res.json();
    const standard = await (await fetch(`${standIn().issuer}/.well-known/openid-configuration`)).json();
    expect(wallet).toEqual(standard);
    const issuer = standIn().issuer;
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
    const { keys } = await (await fetch(`${standIn().issuer}/protocol/openid-connect/certs`)).json();
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
    const config = await discover(standIn(), 'json', fetchImpl);
    const { tokens, claims } = await signIn(config, new Browser(), { redirectUri: REDIRECT_URI });
    const claire = PSC_DEMO_PRACTITIONERS.find((p) => p.key === 'claire-dubois')!;
    expect(decodeProtectedHeader(tokens.id_token!).alg).toBe('RS256');
    expect(claims).toMatchObject({ iss: standIn().issuer, aud: 'json', sub: claire.claims.sub, acr: 'eidas1' });
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
    const config = await discover(standIn(), 'jwt-rs256', fetchImpl);
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
    const config = await discover(standIn(), 'jwt-es256', fetchImpl);
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
    const config = await discover(standIn(), 'jwt-rs256', fetchImpl);
    const { tokens, claims } = await signIn(config, new Browser(), { redirectUri: REDIRECT_URI });
    await expect(client.fetchUserInfo(config, tokens.access_token, claims.sub)).rejects.toMatchObject({
      code: 'OAUTH_INVALID_RESPONSE',
      cause: { message: 'JWT signature verification failed' },
    });
    expect(seen).toHaveLength(1);
  });

  it('is accepted altered by openid-client without enableNonRepudiationChecks (the relying party must enable it)', async () => {
    const { fetchImpl } = watchingUserinfo((jwt) => `${jwt.slice(0, jwt.lastIndexOf('.'))}.AAAA`);
    const config = await discover(standIn(), 'jwt-rs256', fetchImpl, { verifySignatures: false });
    const { tokens, claims } = await signIn(config, new Browser(), { redirectUri: REDIRECT_URI });
    await expect(client.fetchUserInfo(config, tokens.access_token, claims.sub)).resolves.toMatchObject({
      sub: claims.sub,
    });
  });

  it('authenticates a client_secret_post client', async () => {
    const { tokenRequests, fetchImpl } = watchingUserinfo();
    const config = await discover(standIn(), 'post', fetchImpl);
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
    const config = await client.discovery(new URL(standIn().discoveryUrl), 'json', {}, client.ClientSecretBasic('x'), {
      execute: [client.allowInsecureRequests],
    });
    const { callbackUrl, codeVerifier, state } = await authorize(config, new Browser(), { redirectUri: REDIRECT_URI });
    // Basic authentication refused: a 401 with its WWW-Authenticate challenge.
    await expect(
      client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state }),
    ).rejects.toMatchObject({ status: 401, cause: [{ scheme: 'basic', parameters: { error: 'invalid_client' } }] });
  });

  it('answers the sandbox test identity, whose SubjectNameID is not an RPPS', async () => {
    const config = await discover(standIn(), 'json');
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
    const config = await discover(standIn(), 'json');
    const { callbackUrl, state } = await authorize(config, new Browser(), { redirectUri: REDIRECT_URI, cancel: true });
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(callbackUrl.searchParams.get('state')).toBe(state);
    expect(callbackUrl.searchParams.get('iss')).toBe(standIn().issuer);
    await expect(client.authorizationCodeGrant(config, callbackUrl, { expectedState: state })).rejects.toMatchObject({
      error: 'access_denied',
    });
  });

  it('requires PKCE', async () => {
    const url = new URL(`${standIn().issuer}/protocol/openid-connect/auth`);
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

/**
 * What was seen 4: ID tokens were ES256 unless a client said otherwise, while OpenID Connect's
 * registration default is RS256 and LemonLDAP::NG 2.16 verifies only RS* and HS* (`JWT signature
 * verification failed`); and a client declared `client_secret_post` (LemonLDAP::NG's default) was
 * refused, only `client_secret_basic` being offered.
 */
import {
  exportJWK,
  generateKeyPair,
  createLocalJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';
import { expect, it } from 'vitest';
import { ConfigError } from '../../src/config/load.ts';
import type { Jwks } from '../../src/oidc/keys.ts';
import { Browser } from '../support/browser.ts';
import { jwtClaims, signIn } from '../support/flows.ts';
import { demo, describePortal, secondApp, type Portal } from '../support/harness.ts';
import { AGENDA, DEMO, tokensFor } from '../oidc-standards/support.ts';
import { LEMONLDAP, lemonldapCode, lemonldapTokenRequest } from './support.ts';

const ISSUER = 'http://localhost:3000/oidc';

/** A private JWK of `alg` as the portal's key file holds it. */
async function privateKey(alg: 'ES256' | 'RS256', kid: string) {
  const { privateKey: key } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 });
  return { ...(await exportJWK(key)), alg, use: 'sig', kid };
}

/** The portal built on this suite's database with another key file: the app, or why it did not start. */
const portalWith = (portal: Portal, jwks: Jwks) => secondApp(portal, { jwks });

describePortal(
  'What was seen 4: RS256 unless a client asks otherwise, client_secret_post per client',
  (portal) => {
    it('signs the ID token of a client that declares nothing RS256 (the JWKS has an RSA key), ES256 for one that asks, the portal’s own ES256', async () => {
      const jwksDocument = (await portal.browser().get('/oidc/jwks')).json<JSONWebKeySet>();
      expect(jwksDocument.keys.map((key) => `${key.kty} ${key.alg}`).sort()).toEqual(['EC ES256', 'RSA RS256']);
      const jwks = createLocalJWKSet(jwksDocument);
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));

      const demoToken = (await tokensFor(portal, browser, DEMO)).id_token;
      expect(decodeProtectedHeader(demoToken).alg).toBe('RS256');
      await jwtVerify(demoToken, jwks, { issuer: ISSUER, audience: DEMO.id, algorithms: ['RS256'] });

      const agendaToken = (await tokensFor(portal, browser, AGENDA)).id_token;
      expect(decodeProtectedHeader(agendaToken).alg).toBe('ES256');
      await jwtVerify(agendaToken, jwks, { issuer: ISSUER, audience: AGENDA.id, algorithms: ['ES256'] });

      // The portal's own ID token, the hint of its sign-out.
      const signOut = new URL(String((await browser.get('/logoutPortal')).headers.location), 'http://localhost:3000');
      const portalToken = signOut.searchParams.get('id_token_hint')!;
      expect(decodeProtectedHeader(portalToken).alg).toBe('ES256');
      await jwtVerify(portalToken, jwks, { issuer: ISSUER, audience: 'portal', algorithms: ['ES256'] });
    });

    it('offers client_secret_post: LemonLDAP::NG exchanges its code with its secret in the form, for an RS256 ID token', async () => {
      const discovery = (await portal.browser().get('/oidc/.well-known/openid-configuration')).json<{
        token_endpoint_auth_methods_supported: string[];
        id_token_signing_alg_values_supported: string[];
      }>();
      expect(discovery.token_endpoint_auth_methods_supported).toContain('client_secret_post');
      expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');

      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      const { code, nonce } = await lemonldapCode(browser);
      const tokens = await lemonldapTokenRequest(portal, code);
      expect(tokens.statusCode, tokens.body).toBe(200);
      const idToken = tokens.json<{ id_token: string }>().id_token;
      expect(decodeProtectedHeader(idToken).alg).toBe('RS256');
      const jwks = createLocalJWKSet((await portal.browser().get('/oidc/jwks')).json<JSONWebKeySet>());
      await jwtVerify(idToken, jwks, { issuer: ISSUER, audience: LEMONLDAP.id, algorithms: ['RS256'] });
      expect(jwtClaims(idToken).nonce).toBe(nonce);
    });

    it('refuses to start with a key file that has no RS256 private key, saying which key to add', async () => {
      const onlyEc = { keys: [await privateKey('ES256', 'es256-seul')] };
      const started = portalWith(portal, onlyEc);
      await expect(started).rejects.toBeInstanceOf(ConfigError);
      await expect(started).rejects.toThrow(/security\.jwks_file : aucune clé privée RS256/);
    });

    it("signs with the first key of each algorithm in the operator's file: a new key put first takes over, the old one still verifies", async () => {
      const jwks = {
        keys: [
          await privateKey('ES256', 'es256-nouvelle'),
          await privateKey('RS256', 'rs256-nouvelle'),
          await privateKey('ES256', 'es256-ancienne'),
          await privateKey('RS256', 'rs256-ancienne'),
        ],
      };
      const app = await portalWith(portal, jwks);
      try {
        await app.ready();
        const rotated: Portal = { ...portal, app, browser: () => new Browser(app) } as Portal;
        const published = (await rotated.browser().get('/oidc/jwks')).json<JSONWebKeySet>();
        expect(published.keys.map((key) => key.kid)).toEqual(jwks.keys.map((key) => key.kid));
        const browser = rotated.browser();
        await signIn(browser, portal.mail, demo('medecin'));
        expect(decodeProtectedHeader((await tokensFor(rotated, browser, DEMO)).id_token).kid).toBe('rs256-nouvelle');
        expect(decodeProtectedHeader((await tokensFor(rotated, browser, AGENDA)).id_token).kid).toBe('es256-nouvelle');
      } finally {
        await app.close();
      }
    });
  },
  {
    configure(config) {
      const agenda = config.oidc_clients.find((app) => app.client_id === AGENDA.id)!;
      Object.assign(agenda, { id_token_signed_response_alg: 'ES256' });
    },
  },
);

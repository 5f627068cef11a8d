import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { expect, it } from 'vitest';
import { clientAppSchema } from '../../src/config/schema.ts';
import { demo, describePortal } from '../support/harness.ts';
import { signIn } from '../support/flows.ts';
import { AGENDA, DEMO, tokensFor } from './support.ts';

describePortal(
  "the ID token's algorithm, per client, from the configuration",
  (portal) => {
    it('signs the ID token of a client configured ES256 with ES256 (verified with the JWKS), others with RS256', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      const jwks = createLocalJWKSet((await portal.browser().get('/oidc/jwks')).json<JSONWebKeySet>());

      const es256 = (await tokensFor(portal, browser, AGENDA)).id_token;
      expect(decodeProtectedHeader(es256).alg).toBe('ES256');
      const { payload } = await jwtVerify(es256, jwks, {
        issuer: 'http://localhost:3000/oidc',
        audience: AGENDA.id,
        algorithms: ['ES256'],
      });
      expect(payload.sub).toBe(await portal.userId(demo('medecin')));

      const rs256 = (await tokensFor(portal, browser, DEMO)).id_token;
      expect(decodeProtectedHeader(rs256).alg).toBe('RS256');
      await jwtVerify(rs256, jwks, { audience: DEMO.id, algorithms: ['RS256'] });
    });

    it('accepts only ES256 and RS256 in the configuration', () => {
      const app = {
        client_id: 'app',
        client_name: 'App',
        portal_name: 'App',
        main_url: '/',
        public: true,
        redirect_uris: ['https://app.example.fr/callback'],
      };
      expect(clientAppSchema.safeParse({ ...app, id_token_signed_response_alg: 'ES256' }).data).toMatchObject({
        id_token_signed_response_alg: 'ES256',
      });
      expect(clientAppSchema.safeParse({ ...app, id_token_signed_response_alg: 'HS256' }).success).toBe(false);
    });
  },
  {
    configure(config) {
      const agenda = config.oidc_clients.find((app) => app.client_id === AGENDA.id)!;
      Object.assign(agenda, { id_token_signed_response_alg: 'ES256' });
    },
  },
);

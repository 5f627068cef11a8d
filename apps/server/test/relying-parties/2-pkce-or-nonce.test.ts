/**
 * What was seen 2: LemonLDAP::NG 2.16 sends no code_challenge (it uses the nonce), and the portal
 * answered `Requête invalide.`, neither it nor the log saying why. PKCE stays required by default; a
 * confidential client may be declared to prove its code with the nonce instead (RFC 9700, 2.1.1);
 * every refusal says what is missing or wrong, and the portal logs one line per refused request.
 */
import { expect, it } from 'vitest';
import { oauthErrorMessages, oauthRefusalMessages, oauthText } from '@portal/shared';
import { clientAppSchema } from '../../src/config/schema.ts';
import { createLogger } from '../../src/logger.ts';
import type { Browser } from '../support/browser.ts';
import { authorizationRequest, DEMO_CLIENT, jwtClaims, signIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { AGENDA } from '../oidc-standards/support.ts';
import { LEMONLDAP, lemonldapCode, lemonldapRequest, lemonldapTokenRequest } from './support.ts';

const lines: string[] = [];
const log = createLogger('info', { write: (line: string) => void lines.push(line) });
/** The lines the portal logged for refused requests since `from`. */
const refusals = (from: number) =>
  lines
    .slice(from)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => /request refused$/.test(String(entry.msg)))
    .map(({ msg, clientId, error, reason }) => ({ msg, clientId, error, reason }));

/** The refusal a client app receives at its redirect URI. */
async function refusalAt(browser: Browser, url: string) {
  const { location } = await browser.follow(await browser.get(url, { accept: 'text/html' }));
  const answer = new URL(location ?? '');
  return {
    at: `${answer.origin}${answer.pathname}`,
    error: answer.searchParams.get('error'),
    description: answer.searchParams.get('error_description'),
  };
}

describePortal(
  'What was seen 2: PKCE, or the nonce for a confidential client declared so; refusals that say why',
  (portal) => {
    it("accepts LemonLDAP::NG's request (no code_challenge, a nonce): its code, exchanged, gives an ID token with that nonce", async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      const { code, nonce } = await lemonldapCode(browser);

      const tokens = await lemonldapTokenRequest(portal, code);
      expect(tokens.statusCode, tokens.body).toBe(200);
      const claims = jwtClaims(tokens.json<{ id_token: string }>().id_token);
      expect(claims).toMatchObject({
        aud: LEMONLDAP.id,
        nonce,
        sub: await portal.userId(demo('medecin')),
      });
    });

    it('refuses that client a request without nonce, or without the openid scope, saying so; one log line each', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      const from = lines.length;
      const refused = (description: string) => ({
        at: 'http://localhost:3007/',
        error: 'invalid_request',
        description,
      });
      const nonceMissing = oauthText(oauthRefusalMessages.nonceMissing);
      const withoutNonce = new URL(lemonldapRequest().url, 'http://x').searchParams;
      withoutNonce.delete('nonce');
      expect(await refusalAt(browser, `/oidc/auth?${withoutNonce}`)).toEqual(refused(nonceMissing));
      expect(await refusalAt(browser, lemonldapRequest({ nonce: '' }).url)).toEqual(refused(nonceMissing));
      const openidMissing = oauthText(oauthRefusalMessages.openidScopeMissing);
      expect(await refusalAt(browser, lemonldapRequest({ scope: 'email profile' }).url)).toEqual(
        refused(openidMissing),
      );
      // Twice the same parameter: refused, whichever it is.
      const twice = `${lemonldapRequest().url}&nonce=autre`;
      expect(await refusalAt(browser, twice)).toMatchObject({ error: 'invalid_request' });
      expect(refusals(from)).toEqual(
        [nonceMissing, nonceMissing, openidMissing, expect.stringMatching(/^Requete invalide/)].map((reason) => ({
          msg: 'authorization request refused',
          clientId: LEMONLDAP.id,
          error: 'invalid_request',
          reason,
        })),
      );
    });

    it('keeps PKCE required of every other client, public or confidential, saying it is what is missing', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      const from = lines.length;
      const withoutPkce = (clientId: string, redirectUri: string) => {
        const query = new URL(authorizationRequest(clientId, redirectUri).url, 'http://x').searchParams;
        query.delete('code_challenge');
        query.delete('code_challenge_method');
        return `/oidc/auth?${query}`;
      };
      for (const [clientId, redirectUri] of [
        [DEMO_CLIENT.id, DEMO_CLIENT.redirectUri],
        [AGENDA.id, AGENDA.redirectUri],
      ] as const) {
        expect(await refusalAt(browser, withoutPkce(clientId, redirectUri))).toEqual({
          at: redirectUri,
          error: 'invalid_request',
          description: 'Requete invalide : code_challenge absent (PKCE requis).',
        });
      }
      const plain = authorizationRequest(DEMO_CLIENT.id, DEMO_CLIENT.redirectUri, { code_challenge_method: 'plain' });
      expect((await refusalAt(browser, plain.url)).description).toBe(oauthText(oauthRefusalMessages.pkceMethod));
      expect(refusals(from).map(({ clientId, reason }) => ({ clientId, reason }))).toEqual([
        { clientId: DEMO_CLIENT.id, reason: 'Requete invalide : code_challenge absent (PKCE requis).' },
        { clientId: AGENDA.id, reason: 'Requete invalide : code_challenge absent (PKCE requis).' },
        { clientId: DEMO_CLIENT.id, reason: oauthText(oauthRefusalMessages.pkceMethod) },
      ]);
    });

    it('refuses `pkce: false` for a public client at start, in French', () => {
      const app = {
        client_id: 'app',
        client_name: 'App',
        portal_name: 'App',
        main_url: '/',
        redirect_uris: ['https://app.example.fr/callback'],
      };
      const publicWithoutPkce = clientAppSchema.safeParse({ ...app, public: true, pkce: false });
      expect(publicWithoutPkce.success).toBe(false);
      expect(publicWithoutPkce.error?.issues).toEqual([
        expect.objectContaining({ path: ['pkce'], message: expect.stringMatching(/^pkce: false est réservé/) }),
      ]);
      const confidential = clientAppSchema.safeParse({ ...app, client_secret: 's3cret', pkce: false });
      expect(confidential.data).toMatchObject({ pkce: false });
      expect(clientAppSchema.parse({ ...app, public: true }).pkce).toBe(true);
    });

    it('says an unknown redirect URI is what is wrong, on the page (the app cannot be sent it) and in one log line', async () => {
      const from = lines.length;
      const url = authorizationRequest(DEMO_CLIENT.id, 'http://localhost:3001/ailleurs').url;
      for (const accept of ['text/html', 'application/json']) {
        const page = await portal.browser().get(url, { accept });
        expect(page.statusCode).toBe(400);
        expect(page.body).toContain(oauthErrorMessages.invalid_redirect_uri.replaceAll("'", '&#39;'));
      }
      expect(refusals(from)).toEqual(
        Array.from({ length: 2 }, () => ({
          msg: 'authorization request refused',
          clientId: DEMO_CLIENT.id,
          error: 'invalid_redirect_uri',
          reason:
            "L'adresse de retour (redirect_uri) ne correspond a aucune adresse enregistree pour cette application.",
        })),
      );
    });

    it("says what is wrong with the client's authentication at the token endpoint; one log line each", async () => {
      const from = lines.length;
      const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
      const tokenRequest = (form: Record<string, string>, authorization?: string) =>
        portal.browser().request(
          'POST',
          '/oidc/token',
          {
            accept: 'application/json',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              ...(authorization ? { authorization } : {}),
            },
          },
          new URLSearchParams({
            grant_type: 'authorization_code',
            code: 'inconnu',
            redirect_uri: 'x',
            ...form,
          }).toString(),
        );
      const secret = portal.config.oidc_clients.find((app) => app.client_id === LEMONLDAP.id)!.client_secret!;
      const answers = {
        // Declared client_secret_post, authenticated in Basic.
        basicForPost: await tokenRequest({}, basic(LEMONLDAP.id, secret)),
        // Declared client_secret_basic, its secret in the form.
        postForBasic: await tokenRequest({ client_id: AGENDA.id, client_secret: AGENDA.secret }),
        wrongSecret: await tokenRequest({ client_id: LEMONLDAP.id, client_secret: 'autre' }),
        unknownClient: await tokenRequest({ client_id: 'inconnue', client_secret: 'autre' }),
        noAuthentication: await tokenRequest({ client_id: LEMONLDAP.id }),
        bothWays: await tokenRequest({ client_id: LEMONLDAP.id, client_secret: secret }, basic(LEMONLDAP.id, secret)),
      };
      const described = Object.fromEntries(
        Object.entries(answers).map(([name, answer]) => [name, [answer.statusCode, answer.json()]]),
      );
      expect(described).toEqual({
        basicForPost: [
          401,
          {
            error: 'invalid_client',
            error_description:
              "Authentification de l'application refusee : elle est declaree en client_secret_post (token_endpoint_auth_method).",
          },
        ],
        postForBasic: [
          401,
          {
            error: 'invalid_client',
            error_description:
              "Authentification de l'application refusee : elle est declaree en client_secret_basic (token_endpoint_auth_method).",
          },
        ],
        wrongSecret: [
          401,
          {
            error: 'invalid_client',
            error_description: "Authentification de l'application refusee : client_secret incorrect.",
          },
        ],
        unknownClient: [
          401,
          {
            error: 'invalid_client',
            error_description: "Application cliente inconnue : aucune application n'est declaree sous ce client_id.",
          },
        ],
        noAuthentication: [
          401,
          {
            error: 'invalid_client',
            error_description:
              "Authentification de l'application refusee : elle est declaree en client_secret_post (token_endpoint_auth_method).",
          },
        ],
        bothWays: [
          400,
          {
            error: 'invalid_request',
            error_description: "Requete invalide : l'application s'authentifie de plusieurs facons a la fois.",
          },
        ],
      });
      expect(refusals(from).map(({ msg, clientId }) => `${msg} ${clientId}`)).toEqual([
        `token request refused ${LEMONLDAP.id}`,
        `token request refused ${AGENDA.id}`,
        `token request refused ${LEMONLDAP.id}`,
        'token request refused inconnue',
        `token request refused ${LEMONLDAP.id}`,
        `token request refused ${LEMONLDAP.id}`,
      ]);
    });
  },
  { log },
);

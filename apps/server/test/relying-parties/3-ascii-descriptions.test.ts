/**
 * What was seen 3: `error_description` carried accents (« Requête invalide. », « Jeton d'accès
 * invalide ou expiré. »…), which RFC 6749 (4.1.2.1, 5.2) and RFC 6750 (3) do not allow there, and
 * userinfo's `WWW-Authenticate` said `invalid token provided` in English under a French body. Now
 * every description is French in printable ASCII without `"` nor `\`; a page keeps its accents.
 */
import { expect, it } from 'vitest';
import { oauthErrorMessages, oauthFallbackMessages, oauthRefusalMessages, oauthText } from '@portal/shared';
import type { Browser, Response } from '../support/browser.ts';
import { authorizationRequest, DEMO_CLIENT, openClientApp, signIn, spa } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { AGENDA, tokenRequest } from '../oidc-standards/support.ts';

/** What RFC 6749 allows in `error_description`: %x20-21 / %x23-5B / %x5D-7E. */
const OAUTH_TEXT = /^[\x20-\x21\x23-\x5b\x5d-\x7e]+$/;
/** French words, one of which every description has (and none of the provider's English). */
const FRENCH =
  /\b(le|la|les|l|de|des|du|d|un|une|est|et|ou|ne|n|ce|cette|requete|invalide|acces|refuse|jeton|ressource|service|cliente)\b/i;

const descriptionIn = (location: string | undefined) =>
  new URL(location ?? '', 'http://localhost:3000').searchParams.get('error_description');

describePortal("What was seen 3: OAuth's descriptions in French, in printable ASCII", (portal) => {
  it('writes every description an application can receive in French ASCII: redirects, bodies, challenges', async () => {
    const browser: Browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    const withoutPkce = new URL(authorizationRequest().url, 'http://x').searchParams;
    withoutPkce.delete('code_challenge');
    withoutPkce.delete('code_challenge_method');
    const partner = await openClientApp(browser, 'partenaire', 'http://localhost:3004/callback');
    const refusedConsent = await browser.follow(
      await browser.postForm(`/oidc/interaction/${spa(partner.location).query.get('interactionId')}/consent`, {
        prompt: 'consent',
        decision: 'refuse',
      }),
    );
    const userinfo: Response = await portal.browser().get('/oidc/me', {
      accept: 'application/json',
      headers: { authorization: 'Bearer inconnu' },
    });
    const json = (response: Response) => response.json<{ error_description: string }>().error_description;

    const descriptions = {
      pkceMissing: descriptionIn((await browser.follow(await browser.get(`/oidc/auth?${withoutPkce}`))).location),
      accessDenied: descriptionIn(refusedConsent.location),
      invalidGrant: json(
        await tokenRequest(portal, AGENDA, {
          grant_type: 'authorization_code',
          code: 'inconnu',
          redirect_uri: AGENDA.redirectUri,
        }),
      ),
      invalidClient: json(
        await tokenRequest(portal, { ...AGENDA, secret: 'autre' }, { grant_type: 'authorization_code', code: 'x' }),
      ),
      missingParameter: json(await tokenRequest(portal, AGENDA, { grant_type: 'authorization_code' })),
      invalidToken: json(userinfo),
      notFound: json(await portal.browser().get('/oidc/inconnu', { accept: 'application/json' })),
    };
    expect(descriptions).toEqual({
      pkceMissing: 'Requete invalide : code_challenge absent (PKCE requis).',
      accessDenied: 'Acces refuse.',
      invalidGrant: 'Le code ou le jeton presente est invalide, expire ou deja utilise.',
      invalidClient: "Authentification de l'application refusee : client_secret incorrect.",
      missingParameter: 'Requete invalide : parametre obligatoire manquant (code).',
      invalidToken: "Jeton d'acces invalide ou expire.",
      notFound: 'Ressource introuvable.',
    });

    // Userinfo's challenge says the same as its body.
    expect(userinfo.statusCode).toBe(401);
    expect(userinfo.headers['www-authenticate']).toBe(
      `Bearer realm="http://localhost:3000/oidc", error="invalid_token", error_description="Jeton d'acces invalide ou expire."`,
    );
  });

  it('writes every description the portal has for OAuth in French ASCII', () => {
    const texts = [
      ...Object.values(oauthErrorMessages),
      oauthFallbackMessages.refused,
      oauthFallbackMessages.missingParameters(['code', 'redirect_uri']),
      ...Object.values(oauthRefusalMessages).map((message) =>
        typeof message === 'string' ? message : message('client_secret_post'),
      ),
    ];
    for (const text of texts) {
      const described = oauthText(text);
      expect(described, text).toMatch(OAUTH_TEXT);
      expect(described, text).toMatch(FRENCH);
    }
    expect(oauthText('« Requête » refusée : l’accès…\u00a0“ok” \\ fin')).toBe(
      "' Requete ' refusee : l'acces... 'ok'  fin",
    );
  });

  it('keeps the accents on the page a person reads', async () => {
    const page = await portal
      .browser()
      .get(authorizationRequest(DEMO_CLIENT.id, 'http://localhost:3001/ailleurs').url, {
        accept: 'text/html',
      });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('ne correspond à aucune adresse enregistrée');
  });
});

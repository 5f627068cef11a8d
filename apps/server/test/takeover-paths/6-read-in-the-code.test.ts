/**
 * What was seen 6, read in the code (the items of this file; the e-mail validation and the frozen
 * directory verdict are tested elsewhere): codes and refresh tokens consumed at the end of the
 * request, the logout of whoever opens a link with someone's old `id_token_hint`, a missing `acr`
 * from Pro Santé Connect accepted, the last super administrator deleting their own account, and
 * `confirmNewPassword` missing from the log redaction list.
 */
import { pscTransactions } from '../../src/psc/transaction.ts';
import { sealedValues } from '../../src/security/sealed-values.ts';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import * as shared from '@portal/shared';
import { adminMessages, oauthErrorMessages, oauthText, profileMessages, signOutPageLabels } from '@portal/shared';
import { startPscStandIn, type PscStandIn } from '@portal/psc-stand-in';
import { createOidcAdapter } from '../../src/oidc/adapter.ts';
import { createLogger } from '../../src/logger.ts';
import { maskedUrl, REDACTED, SECRET_FIELDS } from '../../src/log-redaction.ts';
import { DEFAULT_CONFIG_FILE, loadConfig } from '../../src/config/load.ts';
import { createPscRelyingParty, PscRefused } from '../../src/psc/relying-party.ts';
import { users } from '../../src/db/schema.ts';
import type { Browser, Response } from '../support/browser.ts';
import { openClientApp, signIn, spa, startSignIn } from '../support/flows.ts';
import { demo, describePortal, TEST_OVERLAY } from '../support/harness.ts';
import { confirmSignOutPage, DEMO, refresh, tokenRequest, tokensFor } from '../oidc-standards/support.ts';
import { userinfoStatus } from '../credentials-and-abuse/support.ts';
import { act, acted, expectRefusal } from '../admin/support.ts';
import { adminCalls, codeStepCalls, providerCalls, publicCalls, signedInCalls, signingInCalls } from '../fuzz/calls.ts';
import {
  atProvider,
  describePortalWithPsc,
  PSC_CALLBACK,
  PSC_CLIENT,
  ProviderBrowser,
  pscJourney,
} from '../psc/support.ts';

const logLines: string[] = [];
const log = createLogger('info', { write: (line: string) => void logLines.push(line) });

const OFFLINE = { scope: 'openid email offline_access', prompt: 'consent' };
const me = (browser: Browser) => browser.get('/me', { accept: 'application/json' });

/** The provider's sign-out page for `idToken`, as a link opened in `browser`. */
async function signOutLink(browser: Browser, idToken: string): Promise<Response> {
  const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://localhost:3001/' });
  const { response } = await browser.follow(await browser.get(`/oidc/session/end?${query}`, { accept: 'text/html' }));
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Whether the page signs out by itself (its script submits the form) rather than asking. */
const signsOutAtOnce = (page: Response) => page.body.includes('/oidc-logout.js');

/** The page asks: a button that signs out, a link that stays, both in French. */
function expectAsks(page: Response): void {
  expect(signsOutAtOnce(page)).toBe(false);
  expect(page.body).toContain(signOutPageLabels.question);
  expect(page.body).toMatch(new RegExp(`<button[^>]*>${signOutPageLabels.confirm}</button>`));
  expect(page.body).toMatch(new RegExp(`<a[^>]*href="/"[^>]*>${signOutPageLabels.staySignedIn}</a>`));
}

describePortal(
  'What was seen 6, read in the code',
  (portal) => {
    describe('authorization codes and refresh tokens are consumed at the end of the request', () => {
      // The race of two redemptions, made step by step: the slower one read the row before the
      // other consumed it (6-concurrent-redemptions.test.ts runs them at once).
      it('refuses a redemption of a code that another consumed after it was read, and ends the grant', async () => {
        const browser = portal.browser();
        await signIn(browser, portal.mail, demo('medecin'));
        const opened = await openClientApp(browser, DEMO.id, DEMO.redirectUri);
        const code = new URL(opened.location).searchParams.get('code')!;
        const codes = new (createOidcAdapter(portal.db))('AuthorizationCode');
        expect((await codes.find(code))?.consumed).toBeUndefined();

        const first = await tokenRequest(portal, DEMO, {
          grant_type: 'authorization_code',
          code,
          redirect_uri: DEMO.redirectUri,
          code_verifier: opened.verifier,
        });
        expect(first.statusCode, first.body).toBe(200);
        await expect(codes.consume(code)).rejects.toMatchObject({ error: 'invalid_grant' });
        expect(await userinfoStatus(portal, first.json<{ access_token: string }>().access_token)).toBe(401);
      });

      it('refuses a refresh token that another renewal consumed after it was read, and ends the grant', async () => {
        const browser = portal.browser();
        await signIn(browser, portal.mail, demo('medecin'));
        const tokens = await tokensFor(portal, browser, DEMO, OFFLINE);
        const refreshTokens = new (createOidcAdapter(portal.db))('RefreshToken');
        expect((await refreshTokens.find(tokens.refresh_token!))?.consumed).toBeUndefined();

        const renewed = await refresh(portal, DEMO, tokens.refresh_token!);
        expect(renewed.statusCode, renewed.body).toBe(200);
        await expect(refreshTokens.consume(tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
        const newer = renewed.json<{ refresh_token: string; access_token: string }>();
        const again = await refresh(portal, DEMO, newer.refresh_token);
        expect(again.json()).toEqual({
          error: 'invalid_grant',
          error_description: oauthText(oauthErrorMessages.invalid_grant),
        });
        expect(await userinfoStatus(portal, newer.access_token)).toBe(401);
      });
    });

    describe('/oidc/session/end with any user’s old id_token_hint signs out whoever opens the link', () => {
      it("asks, and signs nobody out, when the link carries another user's ID token", async () => {
        const stranger = portal.browser();
        await signIn(stranger, portal.mail, demo('secretariat'));
        const { id_token: strangersToken } = await tokensFor(portal, stranger);

        const victim = portal.browser();
        await signIn(victim, portal.mail, demo('medecin'));
        expectAsks(await signOutLink(victim, strangersToken));
        // "Rester connecté" goes back to the portal: still signed in, the apps open without a form.
        expect((await me(victim)).statusCode).toBe(200);
        expect((await openClientApp(victim)).hops).toBe(0);
        expect((await me(stranger)).statusCode).toBe(200);
      });

      it("asks when the ID token is the same user's, from a session that ended since", async () => {
        const browser = portal.browser();
        await signIn(browser, portal.mail, demo('medecin'));
        const { id_token: oldToken } = await tokensFor(portal, browser);
        await confirmSignOutPage(browser, (await browser.follow(await browser.get('/logoutPortal'))).response);
        expect((await me(browser)).statusCode).toBe(401);

        await signIn(browser, portal.mail, demo('medecin'));
        const page = await signOutLink(browser, oldToken);
        expectAsks(page);
        // Asked, the user may still choose to sign out.
        await confirmSignOutPage(browser, page);
        expect((await me(browser)).statusCode).toBe(401);
      });

      it("signs out at once with an ID token of this very session: an app's sign-out, the portal's own", async () => {
        const browser = portal.browser();
        await signIn(browser, portal.mail, demo('medecin'));
        const { id_token: idToken } = await tokensFor(portal, browser);
        expect(signsOutAtOnce(await signOutLink(browser, idToken))).toBe(true);

        const portalSignOut = (await browser.follow(await browser.get('/logoutPortal'))).response;
        expect(signsOutAtOnce(portalSignOut)).toBe(true);
        await confirmSignOutPage(browser, portalSignOut);
        expect((await me(browser)).statusCode).toBe(401);
      });
    });

    describe('the last super administrator can delete their own account, or be demoted', () => {
      it('refuses the only super administrator the deletion of their own account, in French', async () => {
        const browser = portal.browser();
        await signIn(browser, portal.mail, demo('superadmin'));
        const superId = await portal.userId(demo('superadmin'));
        portal.mail.clear();

        expectRefusal(await browser.json('DELETE', '/api/users/me'), 409, profileMessages.lastSuperAdminDeletion);
        expect((await me(browser)).statusCode).toBe(200);
        expect(portal.mail.to(demo('superadmin'), /supprimé/)).toHaveLength(0);
        // Nor may they take their own rights away.
        expectRefusal(await act(browser, superId, 'super-admin', { superAdmin: false }), 403);
        const [row] = await portal.db.select().from(users).where(eq(users.id, superId));
        expect(row).toMatchObject({ isSuperAdmin: true, locked: false });
      });

      it('of two super administrators deleting themselves at once, lets one only go', async () => {
        const superAdmin = portal.browser();
        await signIn(superAdmin, portal.mail, demo('superadmin'));
        await acted(superAdmin, await portal.userId(demo('admin.lyon')), 'super-admin', { superAdmin: true });
        const other = portal.browser();
        await signIn(other, portal.mail, demo('admin.lyon'));

        const answers = await Promise.all(
          [superAdmin, other].map((browser) => browser.json('DELETE', '/api/users/me')),
        );
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        expectRefusal(
          answers.find((answer) => answer.statusCode === 409)!,
          409,
          profileMessages.lastSuperAdminDeletion,
        );
        const left = await portal.db.select().from(users).where(eq(users.isSuperAdmin, true));
        expect(left).toHaveLength(1);
      });

      it('of two super administrators locking each other at once, lets one only pass', async () => {
        const superAdmin = portal.browser();
        await signIn(superAdmin, portal.mail, demo('superadmin'));
        const lyonId = await portal.userId(demo('admin.lyon'));
        await acted(superAdmin, lyonId, 'super-admin', { superAdmin: true });
        const other = portal.browser();
        await signIn(other, portal.mail, demo('admin.lyon'));

        const reason = { reason: 'Compte compromis' };
        const answers = await Promise.all([
          act(superAdmin, lyonId, 'lock', reason),
          act(other, await portal.userId(demo('superadmin')), 'lock', reason),
        ]);
        expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
        // Refused by the count when both had passed their guards, or by the guard when the other's
        // lock, first, had ended the loser's sessions.
        const loser = answers.find((answer) => answer.statusCode !== 200)!;
        if (loser.statusCode === 409) expectRefusal(loser, 409, adminMessages.lastSuperAdmin);
        else expect(loser.statusCode).toBe(401);
        const active = await portal.db.select().from(users).where(eq(users.isSuperAdmin, true));
        expect(active.filter((user) => !user.locked)).toHaveLength(1);
      });
    });

    describe('confirmNewPassword is not in the log redaction list', () => {
      it('masks the password change’s confirmation in what it logs: an address, a body', async () => {
        const browser = portal.browser();
        await signIn(browser, portal.mail, demo('medecin'));
        const secret = 'Confirmation-Secrete-2026!';
        logLines.length = 0;
        await browser.json('PATCH', `/api/users/me/password?confirmNewPassword=${secret}`, {
          currentPassword: 'faux',
          newPassword: secret,
          confirmNewPassword: secret,
        });
        log.info(
          { body: { confirmNewPassword: secret }, confirmNewPassword: secret },
          'a body as a service would log it',
        );
        expect(logLines.join('\n')).toContain(`confirmNewPassword=${REDACTED}`);
        expect(logLines.join('\n')).not.toContain(secret);
      });

      it('redacts every field of the calls and shared call shapes that carries a password, a code or a token', () => {
        const redacted = new Set(SECRET_FIELDS.map((field) => field.toLowerCase()));
        const credentials = [...everyFieldName()].filter((name) => CREDENTIAL.test(name) && !NOT_CREDENTIALS.has(name));
        expect(credentials.length).toBeGreaterThan(10);
        expect(credentials.filter((name) => !redacted.has(name.toLowerCase()))).toEqual([]);
        for (const name of credentials) expect(maskedUrl(`/x?${name}=valeur`), name).toBe(`/x?${name}=${REDACTED}`);
      });
    });
  },
  { log },
);

describe('a missing acr from Pro Santé Connect is accepted', () => {
  describePortalWithPsc(
    'a Pro Santé Connect that does not say how the practitioner authenticated',
    (portal) => {
      it('refuses the sign-in as a failed callback, logged with the reason', async () => {
        const browser = portal.browser();
        const { interactionId } = await startSignIn(browser);
        logLines.length = 0;
        const { location } = await pscJourney(browser, `?interactionId=${interactionId}`, new ProviderBrowser(), {
          practitioner: 'claire-dubois',
        });
        const { route, query } = spa(location);
        expect(route).toBe('login');
        expect(query.get('err')).toBe('PSCConnectionFailed');
        expect((await me(browser)).statusCode).toBe(401);
        const logged = logLines.map((line) => JSON.parse(line) as { err?: { message?: string } });
        expect(logged.some((entry) => /\bacr\b/.test(entry.err?.message ?? ''))).toBe(true);
      });
    },
    { client: { acr: null }, log },
  );

  const started: PscStandIn[] = [];
  const standIn = async (acr: string) => {
    const provider = await startPscStandIn({
      port: 0,
      clients: [{ client_id: PSC_CLIENT.id, client_secret: PSC_CLIENT.secret, redirect_uris: [PSC_CALLBACK], acr }],
    });
    started.push(provider);
    return provider;
  };

  it('refuses a class lower than the one asked (eidas1), and accepts it', async () => {
    try {
      for (const [acr, accepted] of [
        ['eidas0', false],
        ['urn:exemple:faible', false],
        ['eidas1', true],
      ] as const) {
        const provider = await standIn(acr);
        const config = loadConfig(DEFAULT_CONFIG_FILE, { PORTAL_CONFIG_OVERLAY: TEST_OVERLAY });
        Object.assign(config.psc, {
          issuer: provider.issuer,
          client_id: PSC_CLIENT.id,
          client_secret: PSC_CLIENT.secret,
        });
        const relyingParty = createPscRelyingParty(config);
        const transaction = pscTransactions(sealedValues(config.security.cookie_keys), 600).start({
          purpose: 'signIn',
        });
        const url = await relyingParty.authorizationRequest(transaction);
        const callback = await atProvider(url, new ProviderBrowser(), { practitioner: 'claire-dubois' });
        const authenticated = relyingParty.authenticate(new URL(callback, config.public_url), transaction);
        if (accepted) await expect(authenticated, acr).resolves.toHaveProperty('idToken');
        else await expect(authenticated, acr).rejects.toBeInstanceOf(PscRefused);
      }
    } finally {
      await Promise.all(started.map((provider) => provider.close()));
    }
  });
});

/** A field name that says it holds a password, a one-time code, a token, a secret or a proof. */
const CREDENTIAL = /pass|pwd|code|otp|token|secret|verifier|assertion|xsrf|csrf|captcha|pin$|key$/i;

/** Names the pattern catches that hold no credential. */
const NOT_CREDENTIALS = new Map([
  ['jobCode', 'a profession'],
  ['zipcode', 'a postcode'],
  ['code_challenge', "PKCE's public half, sent in the authorization address"],
  ['code_challenge_method', 'S256'],
  ['token_type_hint', 'names a kind of token'],
  ['captchaPayload', 'a proof of work, used once, that proves nothing about anyone'],
]);

/** Every field name of every call (the fuzz test's list, which it checks against the routes) and of the shared schemas. */
function everyFieldName(): Set<string> {
  const context = { interactionId: 'interaction', userId: 'utilisateur', pendingUpdateId: 'demande' };
  const calls = [
    ...publicCalls(),
    ...signingInCalls(context),
    ...codeStepCalls(context),
    ...signedInCalls(),
    ...adminCalls(context),
    ...providerCalls(),
  ];
  const names = new Set<string>();
  const keysOf = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(keysOf);
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) {
        names.add(name);
        keysOf(inner);
      }
    }
  };
  for (const call of calls) [call.params, call.query, call.body].forEach(keysOf);
  for (const schema of Object.values(shared)) if (schema instanceof z.ZodType) schemaFieldNames(schema, names);
  return names;
}

/** The field names of a zod schema, however its objects are wrapped (optional, piped, in arrays or unions). */
function schemaFieldNames(schema: z.ZodType, names: Set<string>, seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type === 'object') {
    for (const [name, inner] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      names.add(name);
      schemaFieldNames(inner, names, seen);
    }
  }
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType']) {
    if (def[key] instanceof z.ZodType) schemaFieldNames(def[key], names, seen);
  }
  for (const option of (def.options as unknown[] | undefined) ?? []) {
    if (option instanceof z.ZodType) schemaFieldNames(option, names, seen);
  }
}

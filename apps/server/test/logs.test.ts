/**
 * The JSON logs at `info`: each request's id, and never a password, a code, a token, a secret or
 * a cookie, whatever a whole journey sends (sign-in with the e-mail code, a client app's code
 * exchange and refresh, its sign-out, a password reset).
 */
import { expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { DEMO_PASSWORD } from '../src/seed/index.ts';
import type { Browser, Response } from './support/browser.ts';
import {
  DEMO_CLIENT,
  emailCode,
  exchangeCode,
  expectSignedIn,
  openClientApp,
  startSignIn,
  submitCode,
  submitPassword,
  userinfo,
} from './support/flows.ts';
import { demo, describePortal } from './support/harness.ts';

const NEW_PASSWORD = 'Nouveau-Mot-2026!';

const lines: string[] = [];
const log = createLogger('info', { write: (line: string) => void lines.push(line) });
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, any>);

/** Keeps what the browser receives: every Set-Cookie line and every Location. */
function recording(browser: Browser) {
  const seen = { setCookies: [] as string[], locations: [] as string[] };
  const request = browser.request.bind(browser);
  browser.request = async (...args): Promise<Response> => {
    const response = await request(...args);
    seen.setCookies.push(...[response.headers['set-cookie'] ?? []].flat());
    if (typeof response.headers.location === 'string') seen.locations.push(response.headers.location);
    return response;
  };
  return seen;
}

describePortal(
  'logs',
  (portal) => {
    it('carry the request id, the proxy’s when it is a plain token, and the answer echoes it', async () => {
      const given = await portal.browser().get('/api/config/', { headers: { 'x-request-id': 'lb-7f3a.42:1' } });
      expect(given.headers['x-request-id']).toBe('lb-7f3a.42:1');
      const logged = entries().filter((entry) => entry.reqId === 'lb-7f3a.42:1');
      expect(logged.map((entry) => entry.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );

      for (const unsafe of ['a b', 'x'.repeat(65), '"}{"level":60']) {
        const answer = await portal.browser().get('/api/config/', { headers: { 'x-request-id': unsafe } });
        expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      // The provider's answers, written outside Fastify's replies, too.
      const discovery = await portal
        .browser()
        .get('/oidc/.well-known/openid-configuration', { headers: { 'x-request-id': 'lb-oidc-1' } });
      expect(discovery.headers['x-request-id']).toBe('lb-oidc-1');
      const generated = await portal.browser().get('/oidc/.well-known/openid-configuration');
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('never hold a password, code, token, secret or cookie of a whole journey', async () => {
      lines.length = 0;
      const browser = portal.browser();
      const seen = recording(browser);

      // The portal's sign-in: password, then the code by e-mail.
      const { interactionId } = await startSignIn(browser);
      await submitPassword(browser, interactionId, demo('medecin'));
      const { code: mailedCode } = await emailCode(browser, portal.mail, demo('medecin'));
      await expectSignedIn(browser, await submitCode(browser, interactionId, mailedCode));

      // A client app: its authorization code, tokens, userinfo, a refresh, then its sign-out.
      const opened = await openClientApp(browser, undefined, undefined, {
        scope: 'openid email profile offline_access',
        prompt: 'consent',
      });
      const clientCode = new URL(opened.location).searchParams.get('code')!;
      expect(clientCode).toBeTruthy();
      const tokens = await exchangeCode(portal.browser(), clientCode, opened.verifier);
      expect(tokens.refresh_token).toBeTruthy();
      await userinfo(portal.browser(), tokens.access_token);
      const refreshed = await portal.browser().request(
        'POST',
        '/oidc/token',
        { accept: 'application/json', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token!,
          client_id: DEMO_CLIENT.id,
        }).toString(),
      );
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const renewed = refreshed.json<{ access_token: string; refresh_token: string; id_token: string }>();
      const endSession = new URLSearchParams({
        id_token_hint: renewed.id_token,
        post_logout_redirect_uri: 'http://localhost:3001/',
      });
      expect((await browser.get(`/oidc/session/end?${endSession}`, { accept: 'text/html' })).statusCode).toBe(200);

      // A password reset through the e-mailed link.
      await browser.json('POST', '/api/password/send-newPassword', { email: demo('medecin') });
      const mail = await portal.mail.waitFor(demo('medecin'), /Réinitialisation/);
      const resetToken = /\/#\/reinit-password\/([\w-]+)/.exec(mail.text)![1]!;
      const reset = await browser.postForm('/api/password/reinit', {
        token: resetToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reset.headers.location).toBe('/#/?passwordReset=ok');

      const codes = seen.locations.flatMap(
        (location) => URL.parse(location, 'http://x')?.searchParams.get('code') ?? [],
      );
      const cookieValues = seen.setCookies
        // The provider's interaction cookies hold the interaction's id, which is in its addresses by
        // design; what proves the browser's hold on it is their signature (`.sig`), checked here.
        .filter((line) => !/^_interaction(_resume)?=/.test(line))
        .map((line) => line.slice(line.indexOf('=') + 1).split(';')[0]!)
        .filter((value) => value.length >= 8);
      const secrets = {
        password: DEMO_PASSWORD,
        newPassword: NEW_PASSWORD,
        ...Object.fromEntries(codes.map((code, index) => [`authorization code ${index}`, code])),
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token!,
        idToken: tokens.id_token,
        renewedAccessToken: renewed.access_token,
        renewedRefreshToken: renewed.refresh_token,
        renewedIdToken: renewed.id_token,
        resetToken,
        ...Object.fromEntries(cookieValues.map((value, index) => [`cookie ${index}`, value])),
      };
      expect(codes.length).toBeGreaterThanOrEqual(2); // the portal's own and the client app's
      expect(cookieValues.length).toBeGreaterThanOrEqual(4);

      const text = lines.join('');
      // Logged they are, their credentials masked.
      expect(text).toContain('/portal/callback?code=[redacted]');
      expect(text).toContain('id_token_hint=[redacted]');
      for (const [what, secret] of Object.entries(secrets)) expect(text.includes(secret), what).toBe(false);
      // Six digits may sit inside a timestamp: only the code on its own counts.
      expect(text).not.toMatch(new RegExp(`(?<![\\d.])${mailedCode}(?!\\d)`));
      expect(
        entries()
          .filter((entry) => entry.req)
          .every((entry) => typeof entry.reqId === 'string'),
      ).toBe(true);
    });
  },
  { log },
);

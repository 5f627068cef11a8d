/**
 * What was seen 8, the smaller points: authenticated answers cached, `/metrics` public, logout by a
 * cross-site GET, a permissive `form-action`, any `?err=` text shown on the reset screen, apps bound
 * to the hidden portal or a suspended app, unlimited searches, the confidential client without PKCE.
 */
import { expect, it } from 'vitest';
import { httpMessages, messages } from '@portal/shared';
import { authorizationRequest, signIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';

describePortal(
  'What was seen 8: the smaller points',
  (portal) => {
    it('lets no cache keep an answer about the signed-in user', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      for (const path of ['/me', '/api/users/me', '/portalLogin']) {
        const response = await browser.get(path, { accept: 'application/json' });
        expect(response.headers['cache-control'], path).toBe('no-store');
      }
    });

    it('serves the metrics only with their bearer token', async () => {
      expect((await portal.browser().get('/metrics')).statusCode).toBe(404);
      const wrong = await portal.browser().get('/metrics', { headers: { authorization: 'Bearer autre' } });
      expect(wrong.statusCode).toBe(404);
      const right = await portal
        .browser()
        .get('/metrics', { headers: { authorization: 'Bearer jeton-des-metriques' } });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('process_cpu_user_seconds_total');
    });

    it('does not sign out on a GET coming from another site', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      const crossSite = await browser.get('/logoutPortal', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode).toBe(303);
      expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(200);
      const fromThePortal = await browser.get('/logoutPortal', { headers: { 'sec-fetch-site': 'same-origin' } });
      expect(fromThePortal.headers.location).toMatch(/^\/oidc\/session\/end\?/);
      expect((await browser.get('/me', { accept: 'application/json' })).statusCode).toBe(401);
    });

    // The forms that hand the user back to an app answer a page that goes on by itself
    // (relying-parties/1-gateway-form-action.test.ts): no app's origin needs to be listed.
    it('lets forms post only to the portal', async () => {
      const policy = (await portal.browser().get('/api/config/')).headers['content-security-policy'] as string;
      const formAction = /form-action ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(formAction).toEqual(["'self'"]);
    });

    it('sends a script, a style or an image only the security headers it uses, a page or a worker all', async () => {
      const headersFetchedAs = async (destination?: string) =>
        (await portal.browser().get('/i18n.json', { headers: destination ? { 'sec-fetch-dest': destination } : {} }))
          .headers;
      for (const part of ['script', 'style', 'image', 'font']) {
        const headers = await headersFetchedAs(part);
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(headers['content-security-policy']).toBeUndefined();
        expect(headers['x-frame-options']).toBeUndefined();
      }
      for (const whole of ['document', 'worker', 'iframe', 'empty', undefined]) {
        const headers = await headersFetchedAs(whole);
        expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('redirects a refused new password with a code, never a text', async () => {
      const response = await portal.browser().postForm('/api/password/reinit', {
        token: 'inconnu',
        password: 'court',
        confirmPassword: 'court',
      });
      expect(response.headers.location).toBe('/#/reinit-password/inconnu?err=invalidPassword');
    });

    it('binds an address only to an app the user may open', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      for (const appClientId of ['portal', 'archives']) {
        const bound = await browser.json('PATCH', `/api/users/me/emails/${demo('medecin')}/bind-client-app`, {
          appClientId,
        });
        expect(bound.statusCode, appClientId).toBe(400);
        expect(bound.json()).toMatchObject({ message: httpMessages.unknownClientApp });
      }
    });

    it('limits the directory and job place searches per address', async () => {
      const browser = portal.browser();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await browser.get('/api/signup/?lastName=dubois')).statusCode);
      for (let i = 0; i < 2; i += 1) statuses.push((await browser.get('/api/jobs/places?label=clinique')).statusCode);
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      expect((await browser.get('/api/signup/?lastName=dubois')).json()).toMatchObject({
        message: messages.tooManyRequests,
      });
    });

    it('refuses an authorization request without PKCE, from a confidential client too', async () => {
      const browser = portal.browser();
      await signIn(browser, portal.mail, demo('medecin'));
      const { url } = authorizationRequest('agenda', 'http://localhost:3001/agenda/callback');
      const withoutPkce = url.replace(/&code_challenge=[^&]+&code_challenge_method=S256/, '');
      const response = await browser.get(withoutPkce, { accept: 'text/html' });
      const location = String(response.headers.location ?? '');
      expect(location).toMatch(/error=invalid_request/);
      expect(location).not.toMatch(/code=/);
    });
  },
  {
    configure(config) {
      config.security.metrics_token = 'jeton-des-metriques';
      // A day's window: a window boundary cannot fall within the test (windows are aligned on the epoch).
      config.security.rate_limits.search_per_ip = { max: 2, window_seconds: 86400 };
    },
  },
);

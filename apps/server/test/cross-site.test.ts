import { expect, it } from 'vitest';
import { demo, describePortal } from './support/harness.ts';
import { startSignIn, submitPassword } from './support/flows.ts';

const XSRF_MESSAGE = 'Requête refusée : jeton de sécurité absent ou invalide. Rechargez la page.';
const ORIGIN_MESSAGE = 'Requête refusée : elle ne vient pas du portail.';

describePortal('cross-site request protection', (portal) => {
  it('sets the XSRF-TOKEN cookie, readable by the portal script', async () => {
    const response = await portal.browser().get('/api/config/');
    const cookie = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('refuses a JSON call without the XSRF header, or with another value, in French', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, demo('medecin'));
    for (const headers of [{}, { 'x-xsrf-token': 'pas-le-bon-jeton' }] as Record<string, string>[]) {
      const response = await browser.json('POST', '/otp/sendByEmail', undefined, { xsrf: false, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: XSRF_MESSAGE });
    }
    expect(portal.mail.messages).toHaveLength(0);
    expect((await browser.json('POST', '/otp/sendByEmail')).statusCode).toBe(200);
  });

  it('refuses form posts that do not come from the portal', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const form = { prompt: 'login', login: demo('medecin'), password: 'x' };
    for (const origin of [null, 'https://attaquant.example']) {
      const response = await browser.postForm(`/oidc/interaction/${interactionId}/login`, form, { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: ORIGIN_MESSAGE });
    }
    const reinit = await browser.postForm(
      '/api/password/reinit',
      { token: 't', password: 'p', confirmPassword: 'p' },
      { origin: null },
    );
    expect(reinit.statusCode).toBe(403);
    // The refused posts never reached the password check.
    expect((await portal.accounts.findUserByEmail(demo('medecin')))?.failedLoginCount).toBe(0);
  });

  it('accepts a form post whose Referer is the portal when the browser sent no Origin', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const response = await browser.postForm(
      `/oidc/interaction/${interactionId}/login`,
      { prompt: 'login', login: demo('medecin'), password: 'Mauvais-Mot-1!' },
      { origin: null, headers: { referer: 'http://localhost:3000/#/login' } },
    );
    expect(response.statusCode).toBe(303);
  });
});

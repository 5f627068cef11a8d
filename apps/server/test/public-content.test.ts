import { expect, it } from 'vitest';
import { demo, describePortal } from './support/harness.ts';
import { startSignIn, submitPassword } from './support/flows.ts';
import type { Browser, Response } from './support/browser.ts';

/** A client error with a French message: no 5xx, no English framework text. */
function expectFrenchClientError(response: Response) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const { message } = response.json<{ message: string }>();
  expect(message).toMatch(/[A-Za-zÀ-ÿ]/);
  expect(message, message).not.toMatch(
    /\b(Invalid|expected|received|Unexpected|Body|must|should|Unsupported|Required|input)\b/,
  );
}

const leafStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(leafStrings)
      : [];

describePortal('public configuration, translations and malformed requests', (portal) => {
  it('publishes the configuration without a secret or a hidden client', async () => {
    const response = await portal.browser().get('/api/config/');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    const ids = response.json<{ oidc_clients: { client_id: string }[] }>().oidc_clients.map((app) => app.client_id);
    expect(ids).toContain('demo-client');
    expect(ids).not.toContain('portal');
    for (const secret of [
      ...portal.config.oidc_clients.flatMap((app) => (app.client_secret ? [app.client_secret] : [])),
      ...portal.config.security.cookie_keys,
      portal.config.security.encryption_key,
      portal.config.security.jwks_file,
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toMatch(/client_secret|cookie_keys|encryption_key|smtp|rate_limits|max_failed_logins|argon2/);
    expect((await portal.browser().get('/api/config')).body).toBe(body);
  });

  it('serves French translations', async () => {
    const response = await portal.browser().get('/i18n.json');
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, { translation: object }>>();
    expect(Object.keys(body)).toEqual(['fr']);
    const texts = leafStrings(body.fr!.translation);
    expect(texts.length).toBeGreaterThan(10);
    expect(texts).toContain('Déconnexion');
    expect(texts.filter((text) => /\b(the|your|password|sign in|log in|error|please)\b/i.test(text))).toEqual([]);
  });

  it('answers malformed bodies with a 4xx and a French message, never a 500', async () => {
    const browser: Browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    await submitPassword(browser, interactionId, demo('medecin'));
    const xsrf = browser.cookie('XSRF-TOKEN')!;
    const calls = [
      () => browser.json('POST', '/api/password/send-newPassword', '{"email": '),
      () => browser.json('POST', '/api/password/send-newPassword', { email: 42 }),
      () => browser.json('POST', '/api/password/send-newPassword', '"texte"'),
      () => browser.json('POST', '/api/password/send-newPassword', { email: 'pas-une-adresse' }),
      () => browser.json('POST', '/api/password/send-newPassword', {}),
      () =>
        browser.request(
          'POST',
          '/api/password/send-newPassword',
          { headers: { 'content-type': 'application/xml', 'x-xsrf-token': xsrf } },
          '<a/>',
        ),
      () => browser.json('POST', '/otp/sendByEmail', '[1, 2'),
      () => browser.json('POST', '/otp/ask-for-support', { phoneNumber: ['0612345678'] }),
      () => browser.json('POST', '/otp/ask-for-support', { phoneNumber: 'pas un numéro', messageId: 'x' }),
    ];
    for (const call of calls) expectFrenchClientError(await call());
    expect(portal.mail.messages).toHaveLength(0);
  });

  it('answers malformed sign-in forms with a 4xx or a redirect, never a 500', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const url = `/oidc/interaction/${interactionId}/login`;
    const arrays = await browser.request(
      'POST',
      url,
      { headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' } },
      `login=${demo('medecin')}&login=autre&password=a&password=b`,
    );
    expect(arrays.statusCode).toBeLessThan(500);
    if (arrays.statusCode >= 400) expectFrenchClientError(arrays);
    expectFrenchClientError(
      await browser.postForm(`/oidc/interaction/${'x'.repeat(300)}/login`, { login: 'a', password: 'b' }),
    );
    const code = await browser.postForm(`/oidc/interaction/${interactionId}/otp`, { otpToken: '12' });
    expect(code.statusCode).toBe(303);
  });
});

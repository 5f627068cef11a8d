/**
 * What was seen 6: NUL bytes and oversize input gave 500s (24 seen), and English internal errors
 * leaked. Each reproduction of the issue, one by one: a French 4xx before any query. (The fuzz test,
 * `npm run test:fuzz`, sends thousands of such variants to every call.)
 */
import { expect, it } from 'vitest';
import { DEMO_CLIENT, signIn, startSignIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { answerProblem } from '../fuzz/french-answer.ts';
import type { Response } from '../support/browser.ts';
import { visitor } from './support.ts';

const NUL = '\u0000';

function expectFrenchRefusal(response: Response) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(answerProblem(response), response.body).toBeUndefined();
}

describePortal('What was seen 6: NUL bytes and oversize input, English leaks', (portal) => {
  it('refuses NUL bytes in the public calls', async () => {
    const browser = await visitor(portal);
    expectFrenchRefusal(await browser.get(`/api/jobs/places?label=cli${encodeURIComponent(NUL)}nique`));
    expectFrenchRefusal(await browser.get(`/api/jobs/places?city=ly${encodeURIComponent(NUL)}on`));
    expectFrenchRefusal(await browser.json('POST', '/api/password/send-newPassword', { email: `a${NUL}@exemple.fr` }));
    expectFrenchRefusal(
      await browser.json('POST', '/api/emails/verify-otp', {
        otp: '123456789',
        email: `a${NUL}@exemple.fr`,
        emailValidationId: '5e3a0c6e-0001-4a00-8000-000000000001',
      }),
    );
  });

  it('refuses NUL bytes and a 1,000,000-character login in the sign-in form', async () => {
    const browser = portal.browser();
    const { interactionId } = await startSignIn(browser);
    const url = `/oidc/interaction/${interactionId}/login`;
    expectFrenchRefusal(await browser.postForm(url, { login: `${demo('medecin')}${NUL}`, password: 'x' }));
    expectFrenchRefusal(await browser.postForm(url, { login: 'a'.repeat(1_000_000), password: 'x' }));
  });

  it('refuses NUL bytes in profile fields', async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('secretariat'));
    expectFrenchRefusal(await browser.json('PATCH', '/api/users/me', { lastName: `Bern${NUL}ard` }));
    expectFrenchRefusal(
      await browser.json('PATCH', '/api/users/me', { phones: [{ phone: `06${NUL}12`, isPrincipal: true }] }),
    );
  });

  it('refuses %00 in the provider parameters', async () => {
    const browser = portal.browser();
    const form = { accept: 'application/json', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    expectFrenchRefusal(
      await browser.get(`/oidc/auth?client_id=demo%00client&response_type=code`, { accept: 'application/json' }),
    );
    for (const body of [
      `grant_type=authorization_code&code=abc%00def&client_id=${DEMO_CLIENT.id}&redirect_uri=${encodeURIComponent(DEMO_CLIENT.redirectUri)}`,
      `grant_type=refresh_token&refresh_token=abc%00def&client_id=${DEMO_CLIENT.id}`,
    ]) {
      expectFrenchRefusal(await browser.request('POST', '/oidc/token', form, body));
    }
    expectFrenchRefusal(
      await browser.request('POST', '/oidc/token/revocation', form, `token=abc%00def&client_id=${DEMO_CLIENT.id}`),
    );
  });

  it('answers French where English leaked: an unknown route, an overlong parameter', async () => {
    const browser = portal.browser();
    expectFrenchRefusal(await browser.get('/psc/init', { accept: 'application/json' }));
    expectFrenchRefusal(await browser.get(`/oidc/interaction/${'x'.repeat(400)}`, { accept: 'application/json' }));
    expectFrenchRefusal(
      await browser.json('PATCH', `/api/users/me/emails/${'a'.repeat(400)}@exemple.fr/bind-client-app`, {
        appClientId: 'agenda',
      }),
    );
  });
});

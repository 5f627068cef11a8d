/** The calls of the sign-in flow (docs/sign-in-flow.md), as the portal's screens make them. */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { TOTP } from 'otpauth';
import type { SendCodeAnswer } from '@portal/shared';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/seed/index.ts';
import type { Browser, Response } from './browser.ts';
import type { SmtpCatcher } from './smtp-catcher.ts';

export interface Interaction {
  interactionId: string;
  interactionType: 'login' | 'otp' | 'totp';
}

/** An SPA address `/#/{route}?{query}`, split. */
export function spa(location: string | undefined): { route: string; query: URLSearchParams } {
  const match = /^\/#\/([^?]*)(?:\?(.*))?$/.exec(location ?? '');
  if (!match) throw new Error(`not an SPA address: ${location}`);
  return { route: match[1]!, query: new URLSearchParams(match[2] ?? '') };
}

/** The `err` of a redirect to the SPA. */
export const errOf = (response: Response) => spa(response.headers.location as string).query.get('err');

/** The login screen: `/portalLogin`, then its authUrl fetched as JSON, redirects followed. */
export async function startSignIn(browser: Browser): Promise<Interaction> {
  const login = await browser.get('/portalLogin', { accept: 'application/json' });
  expect(login.statusCode).toBe(200);
  const { authUrl } = login.json<{ authUrl: string }>();
  const { response } = await browser.follow(
    await browser.get(authUrl, { accept: 'application/json' }),
    'application/json',
  );
  expect(response.statusCode).toBe(200);
  return response.json<Interaction>();
}

export function submitPassword(browser: Browser, interactionId: string, login: string, password = DEMO_PASSWORD) {
  return browser.postForm(`/oidc/interaction/${interactionId}/login`, { prompt: 'login', login, password });
}

export function submitCode(browser: Browser, interactionId: string, otpToken: string, prompt: 'otp' | 'totp' = 'otp') {
  return browser.postForm(`/oidc/interaction/${interactionId}/otp`, { prompt, otpToken });
}

/** `POST /otp/sendByEmail`, then the code read in the mail the catcher got. */
export async function emailCode(
  browser: Browser,
  mail: SmtpCatcher,
  email: string,
): Promise<{ code: string; prefix: string; sentTo: string }> {
  const sent = await browser.json('POST', '/otp/sendByEmail');
  expect(sent.statusCode).toBe(200);
  const { prefix, messageId, sentTo } = sent.json<SendCodeAnswer>();
  expect(messageId).toBeTruthy();
  const message = await mail.waitFor(email, new RegExp(`^${prefix} `));
  const match = new RegExp(`${prefix}(\\d{6})`).exec(message.text);
  expect(match, `code in: ${message.text}`).not.toBeNull();
  return { code: match![1]!, prefix, sentTo };
}

/** The current authenticator code of the demo `totp` account. */
export const totpCode = () => new TOTP({ secret: DEMO_TOTP_SECRET, digits: 6, period: 30 }).generate();

/** After the last form of a sign-in: resume, /portal/callback, landing on the portal's home. */
export async function expectSignedIn(browser: Browser, response: Response): Promise<void> {
  expect(response.statusCode).toBe(303);
  const { location } = await browser.follow(response);
  expect(location).toBe('/#/');
  expect(browser.cookie('portal_session')).toBeTruthy();
}

/** A whole portal sign-in: password, then the code by e-mail or the authenticator code. */
export async function signIn(
  browser: Browser,
  mail: SmtpCatcher,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const { interactionId } = await startSignIn(browser);
  const afterPassword = await submitPassword(browser, interactionId, email, password);
  const { route } = spa(afterPassword.headers.location as string);
  expect(['otp', 'totp']).toContain(route);
  const code = route === 'totp' ? totpCode() : (await emailCode(browser, mail, email)).code;
  await expectSignedIn(browser, await submitCode(browser, interactionId, code, route as 'otp' | 'totp'));
}

export const DEMO_CLIENT = { id: 'demo-client', redirectUri: 'http://localhost:3001/callback' };

const random = () => randomBytes(24).toString('base64url');

/** A client app's authorization request (code flow, PKCE S256). */
export function authorizationRequest(
  clientId = DEMO_CLIENT.id,
  redirectUri = DEMO_CLIENT.redirectUri,
  extra: Record<string, string> = {},
) {
  const verifier = random() + random();
  const state = random();
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce: random(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url: `/oidc/auth?${query}`, verifier, state };
}

/** The browser opens the client app: where it lands, and after how many redirects on the portal. */
export async function openClientApp(
  browser: Browser,
  clientId?: string,
  redirectUri?: string,
  extra?: Record<string, string>,
) {
  const request = authorizationRequest(clientId, redirectUri, extra);
  const { location, hops } = await browser.follow(await browser.get(request.url, { accept: 'text/html' }));
  return { ...request, location: location ?? '', hops };
}

/** The public client's token request (no secret, the PKCE verifier), whatever it answers. */
export function codeExchange(
  browser: Browser,
  code: string,
  verifier: string,
  client: { id: string; redirectUri: string } = DEMO_CLIENT,
) {
  return browser.request(
    'POST',
    '/oidc/token',
    { accept: 'application/json', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      client_id: client.id,
      code_verifier: verifier,
    }).toString(),
  );
}

/** The same, which must succeed: the app's tokens. */
export async function exchangeCode(
  browser: Browser,
  code: string,
  verifier: string,
  client: { id: string; redirectUri: string } = DEMO_CLIENT,
) {
  const response = await codeExchange(browser, code, verifier, client);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id_token: string; access_token: string; refresh_token?: string }>();
}

export async function userinfo(browser: Browser, accessToken: string) {
  const response = await browser.get('/oidc/me', {
    accept: 'application/json',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sub: string; email?: string }>();
}

export function jwtClaims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

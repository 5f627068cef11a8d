/** What a client app does at the token endpoint, for each kind of client of the configuration. */
import { expect } from 'vitest';
import { nextAddress, type Browser, type Response } from '../support/browser.ts';
import type { Portal } from '../support/harness.ts';
import { DEMO_CLIENT, jwtClaims, openClientApp } from '../support/flows.ts';

export const ACR_PASSWORD = 'urn:portail-anapath:acr:pwd';
export const ACR_TWO_FACTORS = 'urn:portail-anapath:acr:mfa';

/** The confidential app of the configuration (client_secret_basic). */
export const AGENDA = {
  id: 'agenda',
  secret: 'dev-agenda-secret-change-me',
  redirectUri: 'http://localhost:3001/agenda/callback',
} as const;

export interface ClientApp {
  id: string;
  redirectUri: string;
  /** Absent for a public client. */
  secret?: string;
}

export const DEMO: ClientApp = DEMO_CLIENT;

/** A POST to the token endpoint as `client` makes it, from its server (no browser cookie). */
export function tokenRequest(portal: Portal, client: ClientApp, form: Record<string, string>): Promise<Response> {
  const basic = client.secret ? Buffer.from(`${client.id}:${client.secret}`).toString('base64') : undefined;
  return portal.browser().request(
    'POST',
    '/oidc/token',
    {
      accept: 'application/json',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(basic ? { authorization: `Basic ${basic}` } : {}),
      },
    },
    new URLSearchParams({ ...(basic ? {} : { client_id: client.id }), ...form }).toString(),
  );
}

export interface Tokens {
  id_token: string;
  access_token: string;
  refresh_token?: string;
}

/** The browser opens `client`, which must get a code at once; answers the app's tokens. */
export async function tokensFor(
  portal: Portal,
  browser: Browser,
  client: ClientApp = DEMO,
  extra: Record<string, string> = {},
): Promise<Tokens> {
  const opened = await openClientApp(browser, client.id, client.redirectUri, extra);
  const code = URL.parse(opened.location)?.searchParams.get('code');
  expect(code, opened.location).toBeTruthy();
  const response = await tokenRequest(portal, client, {
    grant_type: 'authorization_code',
    code: code!,
    redirect_uri: client.redirectUri,
    code_verifier: opened.verifier,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Tokens>();
}

/** The claims of the ID token `client` gets when the browser opens it. */
export async function idTokenClaims(
  portal: Portal,
  browser: Browser,
  client: ClientApp = DEMO,
  extra: Record<string, string> = {},
) {
  return jwtClaims((await tokensFor(portal, browser, client, extra)).id_token);
}

/** The refresh grant as `client` sends it. */
export const refresh = (portal: Portal, client: ClientApp, refreshToken: string) =>
  tokenRequest(portal, client, { grant_type: 'refresh_token', refresh_token: refreshToken });

/**
 * The provider's sign-out page answered as its script does: its form posted with `logout=yes`. The
 * answer redirects on the portal, or goes on to an app on another origin by a page of its own.
 */
export async function confirmSignOutPage(browser: Browser, page: Response): Promise<Response> {
  expect(page.statusCode, page.body).toBe(200);
  const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  const confirmed = await browser.postForm(new URL(action!, 'http://localhost:3000').pathname, {
    xsrf: xsrf!,
    logout: 'yes',
  });
  expect(nextAddress(confirmed), confirmed.body).toBeTruthy();
  return confirmed;
}

/** The client app's sign-out: the browser sent to end_session with its id_token_hint, the page's form confirmed. */
export async function signOutFromClientApp(browser: Browser, idToken: string) {
  const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://localhost:3001/' });
  const { response: page } = await browser.follow(await browser.get(`/oidc/session/end?${query}`));
  const confirmed = await confirmSignOutPage(browser, page);
  expect(nextAddress(confirmed)).toBe('http://localhost:3001/');
}

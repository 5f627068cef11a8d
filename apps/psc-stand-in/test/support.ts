/** What the tests share: a cookie-carrying "browser", the sign-in journey, throwaway certificates. */
import * as client from 'openid-client';
import { Agent, fetch as undiciFetch } from 'undici';
import { PSC_ACR, PSC_SCOPE } from '../src/index.ts';

/** Usable by the Browser and as openid-client's customFetch. */
export type Fetch = (url: string, init?: RequestInit | client.CustomFetchOptions) => Promise<Response>;

/** fetch over an undici Agent (client certificate, trusted CA). */
export function fetchWith(agent: Agent): Fetch {
  return (url, init) => undiciFetch(url, { ...init, dispatcher: agent } as never) as unknown as Promise<Response>;
}

/** A browser reduced to what the journeys need: manual redirects and a cookie jar (paths ignored). */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly fetchImpl: Fetch = (url, init) => fetch(url, init as RequestInit)) {}

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const res = await this.fetchImpl(String(url), { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

export function location(res: Response, base: string | URL): URL {
  const value = res.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(value, base);
}

export interface Authorization {
  /** Where the provider sent the browser back (the redirect URI with code or error). */
  callbackUrl: URL;
  codeVerifier: string;
  state: string;
  nonce: string;
}

/**
 * The browser's part: authorization request (PKCE S256, state, nonce, `scope_all`, `eidas1`), the
 * choice page, the chosen practitioner (or « Annuler »), and back to the redirect URI.
 */
export async function authorize(
  config: client.Configuration,
  browser: Browser,
  options: { redirectUri: string; practitioner?: string; cancel?: boolean },
): Promise<Authorization & { choicePage?: Response }> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: PSC_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    acr_values: PSC_ACR,
  });
  let url = authorizationUrl;
  let res = await browser.request(url);
  // Until the redirect URI: the interaction page, its form's answer, the provider's resume step.
  for (let step = 0; step < 10; step++) {
    if (res.status === 200) {
      const html = await res.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form on ${url}: ${html.slice(0, 300)}`);
      url = new URL(action.replace(/&amp;/g, '&'), url);
      res = await browser.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: options.cancel
          ? 'cancel=1'
          : new URLSearchParams({ practitioner: options.practitioner ?? 'claire-dubois' }).toString(),
      });
      continue;
    }
    if (res.status < 300 || res.status >= 400)
      throw new Error(`unexpected ${res.status} at ${url}: ${await res.text()}`);
    url = location(res, url);
    if (url.href.startsWith(options.redirectUri)) return { callbackUrl: url, codeVerifier, state, nonce };
    res = await browser.request(url);
  }
  throw new Error('too many steps');
}

/** authorize() then the code grant as the relying party does it. */
export async function signIn(
  config: client.Configuration,
  browser: Browser,
  options: { redirectUri: string; practitioner?: string },
) {
  const authorization = await authorize(config, browser, options);
  const tokens = await client.authorizationCodeGrant(config, authorization.callbackUrl, {
    pkceCodeVerifier: authorization.codeVerifier,
    expectedState: authorization.state,
    expectedNonce: authorization.nonce,
    idTokenExpected: true,
  });
  return { authorization, tokens, claims: tokens.claims()! };
}

export {
  CLIENT_SUBJECT,
  CLIENT_SUBJECT_DN,
  makeCertificates,
  type KeyPair,
  type TestCertificates,
} from '../src/test-certificates.ts';

/** Browsers that say who they are (a user agent) and where from (behind the test's one trusted proxy). */
import { expect } from 'vitest';
import type { RecentSignIn, SignedInBrowser } from '@portal/shared';
import { Browser } from '../support/browser.ts';
import type { Portal } from '../support/harness.ts';

export const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const EDGE_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

class BrowserOf extends Browser {
  constructor(
    portal: Portal,
    private readonly userAgent: string,
    private readonly address: string,
  ) {
    super(portal.app);
  }

  override request(...[method, url, options = {}, payload]: Parameters<Browser['request']>) {
    const headers = { 'user-agent': this.userAgent, 'x-forwarded-for': this.address, ...options.headers };
    return super.request(method, url, { ...options, headers }, payload);
  }
}

/** A browser with this user agent, at this address. */
export const browserOf = (portal: Portal, userAgent: string, address: string): Browser =>
  new BrowserOf(portal, userAgent, address);

/** The test's proxy: one hop trusted, so `X-Forwarded-For` is the client's address. */
export const behindOneProxy = { configure: (config: Portal['config']) => void (config.security.trust_proxy = 1) };

export async function signedInBrowsers(browser: Browser): Promise<SignedInBrowser[]> {
  const response = await browser.json('GET', '/api/users/me/sessions');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SignedInBrowser[]>();
}

export async function recentSignIns(browser: Browser): Promise<RecentSignIn[]> {
  const response = await browser.json('GET', '/api/users/me/sign-ins');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RecentSignIn[]>();
}

export const meStatus = async (browser: Browser) =>
  (await browser.get('/me', { accept: 'application/json' })).statusCode;

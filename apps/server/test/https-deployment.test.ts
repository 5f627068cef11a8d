/** The portal behind a TLS proxy (`public_url` in https): secure cookies, and helmet's headers on every page. */
import { expect, it } from 'vitest';
import { Browser, type Response } from './support/browser.ts';
import { signIn } from './support/flows.ts';
import { demo, describePortal } from './support/harness.ts';

const PUBLIC_URL = 'https://portail.example.fr';

/** What helmet sends (`http/security-headers.ts`); the provider's answers must send the same. */
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A browser that keeps every Set-Cookie line it receives. */
function recordingBrowser(browser: Browser): { browser: Browser; setCookies: string[] } {
  const setCookies: string[] = [];
  const request = browser.request.bind(browser);
  browser.request = async (...args): Promise<Response> => {
    const response = await request(...args);
    setCookies.push(...[response.headers['set-cookie'] ?? []].flat());
    return response;
  };
  return { browser, setCookies };
}

const cookieName = (line: string) => line.slice(0, line.indexOf('='));

describePortal(
  'behind TLS (public_url in https)',
  (portal) => {
    it('marks every cookie Secure: the portal session, XSRF-TOKEN, the provider session, their removal too', async () => {
      const { browser, setCookies } = recordingBrowser(new Browser(portal.app, PUBLIC_URL));
      await signIn(browser, portal.mail, demo('medecin'));
      const logout = await browser.get('/logoutPortal', { headers: { 'sec-fetch-site': 'same-origin' } });
      expect(logout.headers.location).toMatch(/^\/oidc\/session\/end\?/);

      const names = new Set(setCookies.map(cookieName));
      for (const name of ['portal_session', 'XSRF-TOKEN', '_session', '_interaction', 'portal_device'])
        expect(names).toContain(name);
      // The sign-out removed the portal session: a removal is a Set-Cookie too.
      expect(setCookies.filter((line) => line.startsWith('portal_session=;'))).not.toHaveLength(0);
      for (const line of setCookies) expect(line, line).toMatch(/;\s*Secure(;|$)/i);
    });

    it("sends helmet's headers, HSTS included, on the portal's answers and the provider's alike", async () => {
      const browser = new Browser(portal.app, PUBLIC_URL);
      const home = await browser.get('/', { accept: 'text/html' });
      const discovery = await browser.get('/oidc/.well-known/openid-configuration');
      expect(discovery.statusCode).toBe(200);
      expect(discovery.json<{ issuer: string }>().issuer).toBe(`${PUBLIC_URL}/oidc`);
      // The provider's own error page (an authorization request without a client).
      const providerPage = await browser.get('/oidc/auth', { accept: 'text/html' });
      expect(providerPage.statusCode).toBe(400);

      for (const response of [home, discovery, providerPage]) {
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(response.headers['content-security-policy']).toMatch(/(^|;)upgrade-insecure-requests(;|$)/);
        for (const name of HELMET_HEADERS) expect(response.headers[name], name).toBe(home.headers[name]);
      }
    });
  },
  {
    configure: (config) => {
      config.public_url = PUBLIC_URL;
      config.security.trust_proxy = 1;
      const moved = (uri: string) => uri.replace('http://localhost:3000', PUBLIC_URL);
      for (const app of config.oidc_clients) {
        app.redirect_uris = app.redirect_uris.map(moved);
        app.post_logout_redirect_uris = app.post_logout_redirect_uris.map(moved);
      }
    },
  },
);

import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONFIG_FILE, loadConfig } from './load.ts';
import { toClientConfig } from './client-config.ts';

function withFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'config-')), 'portal.yaml');
  writeFileSync(file, text);
  return file;
}

describe('loadConfig', () => {
  it('loads the default file and substitutes the public address into client addresses', () => {
    // An https address is production: the development secrets are refused (production-checks.ts).
    const overlay = withFile(
      `oidc_clients:\n${['portal', 'agenda', 'archives'].map((id) => `  - { client_id: ${id}, client_secret: ${id}-0123456789abcdef }`).join('\n')}\n`,
    );
    const config = loadConfig(DEFAULT_CONFIG_FILE, {
      PUBLIC_URL: 'https://portail.example.fr',
      PORTAL_CONFIG_OVERLAY: overlay,
      COOKIE_KEYS: 'a-production-cookie-key-0123456789',
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      JWKS_FILE: '/srv/portail/jwks.json',
      TRUST_PROXY: '1',
      ANALYTICS_URL: 'https://matomo.example.fr',
    });
    const portal = config.oidc_clients.find((c) => c.client_id === 'portal')!;
    expect(portal.redirect_uris).toEqual(['https://portail.example.fr/portal/callback']);
  });

  it('names the key that is wrong', () => {
    const text = readFileSync(DEFAULT_CONFIG_FILE, 'utf8').replace('min_length: 10', 'min_length: "dix"');
    expect(() => loadConfig(withFile(text), {})).toThrow(/password_security\.min_length/);
  });

  it('refuses argon2 settings weaker than OWASP', () => {
    const text = readFileSync(DEFAULT_CONFIG_FILE, 'utf8').replace('memory_cost_kib: 19456', 'memory_cost_kib: 1024');
    expect(() => loadConfig(withFile(text), {})).toThrow(/security\.argon2\.memory_cost_kib/);
  });

  it("draws the captcha's number up to 400,000 unless an overlay says otherwise, never above the widget's 1,000,000", () => {
    expect(loadConfig(DEFAULT_CONFIG_FILE, {}).signup.captcha_max_number).toBe(400_000);
    const testOverlay = fileURLToPath(new URL('../../../../config/overlays/test.yaml', import.meta.url));
    expect(loadConfig(DEFAULT_CONFIG_FILE, { PORTAL_CONFIG_OVERLAY: testOverlay }).signup.captcha_max_number).toBe(
      20_000,
    );
    const overlay = withFile('signup:\n  captcha_max_number: 1000001\n');
    expect(() => loadConfig(DEFAULT_CONFIG_FILE, { PORTAL_CONFIG_OVERLAY: overlay })).toThrow(
      /signup\.captcha_max_number/,
    );
  });

  it("takes a client app's required_acr only among the classes the portal states", () => {
    const overlay = (acr: string) =>
      withFile(`oidc_clients:\n  - { client_id: agenda, client_secret: agenda-secret, required_acr: '${acr}' }\n`);
    const agenda = loadConfig(DEFAULT_CONFIG_FILE, {
      PORTAL_CONFIG_OVERLAY: overlay('urn:portail-anapath:acr:phr'),
    }).oidc_clients.find((client) => client.client_id === 'agenda');
    expect(agenda?.required_acr).toBe('urn:portail-anapath:acr:phr');
    expect(() =>
      loadConfig(DEFAULT_CONFIG_FILE, { PORTAL_CONFIG_OVERLAY: overlay('urn:portail-anapath:acr:passkey') }),
    ).toThrow(/required_acr doit être l'une des classes/);
  });

  it('lets the environment override secrets', () => {
    const config = loadConfig(DEFAULT_CONFIG_FILE, {
      COOKIE_KEYS: 'a-very-long-cookie-key-1,a-very-long-cookie-key-2',
    });
    expect(config.security.cookie_keys).toHaveLength(2);
  });

  it('reads the texts from config/content unless CONTENT_DIR names another folder', () => {
    expect(loadConfig(DEFAULT_CONFIG_FILE, {}).content.dir).toBe('./config/content');
    expect(loadConfig(DEFAULT_CONFIG_FILE, { CONTENT_DIR: '/srv/portail/textes' }).content.dir).toBe(
      '/srv/portail/textes',
    );
  });

  it('places the test overlay’s Apache client at APACHE_CLIENT_URL', () => {
    const testOverlay = fileURLToPath(new URL('../../../../config/overlays/test.yaml', import.meta.url));
    const config = loadConfig(DEFAULT_CONFIG_FILE, {
      PORTAL_CONFIG_OVERLAY: testOverlay,
      APACHE_CLIENT_URL: 'http://localhost:7105',
    });
    const apache = config.oidc_clients.find((c) => c.client_id === 'compte-rendu-apache')!;
    expect(apache.redirect_uris).toEqual(['http://localhost:7105/protected/redirect_uri']);
    expect(apache.backchannel_logout_uri).toBe('http://localhost:7105/protected/redirect_uri?logout=backchannel');
    expect(apache.first_party).toBe(false);
  });

  it('points the tracker at the local stand-in, at ANALYTICS_URL, at an operator’s Matomo, or nowhere', () => {
    const analytics = (env: Record<string, string>) => loadConfig(DEFAULT_CONFIG_FILE, env).client.tracking.analytics;
    expect(analytics({})).toEqual({ host: 'http://localhost:3003', siteId: '1' });
    expect(analytics({ ANALYTICS_URL: 'https://stats.example.fr/matomo/', ANALYTICS_SITE_ID: '12' })).toEqual({
      host: 'https://stats.example.fr/matomo',
      siteId: '12',
    });
    expect(analytics({ ANALYTICS_URL: '' })).toBeUndefined();
    const own = withFile('client: { tracking: { analytics: { host: "https://matomo.example.fr/", siteId: 3 } } }\n');
    expect(analytics({ PORTAL_CONFIG_OVERLAY: own, ANALYTICS_URL: 'http://localhost:9' })).toEqual({
      host: 'https://matomo.example.fr',
      siteId: '3',
    });
    expect(
      analytics({ PORTAL_CONFIG_OVERLAY: withFile('client: { tracking: { analytics: null } }\n') }),
    ).toBeUndefined();
  });

  it('names a tracker address or site id that Matomo would not take', () => {
    for (const host of [
      'matomo.example.fr',
      'javascript:alert(1)',
      'https://user:pw@matomo.example.fr',
      'https://m.fr/?a=1',
    ])
      expect(() => loadConfig(DEFAULT_CONFIG_FILE, { ANALYTICS_URL: host }), host).toThrow(
        /client\.tracking\.analytics\.host : doit être une adresse http\(s\)/,
      );
    for (const siteId of ['0', 'abc', '1; drop'])
      expect(() => loadConfig(DEFAULT_CONFIG_FILE, { ANALYTICS_SITE_ID: siteId }), siteId).toThrow(
        /client\.tracking\.analytics\.siteId : doit être l’identifiant numérique du site dans Matomo/,
      );
  });

  it('merges an overlay file: keys replaced, apps added by client_id', () => {
    const overlay = withFile(
      'auth: { otp_is_mandatory: false }\noidc_clients:\n  - { client_id: extra, client_name: X, portal_name: X, main_url: /, link_only: true }\n',
    );
    const config = loadConfig(DEFAULT_CONFIG_FILE, { PORTAL_CONFIG_OVERLAY: overlay });
    expect(config.auth.otp_is_mandatory).toBe(false);
    expect(config.oidc_clients.map((c) => c.client_id)).toEqual(
      expect.arrayContaining(['portal', 'demo-client', 'extra']),
    );
    expect(config.password_security.min_length).toBe(10);
  });
});

describe('toClientConfig', () => {
  it('never exposes a secret nor the hidden portal client', () => {
    const json = JSON.stringify(
      toClientConfig(loadConfig(DEFAULT_CONFIG_FILE, {}), { conformanceState: 'non conforme' }),
    );
    expect(json).not.toMatch(/secret|cookie_keys|encryption_key/);
    expect(json).not.toContain('"client_id":"portal"');
  });
});

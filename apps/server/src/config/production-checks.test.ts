import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError, DEFAULT_CONFIG_FILE, loadConfig } from './load.ts';
import { DEVELOPMENT_VALUES } from './production-checks.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function withFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'config-')), 'overlay.yaml');
  writeFileSync(file, text);
  return file;
}

/** The secrets an operator gives: the environment's, and an overlay for the client apps' own. */
function productionEnv(): Record<string, string> {
  return {
    PUBLIC_URL: 'https://portail.example.fr',
    COOKIE_KEYS: randomBytes(24).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    JWKS_FILE: '/srv/portail/jwks.json',
    TRUST_PROXY: '1',
    ANALYTICS_URL: 'https://matomo.example.fr',
    PORTAL_CONFIG_OVERLAY: withFile(
      ['portal', 'agenda', 'archives']
        .map((id) => `  - { client_id: ${id}, client_secret: ${randomBytes(24).toString('base64url')} }`)
        .join('\n')
        .replace(/^/, 'oidc_clients:\n'),
    ),
  };
}

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(DEFAULT_CONFIG_FILE, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('production checks', () => {
  it('refuse the development file behind https, naming each key in French', () => {
    const message = refusal({ PUBLIC_URL: 'https://portail.example.fr' });
    expect(message).toMatch(/^Configuration de développement refusée en production/);
    for (const key of [
      'security.cookie_keys.0',
      'security.encryption_key',
      'oidc_clients[portal].client_secret',
      'oidc_clients[agenda].client_secret',
      'oidc_clients[archives].client_secret',
      'security.jwks_file',
      'security.trust_proxy',
      'client.tracking.analytics.host',
    ])
      expect(message).toContain(`- ${key} : `);
    expect(message).not.toContain('demo-client');
  });

  it('refuse it with NODE_ENV=production on an http address too', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toContain('- security.cookie_keys.0 : ');
    expect(message).toContain('- security.jwks_file : ');
    // Without TLS in front, the provider's cookies need no proxy to be believed.
    expect(message).not.toContain('security.trust_proxy');
  });

  it('find a development value left in one place among production ones', () => {
    const env = productionEnv();
    expect(() => loadConfig(DEFAULT_CONFIG_FILE, env)).not.toThrow();

    const message = refusal({
      ...env,
      COOKIE_KEYS: `${env.COOKIE_KEYS},${DEVELOPMENT_VALUES.cookieKeys[0]}`,
      PSC_ISSUER: 'https://auth.bas.psc.esante.gouv.fr/auth/realms/esante-wallet',
      PSC_CLIENT_ID: 'portail',
      PSC_CLIENT_SECRET: DEVELOPMENT_VALUES.pscClientSecret,
      JWKS_FILE: DEVELOPMENT_VALUES.jwksFile,
    });
    expect(message.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^- security\.cookie_keys\.1 : /),
      expect.stringMatching(/^- psc\.client_secret : /),
      expect.stringMatching(/^- security\.jwks_file : /),
    ]);
  });

  it('refuse tracking to the local analytics stand-in, and accept an operator’s Matomo or none', () => {
    const env = productionEnv();
    for (const local of ['http://localhost:3003', 'http://127.0.0.1:3003/', 'http://[::1]:3003'])
      expect(
        refusal({ ...env, ANALYTICS_URL: local })
          .split('\n')
          .slice(1),
      ).toEqual([expect.stringMatching(/^- client\.tracking\.analytics\.host : collecteur local de développement/)]);
    expect(loadConfig(DEFAULT_CONFIG_FILE, env).client.tracking.analytics).toEqual({
      host: 'https://matomo.example.fr',
      siteId: '1',
    });
    expect(loadConfig(DEFAULT_CONFIG_FILE, { ...env, ANALYTICS_URL: '' }).client.tracking.analytics).toBeUndefined();
  });

  it("refuse an operator's secrets that still say change-me", () => {
    const env = productionEnv();
    const message = refusal({
      ...env,
      COOKIE_KEYS: 'my-cookie-key-change-me-please!!',
      ENCRYPTION_KEY: Buffer.from('another-key-change-me-0123456789').toString('base64'),
      PORTAL_CONFIG_OVERLAY: withFile('oidc_clients:\n  - { client_id: agenda, client_secret: agenda-change-me }\n'),
    });
    expect(message).toContain('- security.cookie_keys.0 : ');
    expect(message).toContain('- security.encryption_key : ');
    expect(message).toContain('- oidc_clients[agenda].client_secret : ');
  });

  it('leave development, the tests and the benchmarks as they are (http, no NODE_ENV=production)', () => {
    expect(() => loadConfig(DEFAULT_CONFIG_FILE, {})).not.toThrow();
    expect(() =>
      loadConfig(DEFAULT_CONFIG_FILE, { PUBLIC_URL: 'http://localhost:3100', NODE_ENV: 'test' }),
    ).not.toThrow();
  });

  it('know every development secret of config/portal.yaml and of the stand-in', () => {
    const raw = parse(readFileSync(DEFAULT_CONFIG_FILE, 'utf8')) as {
      security: { cookie_keys: string[]; encryption_key: string; jwks_file: string };
      oidc_clients: { client_secret?: string }[];
    };
    expect(raw.security.cookie_keys).toEqual(DEVELOPMENT_VALUES.cookieKeys);
    expect(raw.security.encryption_key).toBe(DEVELOPMENT_VALUES.encryptionKey);
    expect(raw.security.jwks_file).toBe(DEVELOPMENT_VALUES.jwksFile);
    expect(raw.oidc_clients.flatMap((app) => app.client_secret ?? [])).toEqual(DEVELOPMENT_VALUES.clientSecrets);
    expect(readFileSync(join(ROOT, 'scripts/start.ts'), 'utf8')).toContain(`'${DEVELOPMENT_VALUES.pscClientSecret}'`);
  });

  it('stop the production server with exit code 2 and the French message', { timeout: 120_000 }, () => {
    const env: Record<string, string | undefined> = { ...process.env, PUBLIC_URL: 'https://portail.example.fr' };
    for (const name of ['PORTAL_CONFIG', 'PORTAL_CONFIG_OVERLAY', 'COOKIE_KEYS', 'ENCRYPTION_KEY', 'JWKS_FILE'])
      delete env[name];
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Configuration de développement refusée en production');
    expect(run.stderr).toContain('- security.encryption_key : ');
  });
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_FILE, loadConfig } from '../config/load.ts';
import type { Config } from '../config/schema.ts';
import { contentSecurityPolicy, helmetOptions, securityHeaders } from './security-headers.ts';

const policy = (env: Record<string, string>) => contentSecurityPolicy(loadConfig(DEFAULT_CONFIG_FILE, env));

describe('content security policy', () => {
  it('lets scripts, images and requests reach the configured Matomo’s origin, and no other', () => {
    const csp = policy({ ANALYTICS_URL: 'https://stats.example.fr/matomo' });
    expect(csp.scriptSrc).toEqual(["'self'", 'https://stats.example.fr']);
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'https://stats.example.fr']);
    expect(csp.connectSrc).toEqual(["'self'", 'https://stats.example.fr']);
    expect(csp.defaultSrc).toEqual(["'self'"]);
  });

  it('opens nothing when no tracker is configured', () => {
    const csp = policy({ ANALYTICS_URL: '' });
    expect(csp.scriptSrc).toEqual(["'self'"]);
    expect(csp.imgSrc).toEqual(["'self'", 'data:']);
    expect(csp.connectSrc).toEqual(["'self'"]);
  });
});

describe('security headers', () => {
  const written = (write: (res: ServerResponse) => void) => {
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      // Helmet removes X-Powered-By, which neither Fastify nor the provider sends.
      removeHeader: () => undefined,
    };
    write(res as unknown as ServerResponse);
    return headers;
  };
  const byHelmet = (config: Config) =>
    written((res) => helmet(helmetOptions(config))({} as IncomingMessage, res, () => undefined));

  it('are the headers helmet writes with the same options, over http and behind https', () => {
    for (const publicUrl of ['http://localhost:3000', 'https://portail.example.fr']) {
      const config = loadConfig(DEFAULT_CONFIG_FILE, { ANALYTICS_URL: 'https://stats.example.fr/matomo' });
      config.public_url = publicUrl;
      expect(written(securityHeaders(config))).toEqual(byHelmet(config));
    }
  });
});

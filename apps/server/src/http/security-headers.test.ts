import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_FILE, loadConfig } from '../config/load.ts';
import { contentSecurityPolicy } from './security-headers.ts';

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

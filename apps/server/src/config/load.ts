import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { productionProblems } from './production-checks.ts';
import { configSchema, type Config } from './schema.ts';

export const DEFAULT_CONFIG_FILE = fileURLToPath(new URL('../../../../config/portal.yaml', import.meta.url));

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Environment variables that override a key of the YAML file: secrets and addresses. */
function applyEnvironment(raw: Record<string, any>, env: Env): void {
  const set = (path: string[], value: unknown) => {
    let node = raw;
    for (const key of path.slice(0, -1)) node = node[key] ??= {};
    node[path.at(-1)!] = value;
  };
  if (env.PUBLIC_URL) set(['public_url'], env.PUBLIC_URL);
  if (env.PORT) set(['port'], Number(env.PORT));
  if (env.DEMO_CLIENT_URL) set(['demo_client_url'], env.DEMO_CLIENT_URL);
  if (env.PARTNER_CLIENT_URL) set(['partner_client_url'], env.PARTNER_CLIENT_URL);
  if (env.APACHE_CLIENT_URL) set(['apache_client_url'], env.APACHE_CLIENT_URL);
  if (env.LEMONLDAP_CLIENT_URL) set(['lemonldap_client_url'], env.LEMONLDAP_CLIENT_URL);
  if (env.ANALYTICS_URL !== undefined) set(['analytics_url'], env.ANALYTICS_URL);
  if (env.ANALYTICS_SITE_ID) set(['client', 'tracking', 'analytics', 'siteId'], env.ANALYTICS_SITE_ID);
  if (env.DATABASE_URL !== undefined) set(['database', 'url'], env.DATABASE_URL);
  if (env.DATA_DIR) set(['database', 'data_dir'], env.DATA_DIR);
  if (env.DIRECTORY_REFRESH_SOURCE !== undefined) set(['directory', 'refresh', 'source'], env.DIRECTORY_REFRESH_SOURCE);
  if (env.SMTP_URL !== undefined) set(['mail', 'smtp_url'], env.SMTP_URL);
  if (env.MAIL_FROM) set(['mail', 'from'], env.MAIL_FROM);
  if (env.COOKIE_KEYS) set(['security', 'cookie_keys'], env.COOKIE_KEYS.split(','));
  if (env.ENCRYPTION_KEY) set(['security', 'encryption_key'], env.ENCRYPTION_KEY);
  if (env.JWKS_FILE) set(['security', 'jwks_file'], env.JWKS_FILE);
  if (env.METRICS_TOKEN) set(['security', 'metrics_token'], env.METRICS_TOKEN);
  if (env.OTP_IS_MANDATORY) set(['auth', 'otp_is_mandatory'], env.OTP_IS_MANDATORY === 'true');
  if (env.TRUST_PROXY)
    set(
      ['security', 'trust_proxy'],
      /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY === 'true' || env.TRUST_PROXY,
    );
  if (env.PSC_ISSUER !== undefined) set(['psc', 'issuer'], env.PSC_ISSUER);
  if (env.PSC_DISCOVERY_URL) set(['psc', 'discovery_url'], env.PSC_DISCOVERY_URL);
  if (env.PSC_CLIENT_ID) set(['psc', 'client_id'], env.PSC_CLIENT_ID);
  if (env.PSC_CLIENT_SECRET) set(['psc', 'client_secret'], env.PSC_CLIENT_SECRET);
  if (env.PSC_AUTH_METHOD) set(['psc', 'auth_method'], env.PSC_AUTH_METHOD);
  if (env.PSC_TLS_CERT_FILE) set(['psc', 'tls_cert_file'], env.PSC_TLS_CERT_FILE);
  if (env.PSC_TLS_KEY_FILE) set(['psc', 'tls_key_file'], env.PSC_TLS_KEY_FILE);
  if (env.PSC_TLS_CA_FILE) set(['psc', 'tls_ca_file'], env.PSC_TLS_CA_FILE);
  if (env.PSC_STAND_IN_PORT) set(['psc', 'stand_in_port'], Number(env.PSC_STAND_IN_PORT));
  if (env.CONTENT_DIR) set(['content', 'dir'], env.CONTENT_DIR);
  if (env.MAX_FAILED_LOGINS) set(['security', 'max_failed_logins'], Number(env.MAX_FAILED_LOGINS));
}

/**
 * `{public_url}`, `{demo_client_url}`, `{partner_client_url}`, `{apache_client_url}` and `{lemonldap_client_url}` inside client addresses,
 * and `{analytics_url}` in the tracking settings, are replaced by those keys.
 */
function substitute(value: unknown, vars: Record<string, string>): unknown {
  if (typeof value === 'string') return value.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
  if (Array.isArray(value)) return value.map((v) => substitute(v, vars));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, vars)]));
  return value;
}

function readYaml(file: string): Record<string, any> {
  try {
    return parse(readFileSync(file, 'utf8')) ?? {};
  } catch (error) {
    throw new ConfigError(`Configuration illisible (${file}) : ${(error as Error).message}`);
  }
}

/** Objects merge key by key; lists of apps merge by client_id; other values are replaced. */
function merge(base: any, overlay: any): any {
  if (Array.isArray(base) && Array.isArray(overlay) && overlay.every((item) => item?.client_id)) {
    const byId = new Map(base.map((item: any) => [item.client_id, item]));
    for (const item of overlay) byId.set(item.client_id, merge(byId.get(item.client_id) ?? {}, item));
    return [...byId.values()];
  }
  if (base && overlay && typeof base === 'object' && typeof overlay === 'object' && !Array.isArray(overlay)) {
    return Object.fromEntries(
      [...new Set([...Object.keys(base), ...Object.keys(overlay)])].map((key) => [
        key,
        key in overlay ? merge(base[key], overlay[key]) : base[key],
      ]),
    );
  }
  return overlay;
}

/**
 * Reads the YAML file, then the optional overlay file (`PORTAL_CONFIG_OVERLAY`: tests and
 * benchmarks change a few keys), then the environment; checks every key, and refuses the
 * development secrets in production (`production-checks.ts`).
 */
export function loadConfig(file = process.env.PORTAL_CONFIG ?? DEFAULT_CONFIG_FILE, env: Env = process.env): Config {
  let raw = readYaml(file);
  if (env.PORTAL_CONFIG_OVERLAY) raw = merge(raw, readYaml(env.PORTAL_CONFIG_OVERLAY));
  applyEnvironment(raw, env);
  const publicUrl = String(raw.public_url ?? '').replace(/\/$/, '');
  raw.public_url = publicUrl;
  raw.oidc_clients = substitute(raw.oidc_clients, {
    public_url: publicUrl,
    demo_client_url: String(raw.demo_client_url ?? '').replace(/\/$/, ''),
    partner_client_url: String(raw.partner_client_url ?? 'http://localhost:3004').replace(/\/$/, ''),
    apache_client_url: String(raw.apache_client_url ?? 'http://localhost:3005').replace(/\/$/, ''),
    lemonldap_client_url: String(raw.lemonldap_client_url ?? 'http://localhost:3007').replace(/\/$/, ''),
  });
  if (raw.client?.tracking)
    raw.client.tracking = substitute(raw.client.tracking, {
      analytics_url: String(raw.analytics_url ?? 'http://localhost:3003').replace(/\/$/, ''),
    });
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join('.') || '(racine)'} : ${issue.message}`);
    throw new ConfigError(`Configuration invalide (${file}) :\n${lines.join('\n')}`);
  }
  const problems = productionProblems(result.data, env);
  if (problems.length > 0) {
    const lines = problems.map((problem) => `- ${problem}`);
    throw new ConfigError(`Configuration de développement refusée en production (${file}) :\n${lines.join('\n')}`);
  }
  return result.data;
}

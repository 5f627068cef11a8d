/**
 * A deployment (an https address, or `NODE_ENV=production`) refuses the development secrets of
 * `config/portal.yaml`: they are public, so anyone could sign cookies, read TOTP secrets at rest or
 * act as a client application.
 */
import { resolve } from 'node:path';
import type { Config } from './schema.ts';

/**
 * The development values of `config/portal.yaml`, written here rather than read from that file:
 * an operator may well put their own secrets in that very file (`production-checks.test.ts` keeps
 * the two in step).
 */
export const DEVELOPMENT_VALUES = {
  cookieKeys: ['dev-cookie-key-change-me-0123456789abcdef'],
  encryptionKey: 'ZGV2LWVuY3J5cHRpb24ta2V5LWNoYW5nZS1tZS0wMTI=',
  clientSecrets: ['dev-portal-secret-change-me', 'dev-agenda-secret-change-me', 'dev-archives-secret-change-me'],
  /** The Pro Santé Connect stand-in's (`npm start`, `apps/psc-stand-in`). */
  pscClientSecret: 'psc-stand-in-secret',
  jwksFile: './data/jwks.json',
} as const;

/** Every development secret carries it; an operator's copy left unchanged carries it too. */
const PLACEHOLDER = 'change-me';

type Env = Record<string, string | undefined>;

const isProduction = (publicUrl: string, env: Env) => publicUrl.startsWith('https:') || env.NODE_ENV === 'production';

const isPlaceholder = (secret: string, known: readonly string[]) =>
  known.includes(secret) || secret.includes(PLACEHOLDER);

/** A loopback address: the analytics stand-in, on this machine, never the visitors'. */
const isLoopback = (address: string) =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(address).hostname.replace(/\.$/, ''));

/** The keys still holding a development value, each with why: empty when the configuration may run. */
export function productionProblems(config: Config, env: Env): string[] {
  if (!isProduction(config.public_url, env)) return [];
  const { security, psc } = config;
  const problems: string[] = [];

  security.cookie_keys.forEach((key, index) => {
    if (isPlaceholder(key, DEVELOPMENT_VALUES.cookieKeys))
      problems.push(`security.cookie_keys.${index} : clé de développement ; donnez les vôtres (COOKIE_KEYS)`);
  });
  const encryptionKey = security.encryption_key;
  if (
    encryptionKey === DEVELOPMENT_VALUES.encryptionKey ||
    Buffer.from(encryptionKey, 'base64').toString('latin1').includes(PLACEHOLDER)
  )
    problems.push('security.encryption_key : clé de développement ; donnez la vôtre (ENCRYPTION_KEY)');
  for (const app of config.oidc_clients) {
    if (app.client_secret && isPlaceholder(app.client_secret, DEVELOPMENT_VALUES.clientSecrets))
      problems.push(`oidc_clients[${app.client_id}].client_secret : secret de développement ; donnez-lui le sien`);
  }
  if (psc.client_secret && isPlaceholder(psc.client_secret, [DEVELOPMENT_VALUES.pscClientSecret]))
    problems.push(
      'psc.client_secret : secret du remplaçant de Pro Santé Connect ; donnez celui de l’ANS (PSC_CLIENT_SECRET)',
    );
  // The visitors' browsers would send their page views to their own machine: nothing would be measured.
  const analytics = config.client.tracking.analytics;
  if (analytics && isLoopback(analytics.host))
    problems.push(
      `client.tracking.analytics.host : collecteur local de développement (${analytics.host}) ; donnez l’adresse de votre Matomo (ANALYTICS_URL), ou une adresse vide pour ne rien mesurer`,
    );
  // Left to the default, each instance would generate keys of its own in its own folder: tokens
  // signed by one would fail at the others, and a new container would start with new keys.
  if (!security.jwks_file || resolve(security.jwks_file) === resolve(DEVELOPMENT_VALUES.jwksFile))
    problems.push(
      `security.jwks_file : fichier de développement (${DEVELOPMENT_VALUES.jwksFile}) ; nommez le fichier de clés que toutes les instances partagent (JWKS_FILE)`,
    );
  // The portal listens in plain HTTP: behind TLS, the proxy's X-Forwarded-Proto must be believed,
  // or the provider refuses to set its secure cookies and every sign-in fails.
  if (config.public_url.startsWith('https:') && security.trust_proxy === false)
    problems.push(
      'security.trust_proxy : requis quand public_url est en https ; nommez le mandataire qui termine TLS (TRUST_PROXY)',
    );
  return problems;
}

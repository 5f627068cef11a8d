import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/schema.ts';

/** What helmet sends by default: a year, subdomains included. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

const isHttps = (config: Config) => config.public_url.startsWith('https:');

/**
 * A strict policy: scripts only from the portal itself, and from the configured Matomo (its
 * matomo.js, its tracking requests as beacons or images). Styles allow inline ones: MUI's emotion,
 * notistack and the captcha widget inject theirs at run time.
 *
 * Forms post to the portal, and Chromium checks `form-action` on every redirect that follows a
 * form post. Those that hand the user back to an application on another origin (the sign-in's and
 * the consent's, the sign-out's confirmation) answer a page that goes on by itself
 * (`oidc/pages.ts`, `handBackPage`): the application's redirects, wherever it sends its user, are
 * then not the form's. The chains that stay are the portal's own, and the sign-out's after a Pro
 * Santé Connect sign-in, which goes on through `/psc/logout` to its provider. The provider's
 * `form_post` page, whose form goes to an application, has a policy of its own
 * (`oidc/french-answers.ts`).
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const analytics = config.client.tracking.analytics;
  const analyticsOrigin = analytics ? [new URL(analytics.host).origin] : [];
  const pscOrigin = URL.canParse(config.psc.issuer) ? [new URL(config.psc.issuer).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...analyticsOrigin],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...analyticsOrigin],
    connectSrc: ["'self'", ...analyticsOrigin],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...pscOrigin],
    ...(isHttps(config) ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Helmet's options for this policy (no defaults mixed in), HSTS behind https: what `securityHeaders` writes. */
export function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: isHttps(config) ? HSTS : false,
    referrerPolicy: { policy: 'same-origin' as const },
    xFrameOptions: { action: 'deny' as const },
  };
}

/**
 * Helmet's headers with `helmetOptions`, as helmet writes them (`security-headers.test.ts` compares
 * the two), made once: @fastify/helmet builds helmet again, policy parsed, for every request.
 */
export function securityHeaders(config: Config, only?: readonly string[]) {
  const policy = Object.entries(contentSecurityPolicy(config))
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join(';');
  const headers: [string, string][] = Object.entries({
    'Content-Security-Policy': policy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'same-origin',
    ...(isHttps(config)
      ? { 'Strict-Transport-Security': `max-age=${HSTS.maxAge}${HSTS.includeSubDomains ? '; includeSubDomains' : ''}` }
      : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  }).filter(([name]) => !only || only.includes(name));
  return (res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}

/** What a browser fetches as a part of a page (`Sec-Fetch-Dest`), never shown as a document nor run as a worker. */
const PAGE_PARTS = new Set(['script', 'style', 'image', 'font']);

/**
 * The headers such a part uses. The others (the policy, framing, the opener, the referrer) govern a
 * document or a worker only: sent with each of the home's scripts, they were 0.6 kB a file.
 */
const PAGE_PART_HEADERS = ['Cross-Origin-Resource-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options'];

/**
 * On every answer, the portal's and the provider's (written by oidc-provider, outside Fastify's
 * replies): set as the request arrives, before any route or the provider answers. A browser that
 * does not say what it fetches (no `Sec-Fetch-Dest`) gets them all.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const write = securityHeaders(config);
  const writeForPagePart = securityHeaders(config, PAGE_PART_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    const destination = request.headers['sec-fetch-dest'];
    (typeof destination === 'string' && PAGE_PARTS.has(destination) ? writeForPagePart : write)(reply.raw);
    done();
  });
}

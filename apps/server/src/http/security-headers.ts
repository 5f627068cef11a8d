import type { ServerResponse } from 'node:http';
import type { Config } from '../config/schema.ts';

/**
 * A strict policy: scripts only from the portal itself. Forms post to the portal, whose answers
 * redirect to the configured client apps, or to Pro Santé Connect's logout after the portal's
 * (a form's redirects count for `form-action`). Styles allow
 * inline ones: MUI's emotion, notistack and the captcha widget inject theirs at run time.
 */
export function contentSecurityPolicy(config: Config) {
  const appOrigins = new Set(
    config.oidc_clients
      .flatMap((app) => [...app.redirect_uris, ...app.post_logout_redirect_uris])
      .concat(config.psc.issuer)
      .flatMap((uri) => (URL.canParse(uri) ? [new URL(uri).origin] : [])),
  );
  appOrigins.delete(new URL(config.public_url).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...[...appOrigins].sort()],
  };
}

/** The same headers on the provider's own pages, which bypass Fastify's hooks. */
export function providerPageHeaders(config: Config) {
  const policy = Object.entries(contentSecurityPolicy(config))
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
  return (res: ServerResponse) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'DENY');
  };
}

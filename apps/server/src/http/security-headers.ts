import type { ServerResponse } from 'node:http';

/** A strict policy: scripts only from the portal itself; MUI's emotion needs inline styles. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", 'http:', 'https:'],
};

const policyHeader = Object.entries(CONTENT_SECURITY_POLICY)
  .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
  .join('; ');

/** The same headers on the provider's own pages, which bypass Fastify's hooks. */
export function securityHeaders(res: ServerResponse) {
  res.setHeader('Content-Security-Policy', policyHeader);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
}

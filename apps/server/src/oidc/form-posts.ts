/**
 * POST on the authorization endpoint (OpenID Connect Core 3.1.2.1) and the end-session endpoint
 * (RP-Initiated Logout 2). oidc-provider serves them only with its session cookie `SameSite=None`
 * (`enableHttpPostMethods`), since a form posted from a client app's site does not carry a `Lax`
 * cookie. The portal keeps `Lax`: such a form is answered 303 to the same endpoint with its fields
 * as the query, a GET navigation that carries the cookie and that the provider serves as any other.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OIDC_PREFIX } from './provider.ts';

const ENDPOINTS = new Set(['/auth', '/session/end'].map((path) => `${OIDC_PREFIX}${path}`));

/** How the provider answers a request (koa's `callback()`), wrapped by this module and the mount. */
export type ProviderCallback = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The form's fields, read by `oidc/request-guard.ts` into `req.body`; the address's own query is not the request's (as the provider reads a POST). */
function formFields(req: IncomingMessage): string {
  const body = (req as IncomingMessage & { body?: Buffer }).body;
  return new URLSearchParams(body?.toString('utf8') ?? '').toString();
}

const isForm = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** `provider`, with the form posts to those two endpoints sent back as GET. */
export function answeringFormPosts(provider: ProviderCallback): ProviderCallback {
  return (req, res) => {
    const path = ((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '').split('?')[0]!;
    if (req.method !== 'POST' || !ENDPOINTS.has(path) || !isForm(req)) return provider(req, res);
    res.statusCode = 303;
    res.setHeader('location', `${path}?${formFields(req)}`);
    res.setHeader('cache-control', 'no-store');
    res.end();
    return undefined;
  };
}

/**
 * The relying parties health organisations run, as the portal meets them: LemonLDAP::NG 2.16 (a
 * gateway: its callback sends the user on to the application it protects, on another origin), with
 * its requests as it sends them (no code_challenge, a nonce; its secret in the form), and Chromium's
 * `form-action` check on the redirects that follow a form post.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ORIGIN, portalPath, refreshTarget, type Browser, type Response } from '../support/browser.ts';
import { spa } from '../support/flows.ts';
import type { Portal } from '../support/harness.ts';
import { tokenRequest } from '../oidc-standards/support.ts';

/** LemonLDAP::NG as `config/overlays/test.yaml` declares it (`client_secret_post`, `pkce: false`). */
export const LEMONLDAP = {
  id: 'lemonldap-ng',
  redirectUri: 'http://localhost:3007/?openidconnectcallback=1',
  postLogoutRedirectUri: 'http://localhost:3007/?logout=1',
  /** The application it protects, on another origin, where its callback sends the user. */
  application: 'http://localhost:3008/',
} as const;

export const lemonldapSecret = (portal: Portal) =>
  portal.config.oidc_clients.find((app) => app.client_id === LEMONLDAP.id)!.client_secret!;

const random = () => randomBytes(16).toString('base64url');

/** LemonLDAP::NG 2.16's authorization request (`buildAuthorizationCodeAuthnRequest`): a state and a nonce, no code_challenge. */
export function lemonldapRequest(extra: Record<string, string> = {}) {
  const nonce = random();
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: LEMONLDAP.id,
    scope: 'openid profile email',
    redirect_uri: LEMONLDAP.redirectUri,
    state: random(),
    nonce,
    ...extra,
  });
  return { url: `/oidc/auth?${query}`, nonce };
}

/** Its token request (`getAccessTokenFromTokenEndpoint`, client_secret_post): the secret in the form. */
export const lemonldapTokenRequest = (portal: Portal, code: string, secret = lemonldapSecret(portal)) =>
  tokenRequest(portal, LEMONLDAP, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: LEMONLDAP.redirectUri,
    client_secret: secret,
  });

/**
 * `browser`, signed in on the portal, opens LemonLDAP::NG (its request as it sends it) and consents:
 * the code its callback gets, and the nonce it sent.
 */
export async function lemonldapCode(browser: Browser): Promise<{ code: string; nonce: string }> {
  const request = lemonldapRequest();
  const { location } = await browser.follow(await browser.get(request.url, { accept: 'text/html' }));
  const consent = await browser.postForm(`/oidc/interaction/${spa(location).query.get('interactionId')}/consent`, {
    prompt: 'consent',
    decision: 'accept',
  });
  return { code: codeAt((await followFormPost(browser, consent, ['*'])).reached), nonce: request.nonce };
}

/** The sources of a page's `form-action` (its `Content-Security-Policy`). */
export function formActionOf(page: Response): string[] {
  const policy = String(page.headers['content-security-policy'] ?? '');
  const directive = /(?:^|;)\s*form-action ([^;]*)/.exec(policy)?.[1];
  expect(directive, `form-action in ${policy}`).toBeDefined();
  return directive!.trim().split(/\s+/);
}

/** Whether a `form-action` allows `url` (CSP 3's source matching, the parts a policy of the portal uses). */
export function formActionAllows(sources: string[], url: string): boolean {
  const target = new URL(url, ORIGIN);
  return sources.some((source) => {
    if (source === "'self'") return target.origin === ORIGIN;
    if (source === '*') return ['http:', 'https:'].includes(target.protocol);
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase();
    return URL.canParse(source) && new URL(source).origin === target.origin;
  });
}

/** What became of a form post, followed as Chromium does. */
export interface FormPostOutcome {
  /** The addresses of the form's redirects that its page's `form-action` does not allow: Chromium stops at the first. */
  blocked: string[];
  /** Where the browser got to: the gateway's callback (with its code), or a page of the portal. */
  reached?: string;
}

/**
 * Follows the answer to a form post whose page had `formAction`: each redirect that follows the
 * post is the form's, checked against it; the gateway's address answers a redirect to the application
 * it protects (what LemonLDAP::NG's callback does). A page that answers on the portal ends the
 * form's navigation; where it goes on by itself (`refreshTarget`) is a navigation of its own, not
 * checked, followed to where it leads.
 */
export async function followFormPost(
  browser: Browser,
  posted: Response,
  formAction: string[],
  gatewayOrigin = new URL(LEMONLDAP.redirectUri).origin,
): Promise<FormPostOutcome> {
  const blocked: string[] = [];
  let current = posted;
  for (let hops = 0; hops < 20; hops += 1) {
    if (current.statusCode < 300 || current.statusCode >= 400) {
      if (!refreshTarget(current)) return { blocked, reached: undefined };
      const { location } = await browser.follow(current);
      return { blocked, reached: location };
    }
    const location = new URL(String(current.headers.location), ORIGIN).href;
    if (!formActionAllows(formAction, location)) blocked.push(location);
    if (new URL(location).origin === gatewayOrigin) {
      if (!formActionAllows(formAction, LEMONLDAP.application)) blocked.push(LEMONLDAP.application);
      return { blocked, reached: location };
    }
    const path = portalPath(location, browser.origin);
    if (!path) return { blocked, reached: location };
    current = await browser.get(path, { accept: 'text/html' });
  }
  throw new Error('too many redirects');
}

/** The code a redirect to the gateway's callback carries. */
export function codeAt(address: string | undefined): string {
  const url = new URL(address ?? '', ORIGIN);
  expect(`${url.origin}${url.pathname}${url.search.split('&')[0]}`, address).toBe(LEMONLDAP.redirectUri);
  const code = url.searchParams.get('code');
  expect(code, address).toBeTruthy();
  return code!;
}

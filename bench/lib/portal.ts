import { isRedirect, type Reply, type VirtualUser } from './http.ts';

const MAX_HOPS = 10;

/** A failed step; `reason` is short and stable, to count errors by kind. */
export class FlowError extends Error {
  constructor(
    readonly reason: string,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export const reasonOf = (error: unknown): string =>
  error instanceof FlowError ? error.reason : `exception: ${(error as Error)?.message ?? String(error)}`.slice(0, 120);

/** A redirect that was not fetched: a page of the SPA (`/#/...`) or another origin. */
export interface Followed {
  last: Reply;
  /** Where the chain ended without being fetched, if it did. */
  stoppedAt: URL | undefined;
  hops: number;
  visited: string[];
}

/** Follows redirects manually within the portal's origin, like a browser navigation would. */
export async function followRedirects(user: VirtualUser, first: Reply, accept: string): Promise<Followed> {
  let last = first;
  const visited: string[] = [];
  for (let hops = 0; ; hops += 1) {
    if (!isRedirect(last.status)) return { last, stoppedAt: undefined, hops, visited };
    const next = last.location;
    if (!next) throw new FlowError(`redirect without Location at ${last.url.pathname}`);
    if (next.origin !== user.base.origin || next.hash.startsWith('#/')) return { last, stoppedAt: next, hops, visited };
    if (hops >= MAX_HOPS) throw new FlowError('too many redirects');
    visited.push(next.pathname);
    last = await user.send(next, { headers: { accept } });
  }
}

/** `err` of a SPA address such as `/#/login?interactionId=...&err=loginMismatch`. */
export function spaError(url: URL): string {
  const query = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  const err = new URLSearchParams(query).get('err');
  return err ? `err=${err}` : `landed on ${url.hash.split('?')[0]}`;
}

export function json<T>(reply: Reply, what: string): T {
  if (reply.status !== 200 || !reply.contentType.includes('json')) {
    throw new FlowError(`${what}: HTTP ${reply.status}`, reply.body.slice(0, 200));
  }
  return JSON.parse(reply.body) as T;
}

/** A navigation's end within the portal: a page of the web app (`/#/route?…`). */
export interface Landing {
  page: URL;
  /** Its route (`otp`, `totp`, `` for the home page). */
  route: string;
}

/**
 * The login screen's first calls (docs/sign-in-flow.md, steps 1 and 2): `/portalLogin`, then its
 * authorization URL as JSON, redirects followed, to the interaction's id. From an empty cookie jar:
 * every sign-in is a new browser.
 */
export async function startSignIn(user: VirtualUser): Promise<string> {
  user.jar.clear();
  const { authUrl } = json<{ authUrl: string }>(
    await user.send('/portalLogin', { headers: { accept: 'application/json' } }),
    'GET /portalLogin',
  );
  const toInteraction = await followRedirects(
    user,
    await user.send(authUrl, { headers: { accept: 'application/json' } }),
    'application/json',
  );
  if (toInteraction.stoppedAt) throw new FlowError(`authorization: ${spaError(toInteraction.stoppedAt)}`);
  const { interactionId, interactionType } = json<{ interactionId: string; interactionType: string }>(
    toInteraction.last,
    'interaction details',
  );
  if (interactionType !== 'login') throw new FlowError(`interaction type ${interactionType} (expected login)`);
  return interactionId;
}

/** One of the sign-in's HTML forms, posted as the browser does (`Origin` of the portal's page). */
export async function postForm(
  user: VirtualUser,
  path: string,
  form: Record<string, string>,
  origin: string,
): Promise<Reply> {
  return user.send(path, { headers: { origin, accept: 'text/html' }, form });
}

/** The login form: `POST /oidc/interaction/{id}/login`. */
export const postPassword = (
  user: VirtualUser,
  interactionId: string,
  email: string,
  password: string,
  origin: string,
) =>
  postForm(
    user,
    `/oidc/interaction/${encodeURIComponent(interactionId)}/login`,
    { prompt: 'login', login: email, password },
    origin,
  );

/** `<meta http-equiv="refresh" content="0;url=…">` of a page that goes on by itself (`handBackPage`). */
function refreshTarget(reply: Reply): URL | undefined {
  if (reply.status !== 200 || !reply.contentType.includes('html')) return undefined;
  const match = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(reply.body);
  return match ? new URL(match[1]!.replace(/&#38;/g, '&'), reply.url) : undefined;
}

/**
 * Where a form post's answer takes the browser: its redirects, and a page that goes on by itself,
 * followed one by one within the portal, up to a page of the web app.
 */
export async function landing(user: VirtualUser, answer: Reply, what: string): Promise<Landing> {
  let reply = answer;
  for (let pages = 0; pages <= MAX_HOPS; pages += 1) {
    const followed = await followRedirects(user, reply, 'text/html');
    const page = followed.stoppedAt;
    if (page) {
      if (page.origin !== user.base.origin) throw new FlowError(`${what}: left for ${page.origin}`);
      return { page, route: page.hash.slice(2).split('?')[0]! };
    }
    const next = refreshTarget(followed.last);
    if (!next) throw new FlowError(`${what}: HTTP ${followed.last.status} at ${followed.last.url.pathname}`);
    reply = await user.send(next, { headers: { accept: 'text/html' } });
  }
  throw new FlowError(`${what}: too many pages`);
}

/** The sign-in is complete: the browser is on the portal's home page with `portal_session`. */
export function expectHome({ page, route }: Landing, user: VirtualUser, what: string): void {
  if (route !== '' || page.hash !== '#/') throw new FlowError(`${what}: ${spaError(page)}`);
  if (!user.jar.has('portal_session')) throw new FlowError(`${what}: no portal_session cookie`);
}

/**
 * A whole password sign-in on the portal, as its login screen does it: `startSignIn`, the login form
 * post, then the redirects it answers (none when the portal finishes the sign-in inside the form
 * post, else the provider's resume and /portal/callback), which must set `portal_session` and land
 * on `/#/`. Needs a server where the account has no second factor.
 */
export async function portalSignIn(user: VirtualUser, email: string, password: string, origin: string): Promise<void> {
  const interactionId = await startSignIn(user);
  const posted = await postPassword(user, interactionId, email, password, origin);
  expectHome(await landing(user, posted, 'login post'), user, 'sign-in');
}

/** `GET /me` with the user's cookies answers 200. */
export async function meIsSignedIn(user: VirtualUser): Promise<boolean> {
  const reply = await user.send('/me', { headers: { accept: 'application/json' } });
  return reply.status === 200;
}

export interface ProviderEndpoints {
  issuer: string;
  authorization: URL;
  token: URL;
}

/**
 * The provider's endpoints from its discovery document, moved onto the bench's base origin
 * (the server may advertise `localhost` while the bench targets `127.0.0.1`).
 */
export async function discoverEndpoints(user: VirtualUser): Promise<ProviderEndpoints> {
  const metadata = json<{ issuer: string; authorization_endpoint: string; token_endpoint: string }>(
    await user.send('/oidc/.well-known/openid-configuration', { headers: { accept: 'application/json' } }),
    'discovery',
  );
  const rebase = (address: string) => {
    const url = new URL(address);
    return new URL(`${url.pathname}${url.search}`, user.base);
  };
  return {
    issuer: metadata.issuer,
    authorization: rebase(metadata.authorization_endpoint),
    token: rebase(metadata.token_endpoint),
  };
}

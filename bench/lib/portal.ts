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

export interface SignInTimings {
  portalLogin: number;
  interaction: number;
  passwordPost: number;
  callback: number;
}

/**
 * A whole password sign-in on the portal, as its login screen does it (docs/sign-in-flow.md):
 * /portalLogin, the authorization URL as JSON, the login form post, then the redirects it answers
 * (none when the portal finishes the sign-in inside the form post, else the provider's resume and
 * /portal/callback), which must set `portal_session` and land on `/#/`.
 * Starts from an empty cookie jar: every sign-in is a new browser.
 */
export async function portalSignIn(
  user: VirtualUser,
  email: string,
  password: string,
  origin: string,
): Promise<SignInTimings> {
  user.jar.clear();
  const t0 = performance.now();
  const { authUrl } = json<{ authUrl: string }>(
    await user.send('/portalLogin', { headers: { accept: 'application/json' } }),
    'GET /portalLogin',
  );
  const t1 = performance.now();

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
  const t2 = performance.now();

  const posted = await user.send(`/oidc/interaction/${encodeURIComponent(interactionId)}/login`, {
    headers: { origin, accept: 'text/html' },
    form: { prompt: 'login', login: email, password },
  });
  if (!isRedirect(posted.status)) throw new FlowError(`login post: HTTP ${posted.status}`, posted.body.slice(0, 200));
  const t3 = performance.now();

  const done = await followRedirects(user, posted, 'text/html');
  if (!done.stoppedAt) throw new FlowError(`sign-in ended on HTTP ${done.last.status} at ${done.last.url.pathname}`);
  if (done.stoppedAt.origin !== user.base.origin || done.stoppedAt.hash !== '#/') {
    throw new FlowError(
      `sign-in: ${done.stoppedAt.origin === user.base.origin ? spaError(done.stoppedAt) : `left for ${done.stoppedAt.origin}`}`,
    );
  }
  if (!user.jar.has('portal_session')) throw new FlowError('no portal_session cookie after /portal/callback');
  const t4 = performance.now();
  return { portalLogin: t1 - t0, interaction: t2 - t1, passwordPost: t3 - t2, callback: t4 - t3 };
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

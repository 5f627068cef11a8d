import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { startDemoClient, type DemoClient } from '../src/index.ts';

const COOKIE = 'demo_client_session'; // the client id 'demo-client', made a cookie name
const ARCHIVES_SECRET = 'secret-des-archives';

function cookieFrom(res: Response, name = COOKIE): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${name}=`)) return pair;
  }
  return undefined;
}

describe('demo client without a provider', () => {
  let app: DemoClient;
  beforeAll(async () => {
    // Nothing listens on the discard port: the provider is "not up yet".
    app = await startDemoClient({ port: 0, host: '127.0.0.1', issuer: 'http://127.0.0.1:9/oidc' });
  });
  afterAll(() => app.close());

  it('answers the signed-out home page in French', async () => {
    const res = await fetch(`http://127.0.0.1:${app.port}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Application de démonstration</h1>');
    expect(html).toContain('<a class="button" href="/login">Se connecter</a>');
    expect(html).toContain('<main');
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('serves its stylesheet', async () => {
    const res = await fetch(`http://127.0.0.1:${app.port}/styles.css`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('says in French that the provider is unavailable, and retries on the next attempt', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`http://127.0.0.1:${app.port}/login`, { redirect: 'manual' });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Le fournisseur d'identité ne répond pas");
    }
  });

  it('refuses a back-channel logout without a token', async () => {
    const res = await fetch(`http://127.0.0.1:${app.port}/backchannel-logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(400);
  });

  it('answers unknown pages with a French 404', async () => {
    const res = await fetch(`http://127.0.0.1:${app.port}/nulle-part`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page introuvable');
  });
});

/** The public demo-client by its form's client_id, or the confidential archives by its Basic credentials. */
function authenticatedClient(form: URLSearchParams, authorization: string | undefined): string | undefined {
  if (!authorization) return form.get('client_id') === 'demo-client' ? 'demo-client' : undefined;
  // RFC 6749 2.3.1: each part form-encoded, then Base64.
  const basic = Buffer.from(authorization.replace(/^Basic /, ''), 'base64').toString();
  const [id, secret] = basic.split(':').map(decodeURIComponent);
  return id === 'archives' && secret === ARCHIVES_SECRET ? 'archives' : undefined;
}

/** A minimal stand-in provider: discovery, JWKS, token, userinfo, end_session. */
async function fakeProvider() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; nonce: string }>();
  let issuer = '';
  const sign = (claims: Record<string, unknown>, typ?: string, key: CryptoKey = privateKey) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', ...(typ ? { typ } : {}) })
      .setIssuer(issuer)
      .setIssuedAt()
      .sign(key);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/oidc/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/me`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/session/end`,
        code_challenge_methods_supported: ['S256'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/oidc/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/oidc/me')
      return json(200, { sub: 'user-1', given_name: 'Marie', family_name: 'Curie', email: 'marie.curie@exemple.fr' });
    if (url.pathname === '/oidc/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const issued = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const clientId = authenticatedClient(form, req.headers.authorization);
        if (!issued || createHash('sha256').update(verifier).digest('base64url') !== issued.challenge || !clientId) {
          return json(400, { error: 'invalid_grant' });
        }
        sign({
          sub: 'user-1',
          aud: clientId,
          nonce: issued.nonce,
          sid: 'sid-1',
          exp: Math.floor(Date.now() / 1000) + 300,
        }).then((idToken) =>
          json(200, {
            access_token: 'at-1',
            token_type: 'Bearer',
            expires_in: 300,
            id_token: idToken,
            scope: 'openid profile email',
          }),
        );
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  return {
    get issuer() {
      return issuer;
    },
    /** What the provider does between /auth and the redirect back: remember a code. */
    authorize(authUrl: URL): string {
      const code = `code-${codes.size}`;
      codes.set(code, {
        challenge: authUrl.searchParams.get('code_challenge') ?? '',
        nonce: authUrl.searchParams.get('nonce') ?? '',
      });
      return code;
    },
    logoutToken: (claims: Record<string, unknown>, typ = 'logout+jwt', key?: CryptoKey) => sign(claims, typ, key),
    otherKey: async () => (await generateKeyPair('RS256')).privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('demo client against a stand-in provider', () => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let app: DemoClient;
  let base: string;
  const logoutEvent = { 'http://schemas.openid.net/event/backchannel-logout': {} };

  beforeAll(async () => {
    provider = await fakeProvider();
    app = await startDemoClient({
      port: 0,
      host: '127.0.0.1',
      issuer: provider.issuer,
      mounted: [{ path: '/archives', clientId: 'archives', clientSecret: ARCHIVES_SECRET, title: 'Archives' }],
    });
    base = `http://127.0.0.1:${app.port}`;
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  async function signIn(): Promise<string> {
    const start = await fetch(`${base}/login`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    const authUrl = new URL(start.headers.get('location') ?? '');
    expect(authUrl.href.startsWith(`${provider.issuer}/auth?`)).toBe(true);
    const q = authUrl.searchParams;
    expect(q.get('client_id')).toBe('demo-client');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid profile email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('redirect_uri')).toBe(`http://localhost:${app.port}/callback`);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    const pendingCookie = cookieFrom(start);
    expect(pendingCookie).toBeDefined();
    const code = provider.authorize(authUrl);
    const back = await fetch(`${base}/callback?code=${code}&state=${q.get('state')}`, {
      redirect: 'manual',
      headers: { cookie: pendingCookie ?? '' },
    });
    expect(back.status, await back.clone().text()).toBe(303);
    expect(back.headers.get('location')).toBe('/');
    const cookie = cookieFrom(back);
    expect(cookie).toBeDefined();
    expect(cookie).not.toBe(pendingCookie);
    return cookie ?? '';
  }

  const home = async (cookie: string) => (await fetch(`${base}/`, { headers: { cookie } })).text();

  it('signs in, shows who is signed in and every claim, and refuses a replayed state', async () => {
    const cookie = await signIn();
    const html = await home(cookie);
    expect(html).toContain('Connecté en tant que <strong>Marie Curie (marie.curie@exemple.fr)</strong>');
    expect(html).toContain('<th scope="row">nonce</th>');
    expect(html).toContain('<th scope="row">sid</th><td>sid-1</td>');
    expect(html).toContain('<th scope="row">family_name</th><td>Curie</td>');
    expect(html).toContain('<button type="submit">Se déconnecter</button>');
  });

  it('rejects bad back-channel logout tokens and drops the session on a good one', async () => {
    const cookie = await signIn();
    const post = async (token: string) =>
      fetch(`${base}/backchannel-logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ logout_token: token }),
      });
    const good = { aud: 'demo-client', sub: 'user-1', sid: 'sid-1', events: logoutEvent, jti: 'j-1' };
    expect((await post(await provider.logoutToken({ ...good, aud: 'autre-client' }))).status).toBe(400);
    expect((await post(await provider.logoutToken({ ...good, events: undefined }))).status).toBe(400);
    expect((await post(await provider.logoutToken({ ...good, nonce: 'n' }))).status).toBe(400);
    expect((await post(await provider.logoutToken({ ...good, sid: undefined, sub: undefined }))).status).toBe(400);
    expect((await post(await provider.logoutToken(good, 'JWT'))).status).toBe(400);
    expect((await post(await provider.logoutToken(good, undefined, await provider.otherKey()))).status).toBe(400);
    expect(await home(cookie)).toContain('Connecté en tant que');

    expect((await post(await provider.logoutToken(good))).status).toBe(200);
    expect(await home(cookie)).toContain('Se connecter');
    // The same token again is a replay.
    expect((await post(await provider.logoutToken(good))).status).toBe(400);
  });

  it('signs out locally, then sends the browser to the provider with id_token_hint', async () => {
    const cookie = await signIn();
    const refused = await fetch(`${base}/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(refused.status).toBe(403);
    const res = await fetch(`${base}/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: `http://localhost:${app.port}` },
    });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(to.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`http://localhost:${app.port}/`);
    expect(await home(cookie)).toContain('Se connecter');
  });

  it('accepts its own sign-out form as Chromium posts it (Origin: null), not one from elsewhere', async () => {
    const cookie = await signIn();
    const page = await fetch(`${base}/`, { headers: { cookie } });
    // Same-origin: its forms carry its Origin, other sites learn nothing of its addresses.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const logout = (headers: Record<string, string>) =>
      fetch(`${base}/logout`, { method: 'POST', redirect: 'manual', headers: { cookie, ...headers } });
    // A page under `no-referrer` posts `Origin: null`; the browser's Sec-Fetch-Site still says where from.
    expect((await logout({ origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await logout({ origin: 'null' })).status).toBe(403);
    expect(await home(cookie)).toContain('Connecté en tant que');
    const res = await logout({ origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${provider.issuer}/session/end\\?`));
    expect(await home(cookie)).toContain('Se connecter');
  });

  it('shows a French error when the provider answers with an error', async () => {
    const res = await fetch(`${base}/callback?error=access_denied&error_description=refus`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Connexion impossible');
  });

  it('answers another client app under its path, as that client, with its own session', async () => {
    const start = await fetch(`${base}/archives/login`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    const authUrl = new URL(start.headers.get('location') ?? '');
    expect(authUrl.searchParams.get('client_id')).toBe('archives');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`http://localhost:${app.port}/archives/callback`);
    const pending = cookieFrom(start, 'archives_session');
    expect(start.headers.getSetCookie()[0]).toContain('Path=/archives;');
    const code = provider.authorize(authUrl);
    const back = await fetch(`${base}/archives/callback?code=${code}&state=${authUrl.searchParams.get('state')}`, {
      redirect: 'manual',
      headers: { cookie: pending ?? '' },
    });
    expect(back.status, await back.clone().text()).toBe(303);
    expect(back.headers.get('location')).toBe('/archives/');
    const cookie = cookieFrom(back, 'archives_session') ?? '';

    const html = await (await fetch(`${base}/archives/`, { headers: { cookie } })).text();
    expect(html).toContain('<h1>Archives</h1>');
    expect(html).toContain('<th scope="row">aud</th><td>archives</td>');
    expect(html).toContain('<form method="post" action="/archives/logout">');
    // The app at the root knows nothing of it.
    expect(await home(cookie)).toContain('<a class="button" href="/login">Se connecter</a>');
  });
});

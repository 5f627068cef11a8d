import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { LazyProvider, LogoutTokenError, SeenTokens, verifyLogoutToken } from './oidc.ts';
import { messagePage, signedInPage, signedOutPage, STYLES } from './pages.ts';
import { SessionStore, type Session } from './sessions.ts';

export interface DemoClientOptions {
  /** Port to listen on; 0 picks a free one. Default 3001. */
  port?: number;
  /** Interface to listen on. Default: every interface (as `node:http` does). */
  host?: string;
  /** The provider's issuer. Default http://localhost:3000/oidc. */
  issuer?: string;
  /** Default demo-client. */
  clientId?: string;
  /** Address the browser uses for this app. Default http://localhost:{port}. */
  publicUrl?: string;
}

export interface DemoClient {
  /** The port actually listened on. */
  port: number;
  /** The public address of the app, without trailing slash. */
  url: string;
  close(): Promise<void>;
}

const SCOPE = 'openid profile email';
const MAX_BODY_BYTES = 64 * 1024;

export async function startDemoClient(options: DemoClientOptions = {}): Promise<DemoClient> {
  const issuer = options.issuer ?? 'http://localhost:3000/oidc';
  const clientId = options.clientId ?? 'demo-client';
  // Cookies are per host, not per port: two demo apps on localhost each keep their own session.
  const SESSION_COOKIE = `${clientId.replace(/[^A-Za-z0-9]/g, '_')}_session`;
  const provider = new LazyProvider(issuer, clientId);
  const sessions = new SessionStore();
  const seenLogoutTokens = new SeenTokens();
  let publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');

  const headersFor = (): Record<string, string> => ({
    'content-security-policy': [
      "default-src 'none'",
      "style-src 'self'",
      "img-src 'self'",
      // The logout form is answered by a redirect to the provider: form-action covers it.
      `form-action 'self' ${provider.issuer.origin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    // Its forms then post its Origin (`no-referrer` made it `null`); other sites get no Referer.
    'referrer-policy': 'same-origin',
    'cache-control': 'no-store',
  });

  const send = (res: ServerResponse, status: number, html: string, extra: Record<string, string | string[]> = {}) => {
    res.writeHead(status, { ...headersFor(), 'content-type': 'text/html; charset=utf-8', ...extra });
    res.end(html);
  };
  const redirect = (res: ServerResponse, location: string, extra: Record<string, string | string[]> = {}) => {
    res.writeHead(303, { ...headersFor(), location, ...extra });
    res.end();
  };
  const sessionCookie = (value: string, maxAgeSeconds?: number): string => {
    const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
    if (publicUrl.startsWith('https:')) parts.push('Secure');
    if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
    return parts.join('; ');
  };
  const currentSession = (req: IncomingMessage): Session | undefined =>
    sessions.get(readCookie(req.headers.cookie, SESSION_COOKIE));
  const providerDown = (res: ServerResponse, error: unknown) => {
    console.error(`[demo-client] fournisseur d'identité injoignable (${issuer}): ${(error as Error).message}`);
    send(
      res,
      503,
      messagePage(
        'Service indisponible',
        "Le fournisseur d'identité ne répond pas pour le moment. Veuillez réessayer dans quelques instants.",
      ),
    );
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!req.url?.startsWith('/')) {
      send(res, 400, messagePage('Requête invalide', "L'adresse demandée n'est pas valide."));
      return;
    }
    // Concatenated, not resolved: a request target such as `//host/x` must stay a path here.
    const url = new URL(`${publicUrl}${req.url}`);
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /':
      case 'HEAD /': {
        const user = currentSession(req)?.user;
        send(res, 200, user ? signedInPage(user) : signedOutPage());
        return;
      }
      case 'GET /styles.css':
        res.writeHead(200, {
          'content-type': 'text/css; charset=utf-8',
          'cache-control': 'public, max-age=3600',
          'x-content-type-options': 'nosniff',
        });
        res.end(STYLES);
        return;
      case 'GET /healthz':
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('ok');
        return;
      case 'GET /favicon.ico':
        res.writeHead(204);
        res.end();
        return;
      case 'GET /login':
        return login(req, res);
      case 'GET /callback':
        return callback(req, res, url);
      case 'POST /logout':
        return logout(req, res);
      case 'POST /backchannel-logout':
        return backchannelLogout(req, res);
      default:
        send(res, 404, messagePage('Page introuvable', "Cette page n'existe pas."));
    }
  }

  async function login(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let config: client.Configuration;
    try {
      config = (await provider.get()).config;
    } catch (error) {
      return providerDown(res, error);
    }
    const existing = currentSession(req);
    const session = existing ?? sessions.create();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    sessions.addPending(session, state, { codeVerifier, nonce, createdAt: Date.now() });
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: `${publicUrl}/callback`,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    redirect(res, authorizationUrl.href, existing ? {} : { 'set-cookie': sessionCookie(session.id) });
  }

  async function callback(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const error = url.searchParams.get('error');
    if (error) {
      const description = url.searchParams.get('error_description');
      send(
        res,
        400,
        messagePage(
          'Connexion impossible',
          "Le fournisseur d'identité a refusé la connexion.",
          description ? `${error} : ${description}` : error,
        ),
      );
      return;
    }
    const session = currentSession(req);
    const state = url.searchParams.get('state');
    const pending = session && state ? sessions.takePending(session, state) : undefined;
    if (!session || !state || !pending) {
      send(
        res,
        400,
        messagePage('Connexion impossible', 'La demande de connexion a expiré ou est inconnue. Veuillez réessayer.'),
      );
      return;
    }
    let config: client.Configuration;
    try {
      config = (await provider.get()).config;
    } catch (err) {
      return providerDown(res, err);
    }
    try {
      const tokens = await client.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idTokenClaims = tokens.claims();
      if (!idTokenClaims || !tokens.id_token) throw new Error('no ID token');
      const userinfo = await client.fetchUserInfo(config, tokens.access_token, idTokenClaims.sub);
      // A new session id once signed in (no session fixation).
      sessions.delete(session.id);
      const signedIn = sessions.create({
        sub: idTokenClaims.sub,
        sid: typeof idTokenClaims['sid'] === 'string' ? idTokenClaims['sid'] : undefined,
        idToken: tokens.id_token,
        idTokenClaims: { ...idTokenClaims },
        userinfo: { ...userinfo },
      });
      redirect(res, '/', { 'set-cookie': sessionCookie(signedIn.id) });
    } catch (err) {
      console.error(`[demo-client] échec de la connexion: ${(err as Error).message}`);
      send(
        res,
        502,
        messagePage(
          'Connexion impossible',
          "La réponse du fournisseur d'identité n'a pas pu être validée.",
          (err as Error).message,
        ),
      );
    }
  }

  async function logout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!postedFromHere(req, new URL(publicUrl).origin)) {
      send(res, 403, messagePage('Action refusée', "Cette demande ne vient pas de l'application."));
      return;
    }
    await drainBody(req);
    const session = currentSession(req);
    const clearCookie = { 'set-cookie': sessionCookie('', 0) };
    if (session) sessions.delete(session.id);
    const idToken = session?.user?.idToken;
    if (!idToken) return redirect(res, '/', clearCookie);
    let endSession: URL;
    try {
      const { config } = await provider.get();
      if (!config.serverMetadata().end_session_endpoint) return redirect(res, '/', clearCookie);
      endSession = client.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: `${publicUrl}/`,
      });
    } catch {
      return redirect(res, '/', clearCookie);
    }
    redirect(res, endSession.href, clearCookie);
  }

  async function backchannelLogout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reply = (status: number, body?: object) => {
      res.writeHead(status, { 'cache-control': 'no-store', ...(body ? { 'content-type': 'application/json' } : {}) });
      res.end(body ? JSON.stringify(body) : undefined);
    };
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    let body: string;
    try {
      body = await readBody(req);
    } catch {
      res.setHeader('connection', 'close');
      return reply(413, { error: 'invalid_request', error_description: 'body too large' });
    }
    if (contentType !== 'application/x-www-form-urlencoded') {
      return reply(400, { error: 'invalid_request', error_description: 'expected application/x-www-form-urlencoded' });
    }
    const logoutToken = new URLSearchParams(body).get('logout_token');
    if (!logoutToken) return reply(400, { error: 'invalid_request', error_description: 'missing logout_token' });
    let claims;
    try {
      claims = await verifyLogoutToken(await provider.get(), clientId, logoutToken);
    } catch (error) {
      if (error instanceof LogoutTokenError) {
        console.error(`[demo-client] back-channel logout refusé : ${error.message}`);
        return reply(400, { error: 'invalid_request', error_description: error.message });
      }
      console.error(`[demo-client] back-channel logout: ${(error as Error).message}`);
      return reply(501, { error: 'temporarily_unavailable', error_description: 'provider unreachable' });
    }
    if (claims.jti !== undefined && !seenLogoutTokens.add(claims.jti)) {
      return reply(400, { error: 'invalid_request', error_description: 'logout token replayed' });
    }
    const dropped = sessions.dropBySidOrSub(claims.sid, claims.sub);
    console.log(`[demo-client] back-channel logout : ${dropped} session(s) fermée(s)`);
    reply(200);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[demo-client] ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) send(res, 500, messagePage('Erreur', 'Une erreur inattendue est survenue.'));
      else res.destroy();
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3001, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  if (!publicUrl) publicUrl = `http://localhost:${port}`;
  const pruneTimer = setInterval(() => sessions.prune(), 60_000);
  pruneTimer.unref();

  return {
    port,
    url: publicUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(pruneTimer);
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * A form posted by this app's own page. The browser's `Sec-Fetch-Site`, which no page can set,
 * decides when sent (a page may post `Origin: null`); otherwise the Origin, when there is one.
 */
function postedFromHere(req: IncomingMessage, ownOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = req.headers.origin;
  return origin === undefined || origin === ownOrigin;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        reject(new Error('body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function drainBody(req: IncomingMessage): Promise<void> {
  try {
    await readBody(req);
  } catch {
    // ignored: the logout form has no meaningful body
  }
}

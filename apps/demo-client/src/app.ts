/**
 * One demo application: a relying party of the portal (code flow with PKCE, then userinfo) with its
 * own client id, session cookie and pages, served at the root of the demo server or under a path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as client from 'openid-client';
import { drainBody, postedFromHere, readBody, readCookie } from './http.ts';
import { LazyProvider, LogoutTokenError, SeenTokens, verifyLogoutToken } from './oidc.ts';
import { messagePage, signedInPage, signedOutPage, type AppPage } from './pages.ts';
import { SessionStore, type Session } from './sessions.ts';

export interface DemoAppSettings {
  issuer: string;
  clientId: string;
  /** A confidential client's secret (`client_secret_basic`); none for a public one. */
  clientSecret?: string;
  /** Its name on its pages. */
  title: string;
  /** The path it is served under, '' at the root (`/archives`: `/archives/login`, `/archives/callback`...). */
  base: string;
  /** The demo server's public address, without trailing slash (known once it listens). */
  publicUrl: () => string;
}

const SCOPE = 'openid profile email';

export function createDemoApp(settings: DemoAppSettings) {
  const { issuer, clientId, base } = settings;
  const page: AppPage = { title: settings.title, base };
  // Cookies are per host, not per port: two demo apps on localhost each keep their own session.
  const SESSION_COOKIE = `${clientId.replace(/[^A-Za-z0-9]/g, '_')}_session`;
  const provider = new LazyProvider(issuer, clientId, settings.clientSecret);
  const sessions = new SessionStore();
  const seenLogoutTokens = new SeenTokens();
  const appUrl = () => `${settings.publicUrl()}${base}`;

  const headers = (): Record<string, string> => ({
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
    res.writeHead(status, { ...headers(), 'content-type': 'text/html; charset=utf-8', ...extra });
    res.end(html);
  };
  const message = (res: ServerResponse, status: number, title: string, text: string, detail?: string) =>
    send(res, status, messagePage(page, title, text, detail));
  const redirect = (res: ServerResponse, location: string, extra: Record<string, string | string[]> = {}) => {
    res.writeHead(303, { ...headers(), location, ...extra });
    res.end();
  };
  const sessionCookie = (value: string, maxAgeSeconds?: number): string => {
    const parts = [`${SESSION_COOKIE}=${value}`, `Path=${base || '/'}`, 'HttpOnly', 'SameSite=Lax'];
    if (settings.publicUrl().startsWith('https:')) parts.push('Secure');
    if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
    return parts.join('; ');
  };
  const currentSession = (req: IncomingMessage): Session | undefined =>
    sessions.get(readCookie(req.headers.cookie, SESSION_COOKIE));
  const providerDown = (res: ServerResponse, error: unknown) => {
    console.error(`[demo-client] fournisseur d'identité injoignable (${issuer}): ${(error as Error).message}`);
    message(
      res,
      503,
      'Service indisponible',
      "Le fournisseur d'identité ne répond pas pour le moment. Veuillez réessayer dans quelques instants.",
    );
  };

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
      redirect_uri: `${appUrl()}/callback`,
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
      const detail = description ? `${error} : ${description}` : error;
      return message(res, 400, 'Connexion impossible', "Le fournisseur d'identité a refusé la connexion.", detail);
    }
    const session = currentSession(req);
    const state = url.searchParams.get('state');
    const pending = session && state ? sessions.takePending(session, state) : undefined;
    if (!session || !state || !pending) {
      const text = 'La demande de connexion a expiré ou est inconnue. Veuillez réessayer.';
      return message(res, 400, 'Connexion impossible', text);
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
      redirect(res, `${base}/`, { 'set-cookie': sessionCookie(signedIn.id) });
    } catch (err) {
      console.error(`[demo-client] échec de la connexion: ${(err as Error).message}`);
      const text = "La réponse du fournisseur d'identité n'a pas pu être validée.";
      message(res, 502, 'Connexion impossible', text, (err as Error).message);
    }
  }

  async function logout(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!postedFromHere(req, new URL(settings.publicUrl()).origin)) {
      return message(res, 403, 'Action refusée', "Cette demande ne vient pas de l'application.");
    }
    await drainBody(req);
    const session = currentSession(req);
    const clearCookie = { 'set-cookie': sessionCookie('', 0) };
    if (session) sessions.delete(session.id);
    const idToken = session?.user?.idToken;
    if (!idToken) return redirect(res, `${base}/`, clearCookie);
    let endSession: URL;
    try {
      const { config } = await provider.get();
      if (!config.serverMetadata().end_session_endpoint) return redirect(res, `${base}/`, clearCookie);
      endSession = client.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: `${appUrl()}/`,
      });
    } catch {
      return redirect(res, `${base}/`, clearCookie);
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

  return {
    base,
    /** Answers a request whose path is `path`, relative to the app's base (`/`, `/login`...). */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
      switch (`${req.method} ${path}`) {
        case 'GET /':
        case 'HEAD /': {
          const user = currentSession(req)?.user;
          return send(res, 200, user ? signedInPage(page, user) : signedOutPage(page));
        }
        case 'GET /login':
          return login(req, res);
        case 'GET /callback':
          return callback(req, res, url);
        case 'POST /logout':
          return logout(req, res);
        case 'POST /backchannel-logout':
          return backchannelLogout(req, res);
        default:
          return message(res, 404, 'Page introuvable', "Cette page n'existe pas.");
      }
    },
    /** A page for an error met outside `handle`'s own answers. */
    error(res: ServerResponse, status: number, title: string, text: string): void {
      message(res, status, title, text);
    },
    prune: () => sessions.prune(),
  };
}
export type DemoApp = ReturnType<typeof createDemoApp>;

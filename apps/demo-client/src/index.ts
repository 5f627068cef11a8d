import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApp, type DemoApp } from './app.ts';
import { STYLES } from './pages.ts';

/** Another client app of the portal served by the same demo server, under its own path. */
export interface MountedApp {
  /** `/archives`: the app answers `/archives/`, `/archives/login`, `/archives/callback`... */
  path: string;
  clientId: string;
  /** A confidential client's secret; none for a public client. */
  clientSecret?: string;
  title: string;
}

export interface DemoClientOptions {
  /** Port to listen on; 0 picks a free one. Default 3001. */
  port?: number;
  /** Interface to listen on. Default: every interface (as `node:http` does). */
  host?: string;
  /** The provider's issuer. Default http://localhost:3000/oidc. */
  issuer?: string;
  /** The app served at the root. Default demo-client. */
  clientId?: string;
  /** Address the browser uses for this app. Default http://localhost:{port}. */
  publicUrl?: string;
  /** Other client apps, each under its path (the configuration's apps whose address is here). */
  mounted?: MountedApp[];
}

export interface DemoClient {
  /** The port actually listened on. */
  port: number;
  /** The public address of the app, without trailing slash. */
  url: string;
  close(): Promise<void>;
}

const ROOT_TITLE = 'Application de démonstration';

export async function startDemoClient(options: DemoClientOptions = {}): Promise<DemoClient> {
  const issuer = options.issuer ?? 'http://localhost:3000/oidc';
  let publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');
  const common = { issuer, publicUrl: () => publicUrl };
  const root = createDemoApp({ ...common, clientId: options.clientId ?? 'demo-client', title: ROOT_TITLE, base: '' });
  const mounted = (options.mounted ?? []).map((app) =>
    createDemoApp({
      ...common,
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      title: app.title,
      base: app.path,
    }),
  );

  /** The app a path belongs to, and the path within it. */
  function route(pathname: string): { app: DemoApp; path: string } {
    for (const app of mounted) {
      if (pathname === app.base) return { app, path: '/' };
      if (pathname.startsWith(`${app.base}/`)) return { app, path: pathname.slice(app.base.length) };
    }
    return { app: root, path: pathname };
  }

  function plain(res: ServerResponse, status: number, type: string, body: string, cache = 'no-store') {
    res.writeHead(status, { 'content-type': type, 'cache-control': cache, 'x-content-type-options': 'nosniff' });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!req.url?.startsWith('/')) {
      root.error(res, 400, 'Requête invalide', "L'adresse demandée n'est pas valide.");
      return;
    }
    // Concatenated, not resolved: a request target such as `//host/x` must stay a path here.
    const url = new URL(`${publicUrl}${req.url}`);
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /styles.css':
        return plain(res, 200, 'text/css; charset=utf-8', STYLES, 'public, max-age=3600');
      case 'GET /healthz':
        return plain(res, 200, 'text/plain; charset=utf-8', 'ok');
      case 'GET /favicon.ico':
        res.writeHead(204);
        res.end();
        return;
    }
    const { app, path } = route(url.pathname);
    return app.handle(req, res, url, path);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[demo-client] ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) root.error(res, 500, 'Erreur', 'Une erreur inattendue est survenue.');
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
  const pruneTimer = setInterval(() => [root, ...mounted].forEach((app) => app.prune()), 60_000);
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

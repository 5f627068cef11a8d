/**
 * A local stand-in for an operator's Matomo (an external service), for development and tests: it
 * serves a compact tracker (`/matomo.js`, written for this project), records what the portal sends
 * to `/matomo.php`, and lists it (`/`, in French; `/hits` in JSON, `DELETE /hits` empties it).
 * Loopback only: it binds to 127.0.0.1, and refuses any other peer if bound elsewhere.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_HITS, parseHit, requestsOfBody, type Hit } from './hits.ts';
import { hitsPage } from './page.ts';

export { parseHit, requestsOfBody, type Hit, type HitKind } from './hits.ts';

/** Where `npm start` runs it (`config/portal.yaml`'s `analytics_url`). */
export const ANALYTICS_STAND_IN_PORT = 3003;
const MAX_BODY_BYTES = 64 * 1024;

export interface AnalyticsStandInOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface AnalyticsStandIn {
  /** `http://localhost:{port}`: the tracker's host for the portal's configuration. */
  url: string;
  /** What it received, oldest first. */
  hits: () => readonly Hit[];
  close: () => Promise<void>;
}

const TRACKER = readFileSync(new URL('../public/matomo.js', import.meta.url), 'utf8');

const isLoopback = (address = '') => /^(127\.|::1$|::ffff:127\.)/.test(address);

function answer(res: ServerResponse, status: number, type: string, body = ''): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(body);
}

const text = (res: ServerResponse, status: number, message: string) =>
  answer(res, status, 'text/plain; charset=utf-8', message);

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startAnalyticsStandIn({
  port,
  host = '127.0.0.1',
}: AnalyticsStandInOptions): Promise<AnalyticsStandIn> {
  let hits: Hit[] = [];

  function record(requests: string[]): number {
    const received = requests.flatMap((request) => parseHit(request, new Date()) ?? []);
    hits = [...hits, ...received].slice(-MAX_HITS);
    return received.length;
  }

  async function track(req: IncomingMessage, res: ServerResponse, query: string): Promise<void> {
    let requests = [query];
    if (req.method === 'POST') {
      const body = await readBody(req);
      if (body === null) return text(res, 413, 'Requête trop volumineuse.');
      requests = body.trim() ? requestsOfBody(body) : [query];
    }
    if (record(requests) === 0)
      return text(res, 400, 'Aucune requête de suivi reconnue (idsite et rec=1 sont attendus).');
    res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isLoopback(req.socket.remoteAddress))
      return text(res, 403, 'Ce collecteur local ne répond qu’à cette machine.');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /matomo.js':
        return answer(res, 200, 'text/javascript; charset=utf-8', TRACKER);
      case 'GET /matomo.php':
      case 'POST /matomo.php':
        return track(req, res, url.search);
      case 'GET /':
        return answer(res, 200, 'text/html; charset=utf-8', hitsPage(hits));
      case 'GET /hits':
        return answer(res, 200, 'application/json; charset=utf-8', JSON.stringify({ hits }));
      case 'DELETE /hits':
        hits = [];
        return void res.writeHead(204).end();
      default:
        return text(res, 404, 'Introuvable.');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) text(res, 400, 'Requête illisible.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${actualPort}`,
    hits: () => hits,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

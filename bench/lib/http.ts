import { Agent, request } from 'undici';

/** One keep-alive connection pool for every virtual user of a run. */
export function createAgent(connections: number): Agent {
  return new Agent({
    connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
    connect: { timeout: 5_000 },
  });
}

interface StoredCookie {
  value: string;
  path: string;
}

/** A cookie jar for one host: by name (the latest wins), sent where its path matches. */
export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  store(setCookie: string | string[] | undefined, requestPath: string): void {
    if (setCookie === undefined) return;
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = requestPath.slice(0, Math.max(requestPath.lastIndexOf('/'), 1)) || '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', attrValue = ''] = attribute.split('=').map((part) => part.trim());
        const lower = key.toLowerCase();
        if (lower === 'path' && attrValue.startsWith('/')) path = attrValue;
        else if (lower === 'max-age' && Number(attrValue) <= 0) expired = true;
        else if (lower === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
      }
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, { value, path });
    }
  }

  header(requestPath: string): string | undefined {
    const parts: string[] = [];
    for (const [name, cookie] of this.#cookies) {
      const p = cookie.path;
      if (requestPath === p || requestPath.startsWith(p.endsWith('/') ? p : `${p}/`))
        parts.push(`${name}=${cookie.value}`);
    }
    return parts.length ? parts.join('; ') : undefined;
  }

  value(name: string): string | undefined {
    return this.#cookies.get(name)?.value;
  }

  has(name: string): boolean {
    return this.#cookies.has(name);
  }

  clear(): void {
    this.#cookies.clear();
  }
}

export interface Reply {
  url: URL;
  status: number;
  /** The Location header, resolved against the request address. */
  location: URL | undefined;
  body: string;
  contentType: string;
}

export interface SendOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
}

/**
 * A virtual user: its own cookies, redirects never followed (the caller reads Location),
 * requests only to the bench's own base origin.
 */
export class VirtualUser {
  readonly jar = new CookieJar();
  constructor(
    readonly base: URL,
    private readonly agent: Agent,
  ) {}

  async send(target: string | URL, options: SendOptions = {}): Promise<Reply> {
    const url = new URL(target, this.base);
    if (url.origin !== this.base.origin)
      throw new Error(`refusing to send a request outside ${this.base.origin}: ${url.origin}`);
    const headers: Record<string, string> = { 'user-agent': 'portal-bench', ...options.headers };
    const cookie = this.jar.header(url.pathname);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await request(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      dispatcher: this.agent,
    });
    this.jar.store(response.headers['set-cookie'], url.pathname);
    const text = await response.body.text();
    const location = response.headers.location;
    const contentType = response.headers['content-type'];
    return {
      url,
      status: response.statusCode,
      location: typeof location === 'string' ? new URL(location, url) : undefined,
      body: text,
      contentType: typeof contentType === 'string' ? contentType : '',
    };
  }
}

/**
 * A virtual user that counts its requests and the time they took (body read included), and the
 * pages of the web app its navigations load: a form post answered by a redirect to `/#/…` makes a
 * browser load the page `/` (its `index.html` is revalidated on every visit), a round trip the
 * bench does not make (the same static file, whatever the server's sign-in code).
 */
export class TimedUser extends VirtualUser {
  requests = 0;
  pageLoads = 0;
  busyMs = 0;
  /** `METHOD /path` of each request since the last `reset()`, and `(page /#/route)` of each page load. */
  readonly paths: string[] = [];

  /** A new browser: no cookies, counters at zero. */
  reset(): void {
    this.jar.clear();
    this.requests = 0;
    this.pageLoads = 0;
    this.busyMs = 0;
    this.paths.length = 0;
  }

  /** A navigation ended on a page of the web app (`/#/route?…`). */
  loadedPage(address: URL): void {
    this.pageLoads += 1;
    this.paths.push(`(page ${address.hash.split('?')[0]})`);
  }

  /** Requests made and pages loaded since the last `reset()`: the browser's round trips. */
  get roundTrips(): number {
    return this.requests + this.pageLoads;
  }

  override async send(target: string | URL, options: SendOptions = {}): Promise<Reply> {
    const t0 = performance.now();
    try {
      return await super.send(target, options);
    } finally {
      this.busyMs += performance.now() - t0;
      this.requests += 1;
      this.paths.push(`${options.method ?? (options.form ? 'POST' : 'GET')} ${new URL(target, this.base).pathname}`);
    }
  }
}

export const isRedirect = (status: number): boolean =>
  status === 301 || status === 302 || status === 303 || status === 307 || status === 308;

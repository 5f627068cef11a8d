/**
 * A browser for `app.inject`: a cookie jar that keeps Set-Cookie across calls (by name and path,
 * expiries honoured), the portal's Host and Origin, the XSRF header, and manual redirects. Another
 * origin (`https://…`) is the portal behind a TLS proxy, which says so in `X-Forwarded-Proto`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const ORIGIN = 'http://localhost:3000';

export type Response = LightMyRequestResponse;

interface Cookie {
  name: string;
  value: string;
  path: string;
}

interface RequestOptions {
  accept?: string;
  headers?: Record<string, string>;
}

const pathMatches = (requestPath: string, cookiePath: string) =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

/** The path to request for a Location the browser follows on the portal; undefined otherwise. */
export function portalPath(location: string, origin: string = ORIGIN): string | undefined {
  const path = location.startsWith(origin) ? location.slice(origin.length) || '/' : location;
  return path.startsWith('/') && !path.startsWith('/#') && !path.startsWith('//') ? path : undefined;
}

/**
 * Where a page that goes on by itself sends the browser (`<meta http-equiv="refresh" content="0;url=…">`,
 * the portal's `handBackPage`), as a browser follows it; undefined for any other answer.
 */
export function refreshTarget(response: Response): string | undefined {
  if (response.statusCode !== 200) return undefined;
  const target = /<meta http-equiv="refresh" content="0;url=([^"]*)">/.exec(response.body)?.[1];
  return target?.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));
}

/** Where an answer sends the browser next: its redirect's Location, or where its page goes on by itself. */
export const nextAddress = (response: Response): string | undefined =>
  response.statusCode >= 300 && response.statusCode < 400
    ? (response.headers.location as string | undefined)
    : refreshTarget(response);

export class Browser {
  #jar = new Map<string, Cookie>();

  constructor(
    private readonly app: FastifyInstance,
    readonly origin: string = ORIGIN,
  ) {}

  /** The value of a cookie the browser holds (the most specific path first). */
  cookie(name: string): string | undefined {
    return [...this.#jar.values()].filter((c) => c.name === name).sort((a, b) => b.path.length - a.path.length)[0]
      ?.value;
  }

  /** A copy with only the cookies named: the same browser once its sessions ended, say. */
  keeping(...names: string[]): Browser {
    const copy = new Browser(this.app, this.origin);
    for (const [key, cookie] of this.#jar) if (names.includes(cookie.name)) copy.#jar.set(key, { ...cookie });
    return copy;
  }

  /** Every cookie the browser holds, as name and value (an attacker's copy of them). */
  cookies(): { name: string; value: string }[] {
    return [...this.#jar.values()].map(({ name, value }) => ({ name, value }));
  }

  /** Sets a cookie as an attacker would, whatever the server said (path `/` unless told otherwise). */
  setCookie(name: string, value: string, path = '/'): void {
    this.#jar.set(`${name};${path}`, { name, value, path });
  }

  /** A copy of the jar, to replay a request later as an attacker would. */
  clone(): Browser {
    const copy = new Browser(this.app, this.origin);
    for (const [key, cookie] of this.#jar) copy.#jar.set(key, { ...cookie });
    return copy;
  }

  async request(
    method: string,
    url: string,
    { accept, headers = {} }: RequestOptions = {},
    payload?: string,
  ): Promise<Response> {
    const path = url.split('?')[0]!;
    const cookies = [...this.#jar.values()]
      .filter((c) => pathMatches(path, c.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`);
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      headers: {
        host: new URL(this.origin).host,
        ...(this.origin.startsWith('https:') ? { 'x-forwarded-proto': 'https' } : {}),
        ...(accept ? { accept } : {}),
        ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    this.#store(response.headers['set-cookie'], path);
    return response;
  }

  get(url: string, options: RequestOptions = {}) {
    return this.request('GET', url, options);
  }

  /** A real HTML form post: urlencoded, with the portal's Origin unless told otherwise. */
  postForm(url: string, fields: Record<string, string>, { origin = this.origin as string | null, headers = {} } = {}) {
    return this.request(
      'POST',
      url,
      {
        accept: 'text/html',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}), ...headers },
      },
      new URLSearchParams(fields).toString(),
    );
  }

  /** A JSON call of the portal's script: the XSRF cookie echoed in its header unless told otherwise. */
  json(method: string, url: string, body?: unknown, { xsrf = true, headers = {} as Record<string, string> } = {}) {
    const token = this.cookie('XSRF-TOKEN');
    return this.request(
      method,
      url,
      {
        accept: 'application/json',
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(xsrf && token ? { 'x-xsrf-token': token } : {}),
          ...headers,
        },
      },
      body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    );
  }

  /**
   * Follows redirects on the portal (GET, as a browser does after 302/303), and the pages that go
   * on by themselves (`refreshTarget`), until a page answers or the address leaves the server (an
   * SPA hash route, a client app). `location` is that last one.
   */
  async follow(
    response: Response,
    accept = 'text/html',
  ): Promise<{ response: Response; location?: string; hops: number }> {
    let current = response;
    for (let hops = 0; hops < 20; hops += 1) {
      const location = nextAddress(current);
      if (typeof location !== 'string') return { response: current, hops };
      const next = portalPath(location, this.origin);
      if (!next) return { response: current, location, hops };
      current = await this.get(next, { accept });
    }
    throw new Error('too many redirects');
  }

  #store(setCookie: string | string[] | undefined, requestPath: string) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = requestPath.slice(0, Math.max(requestPath.lastIndexOf('/'), 1)) || '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const attrValue = rest.join('=').trim();
        const lower = key.trim().toLowerCase();
        if (lower === 'path' && attrValue.startsWith('/')) path = attrValue;
        if (lower === 'max-age' && Number(attrValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
      }
      if (expired || value === '') this.#jar.delete(`${name};${path}`);
      else this.#jar.set(`${name};${path}`, { name, value, path });
    }
  }
}

/**
 * Sends a call's hostile variants, one part replaced at a time (a path parameter, a query value, a
 * body field, the whole body, a cookie, the Authorization header), and keeps every answer that is
 * a 5xx or not French.
 */
import type { Browser, Response } from '../support/browser.ts';
import { ORIGIN } from '../support/browser.ts';
import type { Call } from './calls.ts';
import { answerProblem } from './french-answer.ts';
import {
  HOSTILE_BODIES,
  HOSTILE_PARAMS,
  HOSTILE_STRINGS,
  LONE_SURROGATE,
  WRONG_TYPES,
  rawFields,
  type RawBody,
} from './values.ts';

interface Sent {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  accept?: string;
  headers?: Record<string, string>;
}

const HOSTILE_COOKIES = [
  'portal_session=%00',
  'portal_sign_in=a%00b',
  `portal_sign_in=${'a'.repeat(5_000)}`,
  'portal_device=a.b',
  `portal_login=${'a'.repeat(9_000)}.b`,
  'psc_session=%00.%00',
  '_session=%00',
  '_interaction=%00',
  'XSRF-TOKEN=%00',
  `portal_session=${'a'.repeat(20_000)}`,
];

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
const HOSTILE_AUTHORIZATIONS = [
  'Bearer a%00b',
  `Bearer ${'a'.repeat(20_000)}`,
  'Bearer',
  basic('%00', '%00'),
  basic('demo-client%00', 'x'),
  basic('a'.repeat(20_000), 'x'),
  'Basic !!!',
];

type Path = (string | number)[];

/** Every place in a JSON value but the root: each is replaced in turn. */
function slotsOf(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return path.length ? [path] : [];
  const children = Object.entries(value).flatMap(([key, child]) =>
    slotsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
  return path.length ? [path, ...children] : children;
}

function replaced(value: Record<string, unknown>, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = replacement;
  return copy;
}

const encodeFields = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

const describe = (sent: Sent) =>
  `${sent.method} ${sent.url.slice(0, 140)}${sent.url.length > 140 ? '…' : ''}` +
  (sent.contentType !== undefined ? ` [${sent.contentType}]` : '') +
  (sent.payload !== undefined ? ` ${sent.payload.slice(0, 100)}${sent.payload.length > 100 ? '…' : ''}` : '') +
  (sent.headers ? ` ${JSON.stringify(sent.headers).slice(0, 100)}` : '');

export class Fuzzer {
  sent = 0;
  /** Every refused answer so far; `problems` holds those not yet reported. */
  found = 0;
  readonly problems: string[] = [];

  async send(browser: Browser, sent: Sent): Promise<Response | undefined> {
    const token = browser.cookie('XSRF-TOKEN');
    this.sent += 1;
    try {
      const response = await browser.request(
        sent.method,
        sent.url,
        {
          accept: sent.accept ?? 'application/json',
          headers: {
            origin: ORIGIN,
            ...(token ? { 'x-xsrf-token': token } : {}),
            ...(sent.contentType !== undefined ? { 'content-type': sent.contentType } : {}),
            ...sent.headers,
          },
        },
        sent.payload,
      );
      const problem = answerProblem(response);
      if (problem) this.report(`${describe(sent)} → ${response.statusCode} ${problem}`);
      return response;
    } catch (error) {
      this.report(`${describe(sent)} → not answered: ${(error as Error).message}`);
      return undefined;
    }
  }

  private report(problem: string) {
    this.found += 1;
    this.problems.push(problem);
  }

  /** Every variant of one call, sent by `browser` (whose cookies make it anonymous, signed in...). */
  async fuzz(browser: Browser, call: Call): Promise<void> {
    const params = call.params ?? {};
    const query = call.query ?? {};
    const body = call.body;
    const pathWith = (values: Record<string, string>) =>
      call.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? 'x');
    const path = pathWith(params);
    const queryString = encodeFields(query);
    const bodyType = call.form ? 'application/x-www-form-urlencoded' : 'application/json';
    const encodeBody = (value: unknown) =>
      call.form ? encodeFields(value as Record<string, unknown>) : JSON.stringify(value);
    const base = {
      method: call.method,
      url: withQuery(path, queryString),
      ...(body ? { contentType: bodyType, payload: encodeBody(body) } : {}),
    };

    await this.send(browser, base);
    await this.send(browser, { ...base, accept: 'text/html' });

    for (const name of Object.keys(params)) {
      for (const value of HOSTILE_PARAMS) {
        await this.send(browser, { ...base, url: withQuery(pathWith({ ...params, [name]: value }), queryString) });
      }
    }

    const queryNames = Object.keys(query).length ? Object.keys(query) : ['inattendu'];
    for (const name of queryNames) {
      const others = encodeFields(Object.fromEntries(Object.entries(query).filter(([key]) => key !== name)));
      const fragments = [
        ...HOSTILE_STRINGS.map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
        ...rawFields(name),
      ];
      for (const fragment of fragments) {
        await this.send(browser, { ...base, url: withQuery(path, [others, fragment].filter(Boolean).join('&')) });
      }
    }
    await this.send(browser, { ...base, url: withQuery(path, `${queryString}&%00=a`) });

    if (body && call.form) await this.fuzzForm(browser, base, body);
    if (body && !call.form) await this.fuzzJson(browser, base, body);
    if (call.method !== 'GET') await this.fuzzWholeBody(browser, base);

    for (const cookie of HOSTILE_COOKIES) {
      await this.send(browser, { ...base, headers: { cookie } });
    }
  }

  /**
   * The Authorization header's hostile values, for the provider's endpoints: with the call's body,
   * and without its `client_id` (so that the header's client is the one looked up).
   */
  async fuzzAuthorization(browser: Browser, call: Call): Promise<void> {
    const url = withQuery(call.path, encodeFields(call.query ?? {}));
    const { client_id: _clientId, ...withoutClient } = call.body ?? {};
    const bodies = call.body ? [call.body, withoutClient] : [undefined];
    for (const authorization of HOSTILE_AUTHORIZATIONS) {
      for (const body of bodies) {
        const payload = body ? { contentType: 'application/x-www-form-urlencoded', payload: encodeFields(body) } : {};
        await this.send(browser, { method: call.method, url, ...payload, headers: { authorization } });
      }
    }
  }

  private async fuzzForm(browser: Browser, base: Sent, body: Record<string, unknown>) {
    for (const name of Object.keys(body)) {
      const others = encodeFields(Object.fromEntries(Object.entries(body).filter(([key]) => key !== name)));
      const fragments = [
        ...HOSTILE_STRINGS.map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
        ...rawFields(name),
      ];
      for (const fragment of fragments) {
        await this.send(browser, { ...base, payload: [others, fragment].filter(Boolean).join('&') });
      }
    }
  }

  private async fuzzJson(browser: Browser, base: Sent, body: Record<string, unknown>) {
    for (const slot of slotsOf(body)) {
      for (const value of [...HOSTILE_STRINGS, LONE_SURROGATE, ...WRONG_TYPES]) {
        await this.send(browser, { ...base, payload: JSON.stringify(replaced(body, slot, value)) });
      }
    }
  }

  private async fuzzWholeBody(browser: Browser, base: Sent) {
    for (const raw of HOSTILE_BODIES as RawBody[]) {
      const { contentType: _type, payload: _payload, ...rest } = base;
      await this.send(browser, {
        ...rest,
        ...(raw.contentType !== undefined ? { contentType: raw.contentType } : {}),
        ...(raw.payload !== undefined ? { payload: raw.payload } : {}),
      });
    }
  }
}

import { vi } from 'vitest';

/** What the fake server answers: a status and a JSON body (or a plain-text one), or never (a pending call). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** A body sent as is, `text/plain` (the sign-up's bare `Too many requests`). */
  text?: string;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A function may answer later (a promise): a slow server. */
type Handler = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Replaces `fetch` for a component test: each key is `METHOD url` (`GET /me`); unknown calls get
 * a 404. Every call is recorded for the test to read.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.url}`];
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const { status = 200, body, text } = answer ?? { status: 404, body: { message: 'Introuvable' } };
    if (text !== undefined) return new Response(text, { status, headers: { 'Content-Type': 'text/plain' } });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Adds or replaces the answer of one `METHOD url`. */
    answer: (key: string, handler: Handler) => {
      routes[key] = handler;
    },
    /** The calls made to one `METHOD url`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key),
  };
}

/** The answers of a visitor who is not signed in. */
export const anonymous = { 'GET /me': { status: 401, body: { message: 'Non connecté' } } };

/** A fresh sign-in: `/portalLogin`, then the authorization URL ends on a login interaction. */
export const freshLoginInteraction = {
  'GET /portalLogin': { body: { authUrl: 'http://localhost:3000/oidc/auth?client_id=portal' } },
  'GET /oidc/auth?client_id=portal': {
    body: { interactionId: 'int-1', interactionType: 'login' },
  },
};

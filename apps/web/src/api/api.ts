import { TOO_MANY_REQUESTS, XSRF_COOKIE, XSRF_HEADER, startMessages, type ErrorBody } from '@portal/shared';
import { readCookie } from './cookies.ts';

/** A call answered with a status outside 200–299; `message` is the server's French message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Calls the portal server: cookies included, JSON in and out, and for any call that changes state
 * the `XSRF-TOKEN` cookie echoed in the `X-XSRF-TOKEN` header.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = await readBody(response);
  if (!response.ok) {
    const error = isErrorBody(body) ? body : errorOfText(body);
    throw new ApiError(error.message, response.status, error.code);
  }
  return body as T;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A body that is not `{ message }`: the sign-up's bare `Too many requests` (spec section 8) becomes
 * its French message, with the English text as its code; anything else the generic message.
 */
function errorOfText(body: unknown): ErrorBody {
  if (body === TOO_MANY_REQUESTS) return { message: startMessages.tooManyRequests, code: TOO_MANY_REQUESTS };
  return { message: startMessages.genericError };
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

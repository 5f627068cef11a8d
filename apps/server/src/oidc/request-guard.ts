/**
 * What the provider receives, checked before it sees it: no NUL byte and no over-long value in the
 * query or the form body (read here, then handed over as `req.body`, which oidc-provider's
 * `selective_body.js` reads when the stream is consumed), and the configured public host and
 * protocol, so that discovery and every endpoint name the configured issuer whatever `Host` says.
 * A refusal is the provider's error shape in French, or a French page for a browser's navigation.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpMessages, oauthText } from '@portal/shared';
import { hasEncodedNul, inputProblem, type InputProblem } from '../http/input-guards.ts';
import type { ProviderCallback } from './form-posts.ts';
import { refusalPage } from './pages.ts';
import { OIDC_PREFIX } from './provider.ts';

/** oidc-provider's own limit on a body (`lib/shared/selective_body.js`). */
const MAX_BODY_BYTES = 56 * 1024;

/** Every `/oidc` address but our own interaction routes (`sign-in/routes.ts`) is the provider's. */
const PROVIDER_PATH = new RegExp(`^${OIDC_PREFIX}(?:[/?#]|$)`, 'i');
const INTERACTION_PATH = new RegExp(`^${OIDC_PREFIX}/interaction/`, 'i');
export const isProviderPath = (url: string) => PROVIDER_PATH.test(url) && !INTERACTION_PATH.test(url);

type Refusal = InputProblem | 'bodyTooLarge' | 'malformedBody';

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, received);
}

const isForm = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** Each name and value of a query or form, decoded. */
const fieldsOf = (encoded: string) => [...new URLSearchParams(encoded)].flat();

/** Reads the body when there is one, checks it, and leaves it where the provider looks for it. */
async function bodyRefusal(req: IncomingMessage): Promise<Refusal | undefined> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > MAX_BODY_BYTES) return 'bodyTooLarge';
  if (!length && !req.headers['transfer-encoding']) return undefined;
  const body = await readBody(req);
  (req as IncomingMessage & { body?: Buffer }).body = body;
  if (body.includes(0)) return 'nulCharacter';
  return isForm(req) ? inputProblem(fieldsOf(body.toString('utf8'))) : undefined;
}

function queryRefusal(url: string): Refusal | undefined {
  if (hasEncodedNul(url)) return 'nulCharacter';
  const search = url.indexOf('?');
  return search < 0 ? undefined : inputProblem(fieldsOf(url.slice(search + 1)));
}

function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal) {
  const message = httpMessages[refusal];
  const html = (req.headers.accept ?? '').includes('text/html');
  const body = html
    ? refusalPage(message)
    : JSON.stringify({ error: 'invalid_request', error_description: oauthText(message) });
  res.statusCode = refusal === 'bodyTooLarge' ? 413 : 400;
  res.setHeader('content-type', html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  // A body left unread is not drained: the connection closes with the answer.
  if (refusal === 'bodyTooLarge') res.setHeader('connection', 'close');
  res.end(body);
}

export function createProviderRequestGuard(publicUrl: string) {
  const { host, protocol } = new URL(publicUrl);

  function pinHost(req: IncomingMessage) {
    req.headers.host = host;
    // Read by the provider only when it trusts a proxy (`provider.proxy`).
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = protocol.slice(0, -1);
  }

  /** Hands the request to `provider` once checked, or answers the refusal. */
  return async function guardProviderRequest(
    req: IncomingMessage,
    res: ServerResponse,
    provider: ProviderCallback,
  ): Promise<void> {
    pinHost(req);
    let refusal: Refusal | undefined;
    try {
      refusal = queryRefusal(req.url ?? '') ?? (await bodyRefusal(req));
    } catch (error) {
      refusal = error instanceof BodyTooLarge ? 'bodyTooLarge' : 'malformedBody';
    }
    if (refusal) return refuse(req, res, refusal);
    await provider(req, res);
  };
}

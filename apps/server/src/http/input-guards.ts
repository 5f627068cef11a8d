/**
 * Input no field ever needs, refused with a French 400 before any handler or query: NUL bytes
 * (PostgreSQL refuses them in text), lone surrogates, strings far longer than any field, JSON nested out of reason.
 * The URL and the portal's cookies are checked on arrival, the parsed query, body and path
 * parameters before validation. The provider's own paths are checked by `oidc/request-guard.ts`,
 * in its error shape.
 */
import type { FastifyInstance } from 'fastify';
import { httpMessages, XSRF_COOKIE } from '@portal/shared';
import { isProviderPath } from '../oidc/request-guard.ts';
import { COOKIES } from './cookies.ts';
import { HttpError } from './errors.ts';

/** Above the longest legitimate value (the captcha payload and `pscUserInfo`, 4,000 characters). */
export const MAX_STRING_LENGTH = 10_000;
/** The deepest legitimate body (a profile change set) nests 4 levels. */
export const MAX_DEPTH = 32;

export type InputProblem = 'nulCharacter' | 'malformedText' | 'valueTooLong' | 'tooDeep';

/** A NUL byte in a URL, raw or percent-encoded. */
export const hasEncodedNul = (url: string) => url.includes('\u0000') || /%00/i.test(url);

function stringProblem(value: string): InputProblem | undefined {
  if (value.length > MAX_STRING_LENGTH) return 'valueTooLong';
  if (value.includes('\u0000')) return 'nulCharacter';
  // A lone surrogate has no UTF-8 form: PostgreSQL's JSON refuses it.
  if (/\p{Cs}/u.test(value)) return 'malformedText';
  return undefined;
}

/** The first problem of a parsed value (keys included); walked without recursion, so depth costs no stack. */
export function inputProblem(value: unknown): InputProblem | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      const problem = stringProblem(item);
      if (problem) return problem;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH) return 'tooDeep';
    for (const [key, child] of Object.entries(item)) {
      const problem = stringProblem(key);
      if (problem) return problem;
      pending.push([child, depth + 1]);
    }
  }
  return undefined;
}

/** The cookies the portal reads; another site's cookie on the same domain is none of its business. */
const PORTAL_COOKIES = [...Object.values(COOKIES), XSRF_COOKIE];

const refusal = (problem: InputProblem) => new HttpError(400, httpMessages[problem], { code: 'VALIDATION' });

export function registerInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (isProviderPath(request.url)) return;
    if (hasEncodedNul(request.url)) throw refusal('nulCharacter');
    const problem = inputProblem(PORTAL_COOKIES.map((name) => request.cookies[name]));
    if (problem) throw refusal(problem);
  });

  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.query) ?? inputProblem(request.params) ?? inputProblem(request.body);
    if (problem) throw refusal(problem);
  });
}

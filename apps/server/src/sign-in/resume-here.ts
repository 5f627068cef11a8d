/**
 * The portal's own sign-in resumed inside the process. Once its login form is accepted, the browser
 * would go to the provider's resume (`/oidc/auth/{uid}`), which answers with the portal's callback
 * and its code; here the provider answers that same request inside the process, and the form post
 * answers the callback at once: one round trip less for the browser. The provider's writes of both
 * (the interaction's result, then the session, grant and code) go in one statement, before the
 * answer leaves, and its read of the interaction is the result just saved.
 *
 * The resume request carries the browser's cookies and the resume cookie the provider gave this
 * browser with the interaction (path `/oidc/auth/{uid}`, so not sent with the form post): signed
 * here with the provider's own keys, after the provider has checked the interaction cookie of the
 * same browser. The provider's answer's cookies (the single-sign-on session, the resume cookie
 * removed) are this answer's. Anything but a redirect (another account's session to end first),
 * and the browser goes to the resume itself, as before.
 */
import type { FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CookieKeys } from '../oidc/cookie-keys.ts';
import { withRequestWrites, type PendingRow } from '../oidc/request-writes.ts';

interface Deps {
  /** The resume cookie's name (`provider.cookieName('resume')`). */
  resumeCookie: string;
  keys: CookieKeys;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  sendWrites: (rows: PendingRow[]) => Promise<void>;
}

/** The browser's request headers the provider may read (proxy, language); its body's are not sent. */
const NOT_FORWARDED = new Set(['content-length', 'content-type', 'transfer-encoding', 'origin', 'cookie', 'accept']);

/**
 * Saves the result of interaction `uid` (`save` answers the provider's resume address), then resumes
 * it: answers where to send the browser.
 */
export type ResumeHere = (
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
  save: () => Promise<string>,
) => Promise<string>;

export function createResumeHere({ resumeCookie, keys, inject, sendWrites }: Deps): ResumeHere {
  return (request, reply, uid, save) =>
    withRequestWrites(sendWrites, async () => {
      const returnTo = await save();
      const path = new URL(returnTo).pathname;
      const resume = `${resumeCookie}=${uid}`;
      const cookie = [request.headers.cookie, resume, `${resumeCookie}.sig=${keys.sign(resume)}`]
        .filter(Boolean)
        .join('; ');
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !NOT_FORWARDED.has(name)),
      ) as Record<string, string>;
      const answer = await inject({ method: 'GET', url: path, headers: { ...headers, cookie, accept: 'text/html' } });
      const location = answer.headers.location;
      if (answer.statusCode !== 303 || typeof location !== 'string') return returnTo;
      const cookies = answer.headers['set-cookie'];
      if (cookies) reply.header('set-cookie', cookies);
      return location;
    });
}

/**
 * The portal's own sign-in finished inside the process. Once its login form is accepted, the
 * browser would go to the provider's resume (`/oidc/auth/{uid}`), which answers with the portal's
 * callback and its code, then to that callback, which exchanges the code and opens the portal
 * session; here the provider answers the resume inside the process, the callback's work is done
 * here too, and the form post answers the portal's home with the portal session: two round trips
 * less for the browser. The code is taken back before it is written and checked here, and the ID
 * token signed here (`portal-client.ts`, `exchangeHere`): no token endpoint, no access token. The
 * provider's writes (the interaction deleted; the session, the grant), the sign-in's own (the
 * account's last sign-in, the audit event) and the portal session go in one statement, all or none:
 * the code never leaves the process.
 *
 * The resume request carries the browser's cookies and the resume cookie the provider gave this
 * browser with the interaction (path `/oidc/auth/{uid}`, so not sent with the form post): signed
 * here with the provider's own keys, after the provider has checked the interaction cookie of the
 * same browser. The provider's answer's cookies (the single-sign-on session, the resume cookie
 * removed) are this answer's. Anything but a redirect (another account's session to end first),
 * and the browser goes to the resume itself, as before; a redirect elsewhere than the portal's
 * callback (a refusal), and the browser goes there.
 */
import type { FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Shaped } from '../db/sql.ts';
import { rememberAccount } from '../oidc/account.ts';
import type { OidcAccount } from '../oidc/account-repository.ts';
import type { CookieKeys } from '../oidc/cookie-keys.ts';
import { currentRequestWrites, withRequestWrites, type SendWrites } from '../oidc/request-writes.ts';
import type { PortalCallback } from '../portal-session/callback.ts';

interface Deps {
  /** The resume cookie's name (`provider.cookieName('resume')`). */
  resumeCookie: string;
  keys: CookieKeys;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  sendWrites: SendWrites;
  /** The portal's callback address (its redirect URI) and its work. */
  callbackAddress: string;
  callback: PortalCallback;
}

/** The browser's request headers the provider may read (proxy, language); its body's are not sent. */
const NOT_FORWARDED = new Set(['content-length', 'content-type', 'transfer-encoding', 'origin', 'cookie', 'accept']);

/** The account signed in, as the sign-in read it, for the client the interaction is for. */
export interface SignedInAccount {
  accountId: string;
  clientId: string;
  claims: OidcAccount;
}

/**
 * Saves the result of interaction `uid` (`save` answers the provider's resume address), then resumes
 * it: answers where to send the browser. `alongside`: the sign-in's own writes, sent with the
 * provider's; `account`: what the provider would read of the account again.
 */
export type ResumeHere = (
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
  save: () => Promise<string>,
  alongside: Shaped[],
  account: SignedInAccount,
) => Promise<string>;

export function createResumeHere({
  resumeCookie,
  keys,
  inject,
  sendWrites,
  callbackAddress,
  callback,
}: Deps): ResumeHere {
  return async (request, reply, uid, save, alongside, account) =>
    withRequestWrites(sendWrites, async () => {
      const writes = currentRequestWrites()!;
      writes.sendAlong(...alongside);
      rememberAccount(writes, account.accountId, account.clientId, account.claims);
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
      const redirected = answer.statusCode >= 300 && answer.statusCode < 400;
      if (!redirected || typeof location !== 'string') return returnTo;
      const cookies = answer.headers['set-cookie'];
      if (cookies) reply.header('set-cookie', cookies);
      const address = new URL(location, callbackAddress);
      if (`${address.origin}${address.pathname}` !== callbackAddress) return location;
      const query = Object.fromEntries(address.searchParams);
      const signedIn = callback.exchangeHere(request, reply, query);
      if (typeof signedIn === 'string') return signedIn;
      writes.sendAlong(callback.opening(reply, signedIn));
      return '/#/';
    });
}

/** The single-sign-on session a browser holds: the provider's own session cookie, its signature checked. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

export interface BrowserSession {
  accountId?: string;
  /** The `sid` the session's ID tokens state for a client app (one per app). */
  sidFor(clientId: string): string | undefined;
}

export type BrowserSessionOf = (request: FastifyRequest, reply: FastifyReply) => Promise<BrowserSession | undefined>;

export function browserSessionOf(provider: Provider): BrowserSessionOf {
  return async (request, reply) => {
    // Koa's cookies check the signature with the provider's keys.
    const id = provider.createContext(request.raw, reply.raw).cookies.get(provider.cookieName('session'));
    if (!id || id.length > 256) return undefined;
    const session = await provider.Session.find(id);
    return session
      ? { accountId: session.accountId, sidFor: (clientId) => session.sidFor(clientId) as string | undefined }
      : undefined;
  };
}

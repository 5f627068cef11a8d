/** The portal's own session (spec section 7): `/portalLogin`, its callback, `/me`, `/logoutPortal`. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CurrentUser } from '@portal/shared';
import type { AccountsRepository } from '../accounts/repository.ts';
import type { App } from '../http/app.ts';
import { COOKIES } from '../http/cookies.ts';
import { unauthorized } from '../http/errors.ts';
import { OIDC_PREFIX } from '../oidc/provider.ts';
import { PORTAL_CLIENT_ID } from '../oidc/policy.ts';
import type { PortalCallback } from './callback.ts';
import type { PortalClient } from './portal-client.ts';
import type { PortalSessions } from './service.ts';

const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

interface Deps {
  portalSessions: PortalSessions;
  portalCallback: PortalCallback;
  portalClient: PortalClient;
  accounts: AccountsRepository;
  /** Where the provider sends the browser after the single-sign-on session ended. */
  postLogoutAddress: (request: FastifyRequest) => string;
}

export function portalSessionRoutes(app: App, deps: Deps) {
  const { portalSessions, portalCallback, portalClient, accounts, postLogoutAddress } = deps;
  app.get('/portalLogin', async () => ({ authUrl: portalClient.authorizationRequest() }));

  app.get('/portal/callback', { schema: { querystring: callbackQuery } }, async (request, reply) => {
    const signedIn = await portalCallback.exchange(request, reply, request.query);
    if (typeof signedIn === 'string') return reply.redirect(signedIn, 303);
    await portalCallback.open(reply, signedIn);
    if ((request.headers.accept ?? '').includes('application/json')) return { signedIn: true };
    return reply.redirect('/#/', 303);
  });

  app.get('/me', async (request): Promise<CurrentUser> => {
    const session = await portalSessions.find(request.cookies[COOKIES.portalSession]);
    const user = session ? await accounts.getCurrentUser(session.userId) : null;
    if (!user) throw unauthorized();
    return user;
  });

  /**
   * Ends the portal session, then the single-sign-on session (which logs the client apps out). A
   * link on another site does not sign anyone out: the browser says where the navigation comes from.
   */
  app.get('/logoutPortal', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return reply.redirect('/#/', 303);
    const session = await portalSessions.find(request.cookies[COOKIES.portalSession]);
    await portalSessions.close(request.cookies[COOKIES.portalSession]);
    reply.clearCookie(COOKIES.portalSession, { path: '/' });
    const query = new URLSearchParams({
      client_id: PORTAL_CLIENT_ID,
      post_logout_redirect_uri: postLogoutAddress(request),
    });
    if (session?.idToken) query.set('id_token_hint', session.idToken);
    return reply.redirect(`${OIDC_PREFIX}/session/end?${query}`, 303);
  });
}

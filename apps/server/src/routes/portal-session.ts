import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CurrentUser } from '@portal/shared';
import { COOKIES, cookieOptions, readSignedJson, setSignedJson } from '../http/cookies.ts';
import { spaUrl } from '../http/redirects.ts';
import type { PortalLoginTransaction } from '../services/portal-client.ts';
import { OIDC_PREFIX } from '../oidc/provider.ts';
import { PORTAL_CLIENT_ID } from '../oidc/policy.ts';
import { unauthorized } from '../errors.ts';
import type { RouteContext } from './context.ts';

const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** The portal's own session: `/portalLogin`, its callback, `/me` and `/logoutPortal`. */
export function portalSessionRoutes(app: FastifyInstance, { config, services, repos, secure }: RouteContext) {
  const sessions = services.portalSessions;

  app.get('/portalLogin', async (_request, reply) => {
    const { authUrl, transaction } = services.portalClient.authorizationRequest();
    setSignedJson(
      reply,
      COOKIES.portalLogin,
      transaction,
      cookieOptions(secure, config.sessions.interaction_ttl_seconds),
    );
    return { authUrl };
  });

  app.get('/portal/callback', async (request, reply) => {
    const query = callbackQuery.parse(request.query);
    const transaction = readSignedJson<PortalLoginTransaction>(request, COOKIES.portalLogin);
    reply.clearCookie(COOKIES.portalLogin, { path: '/' });
    if (query.error || !query.code || !transaction || transaction.state !== query.state) {
      return reply.redirect(
        spaUrl('login', { err: query.error === 'access_denied' ? 'appNotAllowed' : 'sessionNotFound' }),
        303,
      );
    }
    const result = await services.portalClient.exchange(query.code, transaction).catch(() => null);
    if (!result) return reply.redirect(spaUrl('login', { err: 'sessionNotFound' }), 303);
    const sessionId = await sessions.open(result.userId, result.idToken);
    reply.setCookie(COOKIES.portalSession, sessionId, cookieOptions(secure, config.sessions.portal_ttl_seconds));
    if ((request.headers.accept ?? '').includes('application/json')) return { signedIn: true };
    return reply.redirect('/#/', 303);
  });

  app.get('/me', async (request): Promise<CurrentUser> => {
    const session = await sessions.find(request.cookies[COOKIES.portalSession]);
    const user = session ? await repos.users.getCurrentUser(session.userId) : null;
    if (!user) throw unauthorized();
    return user;
  });

  /** Ends the portal session, then the single-sign-on session (which logs the client apps out). */
  async function logout(request: FastifyRequest, reply: FastifyReply) {
    const session = await sessions.find(request.cookies[COOKIES.portalSession]);
    await sessions.close(request.cookies[COOKIES.portalSession]);
    reply.clearCookie(COOKIES.portalSession, { path: '/' });
    const query = new URLSearchParams({
      client_id: PORTAL_CLIENT_ID,
      post_logout_redirect_uri: `${config.public_url}/`,
    });
    if (session?.idToken) query.set('id_token_hint', session.idToken);
    return reply.redirect(`${OIDC_PREFIX}/session/end?${query}`, 303);
  }
  app.get('/logoutPortal', logout);
}

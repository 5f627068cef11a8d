import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COOKIES } from '../http/cookies.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { findClientApp } from '../oidc/clients.ts';
import type { RouteContext } from './context.ts';

const bindParams = z.object({ email: z.string().min(3).max(320) });
const bindBody = z.object({ appClientId: z.string().min(1) });

/** The signed-in user's own profile (spec: /api/users/me...). */
export function userRoutes(app: FastifyInstance, { config, services, repos }: RouteContext) {
  async function currentUserId(request: FastifyRequest): Promise<string> {
    const session = await services.portalSessions.find(request.cookies[COOKIES.portalSession]);
    if (!session) throw unauthorized();
    return session.userId;
  }

  app.patch('/api/users/me/emails/:email/bind-client-app', async (request) => {
    const userId = await currentUserId(request);
    const { email } = bindParams.parse(request.params);
    const { appClientId } = bindBody.parse(request.body ?? {});
    const clientApp = findClientApp(config, appClientId);
    if (!clientApp || clientApp.link_only) throw badRequest("Cette application n'existe pas.");
    if (!(await repos.emails.bindEmailToClient(userId, email, appClientId))) {
      throw badRequest("Cette adresse email n'appartient pas à votre compte.");
    }
    return { email, appClientId };
  });
}

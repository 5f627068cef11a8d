/** The administrator behind a request: the portal session's user, when admin or super admin. */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import { COOKIES } from '../http/cookies.ts';
import type { Repositories } from '../repositories/index.ts';
import type { Services } from '../services/index.ts';
import type { AdminActor } from './scope.ts';

export function adminOfRequest(services: Services, repos: Repositories) {
  return async (request: FastifyRequest): Promise<AdminActor> => {
    const session = await services.portalSessions.find(request.cookies[COOKIES.portalSession]);
    const user = session ? await repos.users.findUserById(session.userId) : null;
    if (!user) throw unauthorized();
    if (!user.activated || user.locked || !(user.isAdmin || user.isSuperAdmin)) throw forbidden();
    return { id: user.id, isAdmin: user.isAdmin, isSuperAdmin: user.isSuperAdmin };
  };
}

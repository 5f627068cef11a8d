import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { profilePatchSchema, type ProfilePatch } from '@portal/shared';
import { unauthorized } from '../errors.ts';
import { COOKIES } from '../http/cookies.ts';
import { createProfilePatch } from '../profile/patch.ts';
import { ProfileRefusal } from '../profile/refusal.ts';
import type { RouteContext } from './context.ts';

/** A refusal names the field the browser points at. */
async function answer<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProfileRefusal) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code, field: error.field });
    }
    throw error;
  }
}

/** The signed-in user's profile: `GET` and `PATCH /api/users/me` (spec sections 2 MyProfile and 7). */
export function profileRoutes(app: FastifyInstance, { config, db, services, repos, mailer }: RouteContext) {
  const profilePatch = createProfilePatch({ config, db, repos, mailer, log: app.log });

  async function currentUserId(request: FastifyRequest): Promise<string> {
    const session = await services.portalSessions.find(request.cookies[COOKIES.portalSession]);
    if (!session) throw unauthorized();
    return session.userId;
  }

  app.get('/api/users/me', async (request) => {
    const profile = await repos.users.getProfile(await currentUserId(request));
    if (!profile) throw unauthorized();
    return profile;
  });

  app.patch('/api/users/me', async (request, reply) => {
    const userId = await currentUserId(request);
    const patch: ProfilePatch = profilePatchSchema.parse(request.body ?? {});
    return answer(reply, () => profilePatch.apply(userId, patch));
  });
}

/** Every call of the administration space: an activated administrator, within their rate limit. */
import { adminMessages, messages } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, tooManyRequests } from '../http/errors.ts';
import type { SessionGuards } from '../http/session.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';

export function adminGuards(guards: SessionGuards, limiter: RateLimiter) {
  async function withinLimit(request: FastifyRequest) {
    if (!(await limiter.allow('admin_per_admin', request.admin.id))) throw tooManyRequests(messages.tooManyRequests);
  }
  async function superAdminOnly(request: FastifyRequest) {
    if (!request.admin.isSuperAdmin) throw forbidden(adminMessages.superAdminOnly);
  }
  return {
    admin: { preValidation: [guards.requireAdmin, withinLimit] },
    superAdmin: { preValidation: [guards.requireAdmin, withinLimit, superAdminOnly] },
  };
}
export type AdminGuards = ReturnType<typeof adminGuards>;

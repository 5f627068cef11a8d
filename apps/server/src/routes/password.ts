import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailRule } from '@portal/shared';
import { spaUrl } from '../http/redirects.ts';
import type { RouteContext } from './context.ts';

const sendBody = z.object({
  email: z.string().refine((email) => !emailRule()(email), { error: (issue) => emailRule()(String(issue.input)) }),
});
const reinitForm = z.object({
  token: z.string().default(''),
  password: z.string().default(''),
  confirmPassword: z.string().default(''),
});

/** Forgotten password: the e-mailed link, then the new password (a real form post). */
export function passwordRoutes(app: FastifyInstance, { services, requireSameOrigin }: RouteContext) {
  app.post('/api/password/send-newPassword', async (request) => {
    const { email } = sendBody.parse(request.body ?? {});
    await services.passwordReset.request(email, request.ip);
    return { sent: true };
  });

  app.post('/api/password/reinit', { preHandler: requireSameOrigin }, async (request, reply) => {
    const form = reinitForm.parse(request.body ?? {});
    const outcome = await services.passwordReset.reinit(form);
    if (outcome.ok) return reply.redirect(spaUrl('', { passwordReset: 'ok' }), 303);
    if (outcome.reason === 'invalidToken') return reply.redirect(spaUrl('', { err: 'invalidResetToken' }), 303);
    return reply.redirect(spaUrl(`reinit-password/${encodeURIComponent(form.token)}`, { err: outcome.message }), 303);
  });
}

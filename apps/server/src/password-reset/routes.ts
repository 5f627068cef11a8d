/** Forgotten password (spec section 7): the e-mailed link, then the new password (a real form post). */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { emailRule } from '@portal/shared';
import type { App } from '../http/app.ts';
import { bodyOf } from '../http/schemas.ts';
import { spaUrl } from '../http/spa-url.ts';
import type { PasswordReset } from './service.ts';

const sendBody = z.object({
  email: z.string().refine((email) => !emailRule()(email), { error: (issue) => emailRule()(String(issue.input)) }),
});
const reinitForm = z.object({
  token: z.string().default(''),
  password: z.string().default(''),
  confirmPassword: z.string().default(''),
});

export function passwordResetRoutes(
  app: App,
  { passwordReset, requireSameOrigin }: { passwordReset: PasswordReset; requireSameOrigin: preHandlerAsyncHookHandler },
) {
  app.post('/api/password/send-newPassword', { schema: { body: bodyOf(sendBody) } }, async (request) => {
    await passwordReset.request(request.body.email, request.ip);
    return { sent: true };
  });

  app.post(
    '/api/password/reinit',
    { preValidation: requireSameOrigin, schema: { body: bodyOf(reinitForm) } },
    async (request, reply) => {
      const form = request.body;
      const outcome = await passwordReset.reinit(form);
      if (outcome.ok) return reply.redirect(spaUrl('', { passwordReset: 'ok' }), 303);
      if (outcome.reason === 'invalidToken') return reply.redirect(spaUrl('', { err: 'invalidResetToken' }), 303);
      return reply.redirect(spaUrl(`reinit-password/${encodeURIComponent(form.token)}`, { err: outcome.reason }), 303);
    },
  );
}

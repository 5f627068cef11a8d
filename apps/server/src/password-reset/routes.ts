/** Forgotten password (spec section 7): the e-mailed link, then the new password (a real form post). */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { App } from '../http/app.ts';
import { addressField, bodyOf } from '../http/schemas.ts';
import { spaUrl } from '../http/spa-url.ts';
import type { TrustedDevices } from '../sign-in/trusted-devices.ts';
import type { PasswordReset } from './service.ts';

const sendBody = z.object({ email: addressField() });
/** The passwords capped as on sign-up and change: the strength's estimate reads its first 40 characters anyway. */
const reinitForm = z.object({
  token: z.string().default(''),
  password: z.string().max(1000).default(''),
  confirmPassword: z.string().max(1000).default(''),
});

interface Deps {
  passwordReset: PasswordReset;
  requireSameOrigin: preHandlerAsyncHookHandler;
  devices: TrustedDevices;
}

export function passwordResetRoutes(app: App, { passwordReset, requireSameOrigin, devices }: Deps) {
  app.post('/api/password/send-newPassword', { schema: { body: bodyOf(sendBody) } }, async (request) => {
    const { email } = request.body;
    await passwordReset.request(email, request.ip, {
      address: devices.trustsAddress(request)(email),
      account: devices.trusts(request),
    });
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

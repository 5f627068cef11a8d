import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_SESSION_OVER, messages, phoneRule } from '@portal/shared';
import { COOKIES, readSignedJson } from '../http/cookies.ts';
import type { PendingSignIn } from '../services/second-factor.ts';
import { badRequest } from '../errors.ts';
import type { RouteContext } from './context.ts';

const supportBody = z.object({
  phoneNumber: z.string().refine((phone) => phone.trim() !== '' && !phoneRule(phone), messages.phoneInvalid),
  messageId: z.string().max(100).default(''),
});

/** The code by e-mail during a sign-in, and the support request when it does not arrive. */
export function secondFactorRoutes(app: FastifyInstance, { services }: RouteContext) {
  const pendingOf = (request: FastifyRequest) => {
    const pending = readSignedJson<PendingSignIn>(request, COOKIES.pendingSignIn);
    if (!pending) throw badRequest(AUTH_SESSION_OVER);
    return pending;
  };

  app.post('/otp/sendByEmail', async (request) => {
    const pending = pendingOf(request);
    return services.secondFactor.sendLoginCode(pending, request.ip);
  });

  app.post('/otp/ask-for-support', async (request) => {
    const pending = pendingOf(request);
    const body = supportBody.parse(request.body ?? {});
    await services.support.askForSupport({ userId: pending.userId, ...body });
    return { sent: true };
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  TOO_MANY_REQUESTS,
  sendOtpPayloadSchema,
  signupPayloadSchema,
  verifyOtpPayloadSchema,
  type SignupPayload,
} from '@portal/shared';
import { createPasswordHasher, type PasswordHasher } from '../security/passwords.ts';
import { createSignupAccounts, SignupRefusal } from '../signup/accounts.ts';
import { createCaptcha } from '../signup/captcha.ts';
import { createEmailValidation, signupLimiter, TooManyRequests } from '../signup/email-validation.ts';
import { signupRepository } from '../signup/repository.ts';
import type { RouteContext } from './context.ts';

/** Limits answer 400 with the bare body the browser looks for (spec section 8). */
async function answer<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyRequests)
      return reply.code(400).type('text/plain; charset=utf-8').send(TOO_MANY_REQUESTS);
    if (error instanceof SignupRefusal) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code, field: error.field });
    }
    throw error;
  }
}

/** Sign-up: captcha, e-mail validation and account creation (spec: /captcha, /api/emails, POST /api/signup). */
export function signupRoutes(app: FastifyInstance, { config, db, repos, mailer }: RouteContext) {
  const repository = signupRepository(db);
  const captcha = createCaptcha(config, repository);
  const limit = signupLimiter(config, repos);
  let hasher: Promise<PasswordHasher> | undefined;
  const emailValidation = createEmailValidation({ config, repos, repository, captcha, mailer, limit });
  const accounts = createSignupAccounts({
    config,
    db,
    repos,
    hasher: () => (hasher ??= createPasswordHasher(config.security.argon2)),
    mailer,
    limit,
    log: app.log,
  });

  app.get('/captcha/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });

  app.post('/api/emails/send-otp', async (request, reply) => {
    const body = sendOtpPayloadSchema.parse(request.body ?? {});
    return answer(reply, () => emailValidation.sendCode(body, request.ip));
  });

  app.post('/api/emails/verify-otp', async (request, reply) => {
    const body = verifyOtpPayloadSchema.parse(request.body ?? {});
    return answer(reply, () => emailValidation.verifyCode(body, request.ip));
  });

  app.post('/api/signup', async (request, reply) => {
    const payload: SignupPayload = signupPayloadSchema.parse(request.body ?? {});
    return answer(reply, () => accounts.signUp(payload, request.ip));
  });
}

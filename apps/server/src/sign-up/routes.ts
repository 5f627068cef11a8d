/** Sign-up (spec section 7): the captcha, the address's code (`/api/emails/...`) and `POST /api/signup`. */
import { sendOtpPayloadSchema, signupPayloadSchema, verifyOtpPayloadSchema } from '@portal/shared';
import type { App } from '../http/app.ts';
import { COOKIES } from '../http/cookies.ts';
import type { SessionGuards } from '../http/session.ts';
import { bodyOf } from '../http/schemas.ts';
import type { Captcha } from './captcha.ts';
import type { EmailValidation } from './email-validation.ts';
import type { SignUp } from './service.ts';

interface Deps {
  captcha: Captcha;
  emailValidation: EmailValidation;
  signUp: SignUp;
  guards: SessionGuards;
}

export function signUpRoutes(app: App, { captcha, emailValidation, signUp, guards }: Deps) {
  app.get('/captcha/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });

  // Also the profile's: an address added by a signed-in user of an activated account is counted per
  // account (an account awaiting its validation is no proof of anyone: counted per address).
  app.post('/api/emails/send-otp', { schema: { body: bodyOf(sendOtpPayloadSchema) } }, async (request) =>
    emailValidation.sendCode(request.body, { ip: request.ip, userId: await guards.activeUserId(request) }),
  );

  app.post('/api/emails/verify-otp', { schema: { body: bodyOf(verifyOtpPayloadSchema) } }, async (request) =>
    emailValidation.verifyCode(request.body, request.ip),
  );

  app.post('/api/signup', { schema: { body: bodyOf(signupPayloadSchema) } }, async (request) =>
    signUp(request.body, request.ip, { pscBrowser: request.cookies[COOKIES.pscBrowser] }),
  );
}

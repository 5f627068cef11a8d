/** Proves a sign-up address: captcha, a 9-digit code by e-mail, then its check (spec sections 4 and 7). */
import {
  SIGNUP_CODE_LENGTH,
  emailRule,
  signupMessages,
  type SendOtpAnswer,
  type SendOtpPayload,
  type VerifyOtpAnswer,
  type VerifyOtpPayload,
} from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { Repositories } from '../repositories/index.ts';
import { codeMatches, randomCode, randomPrefix, sha256 } from '../security/codes.ts';
import { HttpError, badRequest } from '../errors.ts';
import type { Captcha } from './captcha.ts';
import type { Mailer } from '../mail/mailer.ts';
import { signupMails } from './mails.ts';
import type { SignupRepository } from './repository.ts';

/** Thrown when a limit is passed: the route answers 400 with the bare body `Too many requests`. */
export class TooManyRequests extends Error {}

/** Fixed-window limits of `config.signup.rate_limits`, counted in the shared database. */
export function signupLimiter(config: Config, repos: Repositories) {
  return async (name: keyof Config['signup']['rate_limits'], subject: string): Promise<void> => {
    const { max, window_seconds } = config.signup.rate_limits[name];
    const hits = await repos.rateLimits.hit(`signup_${name}:${subject.trim().toLowerCase()}`, window_seconds);
    if (hits > max) throw new TooManyRequests();
  };
}
export type SignupLimiter = ReturnType<typeof signupLimiter>;

interface Deps {
  config: Config;
  repos: Repositories;
  repository: SignupRepository;
  captcha: Captcha;
  mailer: Mailer;
  limit: SignupLimiter;
}

export function createEmailValidation({ config, repos, repository, captcha, mailer, limit }: Deps) {
  const { code_ttl_seconds: codeTtl, validation_ttl_seconds: validationTtl } = config.signup;

  return {
    async sendCode({ email, emailValidationId, captchaPayload }: SendOtpPayload, ip: string): Promise<SendOtpAnswer> {
      await limit('send_per_ip', ip);
      if (!captchaPayload) throw badRequest(signupMessages.captchaMissing, 'CAPTCHA');
      const check = await captcha.check(captchaPayload);
      if (check === 'replayed') throw badRequest(signupMessages.captchaReplayed, 'CAPTCHA');
      if (check !== 'ok') throw badRequest(signupMessages.captchaFailed, 'CAPTCHA');
      const address = email.trim();
      const failure = emailRule(config.blocked_email_domains)(address);
      if (failure) throw badRequest(failure, 'VALIDATION');
      await limit('send_per_email', address);
      if (await repository.emailTaken(address)) throw new HttpError(409, signupMessages.emailAlreadyUsed, 'EMAIL_USED');
      if (!(await repository.startValidation(emailValidationId, address, codeTtl))) {
        throw badRequest(signupMessages.emailValidationUsed, 'VALIDATION_USED');
      }
      const code = randomCode(SIGNUP_CODE_LENGTH);
      const prefix = randomPrefix();
      const { messageId } = await repos.oneTimeCodes.createCode({
        purpose: 'email',
        subject: emailValidationId,
        codeHash: sha256(code),
        prefix,
        ttlSeconds: codeTtl,
      });
      try {
        await mailer.send(address, signupMails.addressCode({ prefix, code, minutes: Math.round(codeTtl / 60) }));
      } catch {
        throw new HttpError(503, signupMessages.codeSendFailed, 'MAIL');
      }
      return { emailValidationId, email: address, messageId, prefix };
    },

    /** Single-use, expiring, constant-time compared, a few attempts per code; limited per IP. */
    async verifyCode({ otp, email, emailValidationId }: VerifyOtpPayload, ip: string): Promise<VerifyOtpAnswer> {
      await limit('check_per_ip', ip);
      const token = otp.replace(/\s/g, '');
      if (!/^\d+$/.test(token) || token.length !== SIGNUP_CODE_LENGTH) return { matched: false };
      if (!(await repository.isPending(emailValidationId, email))) return { matched: false };
      const code = await repos.oneTimeCodes.latestActiveCode('email', emailValidationId);
      if (!code) return { matched: false };
      if ((await repos.oneTimeCodes.recordCodeAttempt(code.id)) > config.signup.max_code_attempts) {
        return { matched: false };
      }
      const matched = codeMatches(token, code.codeHash) && (await repos.oneTimeCodes.markCodeUsed(code.id));
      if (matched) await repository.markValidated(emailValidationId, validationTtl);
      return { matched };
    },
  };
}

export type EmailValidation = ReturnType<typeof createEmailValidation>;

/**
 * Proves an address: captcha, a 9-digit code by e-mail, then its check (spec sections 4 and 7). The
 * answers never tell whether the address has an account.
 */
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
import type { Db } from '../db/client.ts';
import { metrics } from '../health/metrics.ts';
import { badRequest, signupTooManyRequests } from '../http/errors.ts';
import { addressCodeMail } from '../mail/address-code.ts';
import { addressInUseMail } from '../mail/address-in-use.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import type { Notify } from '../mail/notify.ts';
import { createOneTimeCodes } from '../security/one-time-codes.ts';
import type { Check, RateLimiter } from '../security/rate-limiter.ts';
import type { Captcha } from './captcha.ts';
import { signupRepository } from './repository.ts';

interface Deps {
  config: Config;
  db: Db;
  captcha: Captcha;
  notify: Notify;
  limiter: RateLimiter;
}

export function createEmailValidation({ config, db, captcha, notify, limiter }: Deps) {
  const { code_ttl_seconds: codeTtl, validation_ttl_seconds: validationTtl } = config.signup;
  const repository = signupRepository(db);
  const codes = createOneTimeCodes(db, config.security.encryption_key);
  const limit = async (...checks: Check[]) => {
    if (!(await limiter.allowAll(...checks))) throw signupTooManyRequests();
  };

  return {
    /**
     * `userId`: the signed-in user (of an activated account) adding an address to their profile,
     * whose sends are counted per account; a visitor's are counted per address typed. Nobody using
     * up an address's sends keeps its owner from adding it to their account.
     */
    async sendCode(
      { email, emailValidationId, captchaPayload }: SendOtpPayload,
      { ip, userId }: { ip: string; userId: string | undefined },
    ): Promise<SendOtpAnswer> {
      await limit(['signup_send_per_ip', ip]);
      if (!captchaPayload) throw badRequest(signupMessages.captchaMissing, 'CAPTCHA');
      const check = await captcha.check(captchaPayload);
      if (check === 'replayed') throw badRequest(signupMessages.captchaReplayed, 'CAPTCHA');
      if (check !== 'ok') throw badRequest(signupMessages.captchaFailed, 'CAPTCHA');
      const address = email.trim();
      const failure = emailRule(config.blocked_email_domains)(address);
      if (failure) throw badRequest(failure, 'VALIDATION');
      await limit(
        ...(userId
          ? ([
              ['signup_send_per_account', userId],
              ['signup_send_per_account_per_day', userId],
            ] as const)
          : ([
              ['signup_send_per_email', address],
              ['signup_send_per_email_per_day', address],
            ] as const)),
      );
      // The same answer and work for a used address, whose owner gets a notice instead of the code.
      const taken = await repository.emailTaken(address);
      // The validation, its code and the mail in one transaction; the outbox's worker delivers it.
      const issued = await db.transaction(async (tx) => {
        if (!(await signupRepository(tx).startValidation(emailValidationId, address, codeTtl))) {
          throw badRequest(signupMessages.emailValidationUsed, 'VALIDATION_USED');
        }
        const code = await createOneTimeCodes(tx, config.security.encryption_key).issue({
          purpose: 'email',
          subject: emailValidationId,
          length: SIGNUP_CODE_LENGTH,
          ttlSeconds: codeTtl,
        });
        const [kind, content] = taken
          ? ['address-in-use', addressInUseMail({ url: absoluteSpaUrl(config.public_url) })]
          : ['address-code', addressCodeMail({ ...code, minutes: Math.round(codeTtl / 60) })];
        await notify(address, content, { kind, tx });
        return code;
      });
      if (!taken) metrics.codeSent('sign_up');
      return { emailValidationId, email: address, messageId: issued.messageId, prefix: issued.prefix };
    },

    /**
     * Single-use, expiring, constant-time compared, a few attempts per code; limited per IP. A
     * matching code proves the address only if the validation is still of that address (a send
     * for another address in the meantime withdrew the code and reset the validation).
     */
    async verifyCode({ otp, email, emailValidationId }: VerifyOtpPayload, ip: string): Promise<VerifyOtpAnswer> {
      await limit(['signup_check_per_ip', ip]);
      const failure = emailRule()(email);
      if (failure) throw badRequest(failure, 'VALIDATION');
      const token = otp.replace(/\s/g, '');
      if (!/^\d+$/.test(token) || token.length !== SIGNUP_CODE_LENGTH) return { matched: false };
      if (!(await repository.isPending(emailValidationId, email))) return { matched: false };
      const matched =
        (await codes.check('email', emailValidationId, token, config.signup.max_code_attempts)) &&
        (await repository.markValidated(emailValidationId, email, validationTtl));
      return { matched };
    },
  };
}

export type EmailValidation = ReturnType<typeof createEmailValidation>;

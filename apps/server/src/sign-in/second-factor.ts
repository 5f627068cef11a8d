/** The second step of a sign-in: a code by e-mail, or the authenticator app's code. */
import { LOGIN_CODE_LENGTH, messages } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { loginCodeMail } from '../mail/login-code.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOneTimeCodes } from '../security/one-time-codes.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { totpStep } from '../security/totp.ts';

const MAX_ATTEMPTS_PER_CODE = 5;

interface Deps {
  config: Config;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  secretBox: SecretBox;
}

/** The pending sign-in between the password and the code: which interaction, which user, which factor. */
export interface PendingSignIn {
  uid: string;
  userId: string;
  factor: 'otp' | 'totp';
}

export function createSecondFactor({ config, db, mailer, limiter, secretBox }: Deps) {
  const ttl = config.sessions.login_code_ttl_seconds;
  const accounts = accountsRepository(db);
  const codes = createOneTimeCodes(db);

  async function checkTotp(userId: string, token: string): Promise<boolean> {
    const user = await accounts.findUserById(userId);
    if (!user?.totpSecret || !user.totpValidated) return false;
    const step = totpStep(secretBox.decrypt(user.totpSecret), token);
    return step !== null && accounts.useTotpStep(userId, step);
  }

  return {
    async sendLoginCode(pending: PendingSignIn, ip: string): Promise<{ messageId: string; prefix: string }> {
      const allowed =
        (await limiter.allow('code_send_per_ip', ip)) && (await limiter.allow('code_send_per_account', pending.userId));
      if (!allowed) throw tooManyRequests(messages.tooManyRequests);
      const email = await accounts.principalEmail(pending.userId);
      if (!email) throw new HttpError(400, messages.sendCodeFailed);
      const issued = await codes.issue({
        purpose: 'login',
        subject: pending.uid,
        userId: pending.userId,
        length: LOGIN_CODE_LENGTH,
        ttlSeconds: ttl,
      });
      try {
        await mailer.send(email, loginCodeMail({ ...issued, minutes: Math.round(ttl / 60) }));
      } catch {
        throw new HttpError(503, messages.sendCodeFailed);
      }
      return { messageId: issued.messageId, prefix: issued.prefix };
    },

    /** Single-use, expiring, constant-time compared; limited per IP and per account. */
    async verify(pending: PendingSignIn, token: string, ip: string): Promise<boolean | 'tooManyRequests'> {
      const allowed =
        (await limiter.allow('code_check_per_ip', ip)) &&
        (await limiter.allow('code_check_per_account', pending.userId));
      if (!allowed) return 'tooManyRequests';
      const cleaned = token.replace(/\s/g, '');
      if (!/^\d{6}$/.test(cleaned)) return false;
      if (pending.factor === 'totp') return checkTotp(pending.userId, cleaned);
      return codes.check('login', pending.uid, cleaned, MAX_ATTEMPTS_PER_CODE);
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactor>;

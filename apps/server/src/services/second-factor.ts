import { TOTP, Secret } from 'otpauth';
import { LOGIN_CODE_LENGTH, messages } from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { Repositories } from '../repositories/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailTemplates } from '../mail/templates.ts';
import { codeMatches, randomCode, randomPrefix, sha256 } from '../security/codes.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { HttpError } from '../errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

const MAX_ATTEMPTS_PER_CODE = 5;

interface Deps {
  config: Config;
  repos: Repositories;
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

export function createSecondFactor({ config, repos, mailer, limiter, secretBox }: Deps) {
  const ttl = config.sessions.login_code_ttl_seconds;

  async function checkTotp(userId: string, token: string): Promise<boolean> {
    const user = await repos.users.findUserById(userId);
    if (!user?.totpSecret || !user.totpValidated) return false;
    const totp = new TOTP({ secret: Secret.fromBase32(secretBox.decrypt(user.totpSecret)), digits: 6, period: 30 });
    const delta = totp.validate({ token, window: 1 });
    if (delta === null) return false;
    return repos.users.useTotpStep(userId, totp.counter() + delta);
  }

  async function checkEmailCode(uid: string, token: string): Promise<boolean> {
    const code = await repos.oneTimeCodes.latestActiveCode('login', uid);
    if (!code) return false;
    if ((await repos.oneTimeCodes.recordCodeAttempt(code.id)) > MAX_ATTEMPTS_PER_CODE) return false;
    return codeMatches(token, code.codeHash) && (await repos.oneTimeCodes.markCodeUsed(code.id));
  }

  return {
    async sendLoginCode(pending: PendingSignIn, ip: string): Promise<{ messageId: string; prefix: string }> {
      const allowed =
        (await limiter.allow('code_send_per_ip', ip)) && (await limiter.allow('code_send_per_account', pending.userId));
      if (!allowed) throw new HttpError(429, messages.tooManyRequests);
      const email = await repos.emails.principalEmail(pending.userId);
      if (!email) throw new HttpError(400, messages.sendCodeFailed);
      const code = randomCode(LOGIN_CODE_LENGTH);
      const prefix = randomPrefix();
      const { messageId } = await repos.oneTimeCodes.createCode({
        purpose: 'login',
        subject: pending.uid,
        userId: pending.userId,
        codeHash: sha256(code),
        prefix,
        ttlSeconds: ttl,
      });
      try {
        await mailer.send(email, mailTemplates.loginCode({ prefix, code, minutes: Math.round(ttl / 60) }));
      } catch {
        throw new HttpError(503, messages.sendCodeFailed);
      }
      return { messageId, prefix };
    },

    /** Single-use, expiring, constant-time compared; limited per IP and per account. */
    async verify(pending: PendingSignIn, token: string, ip: string): Promise<boolean | 'tooManyRequests'> {
      const allowed =
        (await limiter.allow('code_check_per_ip', ip)) &&
        (await limiter.allow('code_check_per_account', pending.userId));
      if (!allowed) return 'tooManyRequests';
      const cleaned = token.replace(/\s/g, '');
      if (!/^\d{6}$/.test(cleaned)) return false;
      return pending.factor === 'totp' ? checkTotp(pending.userId, cleaned) : checkEmailCode(pending.uid, cleaned);
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactor>;

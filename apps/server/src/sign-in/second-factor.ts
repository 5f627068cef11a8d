/** The second step of a sign-in: a code by e-mail, or the authenticator app's code. */
import { LOGIN_CODE_LENGTH, maskEmail, messages, type SendCodeAnswer } from '@portal/shared';
import { accountsRepository, type UserRecord } from '../accounts/repository.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { metrics } from '../health/metrics.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { loginCodeMail } from '../mail/login-code.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOneTimeCodes } from '../security/one-time-codes.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { totpStep } from '../security/totp.ts';
import type { SignInFailures } from './failures.ts';
import type { SignInFlow } from './flows.ts';

const MAX_ATTEMPTS_PER_CODE = 5;

interface Deps {
  config: Config;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  secretBox: SecretBox;
  failures: SignInFailures;
}

/** The sign-in between the password and the code (`flows.ts`): which interaction, which user, which factor. */
export type PendingSignIn = Pick<SignInFlow & { provenBy: 'pwd' }, 'uid' | 'userId' | 'pendingFactor'>;

export function createSecondFactor({ config, db, mailer, limiter, secretBox, failures }: Deps) {
  const ttl = config.sessions.login_code_ttl_seconds;
  const accounts = accountsRepository(db);
  const codes = createOneTimeCodes(db, config.security.encryption_key);

  async function checkTotp(user: UserRecord, token: string): Promise<boolean> {
    if (!user.totpSecret || !user.totpValidated) return false;
    const step = totpStep(secretBox.decrypt(user.totpSecret), token);
    return step !== null && accounts.useTotpStep(user.id, step);
  }

  return {
    /**
     * Only after a right password (the pending sign-in): the masked address tells nothing to a
     * stranger. The account's own limits do not refuse a browser it trusts: someone else holding
     * the password cannot use them up to keep the owner from getting a code.
     */
    async sendLoginCode(pending: PendingSignIn, ip: string, trustedDevice: boolean): Promise<SendCodeAnswer> {
      const allowed = await limiter.allowAll(
        ['code_send_per_ip', ip],
        ...(trustedDevice
          ? []
          : [
              ['code_send_per_account', pending.userId] as const,
              ['code_send_per_account_per_day', pending.userId] as const,
            ]),
      );
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
        await codes.setMailStatus(issued.messageId, 'refused');
        throw new HttpError(503, messages.sendCodeFailed);
      }
      await codes.setMailStatus(issued.messageId, 'accepted');
      metrics.codeSent('sign_in');
      return { messageId: issued.messageId, prefix: issued.prefix, sentTo: maskEmail(email) };
    },

    /**
     * Single-use, expiring, constant-time compared; limited per IP, and per account from a browser
     * the account does not trust. A wrong code counts as a failed sign-in; a throttled account's
     * codes are refused from an untrusted device.
     */
    async verify(
      pending: PendingSignIn,
      token: string,
      ip: string,
      trustedDevice: boolean,
    ): Promise<boolean | 'tooManyRequests'> {
      const method = pending.pendingFactor === 'totp' ? 'totp' : 'email_code';
      const allowed = await limiter.allowAll(
        ['code_check_per_ip', ip],
        ...(trustedDevice ? [] : [['code_check_per_account', pending.userId] as const]),
      );
      if (!allowed) {
        metrics.signIn('rate_limited', method);
        return 'tooManyRequests';
      }
      const user = await accounts.findUserById(pending.userId);
      if (!user || user.locked || failures.throttled(user, trustedDevice)) {
        metrics.signIn(!user ? 'refused' : user.locked ? 'locked' : 'throttled', method);
        return false;
      }
      const cleaned = token.replace(/\s/g, '');
      const matched =
        /^\d{6}$/.test(cleaned) &&
        (pending.pendingFactor === 'totp'
          ? await checkTotp(user, cleaned)
          : await codes.check('login', pending.uid, cleaned, MAX_ATTEMPTS_PER_CODE));
      if (matched) await failures.clear(user);
      else {
        metrics.signIn('refused', method);
        await failures.record(user.id, 'code');
      }
      return matched;
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactor>;

/** The code by e-mail: a second factor, sent on the code screen's request, single-use and expiring. */
import { LOGIN_CODE_LENGTH, maskEmail, messages, type SendCodeAnswer } from '@portal/shared';
import { accountsRepository } from '../../accounts/repository.ts';
import type { Config } from '../../config/schema.ts';
import type { Db } from '../../db/client.ts';
import { metrics } from '../../health/metrics.ts';
import { HttpError, tooManyRequests } from '../../http/errors.ts';
import { loginCodeMail } from '../../mail/login-code.ts';
import type { Notify } from '../../mail/notify.ts';
import { createOneTimeCodes } from '../../security/one-time-codes.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import type { CodeAttempt, CodeInput } from './code-attempt.ts';
import type { SignInFlow, SignInMethod } from './method.ts';

const MAX_ATTEMPTS_PER_CODE = 5;

interface Deps {
  config: Config;
  db: Db;
  notify: Notify;
  limiter: RateLimiter;
  codeAttempt: CodeAttempt;
}

export function emailCodeMethod({ config, db, notify, limiter, codeAttempt }: Deps) {
  const ttl = config.sessions.login_code_ttl_seconds;
  const accounts = accountsRepository(db);
  const codes = createOneTimeCodes(db, config.security.encryption_key);

  const method: SignInMethod<CodeInput> = {
    name: 'email_code',
    amr: ['mail'],
    order: 'second',
    screen: 'otp',
    check: (attempt) =>
      codeAttempt(attempt, 'email_code', (_user, code) =>
        codes.check('login', attempt.flow.uid, code, MAX_ATTEMPTS_PER_CODE),
      ),
  };

  return {
    ...method,
    /**
     * Sent only when the flow awaits it (after a right password): the masked address tells nothing
     * to a stranger. The account's own limits do not refuse a browser it trusts: someone else
     * holding the password cannot use them up to keep the owner from getting a code.
     */
    async send(flow: SignInFlow, ip: string, trustedDevice: boolean): Promise<SendCodeAnswer> {
      const userId = flow.userId!;
      const allowed = await limiter.allowAll(
        ['code_send_per_ip', ip],
        ...(trustedDevice
          ? []
          : [['code_send_per_account', userId] as const, ['code_send_per_account_per_day', userId] as const]),
      );
      if (!allowed) throw tooManyRequests(messages.tooManyRequests);
      const email = await accounts.principalEmail(userId);
      if (!email) throw new HttpError(400, messages.sendCodeFailed);
      // The code and its mail in one transaction: "code envoyé" means recorded and being sent (the
      // outbox's worker retries it while the SMTP server refuses).
      const issued = await db.transaction(async (tx) => {
        const code = await createOneTimeCodes(tx, config.security.encryption_key).issue({
          purpose: 'login',
          subject: flow.uid,
          userId,
          length: LOGIN_CODE_LENGTH,
          ttlSeconds: ttl,
        });
        await notify(email, loginCodeMail({ ...code, minutes: Math.round(ttl / 60) }), { kind: 'login-code', tx });
        return code;
      });
      metrics.codeSent('sign_in');
      return { messageId: issued.messageId, prefix: issued.prefix, sentTo: maskEmail(email) };
    },
  };
}
export type EmailCodeMethod = ReturnType<typeof emailCodeMethod>;

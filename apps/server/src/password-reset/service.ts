/** The forgotten password: a single-use link by e-mail, then the new password. */
import { confirmationRule, firstFailure, passwordRule } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import type { Notify } from '../mail/notify.ts';
import { passwordResetMail } from '../mail/password-reset.ts';
import { randomToken, sha256 } from '../security/codes.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import { passwordResetsRepository } from './repository.ts';

interface Deps {
  config: Config;
  db: Db;
  notify: Notify;
  hasher: PasswordHasher;
  limiter: RateLimiter;
}

export type ReinitOutcome =
  { ok: true } | { ok: false; reason: 'invalidToken' } | { ok: false; reason: 'invalidPassword'; message: string };

export interface NewPasswordForm {
  token: string;
  password: string;
  confirmPassword: string;
}

export function createPasswordReset({ config, db, notify, hasher, limiter }: Deps) {
  const ttl = config.sessions.password_reset_ttl_seconds;
  const accounts = accountsRepository(db);
  const resets = passwordResetsRepository(db);
  return {
    /** Answers the same whether or not the address exists; the mail goes out in the background. */
    async request(email: string, ip: string): Promise<void> {
      const address = email.trim().toLowerCase();
      if (!(await limiter.allow('code_send_per_ip', ip)) || !(await limiter.allow('code_send_per_account', address)))
        return;
      const user = await accounts.findUserByEmail(address);
      if (!user) return;
      const token = randomToken();
      await resets.createPasswordReset({ tokenHash: sha256(token), userId: user.id, ttlSeconds: ttl });
      const url = absoluteSpaUrl(config.public_url, `reinit-password/${token}`);
      void notify(address, passwordResetMail({ url, minutes: Math.round(ttl / 60) }), { userId: user.id });
    },

    async reinit({ token, password, confirmPassword }: NewPasswordForm): Promise<ReinitOutcome> {
      const failure =
        firstFailure(password, passwordRule(config.password_security)) ?? confirmationRule(password)(confirmPassword);
      if (failure) return { ok: false, reason: 'invalidPassword', message: failure };
      const userId = await resets.consumePasswordReset(sha256(token));
      if (!userId) return { ok: false, reason: 'invalidToken' };
      await accounts.setPasswordHash(userId, await hasher.hash(password));
      await accounts.resetFailedLogins(userId);
      return { ok: true };
    },
  };
}
export type PasswordReset = ReturnType<typeof createPasswordReset>;

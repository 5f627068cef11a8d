import { confirmationRule, firstFailure, passwordRule } from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { Repositories } from '../repositories/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import { mailTemplates } from '../mail/templates.ts';
import { randomToken, sha256 } from '../security/codes.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Logger } from '../logger.ts';

interface Deps {
  config: Config;
  repos: Repositories;
  mailer: Mailer;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  log: Logger;
}

export type ReinitOutcome =
  { ok: true } | { ok: false; reason: 'invalidToken' } | { ok: false; reason: 'invalidPassword'; message: string };

export function createPasswordReset({ config, repos, mailer, hasher, limiter, log }: Deps) {
  const ttl = config.sessions.password_reset_ttl_seconds;
  return {
    /** Answers the same whether or not the address exists; the mail goes out in the background. */
    async request(email: string, ip: string): Promise<void> {
      const address = email.trim().toLowerCase();
      if (!(await limiter.allow('code_send_per_ip', ip)) || !(await limiter.allow('code_send_per_account', address)))
        return;
      const user = await repos.users.findUserByEmail(address);
      if (!user) return;
      const token = randomToken();
      await repos.passwordResets.createPasswordReset({ tokenHash: sha256(token), userId: user.id, ttlSeconds: ttl });
      const url = `${config.public_url}/#/reinit-password/${token}`;
      void mailer
        .send(address, mailTemplates.passwordReset({ url, minutes: Math.round(ttl / 60) }))
        .catch((error: unknown) => log.error({ err: error }, 'password reset mail not sent'));
    },

    async reinit({
      token,
      password,
      confirmPassword,
    }: {
      token: string;
      password: string;
      confirmPassword: string;
    }): Promise<ReinitOutcome> {
      const failure =
        firstFailure(password, passwordRule(config.password_security)) ?? confirmationRule(password)(confirmPassword);
      if (failure) return { ok: false, reason: 'invalidPassword', message: failure };
      const userId = await repos.passwordResets.consumePasswordReset(sha256(token));
      if (!userId) return { ok: false, reason: 'invalidToken' };
      await repos.users.setPasswordHash(userId, await hasher.hash(password));
      await repos.users.resetFailedLogins(userId);
      return { ok: true };
    },
  };
}

import type { Config } from '../config/schema.ts';
import type { Repositories } from '../repositories/index.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailTemplates } from '../mail/templates.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Logger } from '../logger.ts';

export type SecondFactor = 'none' | 'otp' | 'totp';
export type PasswordCheck =
  | { outcome: 'ok'; userId: string; factor: SecondFactor }
  | { outcome: 'loginMismatch' | 'lockedAccount' | 'tooManyRequests' };

interface Deps {
  config: Config;
  repos: Repositories;
  hasher: PasswordHasher;
  mailer: Mailer;
  limiter: RateLimiter;
  log: Logger;
}

/**
 * The password step of a sign-in. An unknown address and a wrong password cost the same argon2id
 * verification and give the same answer; consecutive failures lock the account.
 */
export function createSignIn({ config, repos, hasher, mailer, limiter, log }: Deps) {
  async function lockAndNotify(userId: string, email: string, failures: number) {
    await repos.users.lockUser(userId);
    const user = await repos.users.findUserById(userId);
    const admins = await repos.users.findAdminEmailsForUser(userId);
    if (!user || admins.length === 0) return;
    const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');
    await mailer
      .send(admins, mailTemplates.accountLocked({ userName, userEmail: email, failures }))
      .catch((error: unknown) => log.error({ err: error, userId }, 'lock notice not sent'));
  }

  return {
    async checkPassword({
      email,
      password,
      ip,
    }: {
      email: string;
      password: string;
      ip: string;
    }): Promise<PasswordCheck> {
      const address = email.trim().toLowerCase();
      const allowed = (await limiter.allow('login_per_ip', ip)) && (await limiter.allow('login_per_account', address));
      if (!allowed) return { outcome: 'tooManyRequests' };

      const user = await repos.users.findUserByEmail(address);
      const passwordOk = await hasher.verify(user?.passwordHash ?? null, password);
      if (!user) return { outcome: 'loginMismatch' };
      if (user.locked) return passwordOk ? { outcome: 'lockedAccount' } : { outcome: 'loginMismatch' };
      if (!passwordOk) {
        const failures = await repos.users.recordFailedLogin(user.id);
        if (failures < config.security.max_failed_logins) return { outcome: 'loginMismatch' };
        await lockAndNotify(user.id, address, failures);
        return { outcome: 'lockedAccount' };
      }
      if (user.failedLoginCount > 0) await repos.users.resetFailedLogins(user.id);
      const factor: SecondFactor = user.totpValidated ? 'totp' : config.auth.otp_is_mandatory ? 'otp' : 'none';
      return { outcome: 'ok', userId: user.id, factor };
    },
  };
}
export type SignIn = ReturnType<typeof createSignIn>;

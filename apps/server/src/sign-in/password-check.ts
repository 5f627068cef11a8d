/**
 * The password step of a sign-in. An unknown address and a wrong password cost the same argon2id
 * verification and give the same answer; consecutive failures lock the account.
 */
import { accountsRepository } from '../accounts/repository.ts';
import { displayName } from '../accounts/current-user.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { accountLockedMail } from '../mail/account-locked.ts';
import type { Notify } from '../mail/notify.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';

export type SecondFactor = 'none' | 'otp' | 'totp';
export type PasswordCheck =
  | { outcome: 'ok'; userId: string; factor: SecondFactor }
  | { outcome: 'loginMismatch' | 'lockedAccount' | 'tooManyRequests' };

interface Deps {
  config: Config;
  db: Db;
  hasher: PasswordHasher;
  notify: Notify;
  limiter: RateLimiter;
}

export function createPasswordCheck({ config, db, hasher, notify, limiter }: Deps) {
  const accounts = accountsRepository(db);

  async function lockAndTellAdmins(userId: string, email: string, failures: number) {
    await accounts.lockUser(userId);
    const user = await accounts.findUserById(userId);
    if (!user) return;
    const admins = await accounts.findAdminEmailsForUser(userId);
    await notify(admins, accountLockedMail({ userName: displayName(user), userEmail: email, failures }), { userId });
  }

  return async function checkPassword({
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

    const user = await accounts.findUserByEmail(address);
    const passwordOk = await hasher.verify(user?.passwordHash ?? null, password);
    if (!user) return { outcome: 'loginMismatch' };
    if (user.locked) return passwordOk ? { outcome: 'lockedAccount' } : { outcome: 'loginMismatch' };
    if (!passwordOk) {
      const failures = await accounts.recordFailedLogin(user.id);
      if (failures < config.security.max_failed_logins) return { outcome: 'loginMismatch' };
      await lockAndTellAdmins(user.id, address, failures);
      return { outcome: 'lockedAccount' };
    }
    if (user.failedLoginCount > 0) await accounts.resetFailedLogins(user.id);
    const factor: SecondFactor = user.totpValidated ? 'totp' : config.auth.otp_is_mandatory ? 'otp' : 'none';
    return { outcome: 'ok', userId: user.id, factor };
  };
}
export type PasswordCheckService = ReturnType<typeof createPasswordCheck>;

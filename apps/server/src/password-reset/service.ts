/** The forgotten password: a single-use link by e-mail, then the new password. */
import { recordAudit } from '../audit/record.ts';
import {
  assessPassword,
  confirmationRule,
  firstFailure,
  normalizeEmail,
  passwordRule,
  type ResetRefusal,
} from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import type { Notify } from '../mail/notify.ts';
import { passwordResetMail } from '../mail/password-reset.ts';
import { randomToken, sha256 } from '../security/codes.ts';
import { accountPersonalDetails, passwordStrengthEstimator } from '../security/password-strength.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { RevokeAccess } from '../accounts/revocation.ts';
import type { Logger } from '../logger.ts';
import { passwordResetsRepository } from './repository.ts';

interface Deps {
  config: Config;
  db: Db;
  notify: Notify;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  revokeAccess: RevokeAccess;
  log: Logger;
}

/** Two uses of one link at once: the second finds it used inside the transaction. */
class LinkAlreadyUsed extends Error {}

export type ReinitOutcome = { ok: true } | { ok: false; reason: 'invalidToken' | ResetRefusal };

/** What the asking browser proved before (`sign-in/trusted-devices.ts`): read from its cookie, no query. */
export interface AskingBrowser {
  /** It completed a sign-in with this address typed. */
  address: boolean;
  /** It completed a sign-in of this account. */
  account: (userId: string) => boolean;
}

export interface NewPasswordForm {
  token: string;
  password: string;
  confirmPassword: string;
}

export function createPasswordReset({ config, db, notify, hasher, limiter, revokeAccess, log }: Deps) {
  const ttl = config.sessions.password_reset_ttl_seconds;
  const accounts = accountsRepository(db);
  const resets = passwordResetsRepository(db);
  /** A new single-use link for the account. */
  /** A new link, written in `tx` when given (the transaction that records its mail). */
  async function linkFor(userId: string, tx: Db = db): Promise<{ url: string; minutes: number }> {
    const token = randomToken();
    await passwordResetsRepository(tx).createPasswordReset({ tokenHash: sha256(token), userId, ttlSeconds: ttl });
    return { url: absoluteSpaUrl(config.public_url, `reinit-password/${token}`), minutes: Math.round(ttl / 60) };
  }

  /** `mayReceive`: whether the account's link may go (past the address's caps, to its owner's browser only). */
  async function sendLink(address: string, mayReceive: (userId: string) => boolean): Promise<void> {
    const user = await accounts.findUserByEmail(address);
    if (!user || !mayReceive(user.id)) return;
    // The link and its mail in one transaction.
    await db.transaction(async (tx) =>
      notify(address, passwordResetMail(await linkFor(user.id, tx)), { kind: 'password-reset', tx }),
    );
  }

  return {
    linkFor,

    /**
     * Answers at once, the same whether or not the address exists: the lookup and the mail happen
     * after the answer, so its timing tells nothing either. Limited per IP, and per address and per
     * day; a browser that signed in with this address, or (judged after the answer) with the
     * account that owns it, passes the address's caps: using them up slows whoever asks, never the
     * owner.
     */
    async request(email: string, ip: string, asking: AskingBrowser): Promise<void> {
      const address = normalizeEmail(email);
      const passed = await limiter.firstPassed(
        ['code_send_per_ip', ip],
        ...(asking.address
          ? []
          : ([
              ['code_send_per_account', address],
              ['reset_per_address_per_day', address],
            ] as const)),
      );
      if (passed === 'code_send_per_ip') return;
      const mayReceive = passed ? asking.account : () => true;
      void sendLink(address, mayReceive).catch((error: unknown) =>
        log.error({ err: error }, 'password reset not sent'),
      );
    },

    async reinit({ token, password, confirmPassword }: NewPasswordForm): Promise<ReinitOutcome> {
      if (firstFailure(password, passwordRule(config.password_security)))
        return { ok: false, reason: 'invalidPassword' };
      if (confirmationRule(password)(confirmPassword)) return { ok: false, reason: 'passwordsDiffer' };
      const tokenHash = sha256(token);
      const userId = await resets.findValid(tokenHash);
      if (!userId) return { ok: false, reason: 'invalidToken' };
      // Judged once the link is known good: its account's names and addresses, and no estimate
      // for whoever posts unknown tokens. The link stays valid for another try.
      const details = await accountPersonalDetails(accounts, userId);
      if (!details) return { ok: false, reason: 'invalidToken' };
      const minScore = config.password_security.min_score;
      const { refusal } = assessPassword(password, details, minScore, passwordStrengthEstimator());
      if (refusal) return { ok: false, reason: refusal };
      const passwordHash = await hasher.hash(password);
      // In one transaction: the link used (once), the new password, and whoever had the old one out:
      // every session, token and other reset link ends, and the throttle of failed sign-ins.
      const used = await revokeAccess(userId, {}, async (tx) => {
        if (!(await passwordResetsRepository(tx).consumePasswordReset(tokenHash))) throw new LinkAlreadyUsed();
        await accountsRepository(tx).setPasswordHash(userId, passwordHash);
        await accountsRepository(tx).resetFailedLogins(userId);
        await recordAudit(tx, { action: 'passwordReset', subjectId: userId });
      }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof LinkAlreadyUsed) return false;
          throw error;
        },
      );
      return used ? { ok: true } : { ok: false, reason: 'invalidToken' };
    },
  };
}
export type PasswordReset = ReturnType<typeof createPasswordReset>;

/** The authenticator app (TOTP): a secret proposed, validated by a first code, or removed. */
import { Secret, TOTP } from 'otpauth';
import { messages, profileMessages, type TotpInitAnswer } from '@portal/shared';
import { HttpError, badRequest, unauthorized } from '../errors.ts';
import type { AccountSecurityDeps, Notify } from './deps.ts';
import { accountSecurityMails } from './mails.ts';

export const TOTP_ISSUER = 'Portail Anapath';
/** As the sign-in checks it (services/second-factor.ts). */
const totpOf = (secret: Secret, label?: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret, algorithm: 'SHA1', digits: 6, period: 30 });

export function createTotpSetup({ repos, limiter, secretBox }: AccountSecurityDeps, notify: Notify) {
  async function userOf(userId: string) {
    const user = await repos.users.findUserById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  return {
    /** A new secret replaces one not validated yet; a validated one must be deactivated first. */
    async init(userId: string): Promise<TotpInitAnswer> {
      if ((await userOf(userId)).totpValidated) throw badRequest(profileMessages.totpAlreadyEnabled);
      const secret = new Secret({ size: 20 });
      const label = (await repos.emails.principalEmail(userId)) ?? undefined;
      if (!(await repos.accountSecurity.startTotp(userId, secretBox.encrypt(secret.base32)))) {
        throw badRequest(profileMessages.totpAlreadyEnabled);
      }
      return { url: totpOf(secret, label).toString(), secret: secret.base32 };
    },

    /** The code, within one step either side, marks the secret validated; its step cannot serve again. */
    async validate(userId: string, token: string): Promise<void> {
      if (!(await limiter.allow('code_check_per_account', userId))) throw new HttpError(429, messages.tooManyRequests);
      const user = await userOf(userId);
      if (user.totpValidated) throw badRequest(profileMessages.totpAlreadyEnabled);
      if (!user.totpSecret) throw badRequest(profileMessages.totpNotStarted);
      const totp = totpOf(Secret.fromBase32(secretBox.decrypt(user.totpSecret)));
      const delta = totp.validate({ token, window: 1 });
      const confirmed =
        delta !== null && (await repos.accountSecurity.confirmTotp(userId, user.totpSecret, totp.counter() + delta));
      if (!confirmed) throw badRequest(profileMessages.wrongTotpCode);
      await notify(await repos.accountSecurity.addressesOf(userId), accountSecurityMails.totpEnabled(), userId);
    },

    /** Back to the code by e-mail; the notice goes only when an active authenticator was removed. */
    async deactivate(userId: string): Promise<void> {
      const wasActive = (await userOf(userId)).totpValidated;
      await repos.accountSecurity.clearTotp(userId);
      if (wasActive) {
        await notify(await repos.accountSecurity.addressesOf(userId), accountSecurityMails.totpDisabled(), userId);
      }
    },
  };
}

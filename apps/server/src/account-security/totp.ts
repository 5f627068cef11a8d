/** The authenticator app (TOTP): a secret proposed, validated by a first code, or removed. */
import { recordAudit } from '../audit/record.ts';
import { messages, profileMessages, type TotpInitAnswer } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { factorsRepository } from '../accounts/factors-repository.ts';
import type { CurrentSessions } from '../accounts/revocation.ts';
import { badRequest, tooManyRequests, unauthorized } from '../http/errors.ts';
import { totpChangedMail } from '../mail/totp-changed.ts';
import { newTotpSecret, totpStep, totpUrl } from '../security/totp.ts';
import type { Db } from '../db/client.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { accountSecurityRepository } from './repository.ts';

export function createTotpSetup({ db, limiter, secretBox, notify, revokeAccess }: AccountSecurityDeps) {
  const accounts = accountsRepository(db);
  const security = accountSecurityRepository(db);

  async function userOf(userId: string) {
    const user = await accounts.findUserById(userId);
    if (!user) throw unauthorized();
    return user;
  }
  const tellOwner = async (tx: Db, userId: string, enabled: boolean) =>
    notify(await accountsRepository(tx).addressesOf(userId), totpChangedMail({ enabled }), {
      kind: 'totp-changed',
      tx,
    });

  return {
    /** A new secret replaces one not validated yet; a validated one must be deactivated first. */
    async init(userId: string): Promise<TotpInitAnswer> {
      if ((await userOf(userId)).totpValidated) throw badRequest(profileMessages.totpAlreadyEnabled);
      const secret = newTotpSecret();
      const label = (await accounts.principalEmail(userId)) ?? undefined;
      if (!(await security.startTotp(userId, secretBox.encrypt(secret)))) {
        throw badRequest(profileMessages.totpAlreadyEnabled);
      }
      return { url: totpUrl(secret, label), secret };
    },

    /**
     * The code, within one step either side, marks the secret validated; its step cannot serve again.
     * The second factor changed: every other session of the account ends.
     */
    async validate(userId: string, token: string, current: CurrentSessions): Promise<void> {
      if (!(await limiter.allow('code_check_per_account', userId))) throw tooManyRequests(messages.tooManyRequests);
      const user = await userOf(userId);
      if (user.totpValidated) throw badRequest(profileMessages.totpAlreadyEnabled);
      if (!user.totpSecret) throw badRequest(profileMessages.totpNotStarted);
      const sealedSecret = user.totpSecret;
      const step = totpStep(secretBox.decrypt(sealedSecret), token);
      if (step === null) throw badRequest(profileMessages.wrongTotpCode);
      await revokeAccess(userId, current, async (tx) => {
        if (!(await accountSecurityRepository(tx).confirmTotp(userId, sealedSecret, step))) {
          throw badRequest(profileMessages.wrongTotpCode);
        }
        await recordAudit(tx, { action: 'totpEnabled', subjectId: userId });
        await tellOwner(tx, userId, true);
      });
    },

    /**
     * Back to the code by e-mail; other sessions end, the recovery codes go unless a passkey remains,
     * and the owner is told when an active one was removed.
     */
    async deactivate(userId: string, current: CurrentSessions): Promise<void> {
      const wasActive = (await userOf(userId)).totpValidated;
      if (!wasActive) {
        await security.clearTotp(userId);
        return;
      }
      await revokeAccess(userId, current, async (tx) => {
        await accountSecurityRepository(tx).clearTotp(userId);
        await factorsRepository(tx).voidCodesWithoutFactor(userId);
        await recordAudit(tx, { action: 'totpDisabled', subjectId: userId });
        await tellOwner(tx, userId, false);
      });
    },
  };
}

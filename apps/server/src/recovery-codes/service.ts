/**
 * The account's recovery codes: how many are left, ten new ones (shown once, the old ones void),
 * and one used at the second-factor step (consumed once, its owner told how many are left).
 */
import {
  formatRecoveryCode,
  recoveryCodeMessages,
  type RecoveryCodesAnswer,
  type RecoveryCodesStatus,
} from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { factorsRepository } from '../accounts/factors-repository.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import type { Notify } from '../mail/notify.ts';
import { recoveryCodeUsedMail } from '../mail/recovery-code-used.ts';
import { recoveryCodesGeneratedMail } from '../mail/recovery-codes-generated.ts';
import { drawRecoveryCodes, recoveryCodeHasher } from './codes.ts';
import { recoveryCodesRepository } from './repository.ts';

interface Deps {
  db: Db;
  notify: Notify;
  /** The server's encryption key, from which the codes' hashing key is derived. */
  secret: string;
  publicUrl: string;
}

export function createRecoveryCodes({ db, notify, secret, publicUrl }: Deps) {
  const hash = recoveryCodeHasher(secret);
  const repository = recoveryCodesRepository(db);
  const factors = factorsRepository(db);
  /** Recorded with the change (`tx`). */
  const tellOwner = async (tx: Db, userId: string, kind: string, content: Parameters<Notify>[1]) =>
    notify(await accountsRepository(tx).addressesOf(userId), content, { kind, tx });

  return {
    async status(userId: string): Promise<RecoveryCodesStatus> {
      const [remaining, available] = await Promise.all([repository.remaining(userId), factors.beyondEmail(userId)]);
      return { remaining, available };
    },

    /** Only for an account with a factor beyond the code by e-mail (the codes stand in for it). */
    async generate(userId: string): Promise<RecoveryCodesAnswer> {
      if (!(await factors.beyondEmail(userId))) throw badRequest(recoveryCodeMessages.noFactor);
      const codes = drawRecoveryCodes();
      await db.transaction(async (tx) => {
        await recoveryCodesRepository(tx).replace(userId, codes.map(hash));
        await recordAudit(tx, { action: 'recoveryCodesGenerated', subjectId: userId });
        await tellOwner(tx, userId, 'recovery-codes-generated', recoveryCodesGeneratedMail());
      });
      return { codes: codes.map(formatRecoveryCode) };
    },

    /** `code` as `readRecoveryCode` read it: true for the one request that consumes it. */
    async use(userId: string, code: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const remaining = await recoveryCodesRepository(tx).consume(userId, hash(code));
        if (remaining === null) return false;
        const content = recoveryCodeUsedMail({ remaining, url: absoluteSpaUrl(publicUrl, 'myProfile') });
        await tellOwner(tx, userId, 'recovery-code-used', content);
        return true;
      });
    },
  };
}
export type RecoveryCodes = ReturnType<typeof createRecoveryCodes>;

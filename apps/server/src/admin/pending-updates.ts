/**
 * An administrator's review of pending identity updates: the list of their centres' accounts, and
 * the approval (the value is applied) or rejection (it is dropped); the owner is e-mailed either way.
 */
import { profileMessages, signupMessages, type PendingUpdateToReview } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/sql.ts';
import { notFound, refused } from '../http/errors.ts';
import type { AdminActor } from '../http/session.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import type { Notify } from '../mail/notify.ts';
import { pendingUpdateDecidedMail } from '../mail/pending-update-decided.ts';
import { profileChangeRepository, type AccountChanges } from '../profile/change-repository.ts';
import { pendingUpdatesRepository, type StoredPendingUpdate } from '../profile/pending-updates-repository.ts';
import { actionableAccount, adminScopeRepository } from './scope-repository.ts';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record.ts';

interface Deps {
  db: Db;
  notify: Notify;
  publicUrl: string;
}

type Decision = 'approved' | 'rejected';

export function createPendingUpdateReview({ db, notify, publicUrl }: Deps) {
  const pending = pendingUpdatesRepository(db);
  const scope = adminScopeRepository(db);

  /** One the actor may decide on: of an account they manage, not their own. */
  async function reviewable(actor: AdminActor, pendingUpdateId: string): Promise<StoredPendingUpdate> {
    const update = await pending.find(pendingUpdateId);
    if (!update || update.userId === actor.id || !(await scope.canActOn(actor, update.userId))) {
      throw notFound(profileMessages.pendingUpdateUnknown);
    }
    return update;
  }

  /** Recorded with the decision (`tx`). */
  async function tellOwner(tx: Db, update: StoredPendingUpdate, decision: Decision, reason?: string): Promise<void> {
    const to = await accountsRepository(tx).principalEmail(update.userId);
    if (!to) return;
    const url = absoluteSpaUrl(publicUrl, 'myProfile');
    const content = pendingUpdateDecidedMail({ decision, field: update.field, value: update.value, url, reason });
    await notify(to, content, { kind: 'pending-update-decided', tx });
  }

  return {
    list(actor: AdminActor): Promise<PendingUpdateToReview[]> {
      // A super admin reviews every account, even one without a workplace (an admin with an RPPS).
      return pending.listForReview(actor.id, {
        scope: actionableAccount(actor, sql`users`),
      });
    },

    async approve(actor: AdminActor, pendingUpdateId: string): Promise<void> {
      const { userId } = await reviewable(actor, pendingUpdateId);
      let taken: StoredPendingUpdate | null;
      try {
        taken = await db.transaction(async (tx) => {
          const update = await pendingUpdatesRepository(tx).take(pendingUpdateId, userId);
          if (!update) return null;
          const writes = profileChangeRepository(tx);
          if (update.field === 'rpps' && update.value && (await writes.rppsTakenByOther(update.value, userId))) {
            throw refused(signupMessages.rppsAlreadyUsed, 'rpps');
          }
          await writes.updateAccount(userId, { [update.field]: update.value } as AccountChanges);
          await recordAudit(tx, {
            action: 'pendingUpdateApproved',
            actorId: actor.id,
            subjectId: userId,
            details: { field: update.field },
          });
          await tellOwner(tx, update, 'approved');
          return update;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_rpps_key') throw refused(signupMessages.rppsAlreadyUsed, 'rpps');
        throw error;
      }
      if (!taken) throw notFound(profileMessages.pendingUpdateUnknown);
    },

    async reject(actor: AdminActor, pendingUpdateId: string, reason?: string): Promise<void> {
      const { userId } = await reviewable(actor, pendingUpdateId);
      const taken = await db.transaction(async (tx) => {
        const update = await pendingUpdatesRepository(tx).take(pendingUpdateId, userId);
        if (!update) return null;
        const details = reason ? { field: update.field, reason } : { field: update.field };
        await recordAudit(tx, { action: 'pendingUpdateRejected', actorId: actor.id, subjectId: userId, details });
        await tellOwner(tx, update, 'rejected', reason);
        return update;
      });
      if (!taken) throw notFound(profileMessages.pendingUpdateUnknown);
    },
  };
}

export type PendingUpdateReview = ReturnType<typeof createPendingUpdateReview>;

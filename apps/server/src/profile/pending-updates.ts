/**
 * An administrator's review of pending identity updates: the list of their centres' accounts, and
 * the approval (the value is applied) or rejection (it is dropped); the owner is e-mailed either way.
 */
import { profileMessages, signupMessages, type PendingUpdateToReview } from '@portal/shared';
import type { AdminActor, AdminScope } from '../admin/scope.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Repositories } from '../repositories/index.ts';
import { profileUrl } from './links.ts';
import { profileMails } from './mails.ts';
import { pendingUpdatesRepository, type StoredPendingUpdate } from './pending-repository.ts';
import { ProfileRefusal, uniqueViolation } from './refusal.ts';
import { profileWriteRepository, type AccountChanges } from './repository.ts';

interface Deps {
  db: Db;
  scope: AdminScope;
  repos: Repositories;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
}

type Decision = 'approved' | 'rejected';

export function createPendingUpdateReview({ db, scope, repos, mailer, log, publicUrl }: Deps) {
  const pending = pendingUpdatesRepository(db);

  /** One the actor may decide on: of an account they manage, not their own. */
  async function reviewable(actor: AdminActor, pendingUpdateId: string): Promise<StoredPendingUpdate> {
    const update = await pending.find(pendingUpdateId);
    if (!update || update.userId === actor.id || !(await scope.canManageUser(actor, update.userId))) {
      throw notFound(profileMessages.pendingUpdateUnknown);
    }
    return update;
  }

  async function tellOwner(update: StoredPendingUpdate, decision: Decision): Promise<void> {
    const to = await repos.emails.principalEmail(update.userId);
    if (!to) return;
    const details = { field: update.field, value: update.value, url: profileUrl(publicUrl) };
    const content =
      decision === 'approved'
        ? profileMails.pendingUpdateApproved(details)
        : profileMails.pendingUpdateRejected(details);
    try {
      await mailer.send(to, content);
    } catch (error) {
      log.warn({ err: error, userId: update.userId, decision }, 'pending update outcome not delivered');
    }
  }

  return {
    list(actor: AdminActor): Promise<PendingUpdateToReview[]> {
      // A super admin reviews every account, even one without a workplace (an admin with an RPPS).
      return pending.listForReview(actor.id, actor.isSuperAdmin ? undefined : scope.managedUserIds(actor));
    },

    async approve(actor: AdminActor, pendingUpdateId: string): Promise<void> {
      const { userId } = await reviewable(actor, pendingUpdateId);
      let taken: StoredPendingUpdate | null;
      try {
        taken = await db.transaction(async (tx) => {
          const update = await pendingUpdatesRepository(tx).take(pendingUpdateId, userId);
          if (!update) return null;
          const writes = profileWriteRepository(tx);
          if (update.field === 'rpps' && update.value && (await writes.rppsTakenByOther(update.value, userId))) {
            throw new ProfileRefusal(signupMessages.rppsAlreadyUsed, 'rpps');
          }
          await writes.updateAccount(userId, { [update.field]: update.value } as AccountChanges);
          return update;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_rpps_key')
          throw new ProfileRefusal(signupMessages.rppsAlreadyUsed, 'rpps');
        throw error;
      }
      if (!taken) throw notFound(profileMessages.pendingUpdateUnknown);
      await tellOwner(taken, 'approved');
    },

    async reject(actor: AdminActor, pendingUpdateId: string): Promise<void> {
      const { userId } = await reviewable(actor, pendingUpdateId);
      const taken = await pending.take(pendingUpdateId, userId);
      if (!taken) throw notFound(profileMessages.pendingUpdateUnknown);
      await tellOwner(taken, 'rejected');
    },
  };
}

export type PendingUpdateReview = ReturnType<typeof createPendingUpdateReview>;

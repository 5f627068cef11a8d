/**
 * An administrator's actions on an account: each allowed by the rules of `account-rules.ts`, written
 * with its audit event in one transaction, then told to the owner by e-mail.
 */
import { adminMessages, type AccountActions, type AuditAction, type AuditDetails } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { keepingASuperAdmin } from '../accounts/last-super-admin.ts';
import type { RevokeAccess } from '../accounts/revocation.ts';
import { accountSecurityRepository } from '../account-security/repository.ts';
import { factorsRepository } from '../accounts/factors-repository.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { metrics } from '../health/metrics.ts';
import { notFound, refused } from '../http/errors.ts';
import type { AdminActor } from '../http/session.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import { accountActivatedMail } from '../mail/account-activated.ts';
import { accountDeletedMail } from '../mail/account-deleted.ts';
import { accountLockedMail } from '../mail/account-locked.ts';
import { accountUnlockedMail } from '../mail/account-unlocked.ts';
import { deletionDeclinedMail } from '../mail/deletion-declined.ts';
import { factorsResetMail } from '../mail/factors-reset.ts';
import type { MailContent } from '../mail/layout.ts';
import type { Notify } from '../mail/notify.ts';
import { passwordResetMail } from '../mail/password-reset.ts';
import { sessionsEndedMail } from '../mail/sessions-ended.ts';
import { signupRefusedMail } from '../mail/signup-refused.ts';
import { superAdminChangedMail } from '../mail/super-admin-changed.ts';
import { assertAllowed } from './account-rules.ts';
import { adminAccountsRepository } from './accounts-repository.ts';
import { adminScopeRepository } from './scope-repository.ts';

interface Deps {
  db: Db;
  notify: Notify;
  revokeAccess: RevokeAccess;
  publicUrl: string;
  /** A fresh password-reset link for the account (the password reset's). */
  resetLinkFor: (userId: string, tx?: Db) => Promise<{ url: string; minutes: number }>;
}

/** The action was taken by someone else meanwhile. */
class AlreadyDone extends Error {}

/** A lock, a deletion or a revocation that would leave no super administrator who can act. */
const lastSuperAdmin = () => refused(adminMessages.lastSuperAdmin, 'superAdmin', 409);

export function createAccountActions({ db, notify, revokeAccess, publicUrl, resetLinkFor }: Deps) {
  const repository = adminAccountsRepository(db);
  const scope = adminScopeRepository(db);
  const accounts = accountsRepository(db);
  const homeUrl = absoluteSpaUrl(publicUrl);

  /** Out of scope answers 404 as if it did not exist; a forbidden action the rules' refusal. */
  async function allow(actor: AdminActor, userId: string, action: keyof AccountActions): Promise<void> {
    const target = (await scope.canManageUser(actor, userId)) ? await repository.target(userId) : null;
    if (!target) throw notFound(adminMessages.accountUnknown);
    assertAllowed(actor, target, action);
  }

  const audit = (tx: Db, actor: AdminActor, action: AuditAction, userId: string, details?: AuditDetails) =>
    recordAudit(tx, { action, actorId: actor.id, subjectId: userId, details });

  /** Runs `change` with its audit event; a change another administrator made first refuses. */
  async function inTransaction(change: (tx: Db) => Promise<boolean>, refusal: string): Promise<void> {
    const done = await db
      .transaction(async (tx) => {
        if (!(await change(tx))) throw new AlreadyDone();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof AlreadyDone) return false;
        throw error;
      });
    if (!done) throw refused(refusal, 'userId', 409);
  }

  /** Who reset the factors, as the owner's mail says it. */
  async function resetBy(actor: AdminActor): Promise<string> {
    if (actor.isSuperAdmin) return 'Un super administrateur du Portail Anapath';
    const centres = await scope.centreLabelsOf(actor.id);
    return centres.length > 0 ? `Un administrateur (${centres.join(', ')})` : 'Un administrateur du Portail Anapath';
  }

  /** The owner's notice, recorded with the change (`tx`): at `addresses`, or the account's own. */
  async function tell(tx: Db, userId: string, kind: string, content: MailContent, addresses?: string[]) {
    await notify(addresses ?? (await accountsRepository(tx).addressesOf(userId)), content, { kind, tx });
  }

  return {
    async activate(actor: AdminActor, userId: string): Promise<void> {
      await allow(actor, userId, 'validate');
      await inTransaction(async (tx) => {
        if (!(await adminAccountsRepository(tx).activate(userId))) return false;
        await audit(tx, actor, 'accountValidated', userId);
        await tell(tx, userId, 'account-activated', accountActivatedMail({ url: homeUrl }));
        return true;
      }, adminMessages.notAwaitingValidation);
    },

    /** The account is removed (its sessions ended); its owner is told why, at the addresses it had. */
    async refuse(actor: AdminActor, userId: string, reason: string): Promise<void> {
      await allow(actor, userId, 'refuse');
      const addresses = await accounts.addressesOf(userId);
      let removed = false;
      await revokeAccess(userId, {}, async (tx) => {
        if (!(await adminAccountsRepository(tx).claimUnactivated(userId))) return;
        await audit(tx, actor, 'signUpRefused', userId, { reason });
        removed = await accountSecurityRepository(tx).deleteAccount(userId);
        const mail = signupRefusedMail({ reason, url: absoluteSpaUrl(publicUrl, 'signUp') });
        if (removed) await tell(tx, userId, 'signup-refused', mail, addresses);
      });
      if (!removed) throw refused(adminMessages.notAwaitingValidation, 'userId', 409);
    },

    /** Every session, grant and token of the account ends with the lock (but the last super administrator's). */
    async lock(actor: AdminActor, userId: string, reason: string): Promise<void> {
      await allow(actor, userId, 'lock');
      let locked = false;
      await revokeAccess(userId, {}, (tx) =>
        keepingASuperAdmin(tx, lastSuperAdmin, async () => {
          locked = await adminAccountsRepository(tx).lock(userId, reason);
          if (!locked) return;
          await audit(tx, actor, 'accountLocked', userId, { reason });
          await tell(tx, userId, 'account-locked', accountLockedMail({ reason }));
        }),
      );
      if (!locked) throw refused(adminMessages.alreadyLocked, 'userId', 409);
      metrics.accountLocked('administrator');
    },

    async unlock(actor: AdminActor, userId: string): Promise<void> {
      await allow(actor, userId, 'unlock');
      await inTransaction(async (tx) => {
        await adminAccountsRepository(tx).unlock(userId);
        await audit(tx, actor, 'accountUnlocked', userId);
        await tell(tx, userId, 'account-unlocked', accountUnlockedMail({ url: homeUrl }));
        return true;
      }, adminMessages.notLocked);
    },

    async endSessions(actor: AdminActor, userId: string): Promise<void> {
      await allow(actor, userId, 'endSessions');
      await revokeAccess(userId, {}, async (tx) => {
        await audit(tx, actor, 'sessionsEnded', userId);
        await tell(tx, userId, 'sessions-ended', sessionsEndedMail());
      });
    },

    async sendPasswordReset(actor: AdminActor, userId: string): Promise<void> {
      await allow(actor, userId, 'sendPasswordReset');
      const to = await accounts.principalEmail(userId);
      if (!to) throw notFound(adminMessages.accountUnknown);
      await db.transaction(async (tx) => {
        const link = await resetLinkFor(userId, tx);
        await audit(tx, actor, 'passwordResetSent', userId);
        await tell(tx, userId, 'password-reset', passwordResetMail({ ...link, byAdministrator: true }), [to]);
      });
    },

    /** What its owner asked for: the account goes in one transaction, its apps logged out. */
    async delete(actor: AdminActor, userId: string): Promise<void> {
      await allow(actor, userId, 'handleDeletion');
      const addresses = await accounts.addressesOf(userId);
      let deleted = false;
      await revokeAccess(userId, {}, (tx) =>
        keepingASuperAdmin(tx, lastSuperAdmin, async () => {
          if (!(await adminAccountsRepository(tx).dropDeletionRequest(userId))) return;
          await audit(tx, actor, 'accountDeleted', userId);
          deleted = await accountSecurityRepository(tx).deleteAccount(userId);
          if (deleted) await tell(tx, userId, 'account-deleted', accountDeletedMail(), addresses);
        }),
      );
      if (!deleted) throw refused(adminMessages.noDeletionRequest, 'userId', 409);
    },

    async declineDeletion(actor: AdminActor, userId: string, reason: string): Promise<void> {
      await allow(actor, userId, 'handleDeletion');
      await inTransaction(async (tx) => {
        if (!(await adminAccountsRepository(tx).dropDeletionRequest(userId))) return false;
        await audit(tx, actor, 'deletionDeclined', userId, { reason });
        await tell(tx, userId, 'deletion-declined', deletionDeclinedMail({ reason }));
        return true;
      }, adminMessages.noDeletionRequest);
    },

    /**
     * A lost factor: the authenticator app, every passkey and the recovery codes go with the
     * account's sessions, in one transaction; the owner is told by whom, why, and what to do next.
     */
    async resetFactors(actor: AdminActor, userId: string, reason: string): Promise<void> {
      await allow(actor, userId, 'resetFactors');
      let reset = false;
      const mail = factorsResetMail({ by: await resetBy(actor), reason, url: homeUrl });
      await revokeAccess(userId, {}, async (tx) => {
        reset = await factorsRepository(tx).removeAll(userId);
        if (!reset) return;
        await audit(tx, actor, 'factorsReset', userId, { reason });
        await tell(tx, userId, 'factors-reset', mail);
      });
      if (!reset) throw refused(adminMessages.noFactorToReset, 'userId', 409);
    },

    async setSuperAdmin(actor: AdminActor, userId: string, superAdmin: boolean): Promise<void> {
      await allow(actor, userId, 'changeSuperAdmin');
      const mail = superAdminChangedMail({ granted: superAdmin, url: absoluteSpaUrl(publicUrl, 'admin') });
      await inTransaction(
        (tx) =>
          keepingASuperAdmin(tx, lastSuperAdmin, async () => {
            // Granting twice or revoking what was not granted changes nothing and tells nobody.
            if (!(await adminAccountsRepository(tx).setSuperAdmin(userId, superAdmin))) return true;
            await audit(tx, actor, superAdmin ? 'superAdminGranted' : 'superAdminRevoked', userId);
            await tell(tx, userId, 'super-admin-changed', mail);
            return true;
          }),
        adminMessages.superAdminOnly,
      );
    },
  };
}
export type AccountActionsService = ReturnType<typeof createAccountActions>;

/** Accounts awaiting validation, and their validation by an administrator of their centres. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { adminMessages, type AccountAwaitingValidation } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { emails, users } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { adminMails } from './mails.ts';
import type { AdminActor, AdminScope } from './scope.ts';

export function createAdminAccounts({
  db,
  scope,
  mailer,
  publicUrl,
}: {
  db: Db;
  scope: AdminScope;
  mailer: Mailer;
  publicUrl: string;
}) {
  return {
    async listAwaitingValidation(actor: AdminActor): Promise<AccountAwaitingValidation[]> {
      const rows = await db
        .select({
          userId: users.id,
          civilTitle: users.civilTitle,
          firstName: users.firstName,
          lastName: users.lastName,
          isCorporation: users.isCorporation,
          rpps: users.rpps,
          email: emails.email,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(emails, and(eq(emails.userId, users.id), eq(emails.isPrincipal, true)))
        .where(and(eq(users.activated, false), inArray(users.id, scope.managedUserIds(actor))))
        .orderBy(asc(users.createdAt));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** Validates the account (idempotent) and tells its owner they can now open the applications. */
    async activate(actor: AdminActor, userId: string): Promise<void> {
      if (!(await scope.canManageUser(actor, userId))) throw notFound(adminMessages.accountUnknown);
      const activated = await db
        .update(users)
        .set({ activated: true, activatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.activated, false)))
        .returning({ id: users.id });
      if (activated.length === 0) return;
      const addresses = await db.select({ email: emails.email }).from(emails).where(eq(emails.userId, userId));
      if (addresses.length === 0) return;
      await mailer.send(
        addresses.map((row) => row.email),
        adminMails.accountActivated({ url: publicUrl }),
      );
    },
  };
}

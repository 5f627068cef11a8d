/** SQL of a profile change: the account as stored, the checks against other accounts, and the writes. */
import { and, eq, exists, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { CivilTitle, JobPlaceLink } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { emailClientApps, emails, pendingUpdates, phones, userAdminSites, userJobPlaces, users } from '../db/schema.ts';
import { sameAddress } from '../db/sql.ts';
import { isUuid } from '@portal/shared';
import { profileRepository } from './repository.ts';

export interface StoredAccount {
  id: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  rpps: string | null;
  jobCode: string | null;
  isCorporation: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** An RPPS it asked for waits for an administrator (then its identity is a doctor's already). */
  asksForRpps: boolean;
}

export interface StoredEmail {
  id: string;
  email: string;
  isPrincipal: boolean;
  /** The client apps that receive this address. */
  clientApps: string[];
}

export type AccountChanges = Partial<Pick<StoredAccount, 'civilTitle' | 'firstName' | 'lastName' | 'rpps' | 'jobCode'>>;

export function profileChangeRepository(db: Db) {
  return {
    /**
     * Binds one of the user's addresses to a client app; the app is unbound from the user's
     * other addresses. False when the address is not the user's.
     */
    async bindEmailToClient(userId: string, email: string, clientId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: emails.id })
          .from(emails)
          .where(and(eq(emails.userId, userId), sameAddress(emails.email, email)));
        if (!row) return false;
        const otherAddresses = tx
          .select({ id: emails.id })
          .from(emails)
          .where(and(eq(emails.userId, userId), ne(emails.id, row.id)));
        await tx
          .delete(emailClientApps)
          .where(and(eq(emailClientApps.clientId, clientId), inArray(emailClientApps.emailId, otherAddresses)));
        await tx.insert(emailClientApps).values({ emailId: row.id, clientId }).onConflictDoNothing();
        return true;
      });
    },

    async findAccount(userId: string): Promise<StoredAccount | null> {
      if (!isUuid(userId)) return null;
      const [row] = await db
        .select({
          id: users.id,
          civilTitle: users.civilTitle,
          firstName: users.firstName,
          lastName: users.lastName,
          rpps: users.rpps,
          jobCode: users.jobCode,
          isCorporation: users.isCorporation,
          isAdmin: users.isAdmin,
          isSuperAdmin: users.isSuperAdmin,
          // Drizzle's exists() qualifies the columns (a sql`` template would leave `"id"`, the subquery's own).
          asksForRpps: exists(
            db
              .select({ one: sql`1` })
              .from(pendingUpdates)
              .where(
                and(
                  eq(pendingUpdates.userId, users.id),
                  eq(pendingUpdates.field, 'rpps'),
                  isNotNull(pendingUpdates.value),
                ),
              ),
          ).mapWith(Boolean),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async rppsTakenByOther(rpps: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.rpps, rpps), ne(users.id, userId)))
        .limit(1);
      return rows.length === 1;
    },

    async emailTakenByOther(email: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: emails.id })
        .from(emails)
        .where(and(sameAddress(emails.email, email), ne(emails.userId, userId)))
        .limit(1);
      return rows.length === 1;
    },

    /** The account's addresses as stored, each with the client apps that receive it. */
    async emailsOf(userId: string): Promise<StoredEmail[]> {
      const rows = await profileRepository(db).emailsOf(userId);
      return rows.map(({ emailId, ...row }) => ({ id: emailId, ...row }));
    },

    async adminSiteIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: userAdminSites.adminSiteId })
        .from(userAdminSites)
        .where(eq(userAdminSites.userId, userId));
      return rows.map((row) => row.id);
    },

    jobPlacesOf(userId: string): Promise<JobPlaceLink[]> {
      return db
        .select({ jobPlaceId: userJobPlaces.jobPlaceId, adminSiteId: userJobPlaces.adminSiteId })
        .from(userJobPlaces)
        .where(eq(userJobPlaces.userId, userId));
    },

    async updateAccount(userId: string, changes: AccountChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async replacePhones(userId: string, list: { phone: string; isPrincipal: boolean }[]): Promise<void> {
      await db.delete(phones).where(eq(phones.userId, userId));
      if (list.length > 0) await db.insert(phones).values(list.map((phone) => ({ userId, ...phone })));
    },

    async replaceJobPlaces(userId: string, list: JobPlaceLink[]): Promise<void> {
      await db.delete(userJobPlaces).where(eq(userJobPlaces.userId, userId));
      if (list.length > 0) await db.insert(userJobPlaces).values(list.map((jobPlace) => ({ userId, ...jobPlace })));
    },

    async replaceAdminSites(userId: string, adminSiteIds: string[]): Promise<void> {
      await db.delete(userAdminSites).where(eq(userAdminSites.userId, userId));
      if (adminSiteIds.length > 0) {
        await db.insert(userAdminSites).values(adminSiteIds.map((adminSiteId) => ({ userId, adminSiteId })));
      }
    },

    /** Before the principal moves: the unique index allows one principal per account at any time. */
    async clearPrincipalEmail(userId: string): Promise<void> {
      await db
        .update(emails)
        .set({ isPrincipal: false })
        .where(and(eq(emails.userId, userId), eq(emails.isPrincipal, true)));
    },

    /** Their client-app bindings go with them (foreign key cascade). */
    async deleteEmails(userId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(emails).where(and(eq(emails.userId, userId), inArray(emails.id, ids)));
    },

    async insertEmail(userId: string, email: string): Promise<string> {
      const [row] = await db.insert(emails).values({ userId, email }).returning({ id: emails.id });
      return row!.id;
    },

    async setPrincipalEmail(emailId: string): Promise<void> {
      await db.update(emails).set({ isPrincipal: true }).where(eq(emails.id, emailId));
    },

    async replaceClientApps(emailId: string, clientIds: string[]): Promise<void> {
      await db.delete(emailClientApps).where(eq(emailClientApps.emailId, emailId));
      if (clientIds.length > 0) {
        await db.insert(emailClientApps).values(clientIds.map((clientId) => ({ emailId, clientId })));
      }
    },
  };
}

export type ProfileChangeRepository = ReturnType<typeof profileChangeRepository>;

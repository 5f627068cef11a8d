/** E-mail addresses of an account, and which address each client app receives. */
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailClientApps, emails } from '../db/schema.ts';
import { isUuid } from './uuid.ts';

export function emailsRepository({ db }: { db: Db }) {
  async function principalEmail(userId: string): Promise<string | null> {
    if (!isUuid(userId)) return null;
    const [row] = await db
      .select({ email: emails.email })
      .from(emails)
      .where(and(eq(emails.userId, userId), eq(emails.isPrincipal, true)));
    return row?.email ?? null;
  }

  return {
    principalEmail,

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
          .where(and(eq(emails.userId, userId), sql`lower(${emails.email}) = lower(${email.trim()})`));
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

    /** The address bound to the client app, else the principal one (the `email` claim): one query. */
    async emailForClient(userId: string, clientId: string): Promise<string | null> {
      if (!isUuid(userId)) return null;
      const [row] = await db
        .select({ email: emails.email })
        .from(emails)
        .leftJoin(emailClientApps, and(eq(emailClientApps.emailId, emails.id), eq(emailClientApps.clientId, clientId)))
        .where(and(eq(emails.userId, userId), or(isNotNull(emailClientApps.clientId), eq(emails.isPrincipal, true))))
        .orderBy(sql`${emailClientApps.clientId} is null`, emails.createdAt)
        .limit(1);
      return row?.email ?? null;
    },
  };
}

export type EmailsRepository = ReturnType<typeof emailsRepository>;

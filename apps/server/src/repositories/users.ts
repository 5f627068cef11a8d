/** Accounts: lookup for sign-in, and the counters and flags sign-in changes. */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { CivilTitle, CurrentUser } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { emails, users } from '../db/schema.ts';
import { isUuid } from './uuid.ts';

export interface UserCredentials {
  id: string;
  passwordHash: string;
  activated: boolean;
  locked: boolean;
  failedLoginCount: number;
  /** Encrypted by the caller. */
  totpSecret: string | null;
  totpValidated: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

export interface UserRecord extends UserCredentials {
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
}

const credentialColumns = {
  id: users.id,
  passwordHash: users.passwordHash,
  activated: users.activated,
  locked: users.locked,
  failedLoginCount: users.failedLoginCount,
  totpSecret: users.totpSecret,
  totpValidated: users.totpValidated,
  isAdmin: users.isAdmin,
  isSuperAdmin: users.isSuperAdmin,
};

/** A user may open client apps once validated, unless locked. */
export const hasUserRights = (user: { activated: boolean; locked: boolean }) => user.activated && !user.locked;

type CurrentUserFields = Pick<
  UserRecord,
  'civilTitle' | 'firstName' | 'lastName' | 'activated' | 'locked' | 'isAdmin' | 'isSuperAdmin'
> & {
  id: string;
};

/** The `GET /me` shape, also the head of the profile. */
export function toCurrentUser(user: CurrentUserFields): CurrentUser {
  return {
    userId: user.id,
    civilTitle: user.civilTitle,
    firstName: user.firstName,
    lastName: user.lastName,
    activated: user.activated,
    locked: user.locked,
    hasUserRights: hasUserRights(user),
    hasAdminRights: user.isAdmin || user.isSuperAdmin,
  };
}

export function usersRepository({ db }: { db: Db }) {
  const touch = { updatedAt: sql`now()` };

  async function findUserById(id: string): Promise<UserRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({
        ...credentialColumns,
        civilTitle: users.civilTitle,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  }

  return {
    /** Case-insensitive on the address, whichever of the user's addresses it is. */
    async findUserByEmail(email: string): Promise<UserCredentials | null> {
      const [row] = await db
        .select(credentialColumns)
        .from(users)
        .innerJoin(emails, eq(emails.userId, users.id))
        .where(sql`lower(${emails.email}) = lower(${email.trim()})`);
      return row ?? null;
    },

    findUserById,

    /** The `GET /me` answer. */
    async getCurrentUser(id: string): Promise<CurrentUser | null> {
      const user = await findUserById(id);
      return user ? toCurrentUser(user) : null;
    },

    /** Adds one failed attempt and answers the new count (0 for an unknown user). */
    async recordFailedLogin(userId: string): Promise<number> {
      if (!isUuid(userId)) return 0;
      const [row] = await db
        .update(users)
        .set({ failedLoginCount: sql`${users.failedLoginCount} + 1`, ...touch })
        .where(eq(users.id, userId))
        .returning({ count: users.failedLoginCount });
      return row?.count ?? 0;
    },

    async resetFailedLogins(userId: string): Promise<void> {
      if (!isUuid(userId)) return;
      // Skips the write on the common path: a sign-in after no failure.
      await db
        .update(users)
        .set({ failedLoginCount: 0, ...touch })
        .where(and(eq(users.id, userId), ne(users.failedLoginCount, 0)));
    },

    async lockUser(userId: string): Promise<void> {
      if (!isUuid(userId)) return;
      await db
        .update(users)
        .set({ locked: true, ...touch })
        .where(eq(users.id, userId));
    },

    /** Records a TOTP step as used; false when that step (or a later one) was already used. */
    async useTotpStep(userId: string, step: number): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      if (!isUuid(userId)) return;
      await db
        .update(users)
        .set({ passwordHash, ...touch })
        .where(eq(users.id, userId));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

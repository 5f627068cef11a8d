/**
 * Accounts as every capability reads them: lookup by address or id, addresses, the administrators
 * to tell, the credential state sign-in changes, and the writing of a whole new account.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { isUuid, type CivilTitle, type CurrentUser } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { emails, phones, userAdminSites, userJobPlaces, users } from '../db/schema.ts';
import { sameAddress } from '../db/sql.ts';
import { toCurrentUser } from './current-user.ts';

export interface UserCredentials {
  id: string;
  passwordHash: string;
  activated: boolean;
  locked: boolean;
  failedLoginCount: number;
  /** Sign-ins from untrusted devices are refused until then. */
  throttledUntil: Date | null;
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

/** A new account, written whole. */
export interface AccountSpec {
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  rpps?: string | null;
  isCorporation?: boolean;
  activated?: boolean;
  locked?: boolean;
  isAdmin?: boolean;
  isSuperAdmin?: boolean;
  passwordHash: string;
  totpSecret?: string | null;
  totpValidated?: boolean;
  jobCode?: string | null;
  /** The first one is the principal address. */
  emails: string[];
  /** Stored as given (+33 form); the first one is the principal phone. */
  phones?: string[];
  jobPlaces?: { jobPlaceId: string; adminSiteId: string }[];
  adminSiteIds?: string[];
}

const credentialColumns = {
  id: users.id,
  passwordHash: users.passwordHash,
  activated: users.activated,
  locked: users.locked,
  failedLoginCount: users.failedLoginCount,
  throttledUntil: users.throttledUntil,
  totpSecret: users.totpSecret,
  totpValidated: users.totpValidated,
  isAdmin: users.isAdmin,
  isSuperAdmin: users.isSuperAdmin,
};

const touch = { updatedAt: sql`now()` };
/** Locked or not yet activated admins are not contacted. */
const reachable = and(eq(users.activated, true), eq(users.locked, false));

export function accountsRepository(db: Db) {
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
      .where(eq(users.id, id))
      .prepare('findUserById')
      .execute();
    return row ?? null;
  }

  /** An administrator of one of the centres the account `userId` works with (its job places'). */
  function adminOfCentresOf(userId: string): SQL {
    const adminSitesOfUser = db
      .select({ id: userJobPlaces.adminSiteId })
      .from(userJobPlaces)
      .where(eq(userJobPlaces.userId, userId));
    const competentAdmins = db
      .select({ id: userAdminSites.userId })
      .from(userAdminSites)
      .where(inArray(userAdminSites.adminSiteId, adminSitesOfUser));
    return and(eq(users.isAdmin, true), inArray(users.id, competentAdmins))!;
  }

  async function principalEmailsWhere(condition: SQL | undefined): Promise<string[]> {
    const rows = await db
      .selectDistinct({ email: emails.email })
      .from(users)
      .innerJoin(emails, and(eq(emails.userId, users.id), eq(emails.isPrincipal, true)))
      .where(and(reachable, condition))
      .orderBy(emails.email);
    return rows.map((row) => row.email);
  }

  return {
    findUserById,

    /** Case-insensitive on the address, whichever of the user's addresses it is. */
    async findUserByEmail(email: string): Promise<UserCredentials | null> {
      const [row] = await db
        .select(credentialColumns)
        .from(users)
        .innerJoin(emails, eq(emails.userId, users.id))
        .where(sameAddress(emails.email, email))
        .prepare('findUserByEmail')
        .execute();
      return row ?? null;
    },

    /** The `GET /me` answer. */
    async getCurrentUser(id: string): Promise<CurrentUser | null> {
      const user = await findUserById(id);
      return user ? toCurrentUser(user) : null;
    },

    async principalEmail(userId: string): Promise<string | null> {
      if (!isUuid(userId)) return null;
      const [row] = await db
        .select({ email: emails.email })
        .from(emails)
        .where(and(eq(emails.userId, userId), eq(emails.isPrincipal, true)));
      return row?.email ?? null;
    },

    /** Every address of the account, principal first. */
    async addressesOf(userId: string): Promise<string[]> {
      if (!isUuid(userId)) return [];
      const rows = await db
        .select({ email: emails.email })
        .from(emails)
        .where(eq(emails.userId, userId))
        .orderBy(sql`${emails.isPrincipal} desc`, emails.createdAt);
      return rows.map((row) => row.email);
    },

    async findSuperAdminEmails(): Promise<string[]> {
      return principalEmailsWhere(eq(users.isSuperAdmin, true));
    },

    /** Who is told about an account: the admins of its centres, and every super admin. */
    async findAdminEmailsForUser(userId: string): Promise<string[]> {
      if (!isUuid(userId)) return principalEmailsWhere(eq(users.isSuperAdmin, true));
      return principalEmailsWhere(or(eq(users.isSuperAdmin, true), adminOfCentresOf(userId)));
    },

    /**
     * Who is told about an account its centres must look at: the administrators of its centres,
     * else (no centre, or none administered) the super administrators; never the account itself.
     */
    async findCentreAdminEmails(userId: string): Promise<string[]> {
      if (!isUuid(userId)) return [];
      const others = ne(users.id, userId);
      const admins = await principalEmailsWhere(and(others, adminOfCentresOf(userId)));
      return admins.length > 0 ? admins : principalEmailsWhere(and(others, eq(users.isSuperAdmin, true)));
    },

    /**
     * Adds one failed sign-in; from `throttle.after` failures on, throttles the account for
     * `baseSeconds`, doubled with each further failure up to `maxSeconds`. Answers the new count (0
     * for an unknown user).
     */
    async recordFailedLogin(
      userId: string,
      throttle: { after: number; baseSeconds: number; maxSeconds: number },
    ): Promise<number> {
      if (!isUuid(userId)) return 0;
      const failures = sql`${users.failedLoginCount} + 1`;
      const delay = sql`least(${throttle.maxSeconds}::double precision,
        ${throttle.baseSeconds}::double precision * power(2, ${failures} - ${throttle.after}))`;
      const [row] = await db
        .update(users)
        .set({
          failedLoginCount: failures,
          throttledUntil: sql`case when ${failures} >= ${throttle.after}
            then now() + make_interval(secs => ${delay}) else ${users.throttledUntil} end`,
          ...touch,
        })
        .where(eq(users.id, userId))
        .returning({ count: users.failedLoginCount });
      return row?.count ?? 0;
    },

    /** After a successful sign-in, a password reset or an administrator's decision: no failure, no throttle. */
    async resetFailedLogins(userId: string): Promise<void> {
      if (!isUuid(userId)) return;
      // Skips the write on the common path: a sign-in after no failure.
      await db
        .update(users)
        .set({ failedLoginCount: 0, throttledUntil: null, ...touch })
        .where(and(eq(users.id, userId), or(ne(users.failedLoginCount, 0), isNotNull(users.throttledUntil))));
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

    /** Call it inside a transaction: an account is written whole or not at all. */
    async insertAccount(spec: AccountSpec): Promise<string> {
      const { emails: addresses, phones: numbers = [], jobPlaces = [], adminSiteIds = [] } = spec;
      const userId = randomUUID();
      await db.insert(users).values({
        id: userId,
        civilTitle: spec.civilTitle,
        firstName: spec.firstName,
        lastName: spec.lastName,
        rpps: spec.rpps ?? null,
        isCorporation: spec.isCorporation ?? false,
        activated: spec.activated ?? true,
        locked: spec.locked ?? false,
        isAdmin: spec.isAdmin ?? false,
        isSuperAdmin: spec.isSuperAdmin ?? false,
        passwordHash: spec.passwordHash,
        totpSecret: spec.totpSecret ?? null,
        totpValidated: spec.totpValidated ?? false,
        jobCode: spec.jobCode ?? null,
      });
      if (addresses.length > 0) {
        await db.insert(emails).values(addresses.map((email, i) => ({ userId, email, isPrincipal: i === 0 })));
      }
      if (numbers.length > 0) {
        await db.insert(phones).values(numbers.map((phone, i) => ({ userId, phone, isPrincipal: i === 0 })));
      }
      if (jobPlaces.length > 0) {
        await db.insert(userJobPlaces).values(jobPlaces.map((jobPlace) => ({ userId, ...jobPlace })));
      }
      if (adminSiteIds.length > 0) {
        await db.insert(userAdminSites).values(adminSiteIds.map((adminSiteId) => ({ userId, adminSiteId })));
      }
      return userId;
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;

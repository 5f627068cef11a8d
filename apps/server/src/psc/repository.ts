/** SQL of Pro Santé Connect: the data kept for a pre-filled sign-up, the links, the accounts by RPPS. */
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobPlaces, pscLinks, pscUserInfos, users } from '../db/schema.ts';
import { secondsFromNow } from '../db/sql.ts';

export interface PscAccount {
  id: string;
  firstName: string;
  lastName: string;
  isCorporation: boolean;
  /** Validated by an administrator. */
  activated: boolean;
  locked: boolean;
  /** Its owner unlinked Pro Santé Connect: no sign-in by it until linked again. */
  refused: boolean;
  /** The RPPS Pro Santé Connect certified for it, when it was linked (null: never). */
  linkedRpps: string | null;
}

export interface PscLinkRow {
  rpps: string;
  linkedAt: Date | null;
  unlinkedAt: Date | null;
}

/**
 * Whether Pro Santé Connect certified the RPPS `rpps` for the account `userId` (SQL expressions of
 * the caller's query): a link was made for that number, by a certified sign-in, the pre-filled
 * sign-up or the profile's link; it stays certified when its owner turns the sign-in by it off.
 */
export const certifiedRpps = (userId: SQL, rpps: SQL) =>
  sql<boolean>`exists (select 1 from ${pscLinks} l
    where l.user_id = ${userId} and l.rpps = ${rpps} and l.linked_at is not null)`;

export function pscRepository(db: Db) {
  /** Not used, not expired, and kept for this browser. */
  const usable = (idHash: string, browserHash: string) =>
    and(
      eq(pscUserInfos.idHash, idHash),
      eq(pscUserInfos.browserHash, browserHash),
      isNull(pscUserInfos.usedAt),
      gt(pscUserInfos.expiresAt, sql`now()`),
    );

  return {
    async keepUserInfo(info: {
      idHash: string;
      browserHash: string;
      claims: Record<string, unknown>;
      ttlSeconds: number;
    }) {
      await db.insert(pscUserInfos).values({
        idHash: info.idHash,
        browserHash: info.browserHash,
        claims: info.claims,
        expiresAt: secondsFromNow(info.ttlSeconds),
      });
    },

    async findUserInfo(idHash: string, browserHash: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ claims: pscUserInfos.claims })
        .from(pscUserInfos)
        .where(usable(idHash, browserHash));
      return row?.claims ?? null;
    },

    /** Conditional: of two sign-ups with one reference, only one gets the claims. */
    async useUserInfo(idHash: string, browserHash: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .update(pscUserInfos)
        .set({ usedAt: sql`now()` })
        .where(usable(idHash, browserHash))
        .returning({ claims: pscUserInfos.claims });
      return row?.claims ?? null;
    },

    async findAccountByRpps(rpps: string): Promise<PscAccount | null> {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          isCorporation: users.isCorporation,
          activated: users.activated,
          locked: users.locked,
          refused: sql<boolean>`${pscLinks.unlinkedAt} is not null`,
          linkedRpps: sql<string | null>`case when ${pscLinks.linkedAt} is not null then ${pscLinks.rpps} end`,
        })
        .from(users)
        .leftJoin(pscLinks, eq(pscLinks.userId, users.id))
        .where(eq(users.rpps, rpps));
      return row ?? null;
    },

    async findLink(userId: string): Promise<(PscLinkRow & { accountRpps: string | null }) | null> {
      const [row] = await db
        .select({
          accountRpps: users.rpps,
          rpps: pscLinks.rpps,
          linkedAt: pscLinks.linkedAt,
          unlinkedAt: pscLinks.unlinkedAt,
        })
        .from(users)
        .leftJoin(pscLinks, eq(pscLinks.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return null;
      return { accountRpps: row.accountRpps, rpps: row.rpps ?? '', linkedAt: row.linkedAt, unlinkedAt: row.unlinkedAt };
    },

    /** The account's Pro Santé Connect identity is `rpps` from now on (a refusal is lifted). */
    async link(userId: string, rpps: string): Promise<void> {
      await db
        .insert(pscLinks)
        .values({ userId, rpps, linkedAt: sql`now()` })
        .onConflictDoUpdate({
          target: pscLinks.userId,
          set: { rpps, linkedAt: sql`now()`, unlinkedAt: null },
        });
    },

    /** Refuses sign-ins by Pro Santé Connect until linked again; false when there was no link. */
    async unlink(userId: string): Promise<boolean> {
      const rows = await db
        .update(pscLinks)
        .set({ unlinkedAt: sql`now()` })
        .where(and(eq(pscLinks.userId, userId), isNull(pscLinks.unlinkedAt)))
        .returning({ userId: pscLinks.userId });
      return rows.length > 0;
    },

    /** Our job places with one of these FINESS or SIRET numbers. */
    async findJobPlaces(finess: string[], siret: string[]) {
      if (finess.length === 0 && siret.length === 0) return [];
      return db
        .select({
          id: jobPlaces.id,
          label: jobPlaces.label,
          city: jobPlaces.city,
          zipcode: jobPlaces.zipcode,
          finess: jobPlaces.finess,
          siret: jobPlaces.siret,
        })
        .from(jobPlaces)
        .where(
          or(
            finess.length > 0 ? inArray(jobPlaces.finess, finess) : undefined,
            siret.length > 0 ? inArray(jobPlaces.siret, siret) : undefined,
          ),
        );
    },
  };
}
export type PscRepository = ReturnType<typeof pscRepository>;

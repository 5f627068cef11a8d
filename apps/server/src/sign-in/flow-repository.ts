/** Sign-ins in progress (`flows.ts`): one row per provider interaction, read only from the browser that started it. */
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFlows } from '../db/schema.ts';

export type SignInFlow =
  | { uid: string; userId: string; provenBy: 'pwd'; pendingFactor: 'otp' | 'totp'; loginAddress: string | null }
  | { uid: string; userId: string; provenBy: 'psc' };

export type NewSignInFlow = SignInFlow & { browserHash: string; expiresAt: Date };

const columns = {
  uid: signInFlows.interactionUid,
  userId: signInFlows.userId,
  provenBy: signInFlows.provenBy,
  pendingFactor: signInFlows.pendingFactor,
  loginAddress: signInFlows.loginAddress,
};

type Row = {
  uid: string;
  userId: string;
  provenBy: 'pwd' | 'psc';
  pendingFactor: 'otp' | 'totp' | null;
  loginAddress: string | null;
};

const flowOf = (row: Row | undefined): SignInFlow | undefined => {
  if (!row) return undefined;
  if (row.provenBy === 'psc') return { uid: row.uid, userId: row.userId, provenBy: 'psc' };
  if (!row.pendingFactor) return undefined;
  return { ...row, provenBy: 'pwd', pendingFactor: row.pendingFactor };
};

export function signInFlowRepository(db: Db) {
  const unexpired = gt(signInFlows.expiresAt, sql`now()`);
  return {
    /** Starts the flow of an interaction, or starts it again (another account, another step). */
    async save(flow: NewSignInFlow): Promise<void> {
      const values = {
        interactionUid: flow.uid,
        browserHash: flow.browserHash,
        userId: flow.userId,
        provenBy: flow.provenBy,
        pendingFactor: flow.provenBy === 'pwd' ? flow.pendingFactor : null,
        loginAddress: flow.provenBy === 'pwd' ? flow.loginAddress : null,
        expiresAt: flow.expiresAt,
      };
      const { interactionUid: _uid, ...changed } = values;
      await db
        .insert(signInFlows)
        .values(values)
        .onConflictDoUpdate({ target: signInFlows.interactionUid, set: { ...changed, createdAt: sql`now()` } });
    },

    async find(uid: string, browserHash: string): Promise<SignInFlow | undefined> {
      const [row] = await db
        .select(columns)
        .from(signInFlows)
        .where(and(eq(signInFlows.interactionUid, uid), eq(signInFlows.browserHash, browserHash), unexpired));
      return flowOf(row);
    },

    /** The browser's latest flow waiting for a second factor. */
    async findPending(browserHash: string): Promise<SignInFlow | undefined> {
      const [row] = await db
        .select(columns)
        .from(signInFlows)
        .where(and(eq(signInFlows.browserHash, browserHash), isNotNull(signInFlows.pendingFactor), unexpired))
        .orderBy(desc(signInFlows.createdAt))
        .limit(1);
      return flowOf(row);
    },

    /** Ends the flow: true for the one caller that ended it. */
    async end(uid: string): Promise<boolean> {
      const rows = await db
        .delete(signInFlows)
        .where(eq(signInFlows.interactionUid, uid))
        .returning({ uid: signInFlows.interactionUid });
      return rows.length > 0;
    },
  };
}
export type SignInFlowRepository = ReturnType<typeof signInFlowRepository>;

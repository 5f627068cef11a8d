/** Sign-ins in progress (`flow.ts`): one row per provider interaction, removed with it. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFlows } from '../db/schema.ts';
import type { MethodName, SignInFlow } from './methods/method.ts';

const columns = {
  uid: signInFlows.interactionUid,
  clientId: signInFlows.clientId,
  acrValues: signInFlows.acrValues,
  userId: signInFlows.userId,
  done: signInFlows.done,
  pending: signInFlows.pending,
  alternatives: signInFlows.alternatives,
  loginAddress: signInFlows.loginAddress,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const flowOf = (row: Row): SignInFlow => ({
  uid: row.uid!,
  clientId: row.clientId!,
  acrValues: row.acrValues ?? [],
  userId: row.userId ?? undefined,
  done: (row.done ?? []) as MethodName[],
  pending: (row.pending ?? undefined) as MethodName | undefined,
  alternatives: (row.alternatives ?? []) as MethodName[],
  loginAddress: row.loginAddress ?? undefined,
});

export function signInFlowRepository(db: Db) {
  const unexpired = gt(signInFlows.expiresAt, sql`now()`);

  return {
    async find(uid: string): Promise<SignInFlow | undefined> {
      const [row] = await db
        .select(columns)
        .from(signInFlows)
        .where(and(eq(signInFlows.interactionUid, uid), unexpired));
      return row ? flowOf(row) : undefined;
    },

    /**
     * Writes the flow while no factor is done yet (a first factor proven, or one awaited): false
     * when a factor was done meanwhile, by another request in the same interaction.
     */
    async begin(flow: SignInFlow, expiresAt: Date): Promise<boolean> {
      const values = {
        interactionUid: flow.uid,
        clientId: flow.clientId,
        acrValues: flow.acrValues,
        userId: flow.userId ?? null,
        done: flow.done,
        pending: flow.pending ?? null,
        alternatives: flow.alternatives ?? [],
        loginAddress: flow.loginAddress ?? null,
        expiresAt,
      };
      const { interactionUid: _uid, ...changed } = values;
      const rows = await db
        .insert(signInFlows)
        .values(values)
        .onConflictDoUpdate({
          target: signInFlows.interactionUid,
          set: changed,
          setWhere: sql`cardinality(${signInFlows.done}) = 0`,
        })
        .returning({ uid: signInFlows.interactionUid });
      return rows.length > 0;
    },

    /** The step `pending` completed the flow: its record ends, once (false for any other caller). */
    async end(uid: string, pending: MethodName): Promise<boolean> {
      const rows = await db
        .delete(signInFlows)
        .where(and(eq(signInFlows.interactionUid, uid), eq(signInFlows.pending, pending), unexpired))
        .returning({ uid: signInFlows.interactionUid });
      return rows.length > 0;
    },
  };
}
export type SignInFlowRepository = ReturnType<typeof signInFlowRepository>;

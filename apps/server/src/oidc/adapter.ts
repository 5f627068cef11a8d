/**
 * oidc-provider storage over the `oidc_payloads` table, so every server process shares sessions,
 * interactions, grants, codes and tokens. One row per (model name, id); rows past `expires_at`
 * are treated as absent until `deleteExpired` removes them.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';

/** Models whose rows `revokeByGrantId` removes (as in oidc-provider's memory adapter). */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

const alive = or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

export function createOidcAdapter(db: Db) {
  return class PostgresAdapter implements Adapter {
    readonly name: string;

    constructor(name: string) {
      this.name = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: grantable.has(this.name) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt:
          typeof expiresIn === 'number'
            ? sql<Date>`now() + make_interval(secs => ${expiresIn}::double precision)`
            : null,
        consumedAt: null,
      };
      await db
        .insert(oidcPayloads)
        .values({ id, type: this.name, ...row })
        .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: row });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findOne(eq(oidcPayloads.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findOne(eq(oidcPayloads.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findOne(eq(oidcPayloads.userCode, userCode));
    }

    /** Marks the payload consumed (epoch seconds), as the provider checks `consumed`. */
    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({
          consumedAt: sql`now()`,
          payload: sql`${oidcPayloads.payload} || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)`,
        })
        .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.name)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.name)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }

    private async findOne(condition: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.name), condition, alive))
        .limit(1);
      return (row?.payload as AdapterPayload | undefined) ?? undefined;
    }
  };
}

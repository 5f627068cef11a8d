/**
 * oidc-provider storage over the `oidc_payloads` table, so every server process shares sessions,
 * interactions, grants, codes and tokens. One row per (model name, id); rows past `expires_at`
 * are treated as absent until `deleteExpired` removes them.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/sql.ts';
import { sha256 } from '../security/codes.ts';

/** Models whose rows `revokeByGrantId` removes (as in oidc-provider's memory adapter). */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * Models whose id is a bearer secret (a code or a token): stored under its SHA-256, and without
 * the `jti` the provider writes into the payload (given back on reading), so a copy of the table
 * yields no usable code or token.
 */
const secretIds = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'ClientCredentials',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'InitialAccessToken',
  'RegistrationAccessToken',
  'PushedAuthorizationRequest',
]);

const SESSION_REWRITE_AFTER_MS = 60_000;

/**
 * An id PostgreSQL may be asked about: the provider's own are 21 to 43 characters, but ids also
 * come from requests (a client_id, a code, a token), and PostgreSQL refuses a NUL in text.
 */
const MAX_ID_LENGTH = 256;
const storableId = (id: string) => typeof id === 'string' && id.length <= MAX_ID_LENGTH && !id.includes('\u0000');

/**
 * Plain SQL rather than the query builder: these statements run on every sign-in and single
 * sign-on grant, and the builder's cost showed in the profiles.
 */
export function createOidcAdapter(db: Db) {
  const recentSessionWrites = new Map<string, { body: string; at: number }>();

  /**
   * The provider saves a session on every request that reads it, to slide its expiry. An
   * unchanged session is rewritten at most once a minute: one write less per single sign-on.
   */
  function sessionUnchanged(id: string, payload: AdapterPayload): boolean {
    const { exp: _exp, ...rest } = payload;
    const body = JSON.stringify(rest);
    const last = recentSessionWrites.get(id);
    if (last && last.body === body && Date.now() - last.at < SESSION_REWRITE_AFTER_MS) return true;
    if (recentSessionWrites.size > 100_000) recentSessionWrites.clear();
    recentSessionWrites.set(id, { body, at: Date.now() });
    return false;
  }

  return class PostgresAdapter implements Adapter {
    readonly name: string;

    constructor(name: string) {
      this.name = name;
    }

    /** The row id: the id itself, or its hash for a bearer secret. */
    private rowId(id: string): string {
      return secretIds.has(this.name) ? sha256(id) : id;
    }

    async upsert(id: string, given: AdapterPayload, expiresIn?: number): Promise<void> {
      if (this.name === 'Session' && sessionUnchanged(id, given)) return;
      const { jti: _jti, ...withoutJti } = given;
      const payload = secretIds.has(this.name) ? withoutJti : given;
      const grantId = grantable.has(this.name) ? (payload.grantId ?? null) : null;
      const expiresAt =
        typeof expiresIn === 'number' ? sql`now() + make_interval(secs => ${expiresIn}::double precision)` : sql`null`;
      await db.execute(sql`
        insert into oidc_payloads (id, type, payload, grant_id, account_id, user_code, uid, expires_at, consumed_at)
        values (${this.rowId(id)}, ${this.name}, ${JSON.stringify(payload)}::jsonb, ${grantId}, ${payload.accountId ?? null},
                ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt}, null)
        on conflict (id, type) do update set payload = excluded.payload, grant_id = excluded.grant_id,
          account_id = excluded.account_id, user_code = excluded.user_code, uid = excluded.uid,
          expires_at = excluded.expires_at, consumed_at = null`);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (!storableId(id)) return undefined;
      const payload = await this.findOne(sql`id = ${this.rowId(id)}`);
      return payload && secretIds.has(this.name) ? { ...payload, jti: id } : payload;
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      if (!storableId(uid)) return Promise.resolve(undefined);
      return this.findOne(sql`uid = ${uid}`);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      if (!storableId(userCode)) return Promise.resolve(undefined);
      return this.findOne(sql`user_code = ${userCode}`);
    }

    /** Marks the payload consumed (epoch seconds), as the provider checks `consumed`. */
    async consume(id: string): Promise<void> {
      if (!storableId(id)) return;
      await db.execute(sql`
        update oidc_payloads
        set consumed_at = now(), payload = payload || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)
        where id = ${this.rowId(id)} and type = ${this.name}`);
    }

    async destroy(id: string): Promise<void> {
      if (!storableId(id)) return;
      if (this.name === 'Session') recentSessionWrites.delete(id);
      await db.execute(sql`delete from oidc_payloads where id = ${this.rowId(id)} and type = ${this.name}`);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.execute(sql`delete from oidc_payloads where grant_id = ${grantId}`);
    }

    private async findOne(condition: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await rowsOf<{ payload: AdapterPayload | string }>(
        db,
        sql`select payload from oidc_payloads
            where type = ${this.name} and ${condition} and (expires_at is null or expires_at > now()) limit 1`,
      );
      if (!row) return undefined;
      return typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    }
  };
}

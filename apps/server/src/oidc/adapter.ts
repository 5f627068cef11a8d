/**
 * oidc-provider storage over the `oidc_payloads` table, so every server process shares sessions,
 * interactions, grants, codes and tokens. One row per (model name, id); rows past `expires_at`
 * are treated as absent until `deleteExpired` removes them.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared, renderedOnce, rowsOf, secondsFromNow, value } from '../db/sql.ts';
import { rememberAccount } from './account.ts';
import { oidcAccountJson, type OidcAccount } from './account-repository.ts';
import { sha256 } from '../security/codes.ts';
import { claimConsumption } from './one-redemption.ts';
import {
  currentRequestWrites,
  uidKey,
  withRequestWrites,
  type PendingRow,
  type RequestWrites,
  type Upsert,
} from './request-writes.ts';

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

/**
 * Grant sources a client redeems once (the ones this provider issues): their consumption is claimed
 * in the database at once, by a conditional update, not kept with the request's other writes. Of two
 * redemptions at once, only the one whose update marked the row wins; the other is `invalid_grant`
 * and revokes the grant, as the provider does for a later one (`claimConsumption`).
 */
const redeemedOnce = new Set(['AuthorizationCode', 'RefreshToken']);

const SESSION_REWRITE_AFTER_MS = 60_000;

/**
 * An id PostgreSQL may be asked about: the provider's own are 21 to 43 characters, but ids also
 * come from requests (a client_id, a code, a token), and PostgreSQL refuses a NUL in text.
 */
const MAX_ID_LENGTH = 256;
const storableId = (id: string) => typeof id === 'string' && id.length <= MAX_ID_LENGTH && !id.includes('\u0000');

/** Reads that also bring the rows the provider asks for next, kept for the rest of the request. */
const PREFETCHING = new Set(['AuthorizationCode', 'RefreshToken', 'Session']);

const NOT_EXPIRED = (alias: string) => sql.raw(`(${alias}.expires_at is null or ${alias}.expires_at > now())`);

const parsed = (payload: AdapterPayload | string | null): AdapterPayload | null =>
  typeof payload === 'string' ? (JSON.parse(payload) as AdapterPayload) : payload;

const epochNow = () => Math.floor(Date.now() / 1000);

const readStatements = renderedOnce();
const writeStatements = renderedOnce();

/**
 * Plain SQL rather than the query builder, each shape rendered once (`renderedOnce`): these
 * statements run on every sign-in and single sign-on grant, and the builder's cost showed in the
 * profiles.
 *
 * Within a request the provider answers (`writeOncePerRequest`), saves, consumptions and
 * deletions wait for its end and go in one statement (`oidc/request-writes.ts`); elsewhere (the
 * portal's own interaction routes, tests) each runs at once.
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

    private withJti(id: string, payload: AdapterPayload | null | undefined): AdapterPayload | undefined {
      if (!payload) return undefined;
      return secretIds.has(this.name) ? { ...payload, jti: id } : payload;
    }

    async upsert(id: string, given: AdapterPayload, expiresIn?: number): Promise<void> {
      if (this.name === 'Session' && sessionUnchanged(id, given)) return;
      const { jti: _jti, ...withoutJti } = given;
      const payload = secretIds.has(this.name) ? withoutJti : given;
      const write: Upsert = {
        kind: 'upsert',
        json: JSON.stringify(payload),
        grantId: grantable.has(this.name) ? ((payload.grantId as string | undefined) ?? null) : null,
        accountId: (payload.accountId as string | undefined) ?? null,
        userCode: (payload.userCode as string | undefined) ?? null,
        uid: (payload.uid as string | undefined) ?? null,
        expiresIn: typeof expiresIn === 'number' ? expiresIn : undefined,
        consumed: false,
      };
      const writes = currentRequestWrites();
      if (writes) writes.write(this.name, this.rowId(id), write);
      else await sendWrites(db, [{ type: this.name, id: this.rowId(id), write }]);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (!storableId(id)) return undefined;
      const rowId = this.rowId(id);
      const writes = currentRequestWrites();
      const pending = writes?.pending(this.name, rowId);
      if (pending?.kind === 'destroy') return undefined;
      if (pending?.kind === 'upsert') return this.withJti(id, pendingPayload(pending));
      if (pending?.kind === 'consume') await writes!.flush();
      const prefetched = writes?.fromPrefetch(this.name, rowId);
      if (prefetched !== undefined) return this.withJti(id, prefetched);
      const payload =
        writes && PREFETCHING.has(this.name)
          ? await this.findPrefetching(rowId, writes)
          : await this.findOne('id', rowId);
      return this.withJti(id, payload);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      if (!storableId(uid)) return undefined;
      const writes = currentRequestWrites();
      if (writes) {
        const { upsert, unsure } = writes.pendingByUid(this.name, uid);
        if (upsert) return pendingPayload(upsert) ?? undefined;
        if (unsure) await writes.flush();
        const prefetched = writes.fromPrefetch(this.name, uidKey(this.name, uid));
        if (prefetched !== undefined) return prefetched ?? undefined;
      }
      return this.findOne('uid', uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      if (!storableId(userCode)) return undefined;
      await currentRequestWrites()?.flush();
      return this.findOne('user_code', userCode);
    }

    /**
     * Marks the payload consumed (epoch seconds), as the provider checks `consumed`. A code or a
     * refresh token is claimed in the database before the answer (`claimConsumption`), unless it was
     * saved in this very request and is not written yet.
     */
    async consume(id: string): Promise<void> {
      if (!storableId(id)) return;
      const rowId = this.rowId(id);
      const writes = currentRequestWrites();
      if (redeemedOnce.has(this.name) && !writes?.pending(this.name, rowId)) {
        return claimConsumption(db, this.name, rowId);
      }
      if (writes) writes.write(this.name, rowId, { kind: 'consume' });
      else await sendWrites(db, [{ type: this.name, id: rowId, write: { kind: 'consume' } }]);
    }

    async destroy(id: string): Promise<void> {
      if (!storableId(id)) return;
      if (this.name === 'Session') recentSessionWrites.delete(id);
      const writes = currentRequestWrites();
      if (writes) writes.write(this.name, this.rowId(id), { kind: 'destroy' });
      else await sendWrites(db, [{ type: this.name, id: this.rowId(id), write: { kind: 'destroy' } }]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await currentRequestWrites()?.flush();
      await db.execute(sql`delete from oidc_payloads where grant_id = ${grantId}`);
    }

    private async findOne(column: 'id' | 'uid' | 'user_code', key: string): Promise<AdapterPayload | undefined> {
      const [row] = await rowsOf<{ payload: AdapterPayload | string }>(
        db,
        readStatements({
          shape: `one by ${column}`,
          build: () =>
            prepared(sql`select payload from oidc_payloads p
              where type = ${value('type')} and ${sql.raw(column)} = ${value('key')} and ${NOT_EXPIRED('p')} limit 1`),
          values: { type: this.name, key },
        }),
      );
      return parsed(row?.payload ?? null) ?? undefined;
    }

    /**
     * A code or a refresh token with its grant, its session and its account for its client (the
     * code exchange reads the three next); a session with the grants of its applications (the authorization reads its client's).
     */
    private async findPrefetching(rowId: string, writes: RequestWrites): Promise<AdapterPayload | undefined> {
      if (this.name === 'Session') {
        const { clientId } = writes;
        const [row] = await rowsOf<{
          payload: AdapterPayload | string;
          grants: Record<string, AdapterPayload> | string | null;
          account: OidcAccount | string | null;
        }>(
          db,
          readStatements({
            shape: clientId === undefined ? 'session' : 'session with account',
            build: () =>
              prepared(sql`select s.payload,
                (select jsonb_object_agg(g.id, g.payload) from oidc_payloads g
                  where g.type = 'Grant' and ${NOT_EXPIRED('g')}
                    and g.id in (select a.value ->> 'grantId' from jsonb_each(s.payload -> 'authorizations') a)) as grants,
                ${clientId === undefined ? sql`null` : oidcAccountJson(sql`s.payload ->> 'accountId'`, value('clientId'))} as account
              from oidc_payloads s where s.type = 'Session' and s.id = ${value('id')} and ${NOT_EXPIRED('s')}`),
            values: { id: rowId, clientId },
          }),
        );
        const grants = (parsed(row?.grants ?? null) ?? {}) as Record<string, AdapterPayload>;
        for (const [grantId, grant] of Object.entries(grants)) writes.prefetch('Grant', grantId, grant);
        const payload = parsed(row?.payload ?? null);
        rememberAccountRead(writes, payload?.accountId, clientId, row?.account ?? null);
        return payload ?? undefined;
      }
      const [row] = await rowsOf<{
        payload: AdapterPayload | string;
        grant: AdapterPayload | string | null;
        session: AdapterPayload | string | null;
        account: OidcAccount | string | null;
      }>(
        db,
        readStatements({
          shape: 'token with grant, session and account',
          build: () =>
            prepared(sql`select t.payload, g.payload as grant, s.payload as session,
              ${oidcAccountJson(sql`t.payload ->> 'accountId'`, sql`t.payload ->> 'clientId'`)} as account
            from oidc_payloads t
            left join oidc_payloads g on g.type = 'Grant' and g.id = t.payload ->> 'grantId' and ${NOT_EXPIRED('g')}
            left join oidc_payloads s on s.type = 'Session' and s.uid = t.payload ->> 'sessionUid' and ${NOT_EXPIRED('s')}
            where t.type = ${value('type')} and t.id = ${value('id')} and ${NOT_EXPIRED('t')}`),
          values: { type: this.name, id: rowId },
        }),
      );
      const payload = parsed(row?.payload ?? null);
      if (payload && typeof payload.grantId === 'string') writes.prefetch('Grant', payload.grantId, parsed(row!.grant));
      if (payload && typeof payload.sessionUid === 'string') {
        writes.prefetch('Session', uidKey('Session', payload.sessionUid), parsed(row!.session));
      }
      rememberAccountRead(writes, payload?.accountId, payload?.clientId, row?.account ?? null);
      return payload ?? undefined;
    }
  };
}

/** An account read along with a session or a code, kept for the provider's `findAccount` of the same request. */
function rememberAccountRead(
  writes: RequestWrites,
  accountId: unknown,
  clientId: unknown,
  account: OidcAccount | string | null,
): void {
  if (!account || typeof accountId !== 'string' || typeof clientId !== 'string') return;
  rememberAccount(
    writes,
    accountId,
    clientId,
    typeof account === 'string' ? (JSON.parse(account) as OidcAccount) : account,
  );
}

/** The payload of a save made earlier in the request, as a read would find it. */
function pendingPayload(write: Upsert): AdapterPayload | null {
  if (write.expiresIn !== undefined && write.expiresIn <= 0) return null;
  const payload = JSON.parse(write.json) as AdapterPayload;
  return write.consumed ? { ...payload, consumed: epochNow() } : payload;
}

type UpsertRow = PendingRow & { write: Upsert };

/** The provider's pending writes (`oidc/request-writes.ts`) in one statement. */
async function sendWrites(db: Db, rows: PendingRow[]): Promise<void> {
  if (rows.length === 0) return;
  const destroyed = rows.filter((row) => row.write.kind === 'destroy');
  const consumed = rows.filter((row) => row.write.kind === 'consume');
  const upserts = rows.filter((row): row is UpsertRow => row.write.kind === 'upsert');
  const upsertShapes = upserts.map(({ write }) => ({
    expires: write.expiresIn !== undefined,
    consumed: write.consumed,
  }));
  const shape = `${destroyed.length} ${consumed.length} ${upsertShapes.map((u) => `${+u.expires}${+u.consumed}`).join(' ')}`;
  const values: Record<string, unknown> = {};
  for (const [i, { id, type }] of destroyed.entries()) Object.assign(values, { [`d${i}id`]: id, [`d${i}type`]: type });
  for (const [i, { id, type }] of consumed.entries()) Object.assign(values, { [`c${i}id`]: id, [`c${i}type`]: type });
  for (const [i, { id, type, write }] of upserts.entries()) {
    const { json, grantId, accountId, userCode, uid, expiresIn } = write;
    for (const [field, given] of Object.entries({ id, type, json, grantId, accountId, userCode, uid, expiresIn })) {
      values[`u${i}${field}`] = given;
    }
  }
  const build = () => writesStatement(destroyed.length, consumed.length, upsertShapes);
  await db.execute(writeStatements({ shape, build, values }));
}

/** `sendWrites`' statement, its values as placeholders: `d0id`, `d0type` (the first row destroyed), `c0…`, `u0…`. */
function writesStatement(destroyed: number, consumed: number, upserts: { expires: boolean; consumed: boolean }[]): SQL {
  const parts: SQL[] = [];
  const keys = (prefix: string, count: number) =>
    sql.join(
      Array.from({ length: count }, (_, i) => sql`(${value(`${prefix}${i}id`)}, ${value(`${prefix}${i}type`)})`),
      sql`, `,
    );
  if (destroyed > 0) parts.push(sql`delete from oidc_payloads where (id, type) in (${keys('d', destroyed)})`);
  if (consumed > 0) {
    parts.push(sql`update oidc_payloads
      set consumed_at = now(), payload = payload || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)
      where (id, type) in (${keys('c', consumed)})`);
  }
  if (upserts.length > 0) {
    const rows = upserts.map((upsert, i) => {
      const field = (name: string) => value(`u${i}${name}`);
      const expiresAt = upsert.expires ? secondsFromNow(field('expiresIn')) : sql`null::timestamptz`;
      const payload = upsert.consumed
        ? sql`${field('json')}::jsonb || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)`
        : sql`${field('json')}::jsonb`;
      return sql`(${field('id')}, ${field('type')}, ${payload}, ${field('grantId')}, ${field('accountId')},
        ${field('userCode')}, ${field('uid')}, ${expiresAt}, ${upsert.consumed ? sql`now()` : sql`null::timestamptz`})`;
    });
    parts.push(sql`insert into oidc_payloads (id, type, payload, grant_id, account_id, user_code, uid, expires_at, consumed_at)
      values ${sql.join(rows, sql`, `)}
      on conflict (id, type) do update set payload = excluded.payload, grant_id = excluded.grant_id,
        account_id = excluded.account_id, user_code = excluded.user_code, uid = excluded.uid,
        expires_at = excluded.expires_at, consumed_at = excluded.consumed_at`);
  }
  // One statement: the other writes as data-modifying WITH parts (each row is in one part only).
  const [last, ...before] = parts.reverse();
  const withParts = before.reverse().map((part, i) => sql`${sql.raw(`w${i}`)} as (${part})`);
  return prepared(withParts.length ? sql`with ${sql.join(withParts, sql`, `)} ${last!}` : last!);
}

/**
 * Wraps every request the provider answers (`provider.use`): its writes go in one statement at its
 * end, and an authorization request's session read brings the account for its `client_id`.
 */
export const writeOncePerRequest =
  (db: Db) =>
  (ctx: { query?: Record<string, unknown> }, next: () => Promise<unknown>): Promise<unknown> => {
    const clientId = ctx.query?.client_id;
    return withRequestWrites(
      (rows) => sendWrites(db, rows),
      next,
      typeof clientId === 'string' && storableId(clientId) ? clientId : undefined,
    );
  };

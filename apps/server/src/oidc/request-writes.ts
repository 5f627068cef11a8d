/**
 * What the provider writes while it answers one request (an authorization, a code exchange), kept
 * until it has answered and then sent to PostgreSQL in one statement, before the answer leaves:
 * each session, grant, code or token row is written once, in one round trip, instead of one
 * statement per save. Reads of the same request see those writes, and the rows an earlier read
 * brought along (a code's grant and session: `prefetched`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AdapterPayload } from 'oidc-provider';

export interface Upsert {
  kind: 'upsert';
  /** The payload as it was saved (a snapshot: the provider goes on changing its objects). */
  json: string;
  grantId: string | null;
  accountId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresIn: number | undefined;
  /** Consumed in the same request, after it was saved. */
  consumed: boolean;
}
export type PendingWrite = Upsert | { kind: 'consume' } | { kind: 'destroy' };

export interface PendingRow {
  type: string;
  /** The row's id (a bearer secret's hash). */
  id: string;
  write: PendingWrite;
}

const keyOf = (type: string, id: string) => `${type}\u0000${id}`;
export const uidKey = (type: string, uid: string) => keyOf(type, `uid\u0000${uid}`);

/** Sends the rows in one statement. */
export type SendWrites = (rows: PendingRow[]) => Promise<void>;

/** The provider's writes of one request, merged per row, and what its reads brought along. */
export class RequestWrites {
  readonly rows = new Map<string, PendingRow>();
  readonly prefetched = new Map<string, AdapterPayload | null>();
  /**
   * Other reads, kept for the rest of the request (the account, `oidc/account.ts`: read with a
   * session, a code or a refresh token, then by `findAccount`): no provider write changes them.
   */
  readonly remembered = new Map<string, Promise<unknown>>();

  /** `read()`'s answer, read once per request under `key`. */
  remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    let found = this.remembered.get(key) as Promise<T> | undefined;
    if (!found) {
      found = read();
      this.remembered.set(key, found);
    }
    return found;
  }

  /**
   * @param clientId the client the request is for, when it names one (an authorization request's
   * `client_id`): a session read then brings its account as that client sees it.
   */
  constructor(
    private readonly send: SendWrites,
    readonly clientId?: string,
  ) {}

  /** A later write of the same row replaces an earlier one; a consume marks a pending save consumed. */
  write(type: string, id: string, write: PendingWrite): void {
    const key = keyOf(type, id);
    const earlier = this.rows.get(key)?.write;
    if (write.kind === 'consume' && earlier?.kind === 'upsert') write = { ...earlier, consumed: true };
    else if (write.kind === 'consume' && earlier?.kind === 'destroy') return;
    this.rows.set(key, { type, id, write });
  }

  pending(type: string, id: string): PendingWrite | undefined {
    return this.rows.get(keyOf(type, id))?.write;
  }

  /** A pending save of `type` with this uid, or whether another pending write of `type` may hide it. */
  pendingByUid(type: string, uid: string): { upsert?: Upsert; unsure: boolean } {
    let unsure = false;
    for (const row of this.rows.values()) {
      if (row.type !== type) continue;
      if (row.write.kind === 'upsert' && row.write.uid === uid) return { upsert: row.write, unsure: false };
      unsure = true;
    }
    return { unsure };
  }

  hasPending(type?: string): boolean {
    return [...this.rows.values()].some((row) => type === undefined || row.type === type);
  }

  prefetch(type: string, id: string, payload: AdapterPayload | null): void {
    this.prefetched.set(keyOf(type, id), payload);
  }

  fromPrefetch(type: string, id: string): AdapterPayload | null | undefined {
    return this.prefetched.get(keyOf(type, id));
  }

  /** Sends the pending writes now (before a read they could change, or at the end of the request). */
  async flush(): Promise<void> {
    if (this.rows.size === 0) return;
    const rows = [...this.rows.values()];
    this.rows.clear();
    this.prefetched.clear();
    await this.send(rows);
  }
}

const storage = new AsyncLocalStorage<RequestWrites>();

/** The writes of the provider's request under way, if any: outside one, the adapter writes at once. */
export const currentRequestWrites = (): RequestWrites | undefined => storage.getStore();

/** Runs `work` (the provider answering) with its writes kept, then sends them, whatever its outcome. */
export async function withRequestWrites<T>(send: SendWrites, work: () => Promise<T>, clientId?: string): Promise<T> {
  const writes = new RequestWrites(send, clientId);
  try {
    return await storage.run(writes, work);
  } finally {
    await writes.flush();
  }
}

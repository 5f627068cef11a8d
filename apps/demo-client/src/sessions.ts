import { randomBytes } from 'node:crypto';

/** What the demo client remembers about a signed-in user. */
export interface SignedInUser {
  sub: string;
  /** The provider's session id (`sid` claim of the ID token), when it sent one. */
  sid: string | undefined;
  idToken: string;
  idTokenClaims: Record<string, unknown>;
  userinfo: Record<string, unknown>;
}

/** An authorization request in flight, found again by its `state`. */
export interface PendingLogin {
  codeVerifier: string;
  nonce: string;
  createdAt: number;
}

export interface Session {
  id: string;
  createdAt: number;
  user?: SignedInUser;
  pending: Map<string, PendingLogin>;
}

const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const PENDING_TTL_MS = 10 * 60 * 1000;
const MAX_SESSIONS = 10_000;
const MAX_PENDING_PER_SESSION = 5;

/** In-memory sessions keyed by a random cookie value (fine for a demo). */
export class SessionStore {
  readonly #sessions = new Map<string, Session>();

  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.#sessions.get(id);
    if (session && Date.now() - session.createdAt > SESSION_TTL_MS) {
      this.#sessions.delete(id);
      return undefined;
    }
    return session;
  }

  create(user?: SignedInUser): Session {
    if (this.#sessions.size >= MAX_SESSIONS) this.prune();
    // Still full: drop the oldest (Map keeps insertion order).
    while (this.#sessions.size >= MAX_SESSIONS) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest === undefined) break;
      this.#sessions.delete(oldest);
    }
    const session: Session = { id: randomBytes(32).toString('base64url'), createdAt: Date.now(), pending: new Map() };
    if (user) session.user = user;
    this.#sessions.set(session.id, session);
    return session;
  }

  delete(id: string): void {
    this.#sessions.delete(id);
  }

  addPending(session: Session, state: string, pending: PendingLogin): void {
    for (const [key, value] of session.pending) {
      if (Date.now() - value.createdAt > PENDING_TTL_MS) session.pending.delete(key);
    }
    while (session.pending.size >= MAX_PENDING_PER_SESSION) {
      const oldest = session.pending.keys().next().value;
      if (oldest === undefined) break;
      session.pending.delete(oldest);
    }
    session.pending.set(state, pending);
  }

  takePending(session: Session, state: string): PendingLogin | undefined {
    const pending = session.pending.get(state);
    session.pending.delete(state);
    if (!pending || Date.now() - pending.createdAt > PENDING_TTL_MS) return undefined;
    return pending;
  }

  /**
   * Drops the sessions a back-channel logout token names: by `sid` when both sides know it,
   * otherwise by `sub`. Returns how many were dropped.
   */
  dropBySidOrSub(sid: string | undefined, sub: string | undefined): number {
    let dropped = 0;
    for (const [id, session] of this.#sessions) {
      const user = session.user;
      if (!user) continue;
      let match: boolean;
      if (sid !== undefined && user.sid !== undefined) {
        match = user.sid === sid && (sub === undefined || user.sub === sub);
      } else {
        match = sub !== undefined && user.sub === sub;
      }
      if (match) {
        this.#sessions.delete(id);
        dropped += 1;
      }
    }
    return dropped;
  }

  prune(): void {
    const now = Date.now();
    for (const [id, session] of this.#sessions) {
      if (now - session.createdAt > SESSION_TTL_MS) this.#sessions.delete(id);
    }
  }

  get size(): number {
    return this.#sessions.size;
  }
}

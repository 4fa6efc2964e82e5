import type { Viewer } from './viewer';

/** How long a signed-in user's row is trusted without asking PostgreSQL (a lost revocation message is bounded by it). */
export const VIEWER_CACHE_TTL_MS = 30_000;
/** Users kept per instance; the oldest entry goes first. */
export const VIEWER_CACHE_MAX_ENTRIES = 10_000;

/**
 * Tells every instance that a user's cached viewer is no longer valid (password change, reset,
 * settings). In-process on one instance, Redis pub/sub across instances (viewer-revocations.ts).
 */
export interface ViewerRevocations {
  /** Resolves once the message has left for every instance (so the caller can answer after it). */
  publish(userId: string): Promise<void>;
  /** `forget(userId)` for one user, `forget(null)` when messages may have been missed (reconnect). */
  listen(forget: (userId: string | null) => void): void;
  /** False while revocations could be missed (Redis not subscribed): nothing is cached then. */
  isListening(): boolean;
  close(): Promise<void>;
}

interface Entry {
  tokenVersion: number;
  viewer: Viewer;
  /** The sessions (JWT `sid`) found live in PostgreSQL, each trusted until its own expiry. */
  sessions: Map<string, number>;
}

/**
 * A short-lived per-instance cache of what a signed-in request needs from the users row, keyed by
 * user and checked against the token's version and its session (each session a user holds is
 * checked against the sessions table once, then trusted for the TTL): a session JWT then costs one
 * HMAC check instead of a database round trip. Any change to the row (`revoke`) drops the entry on every instance before
 * the change is answered, and a load that overlapped a revocation is not cached (the epoch), so a
 * revoked token never comes back from here.
 */
export class ViewerCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every forget: a load that started before one may have read the old row. */
  private epoch = 0;

  constructor(
    private readonly revocations: ViewerRevocations,
    private readonly options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {
    revocations.listen((userId) => this.forgetHere(userId));
  }

  /** The cached viewer for this user when the token's version and session are the ones cached; else null (ask the database). */
  get(userId: string, tokenVersion: number, sessionId: string): Viewer | null {
    const entry = this.entries.get(userId);
    if (!entry || entry.tokenVersion !== tokenVersion) return null;
    const expiresAt = entry.sessions.get(sessionId);
    if (expiresAt === undefined) return null;
    if (expiresAt <= this.now()) {
      entry.sessions.delete(sessionId);
      if (entry.sessions.size === 0) this.entries.delete(userId);
      return null;
    }
    return entry.viewer;
  }

  /** Call before reading the row; pass the result to `set`. */
  startLoad(): number {
    return this.epoch;
  }

  set(userId: string, tokenVersion: number, sessionId: string, viewer: Viewer, loadStartedAt: number): void {
    if (loadStartedAt !== this.epoch || !this.revocations.isListening()) return;
    const now = this.now();
    const expiresAt = now + (this.options.ttlMs ?? VIEWER_CACHE_TTL_MS);
    const entry = this.entries.get(userId);
    if (entry && entry.tokenVersion === tokenVersion) {
      // Another session of the same user: the freshly read row serves all of them.
      entry.viewer = viewer;
      for (const [id, until] of entry.sessions) if (until <= now) entry.sessions.delete(id);
      entry.sessions.set(sessionId, expiresAt);
      return;
    }
    const max = this.options.maxEntries ?? VIEWER_CACHE_MAX_ENTRIES;
    if (this.entries.size >= max && !entry) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(userId, { tokenVersion, viewer, sessions: new Map([[sessionId, expiresAt]]) });
  }

  /**
   * The user's row changed or one of their sessions was revoked: drop the user here at once, and on
   * every other instance before this resolves.
   */
  async revoke(userId: string): Promise<void> {
    this.forgetHere(userId);
    await this.revocations.publish(userId);
  }

  close(): Promise<void> {
    return this.revocations.close();
  }

  private forgetHere(userId: string | null): void {
    this.epoch++;
    if (userId === null) this.entries.clear();
    else this.entries.delete(userId);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

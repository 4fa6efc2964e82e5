import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../../domain/validation/uuid';
import { NotFoundError } from '../../../errors';
import type { EventBus } from '../../../live/live-events';
import { requireSession } from '../session-only';
import { sessionTtlSeconds } from '../tokens';
import type { Viewer } from '../viewer';
import type { ViewerCache } from '../viewer-cache';
import { deviceLabel } from './device-label';
import {
  DELETE_DEAD_SESSIONS,
  INSERT_SESSION,
  LIST_LIVE_SESSIONS,
  REVOKE_ALL_SESSIONS,
  REVOKE_SESSION,
  SESSION_EXPIRY,
} from '../queries/sessions.queries';

/** One signed-in session as its owner sees it (Settings → Active Sessions, GET /api/auth/sessions). */
export interface SessionInfo {
  id: string;
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session this request is signed in with. */
  current: boolean;
}

export interface StartedSession {
  id: string;
  expiresAt: Date;
  /** The moment the expiry was counted from (the JWT's `iat`). */
  issuedAt: Date;
}

/**
 * Server-side sessions (issue 29, item 2). Each session JWT names its row; the token check
 * (auth/session-tokens.ts through ./session-check.ts) refuses a token whose row is revoked, so
 * signing out ends the session at once on REST, GraphQL and the live socket of every instance:
 * the row lives in PostgreSQL, and each revocation drops the user's cached viewer on every
 * instance and makes their live sockets re-check (the same path as a password change). Only a
 * session manages sessions: an access token asking is answered FORBIDDEN.
 */
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { viewers?: ViewerCache; events?: EventBus } = {},
  ) {}

  /** A new session row for a sign-in (or registration); the caller issues its JWT. */
  async start(
    userId: string,
    userAgent: string | undefined,
    rememberMe: boolean,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StartedSession> {
    // Whole seconds, like the JWT's iat and exp.
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const expiresAt = new Date(issuedAt.getTime() + sessionTtlSeconds(rememberMe) * 1000);
    await manager.query(DELETE_DEAD_SESSIONS, [userId]);
    const [row]: Array<{ id: string }> = await manager.query(INSERT_SESSION, [
      userId,
      deviceLabel(userAgent),
      issuedAt,
      expiresAt,
    ]);
    return { id: row.id, expiresAt, issuedAt };
  }

  /** One of the user's sessions, for a new token of the same session (after a password change). */
  async get(userId: string, id: string): Promise<{ id: string; expiresAt: Date }> {
    const [row]: Array<{ expires_at: Date }> = await this.dataSource.query(SESSION_EXPIRY, [id, userId]);
    if (!row) throw new NotFoundError('Session not found');
    return { id, expiresAt: row.expires_at };
  }

  /** The viewer's live sessions: this one first, then the most recently seen. */
  async list(viewer: Viewer): Promise<SessionInfo[]> {
    requireSession(viewer, 'list sessions');
    const rows: Array<{ id: string; device: string; created_at: Date; last_seen_at: Date }> =
      await this.dataSource.query(LIST_LIVE_SESSIONS, [viewer.id, viewer.sessionId]);
    return rows.map((r) => ({
      id: r.id,
      device: r.device,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at,
      current: r.id === viewer.sessionId,
    }));
  }

  /** Signs one of the viewer's sessions out (its next request answers 401). Returns the id. */
  async revoke(viewer: Viewer, id: string): Promise<string> {
    requireSession(viewer, 'sign sessions out');
    // Another user's session answers exactly like one that does not exist.
    const [rows]: [unknown[], number] = isUuid(id)
      ? await this.dataSource.query(REVOKE_SESSION, [id, viewer.id])
      : [[], 0];
    if (!rows.length) throw new NotFoundError('Session not found');
    await this.announce(viewer.id);
    return id;
  }

  /** Sign out: the viewer's own session ends. */
  async logout(viewer: Viewer): Promise<void> {
    requireSession(viewer, 'sign out (revoke the token instead)');
    await this.revoke(viewer, viewer.sessionId!);
  }

  /** "Sign out everywhere else": every live session of the viewer but this one. Returns how many. */
  async revokeOthers(viewer: Viewer): Promise<number> {
    requireSession(viewer, 'sign sessions out');
    const count = await this.revokeAll(viewer.id, this.dataSource.manager, viewer.sessionId);
    if (count) await this.announce(viewer.id);
    return count;
  }

  /**
   * Marks every live session of the user revoked but `except` (a password change keeps the one
   * that made it), in the caller's transaction; the caller announces after it commits.
   */
  async revokeAll(userId: string, manager: EntityManager, except?: string): Promise<number> {
    const [, count]: [unknown[], number] = await manager.query(REVOKE_ALL_SESSIONS, [userId, except ?? null]);
    return count;
  }

  /**
   * Some of the user's sessions were revoked: every instance drops its cached viewer before this
   * resolves (a revoked token answers 401 anywhere from the next request on), and the user's live
   * sockets re-check their tokens and close.
   */
  async announce(userId: string): Promise<void> {
    await this.deps.viewers?.revoke(userId);
    this.deps.events?.publish(userId, { type: 'sessions-revoked' });
  }
}

import type { DataSource } from 'typeorm';
import { UserEntity } from '../../../db/entities';
import { isUuid } from '../../../domain/validation/uuid';
import { LAST_SEEN_RESOLUTION_MS, MARK_SESSION_SEEN } from '../queries/sessions.queries';

/**
 * The token check's database step for a session JWT (auth/session-tokens.ts): the user's row when
 * the session is live (not revoked, not expired, the user's own), else null — one statement. A
 * session last seen over a minute ago is marked seen now. Called only when the instance's viewer
 * cache cannot answer (at most every VIEWER_CACHE_TTL_MS per session and instance), so a session
 * in use is never more than about a minute and a half behind in the list.
 */
export function signedInUserLoader(dataSource: DataSource) {
  const users = dataSource.getRepository(UserEntity);
  return async (userId: string, sessionId: string): Promise<UserEntity | null> => {
    if (!isUuid(userId) || !isUuid(sessionId)) return null;
    const { entities, raw } = await users
      .createQueryBuilder('u')
      .innerJoin(
        'sessions',
        's',
        's.id = :sessionId AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()',
        { sessionId },
      )
      .addSelect('s.last_seen_at', 'session_last_seen_at')
      .where('u.id = :userId', { userId })
      .getRawAndEntities<{ session_last_seen_at: Date }>();
    const user = entities[0];
    if (!user) return null;
    const lastSeen = new Date(raw[0].session_last_seen_at).getTime();
    if (Date.now() - lastSeen >= LAST_SEEN_RESOLUTION_MS) {
      // Conditional, so parallel requests (or instances) write once.
      await dataSource.query(MARK_SESSION_SEEN, [sessionId, userId]);
    }
    return user;
  };
}

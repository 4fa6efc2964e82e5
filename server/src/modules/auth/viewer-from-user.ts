import type { UserEntity } from '../../db/entities';
import type { Viewer } from './viewer';

export function viewerFromUser(user: UserEntity): Viewer {
  return { id: user.id, email: user.email, username: user.username, timezone: user.timezone, isDemo: user.isDemo };
}

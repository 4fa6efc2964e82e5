import type { UserEntity } from '../../db/entities';
import type { Viewer } from './viewer';

/**
 * What login and registration need from the users' rows, declared by auth/ itself: users/
 * (UsersService) builds on auth/ (passwords, the viewer, its cache) and provides this, so auth/
 * does not import users/ back.
 */
export interface UserAccounts {
  findByEmail(email: string): Promise<UserEntity | null>;
  get(viewer: Viewer): Promise<UserEntity>;
  create(input: { email: string; username: string; password: string }): Promise<UserEntity>;
}

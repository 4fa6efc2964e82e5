import type { DataSource, EntityManager, Repository } from 'typeorm';
import { UserEntity } from '../../db/entities';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../../errors';
import type { UsersService } from '../users/users.service';
import { AUTH_MESSAGES } from './auth-messages';
import type { LoginThrottle } from './login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { newPasswordProblem } from './password-policy';
import { issueToken } from './tokens';
import type { Viewer } from './viewer';
import type { EventBus } from '../../live/live-events';
import { requireSession } from './session-only';
import type { ViewerCache } from './viewer-cache';
import { SPEND_USER_RESET_TOKENS } from './queries/password-reset.queries';

export interface AuthResult {
  token: string;
  user: UserEntity;
}

/** Login, registration and password checks. Every failed password check counts toward throttling. */
export class AuthService {
  private readonly users: Repository<UserEntity>;

  constructor(
    dataSource: DataSource,
    private readonly deps: {
      usersService: UsersService;
      throttle: LoginThrottle;
      jwtSecret: string;
      registrationOpen: boolean;
      /** Live sockets of a user whose sessions were revoked re-check their token (issue 14). */
      events?: EventBus;
      /** Every instance's cached copy of a user's row, dropped when the row changes. */
      viewers?: ViewerCache;
    },
  ) {
    this.users = dataSource.getRepository(UserEntity);
  }

  /** Unknown email and wrong password answer alike, in comparable time (a dummy hash is checked). */
  async login(email: string, password: string, rememberMe: boolean, ip: string): Promise<AuthResult> {
    const attempt = await this.deps.throttle.begin(email ?? '', ip);
    const user = await this.deps.usersService.findByEmail(email ?? '');
    const ok = user
      ? await verifyPassword(user.passwordHash, password ?? '')
      : (await burnPasswordCheck(password ?? ''), false);
    if (!user || !ok) throw new UnauthenticatedError(AUTH_MESSAGES.badCredentials);
    await this.deps.throttle.succeeded(attempt);
    return { token: issueToken(this.deps.jwtSecret, user, rememberMe), user };
  }

  async register(input: { email: string; username: string; password: string }): Promise<AuthResult> {
    if (!this.deps.registrationOpen) throw new ForbiddenError(AUTH_MESSAGES.registrationClosed);
    const user = await this.deps.usersService.create(input);
    return { token: issueToken(this.deps.jwtSecret, user), user };
  }

  /** True when `password` is the viewer's; throttled like login (RATE_LIMITED after 10 misses). */
  async verifyPassword(viewer: Viewer, password: string, ip: string): Promise<boolean> {
    requireSession(viewer, 'check the password');
    if (!password) throw new ValidationError({ password: AUTH_MESSAGES.passwordRequired });
    const attempt = await this.deps.throttle.begin(viewer.email, ip);
    const user = await this.deps.usersService.get(viewer);
    const ok = await verifyPassword(user.passwordHash, password);
    if (ok) await this.deps.throttle.succeeded(attempt);
    return ok;
  }

  /** Sets a new password and revokes every token issued before; returns a fresh token. */
  async changePassword(viewer: Viewer, currentPassword: string, newPassword: string, ip: string): Promise<string> {
    requireSession(viewer, 'change the password');
    const errors: Record<string, string> = {};
    if (!currentPassword) errors.currentPassword = AUTH_MESSAGES.currentPasswordRequired;
    const problem = newPasswordProblem(newPassword, viewer.email);
    if (problem) errors.newPassword = problem;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    if (viewer.isDemo) throw new ForbiddenError(AUTH_MESSAGES.demoPassword);
    if (!(await this.verifyPassword(viewer, currentPassword, ip))) {
      throw new ValidationError({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
    }
    await this.setPassword(viewer.id, newPassword);
    const user = await this.deps.usersService.get(viewer);
    return issueToken(this.deps.jwtSecret, user);
  }

  /**
   * Stores the new hash and bumps the token version (every session issued before dies), and
   * spends every open reset token of the user, in one transaction: a reset link mailed before a
   * password change must not work after it.
   */
  async setPassword(userId: string, newPassword: string, manager?: EntityManager): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    const write = async (m: EntityManager) => {
      await m
        .createQueryBuilder()
        .update(UserEntity)
        .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
        .where('id = :id', { id: userId })
        .execute();
      await m.query(SPEND_USER_RESET_TOKENS, [userId]);
    };
    // With a caller's transaction, the caller announces once it has committed.
    if (manager) return write(manager);
    await this.users.manager.transaction(write);
    await this.announceSessionsRevoked(userId);
  }

  /**
   * Every older token of the user is invalid now: every instance drops its cached viewer before
   * this resolves (so the old token answers 401 anywhere from the next request on), and open live
   * sockets re-check theirs and close.
   */
  async announceSessionsRevoked(userId: string): Promise<void> {
    await this.deps.viewers?.revoke(userId);
    this.deps.events?.publish(userId, { type: 'sessions-revoked' });
  }
}

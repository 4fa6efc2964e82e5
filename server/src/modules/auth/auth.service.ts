import type { DataSource, EntityManager, Repository } from 'typeorm';
import { UserEntity } from '../../db/entities';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../../errors';
import type { UserAccounts } from './user-accounts';
import { AUTH_MESSAGES } from './auth-messages';
import type { LoginThrottle } from './login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { newPasswordProblem } from './password-policy';
import { issueToken } from './tokens';
import type { Viewer } from './viewer';
import { requireSession } from './session-only';
import type { SessionsService } from './sessions/sessions.service';
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
      usersService: UserAccounts;
      throttle: LoginThrottle;
      jwtSecret: string;
      registrationOpen: boolean;
      /** Each sign-in is a session row its JWT names (signing out revokes it). */
      sessions: SessionsService;
    },
  ) {
    this.users = dataSource.getRepository(UserEntity);
  }

  /** Unknown email and wrong password answer alike, in comparable time (a dummy hash is checked). */
  async login(
    email: string,
    password: string,
    rememberMe: boolean,
    ip: string,
    userAgent?: string,
  ): Promise<AuthResult> {
    const attempt = await this.deps.throttle.begin(email ?? '', ip);
    const user = await this.deps.usersService.findByEmail(email ?? '');
    const ok = user
      ? await verifyPassword(user.passwordHash, password ?? '')
      : (await burnPasswordCheck(password ?? ''), false);
    if (!user || !ok) throw new UnauthenticatedError(AUTH_MESSAGES.badCredentials);
    await this.deps.throttle.succeeded(attempt);
    return { token: await this.signIn(user, rememberMe, userAgent), user };
  }

  async register(
    input: { email: string; username: string; password: string },
    userAgent?: string,
  ): Promise<AuthResult> {
    const user = await this.createUser(input);
    return { token: await this.signIn(user, false, userAgent), user };
  }

  /** Registration without signing in (REST answers the user alone). */
  async createUser(input: { email: string; username: string; password: string }): Promise<UserEntity> {
    if (!this.deps.registrationOpen) throw new ForbiddenError(AUTH_MESSAGES.registrationClosed);
    return this.deps.usersService.create(input);
  }

  /** A new session row and the JWT that names it. */
  private async signIn(user: UserEntity, rememberMe: boolean, userAgent: string | undefined): Promise<string> {
    const session = await this.deps.sessions.start(user.id, userAgent, rememberMe);
    return issueToken(this.deps.jwtSecret, user, session, session.issuedAt);
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

  /**
   * Sets a new password and revokes every other session and every token issued before; returns a
   * fresh token for the caller's own session (same row, same expiry, the new token version).
   */
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
    await this.setPassword(viewer.id, newPassword, undefined, viewer.sessionId);
    const user = await this.deps.usersService.get(viewer);
    const session = await this.deps.sessions.get(viewer.id, viewer.sessionId!);
    return issueToken(this.deps.jwtSecret, user, session);
  }

  /**
   * Stores the new hash, bumps the token version (every token issued before dies), marks every
   * session revoked but `keepSession` (the one changing the password), and spends every open reset
   * token of the user, in one transaction: a reset link mailed before a password change must not
   * work after it.
   */
  async setPassword(userId: string, newPassword: string, manager?: EntityManager, keepSession?: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    const write = async (m: EntityManager) => {
      await m
        .createQueryBuilder()
        .update(UserEntity)
        .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
        .where('id = :id', { id: userId })
        .execute();
      await m.query(SPEND_USER_RESET_TOKENS, [userId]);
      await this.deps.sessions.revokeAll(userId, m, keepSession);
    };
    // With a caller's transaction, the caller announces once it has committed.
    if (manager) return write(manager);
    await this.users.manager.transaction(write);
    await this.announceSessionsRevoked(userId);
  }

  /** Every older token of the user is invalid now: see SessionsService.announce. */
  announceSessionsRevoked(userId: string): Promise<void> {
    return this.deps.sessions.announce(userId);
  }
}

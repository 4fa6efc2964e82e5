import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../../db/entities';
import { ValidationError } from '../../errors';
import { logger } from '../../logger';
import { MailNotConfiguredError, type MailService } from '../mail/mail.service';
import { AUTH_MESSAGES } from './auth-messages';
import type { AuthService } from './auth.service';
import type { LoginThrottle } from './login-throttle';
import { newPasswordProblem } from './password-policy';
import { INSERT_RESET_TOKEN, RESET_TOKEN_OWNER, SPEND_RESET_TOKEN } from './queries/password-reset.queries';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Password reset: a single-use random token, stored only as its SHA-256 hash, valid for one
 * hour and mailed as a /reset-password?token= link. The request answers the same, in the same
 * time, whether or not the email exists; a password change by any route spends open tokens.
 */
export class PasswordResetService {
  /** Mails still being sent (they run after the answer); `settled()` waits for them. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { authService: AuthService; throttle: LoginThrottle; mail: MailService; publicUrl: string },
  ) {}

  /**
   * Both paths do the same work: the throttle's two counters, a token and its hash, and one
   * INSERT … SELECT that writes a row only when the address is a (non-demo) user. The mail
   * (SMTP can take seconds) is sent after the answer.
   */
  async request(email: string, ip: string): Promise<void> {
    const address = (email ?? '').trim().toLowerCase();
    await this.deps.throttle.resetRequested(address, ip);
    const token = crypto.randomBytes(32).toString('base64url');
    // The demo password is fixed (it is shown on the login screen): no reset for it.
    const rows: Array<{ user_id: string }> = await this.dataSource.query(INSERT_RESET_TOKEN, [
      address,
      hashResetToken(token),
      new Date(Date.now() + RESET_TOKEN_TTL_MS),
    ]);
    if (rows.length) this.mailInBackground(address, token);
  }

  /** Resolves when every reset mail started so far was sent or failed (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  private mailInBackground(to: string, token: string): void {
    const link = `${this.deps.publicUrl}/reset-password?token=${token}`;
    const sent = this.deps.mail
      .send({
        to,
        subject: 'Reset your Candlog password',
        text: `Someone asked to reset the password of your Candlog account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this mail.`,
      })
      .catch((error) => {
        // Not configured is already logged (without the link); other failures name no token either.
        if (!(error instanceof MailNotConfiguredError)) logger.error('password reset mail failed', error);
      })
      .finally(() => this.sending.delete(sent));
    this.sending.add(sent);
  }

  /** Consumes the token (once) and sets the password; every other open token of the user dies too. */
  async complete(token: string, newPassword: string): Promise<void> {
    if (!newPassword) throw new ValidationError({ newPassword: AUTH_MESSAGES.passwordRequired });
    const tokenHash = hashResetToken(token ?? '');
    // The account's e-mail for the policy check, before the token is spent (a refused password
    // leaves the link usable).
    const owner: Array<{ email: string }> = await this.dataSource.query(RESET_TOKEN_OWNER, [tokenHash]);
    const problem = newPasswordProblem(newPassword, owner[0]?.email);
    if (problem) throw new ValidationError({ newPassword: problem });
    const userId = await this.dataSource.transaction(async (manager) => {
      // TypeORM answers an UPDATE … RETURNING with [rows, affectedCount].
      const [rows]: [Array<{ user_id: string }>, number] = await manager.query(SPEND_RESET_TOKEN, [tokenHash]);
      const id = rows[0]?.user_id;
      const user = id ? await manager.findOneBy(UserEntity, { id }) : null;
      if (!user || user.isDemo) throw new ValidationError({ token: AUTH_MESSAGES.resetTokenInvalid });
      // Also spends the user's other open tokens and revokes every session, in this transaction.
      await this.deps.authService.setPassword(user.id, newPassword, manager);
      return user.id;
    });
    await this.deps.authService.announceSessionsRevoked(userId);
  }
}

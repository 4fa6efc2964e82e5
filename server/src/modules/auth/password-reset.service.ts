import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PasswordResetTokenEntity, UserEntity } from '../../db/entities';
import { ValidationError } from '../../errors';
import { logger } from '../../logger';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from './auth-messages';
import type { AuthService } from './auth.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Password reset: a single-use random token, stored only as its SHA-256 hash, valid for one
 * hour and mailed as a /reset-password?token= link. The request answers the same whether or
 * not the email exists.
 */
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { usersService: UsersService; authService: AuthService; mail: MailService; publicUrl: string },
  ) {}

  async request(email: string): Promise<void> {
    const user = await this.deps.usersService.findByEmail(email ?? '');
    if (!user || user.isDemo) return; // the demo password is fixed (it is shown on the login screen)
    const token = crypto.randomBytes(32).toString('base64url');
    await this.dataSource.getRepository(PasswordResetTokenEntity).insert({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${this.deps.publicUrl}/reset-password?token=${token}`;
    // A mail failure must not tell the caller whether the address exists.
    await this.deps.mail.send({
      to: user.email,
      subject: 'Reset your Candlog password',
      text: `Someone asked to reset the password of your Candlog account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this mail.`,
    }).catch((error) => logger.error('password reset mail failed', error));
  }

  /** Consumes the token (once) and sets the password; every other open token of the user dies too. */
  async complete(token: string, newPassword: string): Promise<void> {
    if (!newPassword) throw new ValidationError({ newPassword: AUTH_MESSAGES.passwordRequired });
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new ValidationError({ newPassword: AUTH_MESSAGES.passwordTooShort });
    const userId = await this.dataSource.transaction(async (manager) => {
      // TypeORM answers an UPDATE … RETURNING with [rows, affectedCount].
      const [rows]: [Array<{ user_id: string }>, number] = await manager.query(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
        [hashResetToken(token ?? '')],
      );
      const id = rows[0]?.user_id;
      if (!id) return null;
      await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [id]);
      const user = await manager.findOneBy(UserEntity, { id });
      return user && !user.isDemo ? id : null;
    });
    if (!userId) throw new ValidationError({ token: AUTH_MESSAGES.resetTokenInvalid });
    await this.deps.authService.setPassword(userId, newPassword);
  }
}

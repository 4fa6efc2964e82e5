import type { DataSource } from 'typeorm';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { logger } from '../../logger';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import type { AuthService } from '../auth/auth.service';
import { requireSession } from '../auth/session-only';
import type { SessionsService } from '../auth/sessions/sessions.service';
import type { Viewer } from '../auth/viewer';
import type { MailService } from '../mail/mail.service';
import { DELETE_USER } from './queries/users.queries';
import { sweepUserFiles } from './user-files';

export const DEMO_CANNOT_LEAVE = 'The demo user cannot be deleted';

/**
 * Leaving for good (issue 35 item 3): with the password, the user and everything they own go in one
 * transaction (every user table cascades from `users`; tests/integration/users/delete-me.test.ts
 * walks every table with a user_id or account_id column, so a table added later without its
 * cascade fails there), then their files under the data directory are swept, every session and
 * socket is closed at once, and a confirmation mail goes out. The demo user stays.
 */
export class UserDeletionService {
  constructor(
    private readonly db: DataSource,
    private readonly deps: { auth: AuthService; sessions: SessionsService; mail: MailService; dataDir: string },
  ) {}

  async deleteSelf(viewer: Viewer, password: unknown, ip: string): Promise<void> {
    // Wiping a user needs its owner at the keyboard: a session and the password, never a token.
    requireSession(viewer, 'delete your user');
    if (viewer.isDemo) throw new ForbiddenError(DEMO_CANNOT_LEAVE);
    if (typeof password !== 'string' || !password) {
      throw new ValidationError({ password: AUTH_MESSAGES.passwordRequired });
    }
    if (!(await this.deps.auth.verifyPassword(viewer, password, ip))) {
      throw new ValidationError({ password: AUTH_MESSAGES.incorrectPassword });
    }
    const deleted = await this.db.transaction(async (manager) => {
      // TypeORM answers a DELETE … RETURNING as [rows, affected count].
      const [rows]: [Array<{ id: string; email: string; username: string }>, number] = await manager.query(
        DELETE_USER,
        [viewer.id],
      );
      return rows[0] ?? null;
    });
    if (!deleted) throw new NotFoundError('User not found');
    // Committed: every instance forgets the viewer and the user's sockets close (their sessions'
    // rows went with the user, so the next check of any token answers 401).
    await this.deps.sessions.announce(viewer.id);
    const swept = await sweepUserFiles(this.deps.dataDir, viewer.id).catch((error: unknown) => {
      logger.error('deleted user: file sweep failed', error);
      return [];
    });
    if (swept.length) logger.info(`deleted user: ${swept.length} folder(s) of files removed`);
    await this.deps.mail
      .send({
        to: deleted.email,
        subject: 'Your Candlog account was deleted',
        text:
          `Hello ${deleted.username},\n\nYour Candlog user and everything in it — trading accounts, trades, ` +
          'cash flows, notes, imports and files — were deleted at your request. Every session was signed out.\n\n' +
          'This cannot be undone. If it was not you, reply to this mail.',
      })
      .catch((error: unknown) => logger.error('deleted user: confirmation mail not sent', error));
  }
}

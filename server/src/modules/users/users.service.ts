import type { DataSource, Repository } from 'typeorm';
import { UserEntity } from '../../db/entities';
import { NotFoundError, ValidationError } from '../../errors';
import { AUTH_MESSAGES, isEmail } from '../auth/auth-messages';
import { hashPassword } from '../auth/password';
import { newPasswordProblem } from '../auth/password-policy';
import type { Viewer } from '../auth/viewer';

export interface NewUser {
  email: string;
  username: string;
  password: string;
}

/** A zone the runtime knows (IANA names such as Europe/Berlin; also UTC). */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class UsersService {
  private readonly users: Repository<UserEntity>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(UserEntity);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  async get(viewer: Viewer): Promise<UserEntity> {
    const user = await this.users.findOneBy({ id: viewer.id });
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /** Used by register and by `npm run user:create`. Email stored lowercased and unique. */
  async create(input: NewUser): Promise<UserEntity> {
    const errors: Record<string, string> = {};
    const email = (input.email ?? '').trim().toLowerCase();
    const username = (input.username ?? '').trim();
    if (!isEmail(email)) errors.email = AUTH_MESSAGES.emailInvalid;
    if (!username) errors.username = AUTH_MESSAGES.usernameRequired;
    const passwordProblem = newPasswordProblem(input.password, email);
    if (passwordProblem) errors.password = passwordProblem;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    if (await this.findByEmail(email)) throw new ValidationError({ email: AUTH_MESSAGES.emailTaken });
    const passwordHash = await hashPassword(input.password);
    // Two registrations of one address at once both pass the check above: the unique index lets
    // one in, and the other gets the same answer as if it had come second (not a failed INSERT).
    const rows: Array<{ id: string }> = await this.users.query(
      `INSERT INTO users (email, username, password_hash) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, username, passwordHash],
    );
    if (!rows[0]) throw new ValidationError({ email: AUTH_MESSAGES.emailTaken });
    return this.users.findOneByOrFail({ id: rows[0].id });
  }

  async updateTimezone(viewer: Viewer, timezone: string): Promise<UserEntity> {
    const zone = (timezone ?? '').trim();
    if (!isKnownTimeZone(zone)) throw new ValidationError({ timezone: AUTH_MESSAGES.timezoneInvalid });
    await this.users.update({ id: viewer.id }, { timezone: zone, timezoneSet: true });
    return this.get(viewer);
  }
}

import type { DataSource, Repository } from 'typeorm';
import { UserEntity } from '../../db/entities';
import { TEXT_LIMITS } from '../../domain/validation/limits';
import { checkText, textProblem } from '../../domain/validation/text-input';
import { NotFoundError, ValidationError } from '../../errors';
import { AUTH_MESSAGES, isEmail } from '../auth/auth-messages';
import { hashPassword } from '../auth/password';
import { newPasswordProblem } from '../auth/password-policy';
import type { Viewer } from '../auth/viewer';
import type { ViewerCache } from '../auth/viewer-cache';
import { INSERT_USER } from './queries/users.queries';
import { TimeZoneCatalog } from './time-zone-catalog';

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
  private readonly zones: TimeZoneCatalog;

  constructor(
    dataSource: DataSource,
    /** Drops every instance's cached viewer of a user whose row changed (auth/viewer-cache.ts). */
    private readonly viewers?: ViewerCache,
  ) {
    this.users = dataSource.getRepository(UserEntity);
    this.zones = new TimeZoneCatalog(dataSource);
    this.zones.warm();
  }

  /** Null for an address no account can have (too long, or text PostgreSQL cannot compare). */
  async findByEmail(email: string): Promise<UserEntity | null> {
    const normalised = String(email ?? '')
      .trim()
      .toLowerCase();
    if (!normalised || normalised.length > TEXT_LIMITS.email || textProblem(normalised)) return null;
    return this.users.findOneBy({ email: normalised });
  }

  async get(viewer: Viewer): Promise<UserEntity> {
    const user = await this.users.findOneBy({ id: viewer.id });
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /** Used by register and by `npm run user:create`. Email stored lowercased and unique. */
  async create(input: NewUser): Promise<UserEntity> {
    const errors: Record<string, string> = {};
    const email = (checkText(input.email, 'email', 'Email', TEXT_LIMITS.email, errors) ?? '').toLowerCase();
    const username = checkText(input.username, 'username', 'Username', TEXT_LIMITS.username, errors) ?? '';
    if (!errors.email && !isEmail(email)) errors.email = AUTH_MESSAGES.emailInvalid;
    if (!username && !errors.username) errors.username = AUTH_MESSAGES.usernameRequired;
    const passwordProblem = newPasswordProblem(input.password, email);
    if (passwordProblem) errors.password = passwordProblem;
    if (Object.keys(errors).length) throw new ValidationError(errors);
    if (await this.findByEmail(email)) throw new ValidationError({ email: AUTH_MESSAGES.emailTaken });
    const passwordHash = await hashPassword(input.password);
    // Two registrations of one address at once both pass the check above: the unique index lets
    // one in, and the other gets the same answer as if it had come second (not a failed INSERT).
    const rows: Array<{ id: string }> = await this.users.query(INSERT_USER, [email, username, passwordHash]);
    if (!rows[0]) throw new ValidationError({ email: AUTH_MESSAGES.emailTaken });
    return this.users.findOneByOrFail({ id: rows[0].id });
  }

  async updateTimezone(viewer: Viewer, timezone: string): Promise<UserEntity> {
    const sent = String(timezone ?? '').trim();
    // Both must know it: SQL buckets days with AT TIME ZONE, JavaScript formats "today" with Intl.
    const zone = isKnownTimeZone(sent) ? await this.zones.canonical(sent) : null;
    if (!zone || !isKnownTimeZone(zone)) throw new ValidationError({ timezone: AUTH_MESSAGES.timezoneInvalid });
    await this.users.update({ id: viewer.id }, { timezone: zone, timezoneSet: true });
    // The viewer carries the zone (days, weeks and hours are bucketed in it on every request).
    await this.viewers?.revoke(viewer.id);
    return this.get(viewer);
  }
}

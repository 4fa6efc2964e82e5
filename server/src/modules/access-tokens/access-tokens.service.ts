import type { DataSource, Repository } from 'typeorm';
import { AccessTokenEntity, UserEntity } from '../../db/entities';
import { ACCESS_TOKEN_SCOPES, type AccessTokenScope } from '../../db/entities/access-token.entity';
import { NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../accounts/accounts.service';
import { requireSession } from '../auth/session-only';
import type { Viewer } from '../auth/viewer';
import type { EventBus } from '../../live/live-events';
import { viewerFromUser } from '../auth/viewer-from-user';
import { hashAccessTokenSecret, isWellFormedSecret, newAccessTokenSecret, sameHash } from './access-token-secret';

export const MAX_TOKEN_NAME_LENGTH = 100;
/** Tokens one user may hold at once (expired ones count until revoked). */
export const MAX_ACCESS_TOKENS = 50;
/** lastUsedAt is written at most this often per token, so a script's reads do not each write. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export interface NewAccessToken {
  name: string | null | undefined;
  scope: string | null | undefined;
  expiresAt?: Date | string | null;
}

export interface CreatedAccessToken {
  /** Shown once; only its hash is kept. */
  secret: string;
  accessToken: AccessTokenEntity;
}

/** Personal access tokens: created, listed and revoked by a signed-in session; checked on every bearer request. */
export class AccessTokensService {
  private readonly tokens: Repository<AccessTokenEntity>;
  private readonly users: Repository<UserEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
    /** Tells the owner's live sockets to re-check their credential when a token is revoked. */
    private readonly events?: EventBus,
  ) {
    this.tokens = dataSource.getRepository(AccessTokenEntity);
    this.users = dataSource.getRepository(UserEntity);
  }

  async create(viewer: Viewer, input: NewAccessToken): Promise<CreatedAccessToken> {
    requireSession(viewer, 'create access tokens');
    const { name, scope, expiresAt } = this.validate(input);
    const held = await this.tokens.countBy({ userId: viewer.id });
    if (held >= MAX_ACCESS_TOKENS)
      throw new ValidationError({ name: `You already have ${MAX_ACCESS_TOKENS} access tokens; revoke one first` });
    const secret = newAccessTokenSecret();
    const saved = await this.tokens.save(
      this.tokens.create({ userId: viewer.id, name, scope, expiresAt, tokenHash: hashAccessTokenSecret(secret) }),
    );
    return { secret, accessToken: await this.tokens.findOneByOrFail({ id: saved.id, userId: viewer.id }) };
  }

  /** The viewer's tokens, newest first (never their secrets). */
  list(viewer: Viewer): Promise<AccessTokenEntity[]> {
    requireSession(viewer, 'list access tokens');
    return this.tokens.find({ where: { userId: viewer.id }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** Deletes the token: its next request answers 401. Returns the id. */
  async revoke(viewer: Viewer, id: string): Promise<string> {
    requireSession(viewer, 'revoke access tokens');
    const result = isUuid(id) ? await this.tokens.delete({ id, userId: viewer.id }) : { affected: 0 };
    if (!result.affected) throw new NotFoundError('Access token not found');
    // A live socket opened with this token closes at once (live-socket.ts re-checks on this event).
    this.events?.publish(viewer.id, { type: 'sessions-revoked' });
    return id;
  }

  /**
   * The viewer a bearer secret stands for, or null (unknown, revoked or expired: all alike, so
   * the caller answers 401 as for a bad session token). Touches lastUsedAt at most once a minute.
   */
  async authenticate(secret: string): Promise<Viewer | null> {
    if (!isWellFormedSecret(secret)) return null;
    const hash = hashAccessTokenSecret(secret);
    const token = await this.tokens
      .createQueryBuilder('t')
      .addSelect('t.tokenHash')
      .where('t.token_hash = :hash', { hash })
      .getOne();
    if (!token || !sameHash(token.tokenHash, hash)) return null;
    const now = this.now();
    if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) return null;
    const user = await this.users.findOneBy({ id: token.userId });
    if (!user) return null;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      // Conditional, so parallel first requests write once.
      await this.tokens
        .createQueryBuilder()
        .update()
        .set({ lastUsedAt: now })
        .where('id = :id AND user_id = :userId AND (last_used_at IS NULL OR last_used_at <= :stale)', {
          id: token.id,
          userId: token.userId,
          stale: new Date(now.getTime() - LAST_USED_RESOLUTION_MS),
        })
        .execute();
    }
    return { ...viewerFromUser(user), accessToken: { id: token.id, scope: token.scope } };
  }

  private validate(input: NewAccessToken): { name: string; scope: AccessTokenScope; expiresAt: Date | null } {
    const errors: Record<string, string> = {};
    const name = (input.name ?? '').trim();
    if (!name) errors.name = 'Name is required';
    else if (name.length > MAX_TOKEN_NAME_LENGTH)
      errors.name = `Name must be at most ${MAX_TOKEN_NAME_LENGTH} characters`;
    const scope = input.scope as AccessTokenScope;
    if (!scope) errors.scope = 'Scope is required';
    else if (!ACCESS_TOKEN_SCOPES.includes(scope)) errors.scope = 'Scope must be READ or READ_WRITE';
    let expiresAt: Date | null = null;
    if (input.expiresAt !== undefined && input.expiresAt !== null && input.expiresAt !== '') {
      expiresAt = input.expiresAt instanceof Date ? input.expiresAt : new Date(input.expiresAt);
      if (Number.isNaN(expiresAt.getTime())) errors.expiresAt = 'Expiry must be a date-time like 2027-01-31T00:00:00Z';
      else if (expiresAt.getTime() <= this.now().getTime()) errors.expiresAt = 'Expiry must be in the future';
      else if (expiresAt.getUTCFullYear() > 9999) errors.expiresAt = 'Expiry must be before the year 10000';
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return { name, scope, expiresAt };
  }
}

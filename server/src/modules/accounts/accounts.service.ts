import type { DataSource, Repository } from 'typeorm';
import { TradingAccountEntity } from '../../db/entities';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../../domain/validation/uuid';
import { checkAccountChanges, checkNewAccount, type AccountDraft } from '../../domain/validation/account-rules';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { primaryOnlyPool } from '../../db/read-routing';
import type { AuthService } from '../auth/auth.service';
import type { Viewer } from '../auth/viewer';
import type { StrategiesService } from '../strategies/strategies.service';
import type { ChangeKind, EventBus } from '../../live/live-events';
import { requireSession } from '../auth/session-only';
import {
  FIND_OWNED_ACCOUNT,
  LOCK_USER_FOR_ACCOUNT_DELETE,
  SET_ACCOUNT_TRADES_STRATEGY,
} from './queries/accounts.queries';

/** Also the answer for another user's account: its existence is not revealed. */
export const ACCOUNT_NOT_FOUND = 'Trading account not found';

export const DEMO_LAST_ACCOUNT = 'The demo account must keep at least one trading account';

/** Trading accounts of the viewer; another user's id answers like a missing one. */
export class AccountsService {
  private readonly accounts: Repository<TradingAccountEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { strategies: StrategiesService; auth: AuthService; events?: EventBus },
  ) {
    this.accounts = dataSource.getRepository(TradingAccountEntity);
  }

  list(viewer: Viewer): Promise<TradingAccountEntity[]> {
    return this.accounts.find({ where: { userId: viewer.id }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async get(viewer: Viewer, id: string): Promise<TradingAccountEntity> {
    const account = isUuid(id) ? await this.findOwned(viewer.id, id) : null;
    if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    return account;
  }

  /** Creates the account and makes its strategy (by name) exist for the viewer. */
  async create(viewer: Viewer, draft: AccountDraft): Promise<TradingAccountEntity> {
    const checked = checkNewAccount(draft);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const { strategy, ...values } = checked.values;
    const created = await this.dataSource.transaction(async (manager) => {
      const strategyId = strategy ? await this.deps.strategies.ensure(viewer, strategy, manager) : null;
      return manager.save(manager.create(TradingAccountEntity, { ...values, userId: viewer.id, strategyId }));
    });
    this.announce(viewer, 'CREATED', created.id);
    return created;
  }

  /** Name, description, currency, strategy, active flag; the account's trades follow its strategy. */
  async update(viewer: Viewer, id: string, draft: AccountDraft): Promise<TradingAccountEntity> {
    const account = await this.get(viewer, id);
    const checked = checkAccountChanges(draft);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const { strategy, ...values } = checked.values;
    const updated = await this.dataSource.transaction(async (manager) => {
      Object.assign(account, values);
      if (strategy !== undefined) {
        account.strategyId = strategy ? await this.deps.strategies.ensure(viewer, strategy, manager) : null;
        await manager.query(SET_ACCOUNT_TRADES_STRATEGY, [account.strategyId, account.id, viewer.id]);
      }
      return manager.save(account);
    });
    this.announce(viewer, 'UPDATED', updated.id);
    return updated;
  }

  /**
   * Deletes the account and (by cascade) its trades. GraphQL passes the password and it is
   * checked here; REST callers verified it just before through /api/auth/verify-password.
   */
  async delete(viewer: Viewer, id: string, check?: { password: string; ip: string }): Promise<string> {
    // Destroying an account and its trades needs the owner at the keyboard: a session (REST keeps
    // the spec's body-less DELETE for it) or the password (GraphQL), never an access token alone
    // — a leaked READ_WRITE token may edit, not wipe (issue 29 item 3).
    requireSession(viewer, 'delete a trading account');
    const account = await this.get(viewer, id);
    if (check) {
      if (!check.password) throw new ValidationError({ password: AUTH_MESSAGES.passwordRequired });
      if (!(await this.deps.auth.verifyPassword(viewer, check.password, check.ip))) {
        throw new ValidationError({ password: AUTH_MESSAGES.incorrectPassword });
      }
    }
    await this.dataSource.transaction(async (manager) => {
      // The user row's lock serialises parallel deletes of one user's accounts: each counts
      // after the previous one committed, so "at least one left" holds under any concurrency.
      // NO KEY UPDATE: trade inserts (their foreign-key KEY SHARE on users) are not held up.
      await manager.query(LOCK_USER_FOR_ACCOUNT_DELETE, [viewer.id]);
      if (viewer.isDemo && (await manager.countBy(TradingAccountEntity, { userId: viewer.id })) <= 1) {
        throw new ForbiddenError(DEMO_LAST_ACCOUNT);
      }
      await manager.delete(TradingAccountEntity, { id: account.id, userId: viewer.id });
    });
    this.announce(viewer, 'DELETED', account.id);
    return account.id;
  }

  /**
   * One account by id and owner. Every dashboard starts here (Query.account): without replicas it
   * is one statement on the primary's `pg` pool, hydrated by hand exactly as TypeORM would (same
   * class, same properties in column order; NUMERIC as its string, timestamptz as a Date), instead
   * of a query builder, query runner and entity transformer per call (bench:load, scenario c).
   * With replicas TypeORM keeps choosing where it reads, as before.
   */
  private async findOwned(userId: string, id: string): Promise<TradingAccountEntity | null> {
    const pool = primaryOnlyPool(this.dataSource);
    if (!pool) return this.accounts.findOneBy({ id, userId });
    const { rows } = await pool.query(FIND_OWNED_ACCOUNT, [id, userId]);
    return rows.length ? Object.assign(new TradingAccountEntity(), rows[0]) : null;
  }

  /** Tells the viewer's open screens (live updates); an account's figures follow it. */
  private announce(viewer: Viewer, kind: ChangeKind, accountId: string): void {
    this.deps.events?.publish(viewer.id, { type: 'account', kind, accountId });
    this.deps.events?.publish(viewer.id, { type: 'figures', accountId });
  }
}

// Re-exported for the modules that import it from here (imports); the one definition is in domain/.
export { isUuid };

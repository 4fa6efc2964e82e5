import type { DataSource, EntityManager } from 'typeorm';
import { TradeEntity } from '../../db/entities';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import {
  checkEmotionalTags,
  checkNotes,
  checkStopLoss,
  checkTrade,
  type TradeDraft,
} from '../../domain/validation/trade-rules';
import { publishTradeChange, type ChangeKind, type EventBus } from '../../live/live-events';
import { isUuid } from '../../domain/validation/uuid';
import type { AccountsService } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import { rootOf, userContractMultiplier } from '../../domain/instruments/user-multipliers';
import { loadMultiplierOverrides } from '../instruments/multiplier-overrides';
import { IMPORTED_TRADE_MESSAGES, lockedChanges } from './imported-trade-lock';
import { applyTradeListQuery, checkPaging, type TradeListQuery } from './trade-list-query';
import { countTrades } from './trade-count';
import { insertIntoOwnAccount } from './insert-into-own-account';
import { ACCOUNT_NOT_FOUND } from '../accounts/accounts.service';
import { tradeConnection, type TradeConnectionArgs, type TradeConnectionModel } from './trade-connection';
import { KEEP_TRADE_REVISION } from './queries/trades.queries';
import { splitLinks, type TradeLinks, type TradeLinksInput } from './trade-links';
import { deriveResult } from '../../domain/trade-pnl';
import { breakevenMoney } from '../settings/breakeven';
import { initialRiskOnCreate, initialRiskOnUpdate, type InitialRiskDraft } from './initial-risk';

/** A trade page; `total` counts on first call (once). */
export interface TradePageModel {
  items: TradeEntity[];
  total: () => Promise<number>;
}

export interface TradeInput extends TradeDraft, TradeLinksInput, InitialRiskDraft {
  accountId?: string | null;
}

export const TRADE_MESSAGES_EXTRA = {
  accountRequired: 'Account is required',
  accountLocked: 'A trade cannot move between accounts',
  versionConflict: 'This trade was changed elsewhere; reload it and try again',
} as const;

/** The trade's stored values as a draft, so an update can merge only what the caller sent. */
function draftOf(t: TradeEntity): TradeDraft {
  return {
    symbol: t.symbol,
    market: t.market,
    tradeType: t.tradeType,
    entryPrice: t.entryPrice,
    exitPrice: t.exitPrice,
    quantity: t.quantity,
    multiplier: t.multiplier,
    fees: t.fees,
    stopLoss: t.stopLoss,
    entryDate: t.entryDate,
    exitDate: t.exitDate,
    notes: t.notes,
    emotionalTags: t.emotionalTags,
  };
}

function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Trades of the viewer. pnl and result are always the server's; every change keeps a revision. */
export class TradesService {
  constructor(
    private readonly dataSource: DataSource,
    /** `links`: the tags, playbook and rule checks a trade's create and update may carry (modules/playbooks/). */
    private readonly deps: { accounts: AccountsService; events?: EventBus; links?: TradeLinks },
  ) {}

  /** Tells the viewer's open screens (live updates) once the write has committed. */
  private announce<T extends TradeEntity>(viewer: Viewer, kind: ChangeKind, trade: T): T {
    publishTradeChange(this.deps.events, viewer.id, kind, trade.accountId, trade.id);
    return trade;
  }

  /**
   * A page of the viewer's trades (OFFSET paging). `total` runs its statement only when called:
   * a page whose caller does not show the count (the dashboard's recent trades) never counts.
   */
  async list(viewer: Viewer, query: TradeListQuery): Promise<TradePageModel> {
    const { limit, offset } = checkPaging(query);
    if (query.accountId) await this.deps.accounts.get(viewer, query.accountId);
    if (query.filter?.strategyId && !isUuid(query.filter.strategyId)) return { items: [], total: async () => 0 };
    const filtered = () => {
      const qb = this.dataSource
        .getRepository(TradeEntity)
        .createQueryBuilder('t')
        .where('t.user_id = :userId', { userId: viewer.id });
      if (query.accountId) qb.andWhere('t.account_id = :accountId', { accountId: query.accountId });
      return applyTradeListQuery(qb, query, viewer.timezone);
    };
    const items = limit === 0 ? [] : await filtered().take(limit).skip(offset).getMany();
    let total: Promise<number> | null = null;
    return { items, total: () => (total ??= countTrades(this.dataSource, viewer.id, query, filtered)) };
  }

  /** Keyset pages (tradesConnection, REST cursors): see trade-connection.ts. */
  async connection(viewer: Viewer, args: TradeConnectionArgs): Promise<TradeConnectionModel> {
    if (args.accountId) await this.deps.accounts.get(viewer, args.accountId);
    return tradeConnection(this.dataSource, viewer, args);
  }

  async get(
    viewer: Viewer,
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<TradeEntity> {
    const trade = isUuid(id)
      ? await manager.findOne(TradeEntity, {
          where: { id, userId: viewer.id },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!trade) throw new NotFoundError('Trade not found');
    return trade;
  }

  async create(viewer: Viewer, withLinks: TradeInput): Promise<TradeEntity> {
    const { links, rest: input } = splitLinks(withLinks);
    const accountId = input.accountId;
    if (!accountId) throw new ValidationError({ accountId: TRADE_MESSAGES_EXTRA.accountRequired });
    const checked = checkTrade(await this.withOwnMultiplier(viewer, input), viewer.timezone);
    const riskErrors: Record<string, string> = {};
    const risk = initialRiskOnCreate(input, checked.ok ? checked.values.stopLoss : null, riskErrors);
    if (!checked.ok || Object.keys(riskErrors).length) {
      // An account that is not the viewer's is reported before the trade's own errors.
      await this.deps.accounts.get(viewer, accountId);
      throw new ValidationError({ ...(checked.ok ? {} : checked.fieldErrors), ...riskErrors });
    }
    if (links) await this.linksOf().check(viewer, links, null);
    // The stored result is the database trigger's (the user's breakeven tolerance); the answer says the same.
    const result = deriveResult(checked.values.pnl, await breakevenMoney(this.dataSource, viewer.id));
    const trade = this.dataSource
      .getRepository(TradeEntity)
      .create({ ...checked.values, result, ...risk, userId: viewer.id });
    // One statement: the account's ownership check, its id and strategy, and the INSERT … RETURNING
    // (id, version, timestamps and defaults land on `trade`); the rollup triggers run inside it.
    const inserted = isUuid(accountId) && (await insertIntoOwnAccount(this.dataSource, trade, viewer.id, accountId));
    if (!inserted) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    if (links) await this.dataSource.transaction((m) => this.linksOf().write(m, viewer, trade.id, links));
    return this.announce(viewer, 'CREATED', trade);
  }

  private linksOf(): TradeLinks {
    if (!this.deps.links) throw new Error('TradesService was built without its trade links');
    return this.deps.links;
  }

  /** A futures trade sent without a multiplier takes the user's point value for its root, before the built-in table. */
  private async withOwnMultiplier(viewer: Viewer, input: TradeInput): Promise<TradeInput> {
    const blank = input.multiplier === undefined || input.multiplier === null || String(input.multiplier).trim() === '';
    if (!blank || input.market !== 'futures' || typeof input.symbol !== 'string') return input;
    const own = await loadMultiplierOverrides(this.dataSource, viewer.id);
    const value = userContractMultiplier(input.symbol, 'futures', own);
    return own[rootOf(input.symbol)] ? { ...input, multiplier: value } : input;
  }

  /** Merges what was sent over the stored trade; `expectedVersion` guards against lost updates. */
  async update(
    viewer: Viewer,
    id: string,
    withLinks: TradeInput,
    expectedVersion?: number | null,
  ): Promise<TradeEntity> {
    const { links, rest: input } = splitLinks(withLinks);
    const updated = await this.dataSource.transaction(async (manager) => {
      const trade = await this.get(viewer, id, manager, true);
      if (expectedVersion !== undefined && expectedVersion !== null && trade.version !== expectedVersion) {
        throw new ConflictError(TRADE_MESSAGES_EXTRA.versionConflict);
      }
      const { accountId, initialStop, plannedTarget, ...changes } = input;
      if (accountId && accountId !== trade.accountId)
        throw new ValidationError({ accountId: TRADE_MESSAGES_EXTRA.accountLocked });
      if (links) await this.linksOf().write(manager, viewer, trade.id, links);
      if (trade.origin === 'import') return this.updateImported(manager, viewer, trade, input);
      const checked = checkTrade({ ...draftOf(trade), ...definedOnly(changes) }, viewer.timezone);
      const riskErrors: Record<string, string> = {};
      const risk = initialRiskOnUpdate(
        trade,
        { initialStop, plannedTarget },
        checked.ok ? checked.values.stopLoss : null,
        riskErrors,
      );
      if (!checked.ok || Object.keys(riskErrors).length)
        throw new ValidationError({ ...(checked.ok ? {} : checked.fieldErrors), ...riskErrors });
      await this.keepRevision(manager, viewer, trade.id, 'update');
      const result = deriveResult(checked.values.pnl, await breakevenMoney(manager, viewer.id));
      Object.assign(trade, checked.values, risk, { result });
      return manager.save(trade);
    });
    return this.announce(viewer, 'UPDATED', updated);
  }

  /**
   * An imported trade: its prices, quantities, dates and fees come from its executions (a rebuild
   * overwrites them), so only the journal fields (notes, tags, stop loss) change here.
   */
  private async updateImported(
    manager: EntityManager,
    viewer: Viewer,
    trade: TradeEntity,
    input: TradeInput,
  ): Promise<TradeEntity> {
    const errors = lockedChanges(trade, input, viewer.timezone);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const notes = input.notes !== undefined ? checkNotes(input.notes, errors) : trade.notes;
    const emotionalTags =
      input.emotionalTags !== undefined ? checkEmotionalTags(input.emotionalTags, errors) : trade.emotionalTags;
    const stopLoss = input.stopLoss !== undefined ? checkStopLoss(input.stopLoss, errors) : trade.stopLoss;
    const risk = initialRiskOnUpdate(trade, input, stopLoss, errors);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    await this.keepRevision(manager, viewer, trade.id, 'update');
    Object.assign(trade, { notes, emotionalTags, stopLoss }, risk);
    return manager.save(trade);
  }

  /** Imported trades are refused: the next import of their account would rebuild them; undoing the import removes them. */
  async delete(viewer: Viewer, id: string): Promise<string> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const trade = await this.get(viewer, id, manager, true);
      if (trade.origin === 'import') throw new ConflictError(IMPORTED_TRADE_MESSAGES.deleteLocked);
      await this.keepRevision(manager, viewer, trade.id, 'delete');
      await manager.delete(TradeEntity, { id: trade.id, userId: viewer.id });
      return trade;
    });
    this.announce(viewer, 'DELETED', deleted);
    return deleted.id;
  }

  /** Notes and emotional tags only (the journal screen). */
  async updateJournal(
    viewer: Viewer,
    tradeId: string,
    notes: string | null | undefined,
    tags: readonly string[],
  ): Promise<TradeEntity> {
    const errors: Record<string, string> = {};
    const emotionalTags = checkEmotionalTags(tags, errors);
    const checkedNotes = checkNotes(notes, errors);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const saved = await this.dataSource.transaction(async (manager) => {
      const trade = await this.get(viewer, tradeId, manager, true);
      await this.keepRevision(manager, viewer, trade.id, 'update');
      trade.notes = checkedNotes;
      trade.emotionalTags = emotionalTags;
      return manager.save(trade);
    });
    return this.announce(viewer, 'UPDATED', saved);
  }

  /** The audit trail: the row as it was, who changed it and when. */
  private async keepRevision(manager: EntityManager, viewer: Viewer, tradeId: string, action: 'update' | 'delete') {
    await manager.query(KEEP_TRADE_REVISION, [tradeId, viewer.id, action]);
  }
}

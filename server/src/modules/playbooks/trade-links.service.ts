import type { DataSource, EntityManager } from 'typeorm';
import { distinctIds, PLAYBOOK_LIMITS } from '../../domain/playbooks/playbook-input';
import { isUuid } from '../../domain/validation/uuid';
import { NotFoundError, ValidationError } from '../../errors';
import { publishTradeChange, type EventBus } from '../../live/live-events';
import type { Viewer } from '../auth/viewer';
import type { TradeLinks, TradeLinksInput } from '../trades/trade-links';
import { PLAYBOOK_MESSAGES } from './playbooks.service';
import { LIST_PLAYBOOKS, RULES_BY_IDS } from './queries/playbooks.queries';
import { TAGS_BY_IDS } from './queries/tags.queries';
import {
  ADD_TRADE_TAGS,
  CLEAR_RULE_CHECKS,
  CLEAR_TRADE_PLAYBOOK,
  CLEAR_TRADE_TAGS,
  INSERT_RULE_CHECKS,
  OWN_IMPORT_BATCH,
  OWN_TRADES,
  PLAYBOOKS_OF_TRADES,
  REMOVE_TRADE_TAGS,
  SET_TRADE_PLAYBOOK,
  TRADES_OF_IMPORT_BATCH,
} from './queries/trade-links.queries';
import { TAG_MESSAGES } from './tags.service';

type Db = DataSource | EntityManager;

export const TRADE_LINK_MESSAGES = {
  ruleOutsidePlaybook: "A rule checked must be one of the trade's playbook's rules",
  ruleTwice: 'A rule is checked twice',
  tooManyTags: `A trade has at most ${PLAYBOOK_LIMITS.tagsPerTrade} tags`,
  noTrades: 'Choose at least one trade',
  tooManyTrades: `At most ${PLAYBOOK_LIMITS.bulkTrades} trades at once`,
  tradeNotFound: 'Trade not found',
  nothingToDo: 'Add or remove a tag, or set a playbook',
  tradesOrBatch: 'Send trade ids or an import batch id, not both',
  batchNotFound: 'Import not found',
  batchWithoutTrades: 'This import has no trades',
} as const;

export interface BulkTagsInput {
  tradeIds?: readonly string[] | null;
  /** Instead of `tradeIds`: every trade built from this import's fills. */
  importBatchId?: string | null;
  addTagIds?: readonly string[] | null;
  removeTagIds?: readonly string[] | null;
  /** Left out: kept; null: cleared; an id: set. */
  playbookId?: string | null;
}

/**
 * The trades' tags, playbook and rule checks (issue 30). Fills trades/'s TradeLinks for a trade's
 * create and update, and tags many trades at once. Every id is looked up under the viewer:
 * another user's tag, playbook or rule answers 404 and nothing is written.
 */
export class TradeLinksService implements TradeLinks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { events?: EventBus } = {},
  ) {}

  async check(viewer: Viewer, links: TradeLinksInput, tradeId: string | null, db: Db = this.dataSource) {
    await this.checked(db, viewer, links, tradeId);
  }

  async write(manager: EntityManager, viewer: Viewer, tradeId: string, links: TradeLinksInput): Promise<void> {
    const checked = await this.checked(manager, viewer, links, tradeId);
    if (checked.tagIds) {
      await manager.query(CLEAR_TRADE_TAGS, [viewer.id, [tradeId]]);
      await manager.query(ADD_TRADE_TAGS, [viewer.id, [tradeId], checked.tagIds]);
    }
    if (links.playbookId === null) await manager.query(CLEAR_TRADE_PLAYBOOK, [viewer.id, [tradeId]]);
    else if (links.playbookId !== undefined)
      await manager.query(SET_TRADE_PLAYBOOK, [viewer.id, [tradeId], links.playbookId]);
    if (checked.ruleChecks) {
      await manager.query(CLEAR_RULE_CHECKS, [viewer.id, tradeId]);
      await manager.query(INSERT_RULE_CHECKS, [
        viewer.id,
        tradeId,
        checked.ruleChecks.map((c) => c.ruleId),
        checked.ruleChecks.map((c) => c.followed),
      ]);
    }
  }

  /** Adds and removes tags, and sets or clears the playbook, of many trades in one transaction. */
  async bulk(viewer: Viewer, input: BulkTagsInput): Promise<{ updated: number }> {
    const byBatch = input.importBatchId !== undefined && input.importBatchId !== null;
    if (byBatch && input.tradeIds?.length)
      throw new ValidationError({ importBatchId: TRADE_LINK_MESSAGES.tradesOrBatch });
    const trades = distinctIds(input.tradeIds ?? []);
    if (!byBatch && !trades.ids.length) throw new ValidationError({ tradeIds: TRADE_LINK_MESSAGES.noTrades });
    if (trades.ids.length > PLAYBOOK_LIMITS.bulkTrades)
      throw new ValidationError({ tradeIds: TRADE_LINK_MESSAGES.tooManyTrades });
    const add = await this.ownTags(this.dataSource, viewer, input.addTagIds ?? []);
    const remove = await this.ownTags(this.dataSource, viewer, input.removeTagIds ?? []);
    if (input.playbookId) await this.ownPlaybook(this.dataSource, viewer, input.playbookId);
    if (!add.length && !remove.length && input.playbookId === undefined)
      throw new ValidationError({ addTagIds: TRADE_LINK_MESSAGES.nothingToDo });
    let own: Array<{ id: string; account_id: string }>;
    if (byBatch) own = await this.tradesOfBatch(viewer, input.importBatchId!);
    else {
      own = trades.foreign ? [] : await this.dataSource.query(OWN_TRADES, [viewer.id, trades.ids]);
      if (own.length !== trades.ids.length) throw new NotFoundError(TRADE_LINK_MESSAGES.tradeNotFound);
    }
    const tradeIds = own.map((t) => t.id);
    await this.dataSource.transaction(async (m) => {
      if (remove.length) await m.query(REMOVE_TRADE_TAGS, [viewer.id, tradeIds, remove]);
      if (add.length) await m.query(ADD_TRADE_TAGS, [viewer.id, tradeIds, add]);
      if (input.playbookId === null) await m.query(CLEAR_TRADE_PLAYBOOK, [viewer.id, tradeIds]);
      else if (input.playbookId) await m.query(SET_TRADE_PLAYBOOK, [viewer.id, tradeIds, input.playbookId]);
    });
    for (const accountId of new Set(own.map((t) => t.account_id)))
      publishTradeChange(this.deps.events, viewer.id, 'MANY', accountId, null);
    return { updated: own.length };
  }

  /** The viewer's import's trades: 404 for another user's (or no) batch, 422 when it has none or too many. */
  private async tradesOfBatch(viewer: Viewer, batchId: string): Promise<Array<{ id: string; account_id: string }>> {
    const owned: unknown[] = isUuid(batchId) ? await this.dataSource.query(OWN_IMPORT_BATCH, [viewer.id, batchId]) : [];
    if (!owned.length) throw new NotFoundError(TRADE_LINK_MESSAGES.batchNotFound);
    const rows: Array<{ id: string; account_id: string }> = await this.dataSource.query(TRADES_OF_IMPORT_BATCH, [
      viewer.id,
      batchId,
      PLAYBOOK_LIMITS.bulkTrades + 1,
    ]);
    if (!rows.length) throw new ValidationError({ importBatchId: TRADE_LINK_MESSAGES.batchWithoutTrades });
    if (rows.length > PLAYBOOK_LIMITS.bulkTrades)
      throw new ValidationError({ importBatchId: TRADE_LINK_MESSAGES.tooManyTrades });
    return rows;
  }

  private async checked(db: Db, viewer: Viewer, links: TradeLinksInput, tradeId: string | null) {
    const tagIds = links.tagIds ? await this.ownTags(db, viewer, links.tagIds) : null;
    if (tagIds && tagIds.length > PLAYBOOK_LIMITS.tagsPerTrade)
      throw new ValidationError({ tagIds: TRADE_LINK_MESSAGES.tooManyTags });
    if (links.playbookId) await this.ownPlaybook(db, viewer, links.playbookId);
    if (!links.ruleChecks) return { tagIds, ruleChecks: null };
    const ruleIds = distinctIds(links.ruleChecks.map((c) => c.ruleId));
    if (ruleIds.ids.length !== links.ruleChecks.length)
      throw new ValidationError({ ruleChecks: TRADE_LINK_MESSAGES.ruleTwice });
    const rules: Array<{ id: string; playbook_id: string }> = ruleIds.foreign
      ? []
      : await db.query(RULES_BY_IDS, [viewer.id, ruleIds.ids]);
    if (rules.length !== ruleIds.ids.length) throw new NotFoundError(PLAYBOOK_MESSAGES.ruleNotFound);
    // The playbook the trade will have: the one sent, else the one it has.
    let playbookId = links.playbookId;
    if (playbookId === undefined && tradeId) {
      const [row]: Array<{ playbook_id: string }> = await db.query(PLAYBOOKS_OF_TRADES, [viewer.id, [tradeId]]);
      playbookId = row?.playbook_id ?? null;
    }
    if (rules.some((r) => r.playbook_id !== playbookId))
      throw new ValidationError({ ruleChecks: TRADE_LINK_MESSAGES.ruleOutsidePlaybook });
    return { tagIds, ruleChecks: links.ruleChecks };
  }

  private async ownTags(db: Db, viewer: Viewer, ids: readonly string[]): Promise<string[]> {
    const given = distinctIds(ids);
    if (!given.ids.length) return [];
    const rows: Array<{ id: string }> = given.foreign ? [] : await db.query(TAGS_BY_IDS, [viewer.id, given.ids]);
    if (rows.length !== given.ids.length) throw new NotFoundError(TAG_MESSAGES.notFound);
    return given.ids;
  }

  private async ownPlaybook(db: Db, viewer: Viewer, id: string): Promise<void> {
    const rows: unknown[] = isUuid(id) ? await db.query(LIST_PLAYBOOKS, [viewer.id, [id]]) : [];
    if (!rows.length) throw new NotFoundError(PLAYBOOK_MESSAGES.notFound);
  }
}

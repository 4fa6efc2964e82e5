import type { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import { dec } from '../../domain/decimal';
import { isUuid } from '../../domain/validation/uuid';
import type { Viewer } from '../auth/viewer';
import { checkMissedTrade, type MissedTradeDraft } from './missed-trade-rules';
import {
  COUNT_MISSED_TRADES,
  DELETE_MISSED_TRADE,
  INSERT_MISSED_TRADE,
  LIST_MISSED_TRADES,
  PLAYBOOK_OWNED,
  UPDATE_MISSED_TRADE,
} from './queries/missed-trades.queries';

export interface MissedTrade {
  id: string;
  /** One of the user's playbooks (a playbook's deletion clears it). */
  playbookId: string | null;
  symbol: string;
  time: Date;
  /** Exact decimal text. */
  plannedR: string;
  note: string | null;
  createdAt: Date;
}

interface MissedTradeRow {
  id: string;
  playbook_id: string | null;
  symbol: string;
  occurred_at: Date;
  planned_r: string;
  note: string | null;
  created_at: Date;
}

const toMissedTrade = (r: MissedTradeRow): MissedTrade => ({
  id: r.id,
  playbookId: r.playbook_id,
  symbol: r.symbol,
  time: r.occurred_at,
  plannedR: dec(r.planned_r),
  note: r.note,
  createdAt: r.created_at,
});

/** How many missed trades a playbook has (`playbookId` null: those logged without one). */
export interface MissedTradeCount {
  playbookId: string | null;
  count: number;
}

export const MISSED_TRADES_LIST_LIMIT = 1000;
const NOT_FOUND = 'Missed trade not found';

/** Setups seen but not taken (issue 30 item 2), per user; another user's id answers 404. */
export class MissedTradesService {
  constructor(private readonly db: DataSource) {}

  /** Newest first, at most 1,000; `playbookId` narrows to one playbook's. */
  async list(viewer: Viewer, filter: { playbookId?: string | null } = {}): Promise<MissedTrade[]> {
    const playbookId = filter.playbookId ?? null;
    if (playbookId !== null && !isUuid(playbookId))
      throw new ValidationError({ playbookId: 'Playbook must be a playbook id' });
    const rows: MissedTradeRow[] = await this.db.query(LIST_MISSED_TRADES, [
      viewer.id,
      playbookId,
      MISSED_TRADES_LIST_LIMIT,
    ]);
    return rows.map(toMissedTrade);
  }

  async create(viewer: Viewer, draft: MissedTradeDraft): Promise<MissedTrade> {
    const checked = checkMissedTrade(draft, viewer.timezone);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const { playbookId, symbol, time, plannedR, note } = checked.values;
    const rows: MissedTradeRow[] = await this.db.query(INSERT_MISSED_TRADE, [
      viewer.id,
      playbookId,
      symbol,
      time,
      plannedR,
      note,
    ]);
    if (!rows.length) throw new NotFoundError('Playbook not found');
    return toMissedTrade(rows[0]);
  }

  /** Per playbook, however many there are (the list stops at 1,000); playbooks without any are absent. */
  async counts(viewer: Viewer): Promise<MissedTradeCount[]> {
    const rows: Array<{ playbook_id: string | null; count: number }> = await this.db.query(COUNT_MISSED_TRADES, [
      viewer.id,
    ]);
    return rows.map((r) => ({ playbookId: r.playbook_id, count: r.count }));
  }

  /** Replaces the whole missed trade (every field as `create` takes it). */
  async update(viewer: Viewer, id: string, draft: MissedTradeDraft): Promise<MissedTrade> {
    if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
    const checked = checkMissedTrade(draft, viewer.timezone);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const { playbookId, symbol, time, plannedR, note } = checked.values;
    // An UPDATE … RETURNING answers [rows, count] through TypeORM.
    const [rows]: [MissedTradeRow[], number] = await this.db.query(UPDATE_MISSED_TRADE, [
      viewer.id,
      playbookId,
      symbol,
      time,
      plannedR,
      note,
      id,
    ]);
    if (rows.length) return toMissedTrade(rows[0]);
    // No row: the missed trade, or the playbook, is not the viewer's; say which.
    const playbookOwned = playbookId === null || (await this.db.query(PLAYBOOK_OWNED, [viewer.id, playbookId])).length;
    throw new NotFoundError(playbookOwned ? NOT_FOUND : 'Playbook not found');
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
    // A DELETE … RETURNING answers [rows, count] through TypeORM.
    const [rows]: [{ id: string }[], number] = await this.db.query(DELETE_MISSED_TRADE, [id, viewer.id]);
    if (!rows.length) throw new NotFoundError(NOT_FOUND);
    return rows[0].id;
  }
}

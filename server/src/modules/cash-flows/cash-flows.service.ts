import type { DataSource } from 'typeorm';
import { checkCashFlow, type CashFlowDraft, type CashFlowKind } from '../../domain/validation/cash-flow-rules';
import { NotFoundError, ValidationError } from '../../errors';
import { isUuid, type AccountsService } from '../accounts/accounts.service';
import { dec } from '../../domain/decimal';
import type { Viewer } from '../auth/viewer';
import {
  DELETE_CASH_FLOW,
  GET_CASH_FLOW,
  INSERT_CASH_FLOW,
  LIST_CASH_FLOWS,
  UPDATE_CASH_FLOW,
} from './queries/cash-flows.queries';

export interface CashFlow {
  id: string;
  accountId: string;
  kind: CashFlowKind;
  /** Positive, exact (NUMERIC as text); the kind carries the sign. */
  amount: string;
  occurredAt: Date;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface CashFlowRow {
  id: string;
  account_id: string;
  kind: CashFlowKind;
  amount: string;
  occurred_at: Date;
  note: string | null;
  created_at: Date;
  updated_at: Date;
}

const FLOW_NOT_FOUND = 'Cash flow not found';

function toCashFlow(row: CashFlowRow): CashFlow {
  return {
    id: row.id,
    accountId: row.account_id,
    kind: row.kind,
    amount: dec(row.amount),
    occurredAt: row.occurred_at,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Deposits, withdrawals, fees and interest of the viewer's accounts. The account is looked up
 * first (another user's account answers 404 like a missing one); every statement also carries
 * the viewer's user id.
 */
export class CashFlowsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { accounts: AccountsService },
  ) {}

  /** Oldest first, the order a statement reads. */
  async list(viewer: Viewer, accountId: string): Promise<CashFlow[]> {
    const account = await this.deps.accounts.get(viewer, accountId);
    const rows: CashFlowRow[] = await this.dataSource.query(LIST_CASH_FLOWS, [account.id, viewer.id]);
    return rows.map(toCashFlow);
  }

  async create(viewer: Viewer, accountId: string, draft: CashFlowDraft): Promise<CashFlow> {
    const account = await this.deps.accounts.get(viewer, accountId);
    const checked = checkCashFlow(draft, viewer.timezone);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const { kind, amount, occurredAt, note } = checked.values;
    const rows: CashFlowRow[] = await this.dataSource.query(INSERT_CASH_FLOW, [
      viewer.id,
      account.id,
      kind,
      amount,
      occurredAt,
      note,
    ]);
    return toCashFlow(rows[0]);
  }

  /** Fields not sent keep their value; the merged flow is checked as a whole. */
  async update(viewer: Viewer, accountId: string, flowId: string, changes: CashFlowDraft): Promise<CashFlow> {
    const current = await this.get(viewer, accountId, flowId);
    const merged: CashFlowDraft = {
      kind: changes.kind !== undefined ? changes.kind : current.kind,
      amount: changes.amount !== undefined ? changes.amount : current.amount,
      occurredAt: changes.occurredAt !== undefined ? changes.occurredAt : current.occurredAt,
      note: changes.note !== undefined ? changes.note : current.note,
    };
    const checked = checkCashFlow(merged, viewer.timezone);
    if (!checked.ok) throw new ValidationError(checked.fieldErrors);
    const { kind, amount, occurredAt, note } = checked.values;
    // TypeORM answers an UPDATE … RETURNING as [rows, affected count].
    const [rows]: [CashFlowRow[], number] = await this.dataSource.query(UPDATE_CASH_FLOW, [
      current.id,
      current.accountId,
      viewer.id,
      kind,
      amount,
      occurredAt,
      note,
    ]);
    if (!rows[0]) throw new NotFoundError(FLOW_NOT_FOUND);
    return toCashFlow(rows[0]);
  }

  async delete(viewer: Viewer, accountId: string, flowId: string): Promise<string> {
    const current = await this.get(viewer, accountId, flowId);
    await this.dataSource.query(DELETE_CASH_FLOW, [current.id, current.accountId, viewer.id]);
    return current.id;
  }

  async get(viewer: Viewer, accountId: string, flowId: string): Promise<CashFlow> {
    const account = await this.deps.accounts.get(viewer, accountId);
    if (!isUuid(flowId)) throw new NotFoundError(FLOW_NOT_FOUND);
    const rows: CashFlowRow[] = await this.dataSource.query(GET_CASH_FLOW, [flowId, account.id, viewer.id]);
    if (!rows[0]) throw new NotFoundError(FLOW_NOT_FOUND);
    return toCashFlow(rows[0]);
  }
}

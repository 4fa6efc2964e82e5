import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { D, dec } from '../../domain/decimal';
import { parseLocalDate } from '../../domain/analytics/local-date';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../../domain/validation/uuid';
import type { AccountsService } from '../accounts/accounts.service';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { Viewer } from '../auth/viewer';
import { ScopeSql } from '../../db/scope-sql';
import { loadReportData } from '../reports/pdf/report-data';
import {
  DIGEST_ALGORITHM,
  signStatement,
  STATEMENT_FORMAT,
  tradesDigest,
  verifyStatement,
  type Verdict,
} from './statement-format';
import type { PublishedKey, StatementKeys } from './statement-keys';
import { renderStatementPdf } from './statement-pdf';
import { FIND_STATEMENT, INSERT_STATEMENT, statementTrades } from './queries/statements.queries';

/** A statement lists every trade of its period; a longer one is refused (pick a shorter period). */
export const STATEMENT_MAX_TRADES = 20_000;
export const STATEMENT_NOT_FOUND = 'Statement not found';

export interface IssuedStatement {
  id: string;
  /** The signed statement, as it is stored and as a verifier reads it. */
  json: Record<string, unknown>;
}

/** A float figure (percent, ratio) as a decimal string with at most 8 places; null stays null. */
const decimalText = (x: number | null | undefined): string | null =>
  x === null || x === undefined || !Number.isFinite(x) ? null : dec(new D(x).toDecimalPlaces(8));

const optDec = (x: string | null): string | null => (x === null ? null : dec(x));

/**
 * Signed performance statements (issue 35 item 5): an account's figures over a period — the same
 * AnalyticsService calls the report PDF makes (loadReportData) — its equity curve and every trade
 * of the period with their SHA-256 digest, signed with the server's Ed25519 key. Format and
 * checks: statement-format.ts; design: docs/security.md "Verifiable statements".
 */
export class StatementsService {
  constructor(
    private readonly db: DataSource,
    private readonly deps: {
      analytics: AnalyticsService;
      accounts: AccountsService;
      keys: StatementKeys;
      /** The issuer named in the statement (PUBLIC_URL): where its key is published. */
      publicUrl: string;
      now?: () => Date;
    },
  ) {}

  async create(viewer: Viewer, accountId: string, input: { from?: unknown; to?: unknown }): Promise<IssuedStatement> {
    const account = await this.deps.accounts.get(viewer, accountId);
    const errors: Record<string, string> = {};
    const day = (value: unknown, field: 'from' | 'to'): string | null => {
      if (value === undefined || value === null || value === '') {
        errors[field] = `${field} is required`;
        return null;
      }
      try {
        return parseLocalDate(String(value), field);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        Object.assign(errors, error.fieldErrors);
        return null;
      }
    };
    const from = day(input.from, 'from');
    const to = day(input.to, 'to');
    if (from && to && to < from) errors.to = 'to cannot be earlier than from';
    if (Object.keys(errors).length || !from || !to) throw new ValidationError(errors);

    const now = this.deps.now?.() ?? new Date();
    const data = await loadReportData(this.deps.analytics, viewer, { accountId, period: 'custom', from, to }, now);
    if (data.moneyNotice || !('totalPnl' in data.summary) || !data.equity) {
      throw new ConflictError(data.moneyNotice ?? 'The figures of this period cannot be computed');
    }
    const trades = await this.trades(viewer, accountId, from, to);
    const s = data.summary;
    const e = data.equity;
    const id = crypto.randomUUID();
    const key = this.deps.keys.active();
    const json = signStatement(
      {
        format: STATEMENT_FORMAT,
        statement_id: id,
        issued_at: now.toISOString(),
        issuer: this.deps.publicUrl,
        key_url: `${this.deps.publicUrl}/.well-known/candlog-statement-key`,
        account: { id: account.id, name: account.name, currency: account.currency, holder: viewer.username },
        period: { from, to, time_zone: viewer.timezone, start: s.start, end: s.end },
        figures: {
          total_pnl: dec(s.totalPnl),
          total_trades: s.totalTrades,
          wins: s.wins,
          losses: s.losses,
          win_rate: decimalText(s.winRate),
          profit_factor: decimalText(s.profitFactor),
          gross_profit_factor: decimalText(s.grossProfitFactor),
          average_win: dec(s.averageWin),
          average_loss: dec(s.averageLoss),
          initial_balance: dec(e.initialBalance),
          final_balance: dec(e.finalBalance),
          max_drawdown: dec(e.maxDrawdown),
          max_drawdown_percent: decimalText(e.maxDrawdownPercent),
        },
        equity_curve: e.points.map((p) => ({
          date: new Date(p.date).toISOString(),
          balance: dec(p.balance),
          drawdown: dec(p.drawdown),
        })),
        trades,
        trades_digest: {
          algorithm: DIGEST_ALGORITHM,
          canonicalization: 'RFC 8785 (JCS) of the trades array, UTF-8',
          count: trades.length,
          value: tradesDigest(trades),
        },
      },
      key,
    );
    await this.db.query(INSERT_STATEMENT, [id, viewer.id, account.id, from, to, key.keyId, JSON.stringify(json)]);
    return { id, json };
  }

  /** The statement's PDF, laid out from its stored JSON (the same figures, the signature). */
  async pdf(viewer: Viewer, id: string): Promise<{ fileName: string; body: Buffer }> {
    const rows: Array<{ id: string; body: string }> = isUuid(id)
      ? await this.db.query(FIND_STATEMENT, [id, viewer.id])
      : [];
    if (!rows[0]) throw new NotFoundError(STATEMENT_NOT_FOUND);
    const json = JSON.parse(rows[0].body) as StatementJson;
    const body = await renderStatementPdf(json, this.verify(json));
    const slug = json.account.name.replace(/[^A-Za-z0-9_-]+/g, '_');
    return { fileName: `candlog_statement_${slug}_${json.period.from}_${json.period.to}.pdf`, body };
  }

  /** Anyone may ask: the statement checked against this server's published keys. */
  verify(statement: unknown): Verdict {
    return verifyStatement(statement, (keyId) => this.deps.keys.publicKey(keyId));
  }

  publishedKeys(): PublishedKey[] {
    return this.deps.keys.published();
  }

  private async trades(viewer: Viewer, accountId: string, from: string, to: string) {
    const sql = new ScopeSql({ viewer, accountId, filter: { from, to } }, 't');
    const rows: TradeRow[] = await this.db.query(statementTrades(sql.where, STATEMENT_MAX_TRADES + 1), sql.params);
    if (rows.length > STATEMENT_MAX_TRADES) {
      throw new ValidationError({
        to: `A statement lists at most ${STATEMENT_MAX_TRADES.toLocaleString('en-US')} trades: choose a shorter period`,
      });
    }
    // Every value a string, an integer or null: the digest's canonical form has no float rule.
    return rows.map((t) => ({
      id: t.id,
      symbol: t.symbol,
      market: t.market,
      type: t.tradeType,
      entry_date: t.entryDate.toISOString(),
      exit_date: t.exitDate ? t.exitDate.toISOString() : null,
      entry_price: dec(t.entryPrice),
      exit_price: optDec(t.exitPrice),
      quantity: dec(t.quantity),
      multiplier: dec(t.multiplier),
      fees: dec(t.fees),
      pnl: optDec(t.pnl),
      result: t.result,
    }));
  }
}

interface TradeRow {
  id: string;
  symbol: string;
  market: string;
  tradeType: string;
  entryDate: Date;
  exitDate: Date | null;
  entryPrice: string;
  exitPrice: string | null;
  quantity: string;
  multiplier: string;
  fees: string;
  pnl: string | null;
  result: string;
}

/** The parts of a stored statement the PDF reads (the service wrote it, so the shape holds). */
export interface StatementJson {
  statement_id: string;
  issued_at: string;
  issuer: string;
  key_url: string;
  account: { id: string; name: string; currency: string; holder: string };
  period: { from: string; to: string; time_zone: string };
  figures: Record<string, string | number | null>;
  equity_curve: Array<{ date: string; balance: string; drawdown: string }>;
  trades_digest: { value: string; count: number };
  signature: { algorithm: string; key_id: string; value: string };
}

import type { DataSource } from 'typeorm';
import { csvLine, csvNumber, csvText, CSV_COLUMNS } from '../../domain/analytics/csv';
import { dec } from '../../domain/decimal';
import { roundMoney } from '../../domain/money/minor-units';
import { todayIn } from '../../domain/analytics/local-date';
import { parseReportPeriod, reportWindow, type ReportPeriod } from '../../domain/analytics/report-period';
import type { Viewer } from '../auth/viewer';
import { queryScopeInfo } from '../analytics/queries/scope.query';
import { ScopeSql } from '../../db/scope-sql';
import { countExportTrades, exportTradesBatch } from './queries/reports.queries';

const BATCH = 1000;

export interface CsvExport {
  fileName: string;
  /** Trades in the period; 0 → the client says 'No trades to export for the selected period'. */
  tradeCount: number;
  /** CSV lines (header first), produced batch by batch so a long history never sits in memory. */
  lines: AsyncGenerator<string>;
}

/**
 * The CSV export of a report period (spec: Date, Symbol, Type, Market, Entry Price, Exit Price,
 * Quantity, P&L, Result, Strategy, Notes; file trades_export_{period}_{date}.csv).
 * Constructed once at start-up: `new ReportsService(dataSource)` → services.reports.
 */
export class ReportsService {
  constructor(
    private readonly db: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async exportCsv(
    viewer: Viewer,
    input: { accountId: string | null; period: string; from?: string; to?: string },
  ): Promise<CsvExport> {
    const period: ReportPeriod = parseReportPeriod(input.period);
    const today = todayIn(viewer.timezone, this.now());
    // The exact window the Reports screen shows and counts (issue 27 item 10).
    const window = reportWindow(period, this.now(), viewer.timezone, input.from, input.to);
    const scope = { viewer, accountId: input.accountId, filter: {} };
    await queryScopeInfo(this.db, scope);
    const sql = new ScopeSql(scope, 't', { window });
    const [{ n }] = await this.db.query(countExportTrades(sql.where), sql.params);
    return { fileName: `trades_export_${period}_${today}.csv`, tradeCount: n, lines: this.rows(sql) };
  }

  /** Keyset pagination (entry_date, id) in batches: constant memory whatever the history. */
  private async *rows(sql: ScopeSql): AsyncGenerator<string> {
    yield csvLine([...CSV_COLUMNS]);
    let after: { entryDate: Date; id: string } | null = null;
    for (;;) {
      const params = [...sql.params];
      const cursor: [string, string] | null = after
        ? [`$${params.push(after.entryDate)}`, `$${params.push(after.id)}`]
        : null;
      const zone = `$${params.push(sql.timezoneName)}`;
      const batch: Array<Record<string, string | null> & { id: string; entryDateRaw: Date }> = await this.db.query(
        exportTradesBatch(sql.where, zone, cursor, BATCH),
        params,
      );
      for (const r of batch) {
        yield csvLine([
          csvText(r.date),
          csvText(r.symbol),
          csvText(r.type),
          csvText(r.market),
          csvNumber(trim(r.entry)),
          csvNumber(trim(r.exit)),
          csvNumber(trim(r.quantity)),
          // Money as a person reads it: half-even to the account currency's minor unit (issue 27).
          csvNumber(r.pnl === null ? null : roundMoney(r.pnl, r.currency)),
          csvText(r.result),
          csvText(r.strategy),
          csvText(r.notes),
        ]);
      }
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1];
      after = { entryDate: last.entryDateRaw, id: last.id };
    }
  }
}

/** NUMERIC(30,12) prints 1.100000000000; a spreadsheet wants 1.1. */
const trim = (x: string | null): string | null => (x === null ? null : dec(x));

import type { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import { parseLocalDate } from '../../domain/analytics/local-date';
import type { Viewer } from '../auth/viewer';
import { parseFxCsv, type FxRateRow } from './fx-csv';
import { convertedSummary, type CurrencyGroupRow } from './fx-summary';
import { ScopeSql } from '../../db/scope-sql';
import { validateFilter, type AnalyticsFilter } from '../figure-scope/analytics.filter';
import { isCurrencyCode, unknownCurrencyMessage } from '../../domain/validation/currency-codes';

const CURRENCY = /^[A-Z]{3}$/;
const INSERT_BATCH = 5000;

/**
 * Exchange rates (per user: fx_rates.user_id), the user's base currency, and the all-accounts
 * summary converted to it in SQL (fx_factor: the exit day's rate, carried forward from the last
 * known day; the inverse of a pair, or a cross rate through EUR, when the pair itself is missing).
 * Constructed once at start-up: `new FxService(dataSource)`.
 */
export class FxService {
  constructor(private readonly db: DataSource) {}

  /** Stores every rate of an ECB or date,base,quote,rate file (a rate already known for the day is replaced). */
  async importCsv(viewer: Viewer, text: string): Promise<{ imported: number; from: string; to: string }> {
    const rows = parseFxCsv(text);
    await this.db.transaction(async (m) => {
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const batch = rows.slice(i, i + INSERT_BATCH);
        await m.query(
          `INSERT INTO fx_rates (user_id, day, base, quote, rate)
           SELECT $1, x.day, x.base, x.quote, x.rate
           FROM unnest($2::date[], $3::text[], $4::text[], $5::numeric[]) AS x(day, base, quote, rate)
           ON CONFLICT (user_id, base, quote, day) DO UPDATE SET rate = EXCLUDED.rate`,
          [
            viewer.id,
            batch.map((r) => r.day),
            batch.map((r) => r.base),
            batch.map((r) => r.quote),
            batch.map((r) => r.rate),
          ],
        );
      }
    });
    const days = rows.map((r) => r.day).sort();
    return { imported: rows.length, from: days[0], to: days[days.length - 1] };
  }

  /** One rate typed by hand (Settings): the same checks as a file's line. */
  async addRate(viewer: Viewer, input: { day: string; base: string; quote: string; rate: string }): Promise<FxRateRow> {
    const [row] = parseFxCsv(`date,base,quote,rate\n${[input.day, input.base, input.quote, input.rate].join(',')}`);
    await this.importRows(viewer, row);
    return row;
  }

  private async importRows(viewer: Viewer, row: FxRateRow) {
    await this.db.query(
      `INSERT INTO fx_rates (user_id, day, base, quote, rate) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, base, quote, day) DO UPDATE SET rate = EXCLUDED.rate`,
      [viewer.id, row.day, row.base, row.quote, row.rate],
    );
  }

  async deleteRate(viewer: Viewer, key: { day: string; base: string; quote: string }): Promise<void> {
    const day = parseLocalDate(key.day, 'date');
    const [, count] = await this.db.query(
      `DELETE FROM fx_rates WHERE user_id = $1 AND day = $2 AND base = $3 AND quote = $4`,
      [viewer.id, day, key.base.toUpperCase(), key.quote.toUpperCase()],
    );
    if (!count) throw new NotFoundError('Exchange rate not found');
  }

  /** The newest rates first (a page of them: an ECB history holds ~200k). */
  async listRates(viewer: Viewer, limit = 200): Promise<FxRateRow[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 5000)
      throw new ValidationError({ limit: 'limit must be an integer between 1 and 5000' });
    return this.db.query(
      `SELECT day::text AS day, base, quote, rate::text AS rate FROM fx_rates WHERE user_id = $1
       ORDER BY day DESC, base, quote LIMIT $2`,
      [viewer.id, limit],
    );
  }

  /** The user's base currency: the setting, else the first account's currency, else null (no account). */
  async baseCurrency(viewer: Viewer): Promise<string | null> {
    const [row] = await this.db.query(
      `SELECT coalesce(u.base_currency,
         (SELECT a.currency FROM trading_accounts a WHERE a.user_id = u.id ORDER BY a.created_at, a.id LIMIT 1)) AS base
       FROM users u WHERE u.id = $1`,
      [viewer.id],
    );
    return row?.base ?? null;
  }

  /** Sets (or with null clears, back to the first account's) the base currency. */
  async setBaseCurrency(viewer: Viewer, code: string | null): Promise<string | null> {
    const value = code === null ? null : code.trim().toUpperCase();
    if (value !== null && !CURRENCY.test(value))
      throw new ValidationError({ base_currency: 'base_currency must be a 3-letter currency code such as USD' });
    if (value !== null && !isCurrencyCode(value))
      throw new ValidationError({ base_currency: `base_currency ${unknownCurrencyMessage(value)}` });
    await this.db.query(`UPDATE users SET base_currency = $2 WHERE id = $1`, [viewer.id, value]);
    return this.baseCurrency(viewer);
  }

  /**
   * The overall figures of all the viewer's accounts (same filter and counts as the analytics
   * `overall`), money converted to the base currency per account currency and exit day, plus the
   * per-currency figures. A closed trade whose day has no rate makes the converted money null
   * and lists the gap in `missingRates`: the caller shows the per-currency figures instead.
   */
  async allAccountsSummary(viewer: Viewer, filter?: AnalyticsFilter | null) {
    const scope = { viewer, accountId: null, filter: validateFilter(filter) };
    const base = await this.baseCurrency(viewer);
    const sql = new ScopeSql(scope, 't');
    const baseParam = sql.param(base ?? 'XXX');
    const rows: CurrencyGroupRow[] = await this.db.query(
      `WITH g AS (
         SELECT a.currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE ${sql.tz})::date AS day,
                count(*)::int AS n, count(t.pnl)::int AS closed,
                (count(*) FILTER (WHERE t.pnl > 0))::int AS wins, (count(*) FILTER (WHERE t.pnl < 0))::int AS losses,
                coalesce(sum(t.pnl), 0) AS pnl,
                coalesce(sum(t.pnl) FILTER (WHERE t.pnl > 0), 0) AS win_sum,
                coalesce(sum(t.pnl) FILTER (WHERE t.pnl < 0), 0) AS loss_sum
         FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
         WHERE ${sql.where}
         GROUP BY 1, 2)
       SELECT g.currency, g.day::text AS day, g.n, g.closed, g.wins, g.losses,
              g.pnl::text AS pnl, g.win_sum::text AS "winSum", g.loss_sum::text AS "lossSum",
              (CASE WHEN g.closed = 0 THEN 1 ELSE fx_factor($1, g.currency, ${baseParam}::char(3), g.day) END)::text AS factor
       FROM g ORDER BY g.currency, g.day`,
      sql.params,
    );
    return convertedSummary(base, rows);
  }
}

import type { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import { parseLocalDate } from '../../domain/analytics/local-date';
import type { Viewer } from '../auth/viewer';
import { parseFxCsv, type FxRateRow } from './fx-csv';
import { queryBaseCurrency, updateBaseCurrency } from './queries/base-currency.query';
import { queryCurrencyGroups } from './queries/currency-groups.query';
import { deleteRate, queryRates, upsertRate, upsertRates } from './queries/fx-rates.query';
import { convertedSummary } from './fx-summary';
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
        await upsertRates(m, viewer.id, rows.slice(i, i + INSERT_BATCH));
      }
    });
    const days = rows.map((r) => r.day).sort();
    return { imported: rows.length, from: days[0], to: days[days.length - 1] };
  }

  /** One rate typed by hand (Settings): the same checks as a file's line. */
  async addRate(viewer: Viewer, input: { day: string; base: string; quote: string; rate: string }): Promise<FxRateRow> {
    const [row] = parseFxCsv(`date,base,quote,rate\n${[input.day, input.base, input.quote, input.rate].join(',')}`);
    await upsertRate(this.db, viewer.id, row);
    return row;
  }

  async deleteRate(viewer: Viewer, key: { day: string; base: string; quote: string }): Promise<void> {
    const day = parseLocalDate(key.day, 'date');
    const count = await deleteRate(this.db, viewer.id, {
      day,
      base: key.base.toUpperCase(),
      quote: key.quote.toUpperCase(),
    });
    if (!count) throw new NotFoundError('Exchange rate not found');
  }

  /** The newest rates first (a page of them: an ECB history holds ~200k). */
  async listRates(viewer: Viewer, limit = 200): Promise<FxRateRow[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 5000)
      throw new ValidationError({ limit: 'limit must be an integer between 1 and 5000' });
    return queryRates(this.db, viewer.id, limit);
  }

  /** The user's base currency: the setting, else the first account's currency, else null (no account). */
  async baseCurrency(viewer: Viewer): Promise<string | null> {
    return queryBaseCurrency(this.db, viewer.id);
  }

  /** Sets (or with null clears, back to the first account's) the base currency. */
  async setBaseCurrency(viewer: Viewer, code: string | null): Promise<string | null> {
    const value = code === null ? null : code.trim().toUpperCase();
    if (value !== null && !CURRENCY.test(value))
      throw new ValidationError({ base_currency: 'base_currency must be a 3-letter currency code such as USD' });
    if (value !== null && !isCurrencyCode(value))
      throw new ValidationError({ base_currency: `base_currency ${unknownCurrencyMessage(value)}` });
    await updateBaseCurrency(this.db, viewer.id, value);
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
    const rows = await queryCurrencyGroups(this.db, scope, base);
    return convertedSummary(base, rows);
  }
}

import { ScopeSql } from '../../db/scope-sql';
import type { Viewer } from '../auth/viewer';
import type { AnalyticsFilter } from './analytics.filter';
import type { AnalyticsScope } from './analytics.scope';

/**
 * The scopes `npm run sql:print` builds the figure statements with (never used to run one): all the
 * viewer's accounts unfiltered, and one account under every filter (dates, market, symbol,
 * strategy, type), so the printed SQL shows both ends of ScopeSql's WHERE.
 */
const viewer = { id: 'user', timezone: 'Europe/Berlin' } as Viewer;
const everyFilter: AnalyticsFilter = {
  from: '2026-01-01',
  to: '2026-01-31',
  market: 'stocks',
  symbol: 'AAPL',
  strategyId: 'strategy',
  tradeType: 'long',
};

export const allAccountsScope = (): AnalyticsScope => ({ viewer, accountId: null, filter: {} });
export const filteredAccountScope = (filter: AnalyticsFilter = everyFilter): AnalyticsScope => ({
  viewer,
  accountId: 'account',
  filter,
});

/** ScopeSql over the two example scopes ('t' alias unless given). */
export const allAccountsSql = (alias = 't', extra: ConstructorParameters<typeof ScopeSql>[2] = {}) =>
  new ScopeSql(allAccountsScope(), alias, extra);
export const filteredAccountSql = (alias = 't', extra: ConstructorParameters<typeof ScopeSql>[2] = {}) =>
  new ScopeSql(filteredAccountScope(), alias, extra);

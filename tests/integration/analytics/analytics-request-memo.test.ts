import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { AnalyticsService } from '../../../server/src/modules/analytics/analytics.service';
import { accountContext, createAccount, createUser } from './analytics-harness';

// The request object (services.analytics.forRequest(), the GraphQL context's `analytics`) runs
// each statement once per request: figures of different families sharing a statement share it,
// while the start-up instance and separate request objects compute afresh.

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
});

/** The data source's statements, counted (analytics reads only through `query`). */
function counting(db: DataSource) {
  const statements: string[] = [];
  const reader = {
    query: (sql: string, params?: unknown[]) => {
      statements.push(sql);
      return db.query(sql, params);
    },
  } as unknown as DataSource;
  return { reader, statements };
}

test('figures sharing a statement run it once per request object, and again for the next request', async () => {
  const db = tdb.dataSource;
  const viewer = await createUser(db, 'memo@example.com', 'UTC');
  const account = await createAccount(db, viewer.id, '10000', null);
  const trades = accountContext(db, { userId: viewer.id, ...account });
  await trades.newTrade({ entryPrice: '100', exitPrice: '110' });
  await trades.newTrade({ entryPrice: '100', exitPrice: '95' });

  const { reader, statements } = counting(db);
  const service = new AnalyticsService(reader, () => new Date('2025-06-01T12:00:00Z'));
  const dashboard = async (analytics: AnalyticsService) => {
    const scope = analytics.scope(viewer, account.accountId, {});
    // summary, groups (four read the aggregate statement) and the day family (three read one day).
    return Promise.all([
      analytics.overall(scope),
      analytics.expectancy(scope),
      analytics.monthlyPnl(scope),
      analytics.byWeekday(scope),
      analytics.daily(scope),
      analytics.tradingPlan(scope),
      analytics.alerts(scope),
    ]);
  };

  const first = await dashboard(service.forRequest());
  // One ownership check, one aggregate statement, one statement for the day, one for the trading
  // plan's targets (the account's risk profile, issue 32).
  expect(statements).toHaveLength(4);
  expect(first[0]).toMatchObject({ closedTrades: 2, winningTrades: 1, losingTrades: 1 });

  statements.length = 0;
  expect(await dashboard(service.forRequest())).toEqual(first); // a new request: computed afresh
  expect(statements).toHaveLength(4);

  statements.length = 0;
  await dashboard(service); // the start-up instance memoizes nothing
  expect(statements.length).toBeGreaterThan(3);
});

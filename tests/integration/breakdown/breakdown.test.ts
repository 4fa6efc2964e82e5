// `breakdown` against the dashboard's and the analytics screen's own figures for the same
// filter: every metric, every analytics section that has a counterpart, and two pivots.
import Decimal from 'decimal.js';
import { codeOf, gql } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import type { Json } from '../../support/json';
import { createAccount, fixture, insertTrades } from '../analytics/analytics-harness';

jest.setTimeout(120000);

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
let mainId: string;
let otherId: string;

interface Row {
  keys: { dimension: string; value: string | null; label: string }[];
  [metric: string]: unknown;
}

const ALL_METRICS = [
  'COUNT',
  'WINS',
  'LOSSES',
  'NET_PNL',
  'GROSS_PNL',
  'FEES',
  'WIN_RATE',
  'AVERAGE_WIN',
  'AVERAGE_LOSS',
  'EXPECTANCY',
  'PROFIT_FACTOR',
  'AVERAGE_R',
  'LARGEST_WIN',
  'LARGEST_LOSS',
];
const ROW_FIELDS = `keys { dimension value label } count wins losses netPnl grossPnl fees winRate averageWin averageLoss
  expectancy profitFactor averageR largestWin largestLoss`;

async function q<T = Record<string, Json>>(query: string, variables: Record<string, unknown> = {}, user = alice) {
  const r = await gql<T>(app.baseUrl, query, variables, { token: user.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!;
}

async function breakdown(groupBy: string[], variables: Record<string, unknown> = {}, metrics = ALL_METRICS) {
  const data = await q<{ breakdown: { rows: Row[]; totalGroups: number } }>(
    `query($groupBy: [BreakdownDimension!]!, $metrics: [BreakdownMetric!]!, $filter: TradeFilter, $accountId: ID) {
      breakdown(groupBy: $groupBy, metrics: $metrics, filter: $filter, accountId: $accountId, limit: 1000) {
        totalGroups rows { ${ROW_FIELDS} }
      }
    }`,
    { groupBy, metrics, ...variables },
  );
  return data.breakdown.rows;
}

/** The dashboard summary's figures for a filter, as breakdown names them. */
async function summary(filter: Record<string, unknown>, accountId?: string) {
  const fields = `overall { totalTrades closedTrades winningTrades losingTrades totalPnl winRate averageWin averageLoss profitFactor }
    expectancy { value } rMultiples { averageR trades } topTrades(limit: 1) { best { pnl } worst { pnl } }`;
  const data = accountId
    ? (
        (await q(`query($id: ID!, $f: AnalyticsFilter) { account(id: $id) { analytics(filter: $f) { ${fields} } } }`, {
          id: accountId,
          f: filter,
        })) as unknown as { account: { analytics: Record<string, never> } }
      ).account.analytics
    : (
        (await q(`query($f: AnalyticsFilter) { analytics(filter: $f) { ${fields} } }`, { f: filter })) as unknown as {
          analytics: Record<string, never>;
        }
      ).analytics;
  const a = data as unknown as {
    overall: Record<string, unknown>;
    expectancy: { value: string | null };
    rMultiples: { averageR: number | null };
    topTrades: { best: { pnl: string }[]; worst: { pnl: string }[] };
  };
  const best = a.topTrades.best[0]?.pnl;
  const worst = a.topTrades.worst[0]?.pnl;
  const trades = (
    (await q(
      `query($f: TradeFilter, $acc: ID) { trades(accountId: $acc, filter: $f, limit: 1000) { items { pnl fees } } }`,
      { f: filter, acc: accountId ?? null },
    )) as unknown as { trades: { items: { pnl: string | null; fees: string }[] } }
  ).trades.items.filter((t) => t.pnl !== null);
  const fees = trades.reduce((s, t) => s.plus(t.fees), new Decimal(0));
  const net = trades.reduce((s, t) => s.plus(t.pnl!), new Decimal(0));
  return {
    count: a.overall.totalTrades,
    wins: a.overall.winningTrades,
    losses: a.overall.losingTrades,
    netPnl: a.overall.totalPnl,
    grossPnl: net.plus(fees).toFixed(),
    fees: fees.toFixed(),
    winRate: a.overall.winRate,
    averageWin: a.overall.averageWin,
    averageLoss: a.overall.averageLoss,
    expectancy: a.expectancy.value,
    profitFactor: a.overall.profitFactor,
    averageR: a.rMultiples.averageR,
    largestWin: best && new Decimal(best).gt(0) ? best : '0',
    largestLoss: worst && new Decimal(worst).lt(0) ? worst : '0',
  };
}

const figures = (row: Row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'keys'));

beforeAll(async () => {
  app = await startTestApp();
  [alice, bob] = await Promise.all([createUser(app), createUser(app)]);
  const db = app.db.dataSource;
  // The zone first: the rollups bucket days in it as trades arrive.
  await db.query(`UPDATE users SET timezone = $2 WHERE id = $1`, [alice.id, fixture.timezone]);
  const main = await createAccount(db, alice.id, '25000', 'Breakout');
  mainId = main.accountId;
  await insertTrades(db, { userId: alice.id, ...main }, fixture.trades);
  const other = await createAccount(db, alice.id, '1000', null);
  otherId = other.accountId;
  await db.query(`UPDATE trading_accounts SET name = 'Side' WHERE id = $1`, [otherId]);
  await insertTrades(db, { userId: alice.id, ...other }, [
    [
      'AAPL',
      'stocks',
      'long',
      '100',
      '200',
      '1',
      '1',
      '1.5',
      '90',
      '2026-03-20T14:00:00Z',
      '2026-03-20T14:30:00Z',
      ['calm' as never].slice(0, 0),
    ],
    [
      'MSFT',
      'stocks',
      'short',
      '300',
      '310',
      '2',
      '1',
      '0.25',
      null,
      '2025-07-04T13:00:00Z',
      '2025-07-05T13:00:00Z',
      ['patient'],
    ],
  ]);
  const bobs = await createAccount(db, bob.id, '500', null);
  await insertTrades(db, { userId: bob.id, ...bobs }, [
    ['AAPL', 'stocks', 'long', '100', '50', '1', '1', '0', null, '2026-03-20T14:00:00Z', '2026-03-20T14:30:00Z', []],
  ]);
});
afterAll(() => app?.close());

describe('breakdown equals the dashboard and analytics figures', () => {
  it('by year: every metric equals the dashboard summary of that year, and the years add up to the whole', async () => {
    const rows = await breakdown(['YEAR']);
    expect(rows.map((r) => r.keys[0].value)).toEqual(['2024', '2025', '2026']);
    for (const row of rows) {
      const year = row.keys[0].value!;
      expect(figures(row)).toEqual(await summary({ from: `${year}-01-01`, to: `${year}-12-31` }));
    }
    const whole = await summary({});
    expect(rows.reduce((n, r) => n + (r.count as number), 0)).toBe(whole.count);
    expect(rows.reduce((s, r) => s.plus(r.netPnl as string), new Decimal(0)).toFixed()).toBe(
      new Decimal(whole.netPnl as string).toFixed(),
    );
  });

  it('by account: every metric equals that account’s dashboard summary', async () => {
    const rows = await breakdown(['ACCOUNT']);
    expect(rows.map((r) => r.keys[0].label)).toEqual(['Main', 'Side']);
    for (const row of rows) expect(figures(row)).toEqual(await summary({}, row.keys[0].value!));
  });

  it('pivot symbol × side: every cell equals the summary filtered to that symbol and side', async () => {
    const rows = await breakdown(['SYMBOL', 'SIDE'], { accountId: mainId });
    expect(rows.length).toBeGreaterThan(4);
    for (const row of rows) {
      const [symbol, side] = row.keys.map((k) => k.value);
      expect(figures(row)).toEqual(await summary({ symbol, tradeType: side }, mainId));
    }
  });

  it('by symbol equals asset performance (with a filter: stocks, 2025 onwards)', async () => {
    const filter = { market: 'stocks', from: '2025-01-01' };
    const rows = await breakdown(['SYMBOL'], { filter });
    const data = (await q(
      `query($f: AnalyticsFilter) { analytics(filter: $f) {
      assetPerformance { symbol totalPnl totalTrades winRate wins losses } } }`,
      { f: filter },
    )) as unknown as {
      analytics: { assetPerformance: Record<string, unknown>[] };
    };
    const expected = data.analytics.assetPerformance
      .map((a) => ({
        symbol: a.symbol,
        netPnl: a.totalPnl,
        count: a.totalTrades,
        winRate: a.winRate,
        wins: a.wins,
        losses: a.losses,
      }))
      .sort((x, y) => String(x.symbol).localeCompare(String(y.symbol)));
    expect(
      rows.map((r) => ({
        symbol: r.keys[0].value,
        netPnl: r.netPnl,
        count: r.count,
        winRate: r.winRate,
        wins: r.wins,
        losses: r.losses,
      })),
    ).toEqual(expected);
  });

  it('by weekday, hour, market, strategy and tag equal the analytics sections', async () => {
    const data = (await q(`{ analytics {
      byWeekday { weekday pnl trades winRate } byHour { hour trades winRate }
      byMarket { key pnl trades winRate } byStrategy { key pnl trades winRate } byEmotionalTag { key pnl trades winRate } } }`)) as unknown as {
      analytics: Record<string, Array<Record<string, unknown>>>;
    };
    const a = data.analytics;
    const shaped = (rows: Row[], label = false) =>
      rows.map((r) => ({
        key: label ? r.keys[0].label : r.keys[0].value,
        pnl: r.netPnl,
        trades: r.count,
        winRate: r.winRate,
      }));
    const weekdays = await breakdown(['WEEKDAY']);
    expect(shaped(weekdays)).toEqual(
      a.byWeekday
        .filter((w) => (w.trades as number) > 0)
        .map((w) => ({ key: String(w.weekday), pnl: w.pnl, trades: w.trades, winRate: w.winRate })),
    );
    const hours = await breakdown(['HOUR']);
    expect(hours.map((r) => ({ hour: Number(r.keys[0].value), trades: r.count }))).toEqual(
      a.byHour.filter((h) => (h.trades as number) > 0).map((h) => ({ hour: h.hour, trades: h.trades })),
    );
    for (const h of hours) {
      const section = a.byHour.find((x) => x.hour === Number(h.keys[0].value))!;
      if (section.winRate !== null) expect(h.winRate).toBe(section.winRate);
    }
    expect(shaped(await breakdown(['MARKET']))).toEqual(a.byMarket);
    expect(shaped(await breakdown(['STRATEGY']), true)).toEqual(a.byStrategy);
    expect(shaped(await breakdown(['EMOTIONAL_TAG']))).toEqual(a.byEmotionalTag);
  });

  it('pivot weekday × hour adds up to the weekday and hour sections', async () => {
    const cells = await breakdown(['WEEKDAY', 'HOUR'], {}, ['COUNT', 'NET_PNL']);
    const data = (await q(`{ analytics { byWeekday { weekday pnl trades } byHour { hour trades } } }`)) as unknown as {
      analytics: {
        byWeekday: { weekday: number; pnl: string; trades: number }[];
        byHour: { hour: number; trades: number }[];
      };
    };
    for (const w of data.analytics.byWeekday) {
      const mine = cells.filter((c) => c.keys[0].value === String(w.weekday));
      expect(mine.reduce((n, c) => n + (c.count as number), 0)).toBe(w.trades);
      expect(mine.reduce((s, c) => s.plus(c.netPnl as string), new Decimal(0)).toFixed()).toBe(
        new Decimal(w.pnl).toFixed(),
      );
    }
    for (const h of data.analytics.byHour) {
      const mine = cells.filter((c) => c.keys[1].value === String(h.hour));
      expect(mine.reduce((n, c) => n + (c.count as number), 0)).toBe(h.trades);
    }
  });

  it('R-multiple and holding-time buckets hold every trade once; the R buckets hold exactly the trades with an R', async () => {
    const whole = await summary({});
    const r = await breakdown(['R_MULTIPLE'], {}, ['COUNT', 'AVERAGE_R']);
    expect(r.reduce((n, x) => n + (x.count as number), 0)).toBe(whole.count);
    const data = (await q(
      `{ analytics { rMultiples { trades } overall { closedTrades totalTrades } } }`,
    )) as unknown as {
      analytics: { rMultiples: { trades: number }; overall: { closedTrades: number; totalTrades: number } };
    };
    expect(r.filter((x) => x.keys[0].value !== null).reduce((n, x) => n + (x.count as number), 0)).toBe(
      data.analytics.rMultiples.trades,
    );
    const bounds = [
      [-Infinity, -2],
      [-2, -1],
      [-1, 0],
      [0, 1],
      [1, 2],
      [2, 3],
      [3, Infinity],
    ];
    for (const x of r.filter((b) => b.keys[0].value !== null)) {
      const [lo, hi] = bounds[Number(x.keys[0].value)];
      expect(x.averageR as number).toBeGreaterThanOrEqual(lo);
      expect(x.averageR as number).toBeLessThan(hi);
    }
    const hold = await breakdown(['HOLDING_TIME'], {}, ['COUNT']);
    expect(hold.reduce((n, x) => n + (x.count as number), 0)).toBe(whole.count);
    expect(hold.find((x) => x.keys[0].value === null)?.count ?? 0).toBe(
      data.analytics.overall.totalTrades - data.analytics.overall.closedTrades,
    );
  });
});

describe('breakdown rules', () => {
  it('orders by a metric and limits the groups; only the requested metrics are filled', async () => {
    const data = await q<{ breakdown: { rows: Row[]; totalGroups: number } }>(`{
      breakdown(groupBy: [SYMBOL], metrics: [NET_PNL], orderBy: { metric: NET_PNL, direction: desc }, limit: 2) {
        totalGroups rows { keys { value } netPnl count }
      } }`);
    const all = await breakdown(['SYMBOL'], {}, ['NET_PNL']);
    const sorted = [...all].sort((x, y) => new Decimal(y.netPnl as string).comparedTo(x.netPnl as string));
    expect(data.breakdown.totalGroups).toBe(all.length);
    expect(data.breakdown.rows.map((r) => r.netPnl)).toEqual(sorted.slice(0, 2).map((r) => r.netPnl));
    expect(data.breakdown.rows[0].count).toBeNull();
  });

  it('runs one SQL statement per call', async () => {
    const query = jest.spyOn(app.db.dataSource, 'query');
    const viewer = { id: alice.id, email: alice.email, username: 'Trader', timezone: fixture.timezone, isDemo: false };
    await app.services.breakdown.breakdown(viewer, {
      accountId: mainId,
      filter: { from: '2025-01-01', market: 'stocks', result: 'win' },
      groupBy: ['WEEKDAY', 'EMOTIONAL_TAG'],
      metrics: ALL_METRICS as never,
    });
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
  });

  it("keeps to the viewer's trades: another user's account is NOT_FOUND, and their trades never count", async () => {
    const r = await gql(
      app.baseUrl,
      `query($id: ID) { breakdown(accountId: $id, groupBy: [SYMBOL], metrics: [COUNT]) { totalGroups } }`,
      { id: mainId },
      { token: bob.token },
    );
    expect(codeOf(r)).toBe('NOT_FOUND');
    const mine = await q<{ breakdown: { rows: Row[] } }>(
      `{ breakdown(groupBy: [SYMBOL], metrics: [COUNT]) { rows { keys { value } count } } }`,
      {},
      bob,
    );
    expect(mine.breakdown.rows).toEqual([{ keys: [{ value: 'AAPL' }], count: 1 }]);
  });

  it('refuses three dimensions, a repeated one, no metric, an order by an unrequested metric and a bad limit', async () => {
    const bad = async (args: string) =>
      gql(app.baseUrl, `{ breakdown(${args}) { totalGroups } }`, {}, { token: alice.token });
    for (const args of [
      'groupBy: [SYMBOL, SIDE, HOUR], metrics: [COUNT]',
      'groupBy: [SYMBOL, SYMBOL], metrics: [COUNT]',
      'groupBy: [], metrics: [COUNT]',
      'groupBy: [SYMBOL], metrics: []',
      'groupBy: [SYMBOL], metrics: [COUNT], orderBy: { metric: NET_PNL }',
      'groupBy: [SYMBOL], metrics: [COUNT], limit: 0',
      'groupBy: [SYMBOL], metrics: [COUNT], filter: { strategyId: "x" }',
    ]) {
      expect([args, codeOf(await bad(args))]).toEqual([args, 'BAD_USER_INPUT']);
    }
  });
});

describe('cost limits', () => {
  const aliases = (limit: number) =>
    `{ ${Array.from(
      { length: 10 },
      (_, i) =>
        `b${i}: breakdown(groupBy: [SYMBOL, HOUR], metrics: [COUNT], limit: ${limit}) { rows { keys { label } count } }`,
    ).join('\n')} }`;

  it('counts breakdown groups and connection edges: large shapes are refused before running, small ones pass', async () => {
    const small = await gql(app.baseUrl, aliases(10), {}, { token: alice.token });
    expect(small.errors).toBeUndefined();
    const large = await gql(app.baseUrl, aliases(1000), {}, { token: alice.token });
    expect(codeOf(large)).toBe('QUERY_TOO_COSTLY');
    const edges = await gql(
      app.baseUrl,
      `{ tradesConnection(first: 1000) { edges { node { account { analytics { scatter { pnl } } } } } } }`,
      {},
      { token: alice.token },
    );
    expect(codeOf(edges)).toBe('QUERY_TOO_COSTLY');
  });
});

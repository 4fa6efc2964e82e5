import Decimal from 'decimal.js';
import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { AnalyticsService } from '../../../server/src/modules/analytics/analytics.service';
import { computePnl } from '../../../server/src/domain/trade-pnl';
import { queryScatter } from '../../../server/src/modules/analytics/queries/scatter.query';
import { walkStreaks } from '../../../server/src/domain/analytics/streaks';
import { createAccount, createUser, insertTrades, type FixtureTrade } from './analytics-harness';

// For random trade sets, the SQL figures equal a straightforward reference computation in
// TypeScript (decimal.js) over the same rows.

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
});

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];
const price = fc.integer({ min: 1, max: 50000 }).map((c) => new Decimal(c).div(100).toFixed());
const tradeArb = fc.record({
  symbol: fc.constantFrom('AAPL', 'ES', 'EURUSD'),
  market: fc.constantFrom('stocks', 'futures', 'forex'),
  type: fc.constantFrom('long', 'short'),
  entry: price,
  exit: fc.option(price, { freq: 6 }),
  qty: fc.integer({ min: 1, max: 300 }).map(String),
  mult: fc.constantFrom('1', '50'),
  fees: fc.integer({ min: 0, max: 500 }).map((c) => new Decimal(c).div(100).toFixed()),
  entryMs: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 0, 1) }),
  holdMin: fc.integer({ min: 0, max: 5000 }),
});

function localDay(ms: number, zone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(ms),
  );
}

test('SQL figures equal a reference computation over the same rows', async () => {
  let n = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(tradeArb, { minLength: 0, maxLength: 40 }),
      fc.constantFrom(...ZONES),
      async (trades, zone) => {
        const db = tdb.dataSource;
        const viewer = await createUser(db, `p${n++}@example.com`, zone);
        const account = await createAccount(db, viewer.id, '10000', null);
        // Distinct entry instants (the whole second plus the row's index in ms): SQL breaks an entry
        // tie by the random uuid, so the reference could not know the order of two equal instants.
        const entryAt = (t: { entryMs: number }, i: number) => Math.floor(t.entryMs / 1000) * 1000 + i;
        const rows: FixtureTrade[] = trades.map((t, i) => [
          t.symbol,
          t.market,
          t.type,
          t.entry,
          t.exit,
          t.qty,
          t.mult,
          t.fees,
          null,
          new Date(entryAt(t, i)).toISOString(),
          t.exit ? new Date(entryAt(t, i) + t.holdMin * 60000).toISOString() : null,
          [],
        ]);
        await insertTrades(db, { userId: viewer.id, ...account }, rows);
        const svc = new AnalyticsService(db);
        const scope = svc.scope(viewer, account.accountId, {});

        const withPnl = rows.map((r, i) => ({
          r,
          i,
          entryMs: Date.parse(r[9]),
          exitMs: r[10] ? Date.parse(r[10]) : null,
          pnl: computePnl({
            tradeType: r[2] as 'long',
            entryPrice: r[3],
            exitPrice: r[4],
            quantity: r[5],
            multiplier: r[6],
            fees: r[7],
          }),
        }));
        const closed = withPnl.filter((t) => t.pnl !== null).map((t) => ({ ...t, p: new Decimal(t.pnl!) }));
        const wins = closed.filter((t) => t.p.gt(0));
        const losses = closed.filter((t) => t.p.lt(0));
        const sum = (xs: typeof closed) => xs.reduce((s, t) => s.plus(t.p), new Decimal(0));

        const overall = await svc.overall(scope);
        expect(new Decimal(overall.totalPnl).eq(sum(closed))).toBe(true);
        expect([overall.totalTrades, overall.closedTrades, overall.winningTrades, overall.losingTrades]).toEqual([
          rows.length,
          closed.length,
          wins.length,
          losses.length,
        ]);
        expect(
          new Decimal(overall.averageWin).eq(
            wins.length ? sum(wins).div(wins.length).toDecimalPlaces(8, Decimal.ROUND_HALF_UP) : 0,
          ),
        ).toBe(true);
        expect(
          new Decimal(overall.averageLoss).eq(
            losses.length ? sum(losses).div(losses.length).toDecimalPlaces(8, Decimal.ROUND_HALF_UP) : 0,
          ),
        ).toBe(true);
        if (losses.length === 0) expect(overall.profitFactor).toBeNull();
        else expect(overall.profitFactor).toBeCloseTo(sum(wins).div(sum(losses).abs()).toNumber(), 9);

        // Equity in exit order (ties by entry), running peak from the initial balance.
        const byExit = [...closed].sort((a, b) => a.exitMs! - b.exitMs! || a.entryMs - b.entryMs);
        let bal = new Decimal(10000);
        let peak = bal;
        let maxDd = new Decimal(0);
        for (const t of byExit) {
          bal = bal.plus(t.p);
          peak = Decimal.max(peak, bal);
          maxDd = Decimal.max(maxDd, peak.minus(bal));
        }
        const curve = await svc.equityCurve(scope, null, 2000);
        expect([
          curve.totalPoints,
          new Decimal(curve.finalBalance).eq(bal),
          new Decimal(curve.maxDrawdown).eq(maxDd),
        ]).toEqual([closed.length, true, true]);

        // Streaks walk in entry order.
        const signs = [...closed].sort((a, b) => a.entryMs - b.entryMs).map((t) => t.p.comparedTo(0));
        const walk = walkStreaks(signs);
        const streaks = await svc.streaks(scope);
        expect(streaks.recent.map((b) => b.streak)).toEqual(walk.slice(-50));
        expect(streaks.bestWinStreak).toBe(Math.max(0, ...walk));
        expect(streaks.worstLossStreak).toBe(Math.max(0, ...walk.map((s) => -s)));

        // A day in the viewer's zone.
        if (rows.length > 0) {
          const day = localDay(withPnl[0].entryMs, zone);
          const inDay = withPnl.filter((t) => localDay(t.entryMs, zone) === day);
          const daily = await svc.daily(scope, day);
          expect(daily.totalTrades).toBe(inDay.length);
          expect(new Decimal(daily.dailyPnl).eq(inDay.reduce((s, t) => s.plus(t.pnl ?? 0), new Decimal(0)))).toBe(true);
        }
      },
    ),
    { numRuns: 30 },
  );
});

test('the scatter series holds the newest closed trades (entry date, then id, descending), ties included', async () => {
  let n = 0;
  // Few distinct entry instants so that ties straddle the cut; a small limit so it is reached.
  const tiedArb = fc.record({
    trade: tradeArb,
    slot: fc.integer({ min: 0, max: 5 }),
    stop: fc.option(price, { freq: 2 }),
  });
  await fc.assert(
    fc.asyncProperty(
      fc.array(tiedArb, { minLength: 0, maxLength: 30 }),
      fc.integer({ min: 1, max: 12 }),
      async (trades, limit) => {
        const db = tdb.dataSource;
        const viewer = await createUser(db, `s${n++}@example.com`, 'UTC');
        const account = await createAccount(db, viewer.id, '10000', null);
        const rows: FixtureTrade[] = trades.map(({ trade: t, slot, stop }) => {
          const entryMs = Date.UTC(2025, 5, 1) + slot * 3_600_000;
          return [
            t.symbol,
            t.market,
            t.type,
            t.entry,
            t.exit,
            t.qty,
            t.mult,
            t.fees,
            stop,
            new Date(entryMs).toISOString(),
            t.exit ? new Date(entryMs + t.holdMin * 60000).toISOString() : null,
            [],
          ];
        });
        const ids = await insertTrades(db, { userId: viewer.id, ...account }, rows);
        const svc = new AnalyticsService(db);
        const scope = svc.scope(viewer, account.accountId, {});

        const expected = rows
          .map((r, i) => ({ r, id: ids[i], entryMs: Date.parse(r[9]) }))
          .filter(({ r }) => r[4] !== null)
          .sort((a, b) => b.entryMs - a.entryMs || (a.id < b.id ? 1 : -1))
          .slice(0, limit);
        const got = await queryScatter(db, scope, limit);
        expect(got.map((g) => g.tradeId)).toEqual(expected.map((e) => e.id));
        got.forEach((g, k) => {
          const r = expected[k].r;
          const entry = new Decimal(r[3]);
          const size = new Decimal(r[5]).times(r[6]);
          // Risk on the initial stop (the harness sets it to the stop); none without a stop (issue 33).
          if (r[8]) expect(g.risk).toBeCloseTo(entry.minus(r[8]).abs().times(size).toNumber(), 6);
          else expect(g.risk).toBeNull();
          expect(g.reward).toBeCloseTo(new Decimal(r[4]!).minus(entry).abs().times(size).toNumber(), 6);
          const holdMs = Date.parse(r[10]!) - Date.parse(r[9]);
          expect(g.hours).toBe(holdMs > 0 ? Math.round((holdMs / 3_600_000) * 1e4) / 1e4 : null);
        });
      },
    ),
    { numRuns: 30 },
  );
});

import type { DataSource } from 'typeorm';
import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { AnalyticsService } from '../../../server/src/modules/analytics/analytics.service';
import { buildTrade, type TradeFields } from '../../support/trade-factory';
import { accountContext, createAccount, createUser, insertTrades, type FixtureTrade } from './analytics-harness';

/** One ES-style contract bought at 100, no fees: the pnl is the exit price − 100. */
const futures = (overrides: Partial<TradeFields>): Partial<TradeFields> => ({
  market: 'futures',
  entryPrice: '100',
  quantity: '1',
  fees: '0',
  ...overrides,
});
const futuresTrade = (overrides: Partial<TradeFields>) => buildTrade(futures(overrides));

// The per-day summaries (kept by trigger on every insert, update and delete) give exactly the
// per-trade walks' figures: max drawdown (absolute and %), final balance, trade count, current,
// best and worst streaks and the last-50 bars — also under a date range, and after a rebuild.

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
});

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata'];
const DAY = 86400000;
const START = Date.UTC(2025, 2, 1);
// Few exit prices around the entry so wins, losses and 0 pnl all occur, several trades a day,
// some exits sharing an instant (ties broken by entry, then id) and some closed trades without exit date.
const tradeArb = fc.record({
  exit: fc.constantFrom('90', '99.5', '100', '100.5', '110', '130'),
  qty: fc.integer({ min: 1, max: 20 }).map(String),
  day: fc.integer({ min: 0, max: 12 }),
  minute: fc.integer({ min: 0, max: 1439 }),
  holdMin: fc.constantFrom(0, 30, 600, 2000),
  noExitDate: fc.integer({ min: 0, max: 11 }).map((x) => x === 0),
});

async function figures(svc: AnalyticsService, scope: ReturnType<AnalyticsService['scope']>, initial: string) {
  const curve = await svc.equityCurve(scope, initial, 2000);
  const s = await svc.streaks(scope);
  return {
    equity: [curve.totalPoints, curve.finalBalance, curve.maxDrawdown, curve.maxDrawdownPercent],
    streaks: [s.current, s.bestWinStreak, s.worstLossStreak, s.recent.map((b) => [b.tradeId, b.streak])],
  };
}

test("day summaries give the per-trade walks' figures exactly", async () => {
  let n = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(tradeArb, { minLength: 1, maxLength: 90 }),
      fc.constantFrom(...ZONES),
      fc.array(fc.nat(), { maxLength: 8 }),
      fc.constantFrom('10000', '50', '-20'),
      async (trades, zone, edits, initial) => {
        const db = tdb.dataSource;
        const viewer = await createUser(db, `w${n++}@example.com`, zone);
        const account = await createAccount(db, viewer.id, '10000', null);
        const rows: FixtureTrade[] = trades.map((t) => {
          const entryMs = START + t.day * DAY + t.minute * 60000;
          return [
            'ES',
            'futures',
            'long',
            '100',
            t.exit,
            t.qty,
            '1',
            '0',
            null,
            new Date(entryMs).toISOString(),
            t.noExitDate ? null : new Date(Math.ceil((entryMs + t.holdMin * 60000) / 3600000) * 3600000).toISOString(),
            [],
          ];
        });
        const ids = await insertTrades(db, { userId: viewer.id, ...account }, rows);
        // Edits after the fact: a pnl sign flip, a move to another day, deletes, many-row updates.
        for (const [k, e] of edits.entries()) {
          const id = ids[e % ids.length];
          if (k % 5 === 0) await db.query(`UPDATE trades SET pnl = -pnl WHERE id = $1`, [id]);
          else if (k % 5 === 1)
            await db.query(
              `UPDATE trades SET entry_date = entry_date - interval '1 day', exit_date = exit_date + interval '2 days' WHERE id = $1`,
              [id],
            );
          else if (k % 5 === 2) await db.query(`DELETE FROM trades WHERE id = $1`, [id]);
          // Many rows in one statement (the summaries refresh once per statement).
          else if (k % 5 === 3)
            await db.query(
              `UPDATE trades SET exit_date = exit_date + interval '20 hours', notes = 'moved' WHERE account_id = $1 AND entry_date < $2`,
              [account.accountId, new Date(START + (e % 12) * DAY).toISOString()],
            );
          else
            await db.query(`DELETE FROM trades WHERE account_id = $1 AND pnl < 0 AND entry_date > $2`, [
              account.accountId,
              new Date(START + (e % 12) * DAY).toISOString(),
            ]);
        }
        const perTrade = new AnalyticsService(db, undefined, { dayWalksAbove: Number.MAX_SAFE_INTEGER });
        const byDay = new AnalyticsService(db, undefined, { dayWalksAbove: 0 });
        const scope = perTrade.scope(viewer, account.accountId, {});
        const expected = await figures(perTrade, scope, initial);
        expect(await figures(byDay, scope, initial)).toEqual(expected);

        const ranged = perTrade.scope(viewer, account.accountId, { from: '2025-03-04', to: '2025-03-09' });
        expect(await byDay.streaks(ranged)).toEqual(await perTrade.streaks(ranged));

        // The same trades copied into another account by one multi-row INSERT.
        const copy = await createAccount(db, viewer.id, '10000', null);
        await db.query(
          `INSERT INTO trades (user_id, account_id, symbol, market, trade_type, entry_price, exit_price, quantity, multiplier, fees, pnl, result, entry_date, exit_date)
        SELECT user_id, $2, symbol, market, trade_type, entry_price, exit_price, quantity, multiplier, fees, pnl, result, entry_date, exit_date FROM trades WHERE account_id = $1`,
          [account.accountId, copy.accountId],
        );
        const copyScope = perTrade.scope(viewer, copy.accountId, {});
        expect(await figures(byDay, copyScope, initial)).toEqual(await figures(perTrade, copyScope, initial));

        // A full rebuild (bulk loads, zone change) leaves the same rows the trigger kept.
        const dump = async () =>
          db.query(
            `SELECT (SELECT json_agg(e ORDER BY e.account_id, e.day) FROM analytics_equity_day e WHERE e.user_id = $1) AS e,
        (SELECT json_agg(s ORDER BY s.account_id, s.day) FROM analytics_streak_day s WHERE s.user_id = $1) AS s`,
            [viewer.id],
          );
        const kept = await dump();
        await db.query(`SELECT analytics_day_walks_rebuild($1)`, [viewer.id]);
        expect(await dump()).toEqual(kept);
      },
    ),
    { numRuns: 40 },
  );
});

test('a change of zone rebuilds the day summaries in the new zone', async () => {
  const db = tdb.dataSource;
  const viewer = await createUser(db, 'zone-walks@example.com', 'UTC');
  const account = await createAccount(db, viewer.id, '10000', null);
  // 03:00 UTC is the previous local day in New York.
  const ctx = accountContext(db, { userId: viewer.id, ...account });
  await ctx.newTrade(
    futures({
      symbol: 'ES',
      exitPrice: '110',
      entryDate: '2025-03-05T03:00:00.000Z',
      exitDate: '2025-03-05T03:30:00.000Z',
    }),
  );
  const days = async () =>
    (
      await db.query(
        `SELECT day::text FROM analytics_streak_day WHERE user_id = $1
    UNION ALL SELECT day::text FROM analytics_equity_day WHERE user_id = $1`,
        [viewer.id],
      )
    ).map((r: { day: string }) => r.day);
  expect(await days()).toEqual(['2025-03-05', '2025-03-05']);
  await db.query(`UPDATE users SET timezone = 'America/New_York' WHERE id = $1`, [viewer.id]);
  expect(await days()).toEqual(['2025-03-04', '2025-03-04']);
});

/**
 * Two transactions racing: `first` runs and stays open, `second` starts while it is open (and is
 * expected to wait on its locks), then `first` commits, `second` finishes and commits.
 */
async function whileOpen(
  db: DataSource,
  first: (q: DataSource) => Promise<unknown>,
  second: (q: DataSource) => Promise<unknown>,
) {
  const [a, b] = [db.createQueryRunner(), db.createQueryRunner()];
  try {
    await a.startTransaction();
    await first(a as unknown as DataSource);
    await b.startTransaction();
    const [{ pid }] = (await b.query('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
    let settled = false;
    const pending = second(b as unknown as DataSource).finally(() => (settled = true));
    // `first` commits only once `second` is blocked on a lock (what PostgreSQL says of its
    // backend), or has finished without needing to wait.
    const deadline = Date.now() + 30_000;
    while (!settled) {
      const [row] = (await db.query(`SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1`, [pid])) as [
        { wait_event_type: string | null } | undefined,
      ];
      if (row?.wait_event_type === 'Lock') break;
      if (Date.now() > deadline) throw new Error('the second transaction neither waited on a lock nor finished');
      await new Promise((r) => setTimeout(r, 10));
    }
    await a.commitTransaction();
    await pending;
    await b.commitTransaction();
  } finally {
    await a.release();
    await b.release();
  }
}

test('two transactions adding trades to the same account and day both land in the summaries', async () => {
  const db = tdb.dataSource;
  const viewer = await createUser(db, 'concurrent-walks@example.com', 'UTC');
  const account = await createAccount(db, viewer.id, '10000', null);
  const owner = { userId: viewer.id, ...account };
  // Different symbols, so the rollup upserts (keyed by symbol) do not already serialize them.
  const trade = (symbol: string, exitPrice: string, minute: number) =>
    futuresTrade({
      symbol,
      exitPrice,
      entryDate: `2025-03-05T10:${minute}:00.000Z`,
      exitDate: `2025-03-05T11:${minute}:00.000Z`,
    });
  // The second waits for the first transaction's lock on the account's summaries, then sees its trade.
  await whileOpen(
    db,
    (q) => insertTrades(q, owner, [trade('ES', '110', 10)]),
    (q) => insertTrades(q, owner, [trade('NQ', '90', 20)]),
  );
  const [row] = await db.query(
    `SELECT e.n, e.pnl::text, s.nz, s.lead_sign, s.trail_sign FROM analytics_equity_day e
    JOIN analytics_streak_day s USING (account_id, day) WHERE e.account_id = $1`,
    [account.accountId],
  );
  expect(row).toEqual({ n: 2, pnl: '0', nz: 2, lead_sign: 1, trail_sign: -1 });
});

test('a trade written while a change of zone is in flight lands on its day in the new zone', async () => {
  const db = tdb.dataSource;
  const viewer = await createUser(db, 'zone-race@example.com', 'UTC');
  const account = await createAccount(db, viewer.id, '10000', null);
  const owner = { userId: viewer.id, ...account };
  // 03:xx UTC on 5 March is 4 March in New York.
  const trade = (symbol: string, minute: number) =>
    futuresTrade({
      symbol,
      exitPrice: '110',
      entryDate: `2025-03-05T03:${minute}:00.000Z`,
      exitDate: `2025-03-05T03:${minute + 5}:00.000Z`,
    });
  await insertTrades(db, owner, [trade('ES', 10)]);
  // The trade waits for the change of zone to commit, then buckets itself in the new zone.
  await whileOpen(
    db,
    (q) => q.query(`UPDATE users SET timezone = 'America/New_York' WHERE id = $1`, [viewer.id]),
    (q) => insertTrades(q, owner, [trade('NQ', 20)]),
  );
  const dump = async () =>
    (
      await db.query(
        `SELECT
      (SELECT json_agg(json_build_object('day', r.day, 'symbol', r.symbol, 'trades', r.trades) ORDER BY r.day, r.symbol) FROM analytics_day_rollup r WHERE r.user_id = $1) AS rollup,
      (SELECT json_agg(h.hour ORDER BY h.hour, h.symbol) FROM analytics_hour_rollup h WHERE h.user_id = $1) AS hours,
      (SELECT json_agg(e.day ORDER BY e.day) FROM analytics_equity_day e WHERE e.user_id = $1) AS equity,
      (SELECT json_agg(s.day ORDER BY s.day) FROM analytics_streak_day s WHERE s.user_id = $1) AS streak`,
        [viewer.id],
      )
    )[0];
  const kept = await dump();
  expect(kept).toEqual({
    rollup: [
      { day: '2025-03-04', symbol: 'ES', trades: 1 },
      { day: '2025-03-04', symbol: 'NQ', trades: 1 },
    ],
    hours: [22, 22],
    equity: ['2025-03-04'],
    streak: ['2025-03-04'],
  });
  // And exactly what a full rebuild in the new zone gives.
  await db.query(`SELECT analytics_rollup_rebuild($1), analytics_day_walks_rebuild($1)`, [viewer.id]);
  expect(await dump()).toEqual(kept);
});

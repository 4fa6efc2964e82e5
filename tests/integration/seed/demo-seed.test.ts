import Decimal from 'decimal.js';
import { seedDemoData } from '../../../server/src/db/seed/demo-seed';
import { computePnl, deriveResult } from '../../../server/src/domain/trade-pnl';
import { verifyPassword } from '../../../server/src/modules/auth/password';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

const NOW = new Date('2026-06-17T18:30:00Z');
const ALLOWED_TAGS = [
  'confident',
  'fearful',
  'disciplined',
  'impulsive',
  'patient',
  'anxious',
  'focused',
  'distracted',
];

interface TradeRow {
  market: string;
  trade_type: 'long' | 'short';
  entry_price: string;
  exit_price: string | null;
  quantity: string;
  multiplier: string;
  fees: string;
  pnl: string | null;
  result: string;
  exit_date: Date | null;
  entry_date: Date;
  emotional_tags: string[];
  notes: string | null;
  currency: string;
  symbol: string;
  stop_loss: string | null;
}

describe('seedDemoData', () => {
  let db: TestDatabase;
  const demoTrades = (): Promise<TradeRow[]> =>
    db.dataSource.query(
      `SELECT t.*, a.currency FROM trades t JOIN trading_accounts a ON a.id = t.account_id
     JOIN users u ON u.id = t.user_id WHERE u.email = 'demo@candlog.app' ORDER BY t.entry_date, t.symbol`,
    );
  /** A fingerprint of the data's shape: counts and pnl per account currency, market and result. */
  const shape = () =>
    db.dataSource.query(
      `SELECT a.currency, t.market, t.result, count(*)::int AS n, sum(t.pnl)::text AS pnl
     FROM trades t JOIN trading_accounts a ON a.id = t.account_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    // Another user's data must survive every seed untouched.
    await db.dataSource.query(
      `INSERT INTO users (email, username, password_hash) VALUES ('other@example.com', 'Other', 'x')`,
    );
    await seedDemoData(db.dataSource, NOW);
  });
  afterAll(() => db?.drop());

  it('creates the demo user the login screen advertises', async () => {
    const users = await db.dataSource.query(`SELECT * FROM users WHERE email = 'demo@candlog.app'`);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      username: 'Demo Trader',
      is_demo: true,
      timezone: 'America/New_York',
      timezone_set: true,
    });
    await expect(verifyPassword(users[0].password_hash, 'candlog-demo')).resolves.toBe(true);
  });

  it('is idempotent: seeding again, even concurrently, leaves one demo user with the same data', async () => {
    const [{ id: userId }] = await db.dataSource.query(`SELECT id FROM users WHERE email = 'demo@candlog.app'`);
    const before = await shape();
    await Promise.all([seedDemoData(db.dataSource, NOW), seedDemoData(db.dataSource, NOW)]);
    expect(await shape()).toEqual(before);
    const users = await db.dataSource.query(`SELECT id FROM users WHERE email = 'demo@candlog.app'`);
    expect(users).toEqual([{ id: userId }]);
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM users`);
    expect(n).toBe(2);
  });

  it('gives the demo user three accounts in USD, EUR and JPY, each with its own strategy', async () => {
    const accounts = await db.dataSource.query(
      `SELECT a.currency, s.name AS strategy FROM trading_accounts a JOIN strategies s ON s.id = a.strategy_id
       ORDER BY a.created_at`,
    );
    expect(accounts).toEqual([
      { currency: 'USD', strategy: 'Breakout' },
      { currency: 'EUR', strategy: 'Trend Following' },
      { currency: 'JPY', strategy: 'Support/Resistance' },
    ]);
    const mismatched = await db.dataSource.query(
      `SELECT count(*)::int AS n FROM trades t JOIN trading_accounts a ON a.id = t.account_id
       WHERE t.strategy_id IS DISTINCT FROM a.strategy_id OR t.user_id <> a.user_id`,
    );
    expect(mismatched).toEqual([{ n: 0 }]);
  });

  it('trades in all seven markets, long and short, with contract multipliers where they belong', async () => {
    const trades = await demoTrades();
    expect(trades.length).toBeGreaterThan(600);
    expect(new Set(trades.map((t) => t.market))).toEqual(
      new Set(['forex', 'crypto', 'stocks', 'commodities', 'indices', 'futures', 'options']),
    );
    expect(new Set(trades.map((t) => t.trade_type))).toEqual(new Set(['long', 'short']));
    for (const t of trades.filter((row) => row.market === 'options'))
      expect(new Decimal(t.multiplier).eq(100)).toBe(true);
    for (const t of trades.filter((row) => row.symbol === 'ES')) expect(new Decimal(t.multiplier).eq(50)).toBe(true);
    expect(trades.filter((t) => t.stop_loss !== null).length / trades.length).toBeGreaterThan(0.7);
    for (const t of trades.filter((row) => row.stop_loss !== null)) {
      // A stop sits on the losing side of the entry: below a long, above a short.
      const side = new Decimal(t.stop_loss!).comparedTo(t.entry_price);
      expect(`${t.trade_type} ${side}`).toBe(t.trade_type === 'long' ? 'long -1' : 'short 1');
    }
    for (const t of trades.filter((row) => row.exit_date))
      expect(t.exit_date!.getTime()).toBeGreaterThan(t.entry_date.getTime());
    expect(trades.some((t) => new Decimal(t.fees).gt(0))).toBe(true);
  });

  it('stores every closed trade with the pnl and result the domain computes, and open ones without', async () => {
    const trades = await demoTrades();
    const open = trades.filter((t) => t.result === 'open');
    expect(open.length).toBeGreaterThanOrEqual(3);
    for (const t of open) expect([t.exit_price, t.exit_date, t.pnl]).toEqual([null, null, null]);
    for (const t of trades.filter((row) => row.result !== 'open')) {
      const expected = computePnl({
        tradeType: t.trade_type,
        entryPrice: t.entry_price,
        exitPrice: t.exit_price,
        quantity: t.quantity,
        multiplier: t.multiplier,
        fees: t.fees,
      });
      expect(new Decimal(t.pnl!).eq(expected!)).toBe(true);
      expect(t.result).toBe(deriveResult(t.pnl));
    }
  });

  it('has a win rate between 50% and 60% and at least two losing streaks of five or more', async () => {
    const closed = (await demoTrades())
      .filter((t) => t.result !== 'open')
      .sort((a, b) => a.exit_date!.getTime() - b.exit_date!.getTime());
    const winRate = closed.filter((t) => t.result === 'win').length / closed.length;
    expect(winRate).toBeGreaterThanOrEqual(0.5);
    expect(winRate).toBeLessThanOrEqual(0.6);
    let run = 0;
    const streaks: number[] = [];
    for (const t of closed) {
      run = t.result === 'loss' ? run + 1 : 0;
      if (run === 5) streaks.push(run);
    }
    expect(streaks.length).toBeGreaterThanOrEqual(2);
  });

  it('journals many trades with notes and only the eight allowed emotional tags', async () => {
    const trades = await demoTrades();
    const tags = trades.flatMap((t) => t.emotional_tags);
    expect(new Set(tags).size).toBe(8);
    for (const tag of tags) expect(ALLOWED_TAGS).toContain(tag);
    expect(trades.filter((t) => t.emotional_tags.length > 0).length / trades.length).toBeGreaterThan(0.5);
    expect(trades.filter((t) => t.notes).length / trades.length).toBeGreaterThan(0.2);
  });

  it("spans about 18 months up to now, with trades closed today in the demo user's zone", async () => {
    const [span] = await db.dataSource.query(
      `SELECT min(entry_date) AS first, max(greatest(entry_date, coalesce(exit_date, entry_date))) AS last,
         count(*) FILTER (WHERE (exit_date AT TIME ZONE 'America/New_York')::date
                              = ($1::timestamptz AT TIME ZONE 'America/New_York')::date)::int AS closed_today
       FROM trades`,
      [NOW],
    );
    const monthsBack = (NOW.getTime() - span.first.getTime()) / (30.44 * 24 * 3600_000);
    expect(monthsBack).toBeGreaterThan(17.5);
    expect(monthsBack).toBeLessThan(18.5);
    expect(span.last.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - span.last.getTime()).toBeLessThan(24 * 3600_000);
    expect(span.closed_today).toBeGreaterThanOrEqual(2);
  });

  it('re-dates the history when seeded on a later day, still one demo user and nothing of others touched', async () => {
    const later = new Date(NOW.getTime() + 40 * 24 * 3600_000);
    await seedDemoData(db.dataSource, later);
    const [{ last }] = await db.dataSource.query(`SELECT max(entry_date) AS last FROM trades`);
    expect(later.getTime() - last.getTime()).toBeLessThan(24 * 3600_000);
    const users = await db.dataSource.query(`SELECT email FROM users ORDER BY email`);
    expect(users).toEqual([{ email: 'demo@candlog.app' }, { email: 'other@example.com' }]);
  });
  it('gives the demo a rate for every currency pair its accounts need on every trade day (all-accounts views convert)', async () => {
    await seedDemoData(db.dataSource, NOW); // other cases seed at other dates
    // The same rule the figures use (fx_factor: last rate on or before the day, inverse, cross via EUR).
    const missing = await db.dataSource.query(
      `SELECT DISTINCT a.currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE u.timezone)::date AS day
         FROM trades t JOIN trading_accounts a ON a.id = t.account_id JOIN users u ON u.id = t.user_id
        WHERE u.email = 'demo@candlog.app' AND a.currency <> 'USD'
          AND fx_factor(u.id, a.currency, 'USD', (coalesce(t.exit_date, t.entry_date) AT TIME ZONE u.timezone)::date) IS NULL`,
    );
    expect(missing).toEqual([]);
    const rates = () =>
      db.dataSource.query(
        `SELECT base, quote, count(*)::int AS n FROM fx_rates r JOIN users u ON u.id = r.user_id
          WHERE u.email = 'demo@candlog.app' GROUP BY 1, 2 ORDER BY 1, 2`,
      );
    const seeded = await rates();
    expect(seeded.map((r: { base: string; quote: string }) => `${r.base}→${r.quote}`)).toEqual(['EUR→USD', 'USD→JPY']);
    // Replaced, not added to, by the next seed.
    await seedDemoData(db.dataSource, NOW);
    expect(await rates()).toEqual(seeded);
  });
});

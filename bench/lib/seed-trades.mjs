// Reproducible bulk seeding of a user with one trading account and N trades (COPY FROM STDIN).
// Used by bench/analytics.mjs and bench/seed-bench-user.mjs; plain ESM so it runs without a build.
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const require = createRequire(import.meta.url);
const { from: copyFrom } = require('pg-copy-streams');
const Decimal = require('decimal.js');

const SYMBOLS = [
  ['EURUSD', 'forex', 1.1, 1],
  ['GBPUSD', 'forex', 1.3, 1],
  ['USDJPY', 'forex', 150, 1],
  ['BTCUSD', 'crypto', 60000, 1],
  ['ETHUSD', 'crypto', 3000, 1],
  ['SOLUSD', 'crypto', 150, 1],
  ['AAPL', 'stocks', 190, 1],
  ['MSFT', 'stocks', 410, 1],
  ['NVDA', 'stocks', 120, 1],
  ['TSLA', 'stocks', 240, 1],
  ['XAUUSD', 'commodities', 2300, 1],
  ['WTI', 'commodities', 80, 1],
  ['SPX500', 'indices', 5200, 1],
  ['NAS100', 'indices', 18000, 1],
  ['ES', 'futures', 5200, 50],
  ['NQ', 'futures', 18000, 20],
  ['SPY240621C500', 'options', 12, 100],
];
const TAGS = ['confident', 'fearful', 'disciplined', 'impulsive', 'patient', 'anxious', 'focused', 'distracted'];

/** mulberry32: a tiny seeded PRNG, so every run generates the same trades. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function copyField(v) {
  if (v === null || v === undefined) return '\\N';
  return String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
}

/** Yields COPY text lines for `count` trades of one account, spread over `days` days up to `endMs`. */
function* tradeLines({ userId, accountId, strategyId, count, seed, endMs, days }) {
  const rand = prng(seed);
  const spanMs = days * 86400000;
  for (let i = 0; i < count; i++) {
    const [symbol, market, base, multiplier] = SYMBOLS[Math.floor(rand() * SYMBOLS.length)];
    const tradeType = rand() < 0.6 ? 'long' : 'short';
    const entryMs = endMs - spanMs + Math.floor((i / count) * spanMs) + Math.floor(rand() * 3600000);
    const entry = new Decimal(base).times(0.9 + rand() * 0.2).toDecimalPlaces(4);
    const quantity = new Decimal(1 + Math.floor(rand() * 20));
    const fees = new Decimal(Math.floor(rand() * 500)).div(100);
    const isOpen = i >= count - 5 && rand() < 0.8;
    const move = new Decimal(rand() * 0.04 - 0.019).times(entry).toDecimalPlaces(4);
    const exit = isOpen ? null : Decimal.max(entry.plus(move), '0.0001');
    const direction = tradeType === 'long' ? 1 : -1;
    const pnl = exit === null ? null : exit.minus(entry).times(quantity).times(multiplier).times(direction).minus(fees);
    const result = pnl === null ? 'open' : pnl.gt(0) ? 'win' : pnl.lt(0) ? 'loss' : 'breakeven';
    const stop = rand() < 0.8 ? entry.times(tradeType === 'long' ? 0.99 : 1.01).toDecimalPlaces(4) : null;
    const exitMs = exit === null ? null : entryMs + 60000 + Math.floor(rand() * 8 * 3600000);
    const tags = TAGS.filter(() => rand() < 0.15);
    yield (
      [
        userId,
        accountId,
        strategyId,
        symbol,
        market,
        tradeType,
        entry.toFixed(),
        exit?.toFixed() ?? null,
        quantity.toFixed(),
        multiplier,
        fees.toFixed(),
        stop?.toFixed() ?? null,
        pnl?.toFixed() ?? null,
        result,
        new Date(entryMs).toISOString(),
        exitMs === null ? null : new Date(exitMs).toISOString(),
        i % 7 === 0 ? `bench note ${i}, "quoted"` : null,
        `{${tags.join(',')}}`,
      ]
        .map(copyField)
        .join('\t') + '\n'
    );
  }
}

/**
 * Creates a user (with the given password hash) and an account holding `trades` trades.
 * Returns { userId, accountId }. Deterministic for a given seed (ids aside).
 */
export async function seedUserWithTrades(client, opts) {
  const {
    email,
    username = email.split('@')[0],
    passwordHash,
    timezone = 'America/New_York',
    trades,
    seed = 42,
    days = Math.max(90, Math.min(3650, Math.ceil(trades / 200))),
    endMs = Date.now(),
    strategyName = 'Breakout',
  } = opts;
  const {
    rows: [user],
  } = await client.query(
    `INSERT INTO users (email, username, password_hash, timezone, timezone_set) VALUES ($1, $2, $3, $4, true) RETURNING id`,
    [email.toLowerCase(), username, passwordHash, timezone],
  );
  const {
    rows: [strategy],
  } = await client.query(`INSERT INTO strategies (user_id, name) VALUES ($1, $2) RETURNING id`, [
    user.id,
    strategyName,
  ]);
  const {
    rows: [account],
  } = await client.query(
    `INSERT INTO trading_accounts (user_id, strategy_id, name, currency, initial_balance) VALUES ($1, $2, $3, 'USD', 10000) RETURNING id`,
    [user.id, strategy.id, `Bench ${trades}`],
  );
  // Bulk path: row triggers off for this session only (superuser), then one set-based rollup
  // rebuild for the user — the same rows the per-trade trigger would have produced.
  await client.query(`SET session_replication_role = replica`);
  try {
    const stream = client.query(
      copyFrom(`COPY trades (user_id, account_id, strategy_id, symbol, market, trade_type, entry_price, exit_price,
      quantity, multiplier, fees, stop_loss, pnl, result, entry_date, exit_date, notes, emotional_tags) FROM STDIN`),
    );
    await pipeline(
      Readable.from(
        tradeLines({
          userId: user.id,
          accountId: account.id,
          strategyId: strategy.id,
          count: trades,
          seed,
          endMs,
          days,
        }),
      ),
      stream,
    );
  } finally {
    await client.query(`SET session_replication_role = DEFAULT`);
  }
  await client.query(`SELECT analytics_rollup_rebuild($1)`, [user.id]);
  await client.query(`SELECT analytics_day_walks_rebuild($1)`, [user.id]);
  return { userId: user.id, accountId: account.id };
}

import fc from 'fast-check';
import {
  cents,
  referenceExcursions,
  type RefBar,
  type RefFill,
} from '../../../server/src/domain/price-bars/__tests__/excursion-reference';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { importLightspeedRows } from '../../support/lightspeed-import';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(180000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  accountId = (await call('POST', '/api/accounts/', a.token, accountPayload())).body.id;
});
afterAll(() => app?.close());

const call = (method: string, path: string, token: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token });

const MINUTE = 60_000;

/** Bars straight into the table (the upload has its own tests): prices in cents. */
async function storeBars(user: TestUser, symbol: string, timeframe: string, bars: RefBar[]) {
  await app.db.dataSource.query(
    `INSERT INTO price_bars (user_id, symbol, timeframe, ts, open, high, low, close, volume)
     SELECT $1, $2, $3, t.ts, t.low, t.high, t.low, t.high, 1
       FROM unnest($4::timestamptz[], $5::numeric[], $6::numeric[]) AS t (ts, high, low)`,
    [
      user.id,
      symbol,
      timeframe,
      bars.map((x) => new Date(x.ts)),
      bars.map((x) => cents(BigInt(x.highCents))),
      bars.map((x) => cents(BigInt(x.lowCents))),
    ],
  );
}

/** Lightspeed writes US Eastern wall-clock times (the format's zone). */
const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const lsTime = (ms: number) => {
  const p = Object.fromEntries(EASTERN.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return [`${p.month}/${p.day}/${p.year}`, `${p.hour}:${p.minute}:${p.second}`];
};
let execution = 1;

/** Imports the fills as Lightspeed executions and answers the trade's id. */
async function importTrade(symbol: string, fills: RefFill[]): Promise<string> {
  const rows = fills.map((f) => {
    const [day, time] = lsTime(f.at);
    return `${execution++},${day},${time},${symbol},${f.side === 'buy' ? 'B' : 'S'},${f.quantity},${cents(BigInt(f.priceCents))},0,0`;
  });
  const batch = await importLightspeedRows(app.baseUrl, a.token, accountId, rows);
  expect(batch.status).toBe('done');
  const trades = await app.db.dataSource.query(`SELECT id FROM trades WHERE user_id = $1 AND symbol = $2`, [
    a.id,
    symbol,
  ]);
  expect(trades).toHaveLength(1);
  return trades[0].id;
}

/** A random walk of 1-minute bars and a trade scaled in and out inside it (whole contracts, whole cents). */
const scenario = fc.record({
  direction: fc.constantFrom('long' as const, 'short' as const),
  steps: fc.array(fc.record({ move: fc.integer({ min: -40, max: 40 }), up: fc.nat(30), down: fc.nat(30) }), {
    minLength: 8,
    maxLength: 40,
  }),
  entries: fc.array(fc.record({ at: fc.nat(), quantity: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  exits: fc.array(fc.record({ at: fc.nat(), salt: fc.nat() }), { minLength: 1, maxLength: 3 }),
});

describe('GET /api/trades/{id}/excursions', () => {
  it('equals an independent per-contract computation for generated bars and imported fills (scale-ins, partial exits)', async () => {
    const cases = fc.sample(scenario, { numRuns: 12, seed: 34 });
    for (const [n, c] of cases.entries()) {
      const origin = Date.UTC(2026, 2, 2 + n, 14, 30);
      const symbol = `PX${n}`;
      let price = 10_000;
      const bars: RefBar[] = c.steps.map((s, k) => {
        const open = price;
        price = Math.max(100, price + s.move);
        return {
          ts: origin + k * MINUTE,
          highCents: Math.max(open, price) + s.up,
          lowCents: Math.min(open, price) - s.down,
        };
      });
      const span = bars.length * MINUTE;
      const inBar = (t: number, salt: number) => {
        const bar = bars[Math.floor((t - origin) / MINUTE)];
        return bar.lowCents + (salt % (bar.highCents - bar.lowCents + 1));
      };
      // Whole seconds (the broker file's resolution): entries in the first half, exits after them.
      const second = (ms: number) => Math.floor(ms / 1000) * 1000;
      const opening = c.direction === 'long' ? 'buy' : 'sell';
      const closing = c.direction === 'long' ? 'sell' : 'buy';
      const entryAt = c.entries.map((e) => second(origin + (e.at % (span / 2)))).sort((x, y) => x - y);
      const fills: RefFill[] = c.entries.map((e, i) => ({
        at: entryAt[i],
        side: opening,
        quantity: e.quantity,
        priceCents: inBar(entryAt[i], e.at),
      }));
      const total = c.entries.reduce((s, e) => s + e.quantity, 0);
      const last = entryAt[entryAt.length - 1];
      const exitAt = c.exits
        .map((e) => second(last + 1000 + (e.at % (origin + span - last - 1000))))
        .sort((x, y) => x - y);
      let left = total;
      exitAt.forEach((at, i) => {
        const quantity = i === exitAt.length - 1 ? left : Math.min(left - (exitAt.length - 1 - i), 1);
        if (quantity <= 0) return;
        left -= quantity;
        fills.push({ at, side: closing, quantity, priceCents: inBar(at, c.exits[i].salt) });
      });
      await storeBars(a, symbol, '1m', bars);
      const tradeId = await importTrade(symbol, fills);
      const got = (await call('GET', `/api/trades/${tradeId}/excursions`, a.token)).body;
      if (got.mae === null) throw new Error(`case ${n}: ${got.reason} ${JSON.stringify(fills)}`);
      const want = referenceExcursions(c.direction, fills, bars, origin, MINUTE, 1);
      expect({ case: n, mae: got.mae, mfe: got.mfe, captured: got.captured }).toEqual({
        case: n,
        mae: cents(want.maeCents),
        mfe: cents(want.mfeCents),
        captured: cents(want.capturedCents),
      });
      expect(got).toMatchObject({ timeframe: '1m', mae_r: null, method: expect.stringContaining('Tradervue') });
    }
  });

  it('answers why when there are no excursions, and R from the initial stop (a moved stop changes nothing)', async () => {
    const trade = async (overrides: Record<string, unknown>) =>
      (await call('POST', '/api/trades/', a.token, tradePayload(accountId, overrides))).body.id as string;
    // Bars 09:30–09:40 UTC of 14 March 2026; the trade runs to 09:41, past the last bar.
    const bars = Array.from({ length: 10 }, (_, k) => ({
      ts: Date.UTC(2026, 2, 14, 9, 30 + k),
      highCents: 10_200,
      lowCents: 9_800,
    }));
    await storeBars(a, 'ZQ', '1m', bars);
    const outside = await trade({
      symbol: 'ZQ',
      market: 'futures',
      entry_price: 100,
      exit_price: 101,
      quantity: 1,
      entry_date: '2026-03-14T09:30:00Z',
      exit_date: '2026-03-14T09:41:00Z',
    });
    expect((await call('GET', `/api/trades/${outside}/excursions`, a.token)).body).toEqual({
      mae: null,
      reason: 'no bars cover 2026-03-14 09:30–09:41',
    });
    const inside = await trade({
      symbol: 'ZQ',
      market: 'futures',
      entry_price: 100,
      exit_price: 101,
      quantity: 2,
      stop_loss: 99,
      planned_target: 103,
      entry_date: '2026-03-14T09:30:30Z',
      exit_date: '2026-03-14T09:38:30Z',
    });
    // The stop trailed afterwards: the current stop moves, the initial one (and so R) stays.
    expect((await call('PUT', `/api/trades/${inside}`, a.token, { stop_loss: 100.5 })).status).toBe(200);
    const measured = (await call('GET', `/api/trades/${inside}/excursions`, a.token)).body;
    const multiplier = (
      await app.db.dataSource.query(`SELECT multiplier::text AS m FROM trades WHERE id = $1`, [inside])
    )[0].m;
    const m = Number(multiplier);
    // Interior bars 09:31–09:37 reach 98 and 102: per contract −2 and +2; risk |100 − 99| × 2 × m.
    expect(measured).toMatchObject({
      mae: String(-4 * m),
      mfe: String(4 * m),
      mae_r: '-2',
      mfe_r: '2',
      exit_efficiency: '0.5',
      bars_used: 9,
      risk_basis: expect.stringContaining('initial stop'),
    });
    const open = await trade({
      symbol: 'ZQ',
      market: 'futures',
      exit_price: null,
      exit_date: null,
      entry_date: '2026-03-14T09:31:00Z',
    });
    expect((await call('GET', `/api/trades/${open}/excursions`, a.token)).body).toEqual({
      mae: null,
      reason: expect.stringMatching(/still open/),
    });
    const long = await trade({ symbol: 'ZQ', entry_date: '2024-01-02T10:00:00Z', exit_date: '2025-03-01T10:00:00Z' });
    expect((await call('GET', `/api/trades/${long}/excursions`, a.token)).body.reason).toMatch(/held over a year/);
    // Another user's trade is not found, and nothing of it is told.
    expect((await call('GET', `/api/trades/${inside}/excursions`, b.token)).status).toBe(404);
    expect((await call('GET', `/api/trades/${inside}/bars`, b.token)).status).toBe(404);
    expect((await call('GET', '/api/trades/not-a-uuid/excursions', a.token)).status).toBe(404);

    const chart = await call('GET', `/api/trades/${inside}/bars?padding=2`, a.token);
    expect(chart.status).toBe(200);
    expect(chart.body).toMatchObject({
      symbol: 'ZQ',
      trade_type: 'long',
      timeframe: '1m',
      reason: null,
      truncated: false,
      fills: [
        { time: '2026-03-14T09:30:30.000Z', side: 'buy', quantity: '2', price: '100' },
        { time: '2026-03-14T09:38:30.000Z', side: 'sell', quantity: '2', price: '101' },
      ],
      lines: [
        { kind: 'initial_stop', label: 'Initial stop', price: '99' },
        { kind: 'stop_loss', label: 'Stop', price: '100.5' },
        { kind: 'planned_target', label: 'Target', price: '103' },
      ],
    });
    // 09:30 (the entry bar; nothing before it is stored) to 09:39 (two bars past the exit bar, as far as stored).
    expect(chart.body.bars.map((x: { time: number }) => new Date(x.time * 1000).toISOString().slice(11, 16))).toEqual([
      '09:30',
      '09:31',
      '09:32',
      '09:33',
      '09:34',
      '09:35',
      '09:36',
      '09:37',
      '09:38',
      '09:39',
    ]);
    expect((await call('GET', `/api/trades/${inside}/bars?padding=-1`, a.token)).status).toBe(422);
    const uncovered = (await call('GET', `/api/trades/${outside}/bars`, a.token)).body;
    expect(uncovered).toMatchObject({ reason: 'no bars cover 2026-03-14 09:30–09:41', timeframe: '1m' });
  });
});

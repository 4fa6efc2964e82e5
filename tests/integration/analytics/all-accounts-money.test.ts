import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { gql } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 27 items 3 and 4, over a USD (base), a EUR and a JPY account with cash flows:
// - the all-accounts equity curve is the real money — the initial balances, the flows and the P&L,
//   each converted at its local day's rate — not a walk from an invented 10,000, and its drawdown
//   is taken on that balance;
// - converted money is rounded half-even to the minor unit where a person reads it: the breakdown
//   answer, the PDF (heat map, summary, chart), the CSV; quantities print without trailing zeros.
// Expected figures are recomputed here from what was created, with decimal.js.
jest.setTimeout(120000);

const X = Decimal.clone({ precision: 50 });
let app: TestApp;
let user: TestUser;
const ids: Record<string, string> = {};
type Currency = 'USD' | 'EUR' | 'JPY';
/** Every money event, in the account currency: initial balances, flows, closed trades' P&L. */
const events: Array<{ at: string; ord: number; currency: Currency; amount: string; symbol?: string }> = [];
/** Rates as stored: 1 base = rate quote. USD→JPY is read inverted (JPY→USD = 1 / 149.37). */
const RATES = [
  { date: '2026-03-01', base: 'EUR', quote: 'USD', rate: '1.0833' },
  { date: '2026-03-04', base: 'EUR', quote: 'USD', rate: '1.0917' },
  { date: '2026-03-01', base: 'USD', quote: 'JPY', rate: '149.37' },
];

const call = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await gql(app.baseUrl, query, variables, { token: user.token });
  expect(res.errors).toBeUndefined();
  return res.data;
};

/** The factor to USD on a day: the last rate on or before it (carried forward), inverted for USD→JPY. */
function toUsd(currency: Currency, day: string): Decimal {
  if (currency === 'USD') return new X(1);
  const pair = currency === 'EUR' ? ['EUR', 'USD'] : ['USD', 'JPY'];
  const known = RATES.filter((r) => r.base === pair[0] && r.quote === pair[1] && r.date <= day).sort((a, b) =>
    a.date < b.date ? 1 : -1,
  )[0];
  return currency === 'EUR' ? new X(known.rate) : new X(1).div(known.rate);
}
const halfEven = (x: Decimal) => x.toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);

async function trade(
  currency: Currency,
  day: string,
  symbol: string,
  qty: string,
  entry: string,
  exit: string,
  hour = 15,
) {
  const at = `${day}T${hour}:00:00.000Z`;
  const data = await call(`mutation($input: TradeInput!) { createTrade(input: $input) { pnl } }`, {
    input: {
      accountId: ids[currency],
      market: 'stocks',
      symbol,
      tradeType: 'long',
      quantity: qty,
      entryPrice: entry,
      exitPrice: exit,
      entryDate: `${day}T14:00:00Z`,
      exitDate: at,
    },
  });
  events.push({ at, ord: 1, currency, amount: data.createTrade.pnl, symbol });
}

async function flow(currency: Currency, day: string, kind: 'deposit' | 'withdrawal', amount: string) {
  const at = `${day}T12:00:00.000Z`;
  await call(`mutation($a: ID!, $i: CashFlowInput!) { createCashFlow(accountId: $a, input: $i) { id } }`, {
    a: ids[currency],
    i: { kind, amount, occurredAt: at },
  });
  events.push({ at, ord: 0, currency, amount: kind === 'deposit' ? amount : `-${amount}` });
}

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  for (const [currency, initial] of [
    ['USD', '10000'],
    ['EUR', '5000'],
    ['JPY', '1000000'],
  ] as const) {
    const data = await call(`mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`, {
      input: { name: `${currency} broker`, currency, initialBalance: initial },
    });
    ids[currency] = data.createAccount.id;
  }
  for (const r of RATES)
    await call(`mutation($input: FxRateInput!) { addFxRate(input: $input) { rate } }`, { input: r });
  await trade('USD', '2026-03-02', 'AAPL', '10', '100', '112.5');
  await trade('EUR', '2026-03-03', 'SAP', '333', '1.08335', '1.08412'); // +0.25641 EUR
  await trade('JPY', '2026-03-03', 'TM', '1000', '3000', '2950', 16); // -50000 JPY
  await flow('EUR', '2026-03-04', 'deposit', '1000');
  await flow('USD', '2026-03-05', 'withdrawal', '2000');
  await trade('EUR', '2026-03-05', 'SAP', '100', '50', '47.3');
  await trade('USD', '2026-03-06', 'AAPL', '100', '20', '25');
  await trade('JPY', '2026-03-09', 'TM', '2', '3000', '3137'); // quantity 2: printed "2"
});
afterAll(() => app?.close());

/** The walk the curve must follow: the initial balances first (at the rate of each account's first event's day). */
function expectedWalk() {
  const ordered = [...events].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.ord - b.ord));
  const opening = (c: Currency) => ordered.find((e) => e.currency === c)!.at.slice(0, 10);
  const initial = { USD: '10000', EUR: '5000', JPY: '1000000' };
  let balance = (Object.keys(initial) as Currency[]).reduce(
    (s, c) => s.plus(new X(initial[c]).times(toUsd(c, opening(c)))),
    new X(0),
  );
  const start = balance;
  let peak = balance;
  let maxDd = new X(0);
  const balances: Decimal[] = [];
  for (const e of ordered) {
    balance = balance.plus(new X(e.amount).times(toUsd(e.currency, e.at.slice(0, 10))));
    peak = Decimal.max(peak, balance);
    maxDd = Decimal.max(maxDd, peak.minus(balance));
    balances.push(balance);
  }
  return { start, balances, final: balance, maxDd };
}

test('item 3: the all-accounts curve starts from the initial balances and flows, converted day by day', async () => {
  const { analytics } = await call(`{ analytics { moneyCurrency
    equityCurve { initialBalance finalBalance maxDrawdown maxDrawdownPercent totalPoints points { balance } } } }`);
  const w = expectedWalk();
  expect(analytics.moneyCurrency).toBe('USD');
  const curve = analytics.equityCurve;
  expect(curve.initialBalance).toBe(halfEven(w.start).toFixed());
  expect(curve.finalBalance).toBe(halfEven(w.final).toFixed());
  expect(curve.totalPoints).toBe(events.length); // every closed trade and every flow
  expect(curve.points.map((p: { balance: string }) => p.balance)).toEqual(w.balances.map((b) => halfEven(b).toFixed()));
  expect(curve.maxDrawdown).toBe(halfEven(w.maxDd).toFixed());
  // About 10000 + 5000 × 1.0833 + 1,000,000 / 149.37: nowhere near the invented 10,000.
  expect(Number(curve.initialBalance)).toBeGreaterThan(22000);

  // The PDF over all accounts prints the same final balance, formatted as the screens format it.
  const text = await pdfText('start_date=2026-03-01&end_date=2026-03-31');
  const final = `$${Number(halfEven(w.final)).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  expect(text).toContain(`Final balance ${final}`);
});

test('item 4: converted money is rounded half-even where people read it; quantities without trailing zeros', async () => {
  // breakdown: exact sums inside, answered to the base currency's cent.
  const { breakdown } = await call(`{ breakdown(groupBy: [SYMBOL], metrics: [NET_PNL, AVERAGE_WIN, LARGEST_LOSS]) {
    rows { keys { value } netPnl averageWin largestLoss } } }`);
  for (const row of breakdown.rows) {
    const mine = events.filter((e) => e.symbol === row.keys[0].value);
    const exact = mine.reduce((s, e) => s.plus(new X(e.amount).times(toUsd(e.currency, e.at.slice(0, 10)))), new X(0));
    expect(row.netPnl).toBe(halfEven(exact).toFixed());
    for (const v of [row.netPnl, row.averageWin, row.largestLoss])
      if (v !== null) expect(v).toMatch(/^-?\d+(\.\d{1,2})?$/);
  }
  expect(breakdown.rows.find((r: { keys: Array<{ value: string }> }) => r.keys[0].value === 'TM').netPnl).toBe(
    halfEven(new X('-50000').div('149.37').plus(new X('274').div('149.37'))).toFixed(),
  );

  // The PDF: no amount with more digits than a cent (the heat map printed 1011.74481184553075302288),
  // the March cell formatted as money, and the 2-lot trade's quantity printed "2".
  const text = await pdfText('start_date=2026-03-01&end_date=2026-03-31');
  expect(text).not.toMatch(/\d\.\d{3,}/);
  const trades = events.filter((e) => e.ord === 1);
  const march = trades.reduce((s, e) => s.plus(new X(e.amount).times(toUsd(e.currency, e.at.slice(0, 10)))), new X(0));
  const marchText = Number(halfEven(march).abs()).toLocaleString('en-US', { minimumFractionDigits: 2 });
  // The summary's total, the monthly table's row and the heat map's cell.
  expect(text.split(`$${marchText}`).length - 1).toBeGreaterThanOrEqual(3);
  expect(text).toMatch(/TM\s+long\s+2\s/);
  expect(text).not.toContain('2.000000000000');

  // The CSV: each trade's P&L in its account currency, to its minor unit (0.25641 EUR → 0.26).
  const csv = await (
    await fetch(`${app.baseUrl}/api/reports/export.csv?period=custom&start_date=2026-03-01&end_date=2026-03-31`, {
      headers: { authorization: `Bearer ${user.token}` },
    })
  ).text();
  const sap = csv.split('\n').find((l) => l.includes('SAP') && l.includes('1.08335'))!;
  expect(sap.split(',')[7]).toBe('0.26');
});

async function pdfText(query: string): Promise<string> {
  const res = await fetch(`${app.baseUrl}/api/reports/pdf?${query}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'candlog-money-')), 'report.pdf');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

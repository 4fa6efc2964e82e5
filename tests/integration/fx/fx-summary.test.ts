import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, rest } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { tradeInput } from '../../support/trade-factory';

// Several currencies: a USD and a EUR account, rates from an ECB file and by hand. The
// all-accounts summary converts each trade's P&L at its exit day's rate (carried forward) to the
// cent; a trade on a day before any rate turns the total into per-currency figures with a notice.
jest.setTimeout(90000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
const ids: Record<string, string> = {};

const createAccount = async (user: TestUser, name: string, currency: string) =>
  (
    await gql(
      app.baseUrl,
      `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`,
      { input: { name, currency, initialBalance: '10000' } },
      { token: user.token },
    )
  ).data.createAccount.id as string;

/** A closed stocks trade with pnl = exit − entry (quantity 1, no fees), exiting on `day` at 15:00 UTC. */
const trade = async (accountId: string, day: string, entry: string, exit: string) => {
  const res = await gql(
    app.baseUrl,
    `mutation($input: TradeInput!) { createTrade(input: $input) { pnl } }`,
    {
      input: tradeInput(accountId, {
        market: 'stocks',
        symbol: 'ABC',
        quantity: '1',
        fees: '0',
        entryPrice: entry,
        exitPrice: exit,
        entryDate: `${day}T14:00:00Z`,
        exitDate: `${day}T15:00:00Z`,
      }),
    },
    { token: a.token },
  );
  expect(res.errors).toBeUndefined();
  return res.data.createTrade.pnl as string;
};

/** The all-accounts PDF report's text (poppler's pdftotext). */
const pdfText = async (query: string) => {
  const res = await fetch(`${app.baseUrl}/api/reports/pdf?${query}`, {
    headers: { authorization: `Bearer ${a.token}` },
  });
  expect(res.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'candlog-fx-')), 'report.pdf');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
};

const summary = async (query = '') =>
  (await rest(app.baseUrl, 'GET', `/api/fx-rates/summary${query}`, undefined, { token: a.token })).body;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  ids.usd = await createAccount(a, 'US broker', 'USD'); // the first account: the default base currency
  ids.eur = await createAccount(a, 'EU broker', 'EUR');
  await createAccount(b, 'Other user', 'GBP');
});
afterAll(() => app?.close());

test('rates enter by ECB file, simple file and by hand, per user; bad files are 422 naming the line', async () => {
  const ecb = 'Date, USD, JPY, GBP,\n2026-03-02, 1.2500, 160.10, 0.8500,\n2026-03-04, 1.2000, N/A, 0.8400,\n';
  const up = await fetch(`${app.baseUrl}/api/fx-rates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}`, 'content-type': 'text/csv' },
    body: ecb,
  });
  expect(up.status).toBe(201);
  expect(await up.json()).toEqual({ imported: 5, from: '2026-03-02', to: '2026-03-04' });

  const form = new FormData();
  form.append('file', new Blob(['date,base,quote,rate\n2026-03-06,EUR,USD,1.6\n']), 'rates.csv');
  const multipart = await fetch(`${app.baseUrl}/api/fx-rates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}` },
    body: form,
  });
  expect(multipart.status).toBe(201);
  const byHand = await rest(
    app.baseUrl,
    'POST',
    '/api/fx-rates',
    { date: '2026-03-08', base: 'CHF', quote: 'USD', rate: '1.1' },
    { token: a.token },
  );
  expect(byHand.status).toBe(201);

  const list = await rest(app.baseUrl, 'GET', '/api/fx-rates', undefined, { token: a.token });
  expect(list.body.base_currency).toBe('USD');
  expect(list.body.rates[0]).toEqual({ date: '2026-03-08', base: 'CHF', quote: 'USD', rate: '1.1000000000' });
  expect(list.body.rates).toHaveLength(7);
  const theirs = await rest(app.baseUrl, 'GET', '/api/fx-rates', undefined, { token: b.token });
  expect(theirs.body).toEqual({ base_currency: 'GBP', rates: [] });

  const bad = await fetch(`${app.baseUrl}/api/fx-rates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}`, 'content-type': 'text/csv' },
    body: 'date,base,quote,rate\n2026-03-01,EUR,USD,1.1\n2026-02-30,EUR,USD,1.1\n',
  });
  expect(bad.status).toBe(422);
  expect(JSON.stringify(await bad.json())).toContain('line 3: the date must be YYYY-MM-DD');
  const negative = await rest(
    app.baseUrl,
    'POST',
    '/api/fx-rates',
    { date: '2026-03-01', base: 'EUR', quote: 'USD', rate: '-1' },
    { token: a.token },
  );
  expect(negative.status).toBe(422);
  expect(
    (await rest(app.baseUrl, 'PUT', '/api/fx-rates/base-currency', { base_currency: 'euro' }, { token: a.token }))
      .status,
  ).toBe(422);
});

test('USD and EUR accounts add up in the base currency at each exit day’s rate, to the cent', async () => {
  // EUR per USD: 1 EUR = 1.25 USD on 03-02 (carried to 03-03), 1.20 on 03-04, 1.6 from 03-06.
  expect(await trade(ids.usd, '2026-03-03', '100', '150.37')).toBe('50.37'); // USD, as is
  expect(await trade(ids.eur, '2026-03-03', '100', '180.01')).toBe('80.01'); // × 1.25 = 100.0125
  expect(await trade(ids.eur, '2026-03-05', '100', '70.50')).toBe('-29.5'); // × 1.20 = −35.4 (03-04 carried)
  expect(await trade(ids.eur, '2026-03-09', '10', '12.25')).toBe('2.25'); // × 1.6 = 3.6

  const s = await summary();
  expect(s.baseCurrency).toBe('USD');
  expect(s.missingRates).toEqual([]);
  expect(s.notice).toBeNull();
  // 50.37 + 100.0125 − 35.4 + 3.6 = 118.5825 → 118.58
  expect(s.converted).toMatchObject({
    totalPnl: '118.58',
    grossProfit: '153.98',
    grossLoss: '-35.4',
    totalTrades: 4,
    winningTrades: 3,
    losingTrades: 1,
    winRate: 75,
  });
  expect(s.currencies).toEqual([
    expect.objectContaining({ currency: 'EUR', totalPnl: '52.76', totalTrades: 3 }),
    expect.objectContaining({ currency: 'USD', totalPnl: '50.37', totalTrades: 1 }),
  ]);

  const viaGraphql = await gql(
    app.baseUrl,
    `{ analytics { currencySummary { baseCurrency converted { currency totalPnl } missingRates { currency } notice } } }`,
    {},
    { token: a.token },
  );
  expect(viaGraphql.data.analytics.currencySummary).toEqual({
    baseCurrency: 'USD',
    converted: { currency: 'USD', totalPnl: '118.58' },
    missingRates: [],
    notice: null,
  });
  const pdf = await pdfText('start_date=2026-03-01&end_date=2026-03-31');
  expect(pdf).toContain('Base currency: USD');
  expect(pdf).toMatch(/Total in USD\s+4\s+75\.0%\s+\+\$118\.58/);
  expect(pdf).toMatch(/EUR\s+3\s+66\.7%\s+\+€52\.76/);

  // Base EUR: USD → EUR through the inverse of EUR/USD: 50.37 ÷ 1.25 = 40.296 → 40.30 + 52.76 = 93.06
  await rest(app.baseUrl, 'PUT', '/api/fx-rates/base-currency', { base_currency: 'EUR' }, { token: a.token });
  expect((await summary()).converted.totalPnl).toBe('93.06');
  // Base GBP: a cross rate through EUR. USD→GBP 0.85/1.25 = 0.68 on 03-03: 50.37 × 0.68 = 34.2516;
  // EUR→GBP 80.01 × 0.85 = 68.0085, −29.5 × 0.84 = −24.78, 2.25 × 0.84 = 1.89 → 79.3701 → 79.37
  await rest(app.baseUrl, 'PUT', '/api/fx-rates/base-currency', { base_currency: 'GBP' }, { token: a.token });
  expect((await summary()).converted.totalPnl).toBe('79.37');
  await rest(app.baseUrl, 'PUT', '/api/fx-rates/base-currency', { base_currency: null }, { token: a.token });
});

test('a trade before any rate: per-currency totals and a notice, never a silent sum', async () => {
  await trade(ids.eur, '2026-02-20', '100', '110'); // no EUR/USD rate on or before 02-20
  const s = await summary();
  expect(s.baseCurrency).toBe('USD');
  expect(s.converted).toBeNull();
  expect(s.notice).toMatch(/exchange rates are missing/);
  expect(s.missingRates).toEqual([{ currency: 'EUR', from: '2026-02-20', to: '2026-02-20', days: 1 }]);
  expect(s.currencies).toEqual([
    expect.objectContaining({ currency: 'EUR', totalPnl: '62.76', totalTrades: 4 }),
    expect.objectContaining({ currency: 'USD', totalPnl: '50.37', totalTrades: 1 }),
  ]);
  const pdf = await pdfText('start_date=2026-02-01&end_date=2026-03-31');
  expect(pdf).toContain('Some exchange rates are missing');
  expect(pdf).toContain('Missing: EUR 2026-02-20 – 2026-02-20');
  expect(pdf).not.toContain('Total in USD');
  const viaGraphql = await gql(
    app.baseUrl,
    `{ analytics { currencySummary { converted { totalPnl } missingRates { currency from to days } notice } } }`,
    {},
    { token: a.token },
  );
  expect(viaGraphql.data.analytics.currencySummary).toMatchObject({
    converted: null,
    missingRates: [{ currency: 'EUR', from: '2026-02-20', to: '2026-02-20', days: 1 }],
    notice: expect.stringMatching(/missing/),
  });
  // The same filter as every analytics view: from 03-01 the gap is outside and the total converts again.
  expect((await summary('?start_date=2026-03-01')).converted.totalPnl).toBe('118.58');
});

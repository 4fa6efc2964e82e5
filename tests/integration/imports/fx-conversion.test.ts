import fs from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { corpusText } from '../../../server/src/modules/imports/parsers/__tests__/corpus';
import { readCsv } from '../../../server/src/modules/imports/parsers/csv';
import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

// Issue 27: instruments in another currency than the account's, through the real import (REST, PostgreSQL).
const FIXTURES = path.resolve(__dirname, '../../../server/src/modules/imports/parsers/trading212/__tests__/fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
});
afterAll(() => app?.close());

const newAccount = async (currency: string) =>
  (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ currency }), { token: a.token })).body
    .id as string;

async function upload(accountId: string, name: string, text: string, dryRun = false) {
  const form = new FormData();
  form.set('account_id', accountId);
  form.set('timezone', 'UTC');
  if (dryRun) form.set('dry_run', 'true');
  form.set('file', new Blob([text]), name);
  const res = await fetch(`${app.baseUrl}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${a.token}` },
    body: form,
  });
  const body = await res.json();
  if (dryRun) return body;
  expect(res.status).toBe(202);
  for (;;) {
    const batch = (await rest(app.baseUrl, 'GET', `/api/imports/${body.id}`, undefined, { token: a.token })).body;
    if (!['queued', 'running'].includes(batch.status)) return batch;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const tradesOf = (accountId: string) =>
  app.db.dataSource.query(
    `SELECT symbol, currency, entry_price::text AS entry, exit_price::text AS exit, fees::text AS fees, pnl::text AS pnl
       FROM trades WHERE account_id = $1 ORDER BY entry_date`,
    [accountId],
  );

/** Σ of the Result column of the file's sells: the broker's own converted figure. */
function brokerResult(text: string): string {
  const [header, ...rows] = readCsv(text.replace(/\r/g, ''), ',').filter((r) => r.length > 1);
  const i = header.indexOf('Result');
  return rows
    .filter((r) => /sell/i.test(r[0]))
    .reduce((s, r) => s.plus(r[i]), new Decimal(0))
    .toFixed(2);
}

const cents = (x: Decimal.Value) => new Decimal(x).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2);

test('Trading 212 transactions.csv into a GBP account: the broker’s Result sum (121.37 GBP) to the cent, everywhere', async () => {
  const text = fixture('cgt-2026-transactions.csv');
  const accountId = await newAccount('GBP');
  // The preview lists the conversions it will make.
  const preview = await upload(accountId, 'transactions.csv', text, true);
  expect(preview.conversions).toEqual([
    expect.objectContaining({
      from: 'USD',
      to: 'GBP',
      source: 'broker',
      executions: 2,
      min_rate: '0.78125',
      max_rate: '0.8',
    }),
    expect.objectContaining({
      from: 'EUR',
      to: 'GBP',
      source: 'broker',
      executions: 2,
      min_rate: '0.8',
      max_rate: '0.8',
    }),
  ]);
  expect(preview.missing_rates).toEqual([]);
  expect(cents(preview.round_trips.net_pnl)).toBe(brokerResult(text));

  const batch = await upload(accountId, 'transactions.csv', text);
  expect(batch).toMatchObject({ status: 'done', summary: { executions_added: 4, trades_created: 2 } });
  const trades = await tradesOf(accountId);
  expect(trades.map((t: { symbol: string; currency: string }) => [t.symbol, t.currency])).toEqual([
    ['ACME', 'USD'],
    ['REN', 'EUR'],
  ]);
  const net = trades.reduce((s: Decimal, t: { pnl: string }) => s.plus(t.pnl), new Decimal(0));
  expect(cents(net)).toBe(brokerResult(text));
  expect(brokerResult(text)).toBe('121.37');
  // The dashboard's figure is the stored account-currency pnl.
  const stats = await rest(app.baseUrl, 'GET', `/api/analytics/stats?account_id=${accountId}`, undefined, {
    token: a.token,
  });
  expect(cents(stats.body.total_pnl)).toBe('121.37');
  // Executions keep their instrument currency and price, with the rate applied and whose it was.
  const fills = await app.db.dataSource.query(
    `SELECT symbol, side, currency, price::text AS price, value::text AS value, fx_rate::text AS rate, fx_source
       FROM executions WHERE account_id = $1 ORDER BY executed_at`,
    [accountId],
  );
  expect(fills[0]).toMatchObject({ symbol: 'ACME', currency: 'USD', rate: '0.800000000000', fx_source: 'broker' });
  expect(new Decimal(fills[0].price).toFixed()).toBe('150');
  expect(new Decimal(fills[0].value).toFixed()).toBe('1200');
  // GraphQL: the trade's fills show their own price and currency and the rate applied.
  const [acmeRow] = await app.db.dataSource.query(`SELECT id FROM trades WHERE account_id = $1 AND symbol = 'ACME'`, [
    accountId,
  ]);
  const detail = await gql(
    app.baseUrl,
    `query ($id: ID!) { trade(id: $id) { fees pnl executions { side price currency fxRate fxRateSource } } }`,
    { id: acmeRow.id },
    { token: a.token },
  );
  expect(detail.data.trade.executions).toEqual([
    { side: 'buy', price: '150', currency: 'USD', fxRate: '0.8', fxRateSource: 'BROKER' },
    { side: 'sell', price: '160', currency: 'USD', fxRate: '0.78125', fxRateSource: 'BROKER' },
  ]);
  // Re-importing adds nothing (the converted fills are found again).
  const again = await upload(accountId, 'transactions.csv', text);
  expect(again.summary).toMatchObject({ executions_added: 0, trades_created: 0, trades_updated: 0 });
});

test('GraphQL previewImport lists the conversions and the instruments refused for want of a rate', async () => {
  const text = fixture('cgt-2026-transactions.csv');
  const query = `mutation ($input: ImportFileInput!) { previewImport(input: $input) {
    netPnl conversions { from to source executions minRate maxRate } missingRates { symbol currency to day executions message } } }`;
  const gbp = await gql(
    app.baseUrl,
    query,
    { input: { accountId: await newAccount('GBP'), fileName: 't.csv', content: text, timezone: 'UTC' } },
    { token: a.token },
  );
  expect(gbp.data.previewImport.conversions).toEqual([
    { from: 'USD', to: 'GBP', source: 'BROKER', executions: 2, minRate: '0.78125', maxRate: '0.8' },
    { from: 'EUR', to: 'GBP', source: 'BROKER', executions: 2, minRate: '0.8', maxRate: '0.8' },
  ]);
  expect(cents(gbp.data.previewImport.netPnl)).toBe('121.37');
  const other = await newAccount('JPY');
  const jpy = await gql(
    app.baseUrl,
    query,
    { input: { accountId: other, fileName: 't.csv', content: text, timezone: 'UTC' } },
    { token: a.token },
  );
  expect(
    jpy.data.previewImport.missingRates.map((m: { symbol: string; currency: string }) => [m.symbol, m.currency]),
  ).toEqual([
    ['ACME', 'USD'],
    ['REN', 'EUR'],
  ]);
});

test('the 2020 Trading 212 file shows GME converted to GBP, not its USD figure', async () => {
  const accountId = await newAccount('GBP');
  await upload(accountId, 'gme.csv', fixture('cgt-2020-gme.csv'));
  const [gme] = (await tradesOf(accountId)).filter((t: { symbol: string; exit: string | null }) => t.symbol === 'GME');
  expect(gme.currency).toBe('USD');
  // 32453.25 GBP sold − 1106.25 − 6554.80 GBP bought (the file's Totals), to a cent of rounding.
  expect(new Decimal(gme.pnl).minus('24792.20').abs().lessThanOrEqualTo('0.01')).toBe(true);
});

test('no rate: the instrument is refused with a clear message; with the user’s rates it converts at them', async () => {
  const text = fixture('cgt-2026-transactions.csv');
  const accountId = await newAccount('EUR');
  const preview = await upload(accountId, 'transactions.csv', text, true);
  expect(preview.missing_rates.map((m: { symbol: string; currency: string }) => [m.symbol, m.currency])).toEqual([
    ['ACME', 'USD'],
    ['REN', 'GBP'],
  ]);
  const refused = await upload(accountId, 'transactions.csv', text);
  expect(refused.summary).toMatchObject({
    executions_added: 0,
    trades_created: 0,
    rows_skipped: {
      'no USD→EUR rate for ACME on 2024-05-02 (add it in Settings → Exchange rates)': 2,
      'no GBP→EUR rate for REN on 2024-08-01 (add it in Settings → Exchange rates)': 2,
    },
  });
  expect(await tradesOf(accountId)).toEqual([]);

  const rates = 'date,base,quote,rate\n2024-05-01,USD,EUR,0.9\n2024-06-27,USD,EUR,0.95\n2024-05-01,EUR,GBP,0.8\n';
  const posted = await fetch(`${app.baseUrl}/api/fx-rates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'text/csv' },
    body: rates,
  });
  expect(posted.status).toBe(201);
  const converted = await upload(accountId, 'transactions.csv', text);
  expect(converted.summary).toMatchObject({ executions_added: 4, trades_created: 2, missing_rates: [] });
  expect(converted.summary.conversions).toEqual(
    expect.arrayContaining([expect.objectContaining({ from: 'USD', to: 'EUR', source: 'user' })]),
  );
  const [acme] = await tradesOf(accountId);
  // 1500 USD × 0.9 in, 1600 × 0.95 out; fees 1.80 GBP ÷ 0.8 (the inverse pair), 1.87 GBP ÷ 0.8, 0.05 USD × 0.95.
  const fees = new Decimal('1.80')
    .div('0.8')
    .plus(new Decimal('1.87').div('0.8'))
    .plus(new Decimal('0.05').times('0.95'));
  expect(new Decimal(acme.fees).toFixed()).toBe(fees.toDecimalPlaces(8).toFixed());
  expect(cents(acme.pnl)).toBe(cents(new Decimal(1520).minus(1350).minus(fees)));
});

test('eToro: the stored P&L is the broker’s 192.16, not 192.15999999999403', async () => {
  const accountId = await newAccount('USD');
  await upload(accountId, 'etoro.csv', corpusText('etoro/etoro-export.csv'));
  const closed = (await tradesOf(accountId)).filter((t: { pnl: string | null }) => t.pnl !== null);
  expect(closed.map((t: { pnl: string }) => t.pnl)).toEqual(['192.16']);
});

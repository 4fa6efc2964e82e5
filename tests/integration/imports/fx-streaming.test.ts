import { convertForAccount } from '../../../server/src/modules/imports/fx-convert';
import { PARSE_SLICE } from '../../../server/src/modules/imports/parsers/stream-parse';
import { parseImportFile } from '../../../server/src/modules/imports/parsers/registry';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 27 items 1 and 9 together: the import and the preview read the file a slice at a time
// and convert each slice into the account currency; an instrument refused for a missing rate in a
// later slice is refused whole — its fills of the first slice, already written, go too.
jest.setTimeout(180000);

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
});
afterAll(async () => {
  await app?.services.importJobs.stop();
  await app?.close();
});

const HEADER =
  'Action,Time,ISIN,Ticker,Name,ID,No. of shares,Price / share,Currency (Price / share),Exchange rate,Total,Currency (Total)';
const at = (start: string, minutes: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + minutes * 60000).toISOString().replace('T', ' ').slice(0, 19);
const row = (action: string, time: string, ticker: string, id: string, price: string, currency: string) =>
  `${action},${time},XX0000000001,${ticker},${ticker} Inc,${id},1.0000000000,${price},${currency},1.25,100.00,GBP`;

/**
 * A Trading 212 file of a GBP account (its rates are to GBP: an EUR account needs the user's):
 * AAA (USD) twice in the first slice on days with a rate, EEE (EUR) filling the slice, then in the
 * second slice AAA on a day before any rate, and BBB (USD) with one.
 */
function file(): string {
  const lines = [HEADER];
  lines.push(row('Market buy', '2025-03-03 14:35:00', 'AAA', 'a-1', '100.00', 'USD'));
  lines.push(row('Market sell', '2025-03-04 14:35:00', 'AAA', 'a-2', '110.00', 'USD'));
  for (let i = 0; lines.length <= PARSE_SLICE; i += 1)
    lines.push(row(i % 2 ? 'Market sell' : 'Market buy', at('2025-03-05', i), 'EEE', `e-${i}`, '10.00', 'EUR'));
  lines.push(row('Market buy', '2024-12-02 15:00:00', 'AAA', 'a-3', '90.00', 'USD'));
  lines.push(row('Market sell', '2024-12-03 15:00:00', 'AAA', 'a-4', '95.00', 'USD'));
  lines.push(row('Market buy', '2025-04-01 15:00:00', 'BBB', 'b-1', '50.00', 'USD'));
  lines.push(row('Market sell', '2025-04-02 15:00:00', 'BBB', 'b-2', '55.00', 'USD'));
  return lines.join('\n');
}

async function upload(accountId: string, text: string, dryRun = false) {
  const form = new FormData();
  form.set('account_id', accountId);
  form.set('timezone', 'UTC');
  form.set('format', 'trading212');
  if (dryRun) form.set('dry_run', 'true');
  form.set('file', new Blob([text]), 'transactions.csv');
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
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('a rate missing in a later slice refuses the instrument whole, in the preview and the import, as the whole file would', async () => {
  const accountId = (
    await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ currency: 'EUR' }), { token: a.token })
  ).body.id as string;
  const posted = await fetch(`${app.baseUrl}/api/fx-rates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'text/csv' },
    body: 'date,base,quote,rate\n2025-03-01,USD,EUR,0.9\n2025-04-01,USD,EUR,0.95\n',
  });
  expect(posted.status).toBe(201);
  const text = file();
  // What converting the whole file at once gives (the design before streaming): the reference.
  const whole = await convertForAccount(
    app.db.dataSource.manager,
    { userId: a.id, currency: 'EUR', timezone: 'UTC' },
    parseImportFile(text, 'trading212', { timezone: 'UTC' }).executions,
  );
  expect(whole.missing.map((m) => [m.symbol, m.day, m.executions])).toEqual([['AAA', '2024-12-02', 4]]);
  const conversions = whole.conversions.map(({ minRate, maxRate, ...c }) => ({
    ...c,
    min_rate: minRate,
    max_rate: maxRate,
  }));
  const eeeTrips = PARSE_SLICE / 2 - 1;

  const preview = await upload(accountId, text, true);
  expect(preview.missing_rates).toEqual(whole.missing);
  expect(preview.conversions).toEqual(conversions);
  expect(preview.executions).toBe(PARSE_SLICE + 4);
  // AAA's round trip of the first slice is not previewed: only EEE's and BBB's.
  expect(preview.round_trips.closed).toBe(eeeTrips + 1);
  expect(preview.round_trips.first.map((t: { symbol: string }) => t.symbol)).not.toContain('AAA');

  const batch = await upload(accountId, text);
  expect(batch.error).toBeNull();
  expect(batch.summary).toMatchObject({
    executions_added: PARSE_SLICE - 2 + 2,
    trades_created: eeeTrips + 1,
    missing_rates: whole.missing,
    conversions,
    rows_skipped: { 'no USD→EUR rate for AAA on 2024-12-02 (add it in Settings → Exchange rates)': 4 },
  });
  const stored = await app.db.dataSource.query(
    `SELECT symbol, count(*)::int AS n, min(currency) AS currency, min(fx_rate)::text AS rate, min(fx_source) AS source
       FROM executions WHERE account_id = $1 GROUP BY symbol ORDER BY symbol`,
    [accountId],
  );
  expect(stored).toEqual([
    { symbol: 'BBB', n: 2, currency: 'USD', rate: '0.950000000000', source: 'user' },
    { symbol: 'EEE', n: PARSE_SLICE - 2, currency: 'EUR', rate: null, source: null },
  ]);
  // BBB's trade is built from the stored converted fills: 50 × 0.95 in, 55 × 0.95 out, in EUR.
  const [bbb] = await app.db.dataSource.query(
    `SELECT currency, entry_price::numeric::text AS entry, exit_price::numeric::text AS exit, pnl::numeric::text AS pnl
       FROM trades WHERE account_id = $1 AND symbol = 'BBB'`,
    [accountId],
  );
  expect(bbb.currency).toBe('USD');
  expect(Number(bbb.pnl)).toBeCloseTo(55 * 0.95 - 50 * 0.95, 8);
});

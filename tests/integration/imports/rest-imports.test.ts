import { corpusText } from '../../../server/src/modules/imports/parsers/__tests__/corpus';
import { MAX_IMPORT_BYTES, MAX_IMPORT_LINES } from '../../../server/src/modules/imports/imports.service';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { LIGHTSPEED_HEADER } from '../../support/lightspeed-import';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const call = (method: string, path: string, token: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token });

async function newAccount(user: TestUser): Promise<string> {
  return (await call('POST', '/api/accounts/', user.token, accountPayload({ strategy: 'Scalp' }))).body.id;
}

async function upload(user: TestUser, fields: Record<string, string>, file?: { name: string; text: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new Blob([file.text]), file.name);
  const res = await fetch(`${app.baseUrl}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Polls the batch the way a client would, until the runner has finished it. */
async function finished(user: TestUser, id: string) {
  for (;;) {
    const res = await call('GET', `/api/imports/${id}`, user.token);
    if (!['queued', 'running'].includes(res.body.status)) return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function importFile(
  user: TestUser,
  accountId: string,
  name: string,
  text: string,
  extra: Record<string, string> = {},
) {
  const res = await upload(user, { account_id: accountId, timezone: 'UTC', ...extra }, { name, text });
  expect(res.status).toBe(202);
  expect(res.body).toMatchObject({ status: 'queued', account_id: accountId, file_name: name });
  return finished(user, res.body.id);
}

/** Every business column of the user's trades in one account, in a stable order (version and updated_at aside). */
async function tradesDump(user: TestUser, accountId: string) {
  return app.db.dataSource.query(
    `SELECT id, symbol, market, trade_type, entry_price::text, exit_price::text, quantity::text, multiplier::text, fees::text, pnl::text,
            result, entry_date, exit_date, notes, emotional_tags, stop_loss::text, strategy_id, origin, instrument_key, import_key
       FROM trades WHERE user_id = $1 AND account_id = $2 ORDER BY entry_date, id`,
    [user.id, accountId],
  );
}

const viewerOf = (u: TestUser) => ({ id: u.id, email: u.email, username: 'Trader', timezone: 'UTC', isDemo: false });

// Lightspeed layout: Trade Number is the broker's execution id; times are US Eastern.
const LS_HEADER = LIGHTSPEED_HEADER;
const lsFile = (...rows: string[]) => [LS_HEADER, ...rows].join('\n');

describe('REST /api/imports', () => {
  it('imports a Tradovate Performance file in the background: 218 trades, net −140.00, and a re-import adds nothing', async () => {
    const accountId = await newAccount(a);
    const batch = await importFile(a, accountId, 'Performance.csv', corpusText('tradovate/Performance.csv'));
    expect(batch).toMatchObject({
      status: 'done',
      format: 'tradovate-performance',
      progress: { rows_total: 221, rows_done: 221 },
      summary: {
        executions_added: 439,
        executions_duplicate: 0,
        trades_created: 218,
        open_positions: 0,
        unmatched_closes: 0,
        errors: [],
      },
    });
    const trades = await call('GET', `/api/trades?account_id=${accountId}`, a.token);
    expect(trades.body.total).toBe(218);
    const net = trades.body.trades.reduce((s: number, t: { pnl: number }) => s + Math.round(t.pnl * 100), 0);
    expect(net).toBe(-14000);
    expect(trades.body.trades[0]).toMatchObject({ market: 'futures', multiplier: 5, strategy: { name: 'Scalp' } });

    const before = await tradesDump(a, accountId);
    const again = await importFile(a, accountId, 'Performance.csv', corpusText('tradovate/Performance.csv'));
    expect(again.summary).toMatchObject({
      executions_added: 0,
      executions_duplicate: 439,
      trades_created: 0,
      trades_updated: 0,
      trades_deleted: 0,
    });
    expect(await tradesDump(a, accountId)).toEqual(before);
  });

  it('extends a trade from an overlapping file, keeps its journal, and undo restores the exact previous trades', async () => {
    const accountId = await newAccount(a);
    const first = await importFile(
      a,
      accountId,
      'day1.csv',
      lsFile('1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0', '2,07/01/2025,10:00,AAPL,S,50,155.00,1.00,0.01'),
    );
    expect(first.summary).toMatchObject({ executions_added: 2, trades_created: 1, open_positions: 1 });
    let [trade] = (await call('GET', `/api/trades?account_id=${accountId}`, a.token)).body.trades;
    expect(trade).toMatchObject({
      symbol: 'AAPL',
      trade_type: 'long',
      quantity: 50,
      entry_price: 150,
      exit_price: null,
      result: 'open',
    });
    await app.services.trades.updateJournal(viewerOf(a), trade.id, 'Held over the open', ['patient']);
    const afterFirst = await tradesDump(a, accountId);

    const second = await importFile(
      a,
      accountId,
      'days1-2.csv',
      lsFile(
        '1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0',
        '2,07/01/2025,10:00,AAPL,S,50,155.00,1.00,0.01',
        '3,07/02/2025,09:45,AAPL,S,50,160.00,1.00,0.01',
      ),
    );
    expect(second.summary).toMatchObject({
      executions_added: 1,
      executions_duplicate: 2,
      trades_created: 0,
      trades_updated: 1,
      open_positions: 0,
    });
    [trade] = (await call('GET', `/api/trades?account_id=${accountId}`, a.token)).body.trades;
    // One round trip of 100: exit (155 × 50 + 160 × 50) / 100 = 157.5; pnl 750 − 3.02 of fees.
    expect(trade).toMatchObject({
      quantity: 100,
      entry_price: 150,
      exit_price: 157.5,
      fees: 3.02,
      pnl: 746.98,
      result: 'win',
      notes: 'Held over the open',
      emotional_tags: ['patient'],
      exit_date: '2025-07-02T13:45:00.000Z',
    });

    const undone = await call('DELETE', `/api/imports/${second.id}`, a.token);
    expect(undone.body).toMatchObject({
      status: 'undone',
      summary: { undo: { executions_removed: 1, trades_updated: 1, trades_deleted: 0 } },
    });
    expect(await tradesDump(a, accountId)).toEqual(afterFirst);
    expect((await call('DELETE', `/api/imports/${second.id}`, a.token)).status).toBe(409);

    await call('DELETE', `/api/imports/${first.id}`, a.token);
    expect(await tradesDump(a, accountId)).toEqual([]);
  });

  it('stores an option that expired worthless as a trade closed at 0 (tastytrade future options)', async () => {
    const accountId = await newAccount(a);
    const batch = await importFile(a, accountId, 'MES LT112.csv', corpusText('tastytrade/MES LT112.csv'));
    // The file's Money Movement deposit (USD, like the account) is a cash flow, not a skipped row.
    expect(batch.summary).toMatchObject({
      executions_added: 6,
      trades_created: 3,
      cash_flows_added: 1,
      rows_skipped: {},
    });
    const { trades } = (await call('GET', `/api/trades?account_id=${accountId}`, a.token)).body;
    const expired = trades.filter((t: { exit_price: number }) => t.exit_price === 0);
    expect(expired.map((t: { pnl: number; result: string }) => [t.pnl, t.result]).sort()).toEqual([
      [-309.46, 'loss'],
      [268.04, 'win'],
    ]);
  });

  it('counts identical fills without ids as a multiset: two real fills stay two, and a re-import adds zero', async () => {
    const accountId = await newAccount(a);
    const file = [
      'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time',
      'X,VCIG,Buy,Filled,40,40,1.2,1.2,DAY,"2026/07/20 08:03:06,GMT-04","2026/07/20 08:03:06,GMT-04"',
      'X,VCIG,Buy,Filled,40,40,1.2,1.2,DAY,"2026/07/20 08:03:06,GMT-04","2026/07/20 08:03:06,GMT-04"',
      'X,VCIG,Sell,Filled,80,80,1.3,1.3,DAY,"2026/07/20 08:05:00,GMT-04","2026/07/20 08:05:00,GMT-04"',
      'X,VCIG,Sell,Cancelled,0,10,1.4,0,DAY,"2026/07/20 08:06:00,GMT-04",',
    ].join('\n');
    const batch = await importFile(a, accountId, 'webull.csv', file);
    expect(batch.summary).toMatchObject({
      executions_added: 3,
      trades_created: 1,
      rows_skipped: { 'cancelled order': 1 },
    });
    const [trade] = (await call('GET', `/api/trades?account_id=${accountId}`, a.token)).body.trades;
    expect(trade).toMatchObject({ quantity: 80, pnl: 8 });
    const again = await importFile(a, accountId, 'webull.csv', file);
    expect(again.summary).toMatchObject({ executions_added: 0, executions_duplicate: 3, trades_created: 0 });
  });

  it('previews with dry_run=true and writes nothing', async () => {
    const accountId = await newAccount(a);
    const res = await upload(
      a,
      { account_id: accountId, dry_run: 'true' },
      { name: 'nt.csv', text: corpusText('ninjatrader/tradetally-inline-ninjatrader-semicolon-eu.csv') },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dry_run: true,
      format: 'ninjatrader',
      round_trips: { closed: 1, open: 0, net_pnl: '18.76' },
    });
    // Money and quantities as exact decimal strings, never floats.
    expect(res.body.round_trips.first[0]).toMatchObject({
      symbol: 'MESM26',
      trade_type: 'long',
      quantity: '1',
      entry_price: '7200.75',
      fees: '1.24',
      pnl: '18.76',
    });
    expect((await call('GET', `/api/imports?account_id=${accountId}`, a.token)).body).toEqual([]);
    expect((await call('GET', `/api/trades?account_id=${accountId}`, a.token)).body.total).toBe(0);
  });

  it('refuses a file of no supported format with 422 naming the formats tried, and creates no batch', async () => {
    const accountId = await newAccount(a);
    const res = await upload(
      a,
      { account_id: accountId },
      { name: 'other.csv', text: 'Datum,Wertpapier,Stück\n01.02.2024,SAP,3\n' },
    );
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^This file is not a supported format \(tried: .*Tradovate Performance/);
    expect((await call('GET', `/api/imports?account_id=${accountId}`, a.token)).body).toEqual([]);
  });

  it('refuses a Binance transaction history with 422 saying it records no fills, and creates no batch', async () => {
    const accountId = await newAccount(a);
    const res = await upload(
      a,
      { account_id: accountId },
      // In-repo (written for Candlog); the corpus file is refused the same way (unsupported.corpus.test.ts).
      { name: 'binance.csv', text: corpusText('binance/candlog-binance-ledger.csv') },
    );
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(
      /^This is a Binance transaction history: .* It records no fills, so no round trips/,
    );
    expect((await call('GET', `/api/imports?account_id=${accountId}`, a.token)).body).toEqual([]);
  });

  it.each([
    [{ timezone: 'Mars/Base' }, "Unknown time zone 'Mars/Base'"],
    [{ format: 'robinhood' }, expect.stringMatching(/^Unknown format 'robinhood' \(known: auto, .*generic\)$/)],
    [{ account_id: '' }, 'Account is required'],
  ])('refuses %j with 422', async (fields, detail) => {
    const accountId = await newAccount(a);
    const res = await upload(
      a,
      { account_id: accountId, ...fields },
      { name: 'ls.csv', text: lsFile('1,07/01/2025,09:30,AAPL,B,1,1,0,0') },
    );
    expect(res).toMatchObject({ status: 422, body: { detail } });
  });

  it('refuses a missing file (422), a file over 50 MB (413) and an account of another user (404)', async () => {
    const accountId = await newAccount(a);
    expect((await upload(a, { account_id: accountId })).status).toBe(422);
    const big = await upload(a, { account_id: accountId }, { name: 'big.csv', text: 'a'.repeat(MAX_IMPORT_BYTES + 1) });
    expect(big).toMatchObject({ status: 413, body: { detail: 'The file is larger than 50 MB' } });
    // Under 50 MB but over the line limit: refused before it is parsed, nothing queued.
    const lines = await upload(
      a,
      { account_id: accountId },
      { name: 'long.csv', text: 'x\n'.repeat(MAX_IMPORT_LINES + 1) },
    );
    expect(lines).toMatchObject({
      status: 422,
      body: { detail: 'The file has 500,001 lines; an import takes at most 500,000 (split it by date)' },
    });
    expect(
      (await call('GET', '/api/imports', a.token)).body.filter(
        (b: { file_name: string }) => b.file_name === 'long.csv',
      ),
    ).toEqual([]);
    const other = await upload(
      b,
      { account_id: accountId },
      { name: 'ls.csv', text: lsFile('1,07/01/2025,09:30,AAPL,B,1,1,0,0') },
    );
    expect(other.status).toBe(404);
  });

  it('fails a file with an unreadable row as a whole, naming the row and the reason', async () => {
    const accountId = await newAccount(a);
    const batch = await importFile(
      a,
      accountId,
      'bad.csv',
      lsFile('1,07/01/2025,09:30,AAPL,B,100,150.00,1,0', '2,07/01/2025,10:00,AAPL,S,100,abc,1,0'),
    );
    expect(batch).toMatchObject({
      status: 'failed',
      summary: { errors: [{ row: 2, message: "price 'abc' is not a number" }] },
    });
    expect(batch.error).toMatch(/row 2: price 'abc' is not a number/);
    expect((await call('GET', `/api/trades?account_id=${accountId}`, a.token)).body.total).toBe(0);
  });

  it("lists only the caller's batches, newest first; another user's batch is 404 to read and to undo", async () => {
    const accountId = await newAccount(b);
    const one = await importFile(b, accountId, 'one.csv', lsFile('1,07/01/2025,09:30,MSFT,B,1,100,0,0'));
    const two = await importFile(b, accountId, 'two.csv', lsFile('2,07/01/2025,09:31,MSFT,S,1,101,0,0'));
    const list = await call('GET', '/api/imports', b.token);
    expect(list.body.map((x: { id: string }) => x.id)).toEqual([two.id, one.id]);
    expect((await call('GET', `/api/imports/${one.id}`, a.token)).status).toBe(404);
    expect((await call('DELETE', `/api/imports/${one.id}`, a.token)).status).toBe(404);
    expect((await call('GET', '/api/imports', a.token)).body.some((x: { id: string }) => x.id === one.id)).toBe(false);
  });
});

describe('REST /api/imports with format=generic', () => {
  const header = 'When,Ticker,Action,Shares,Fill';
  const rows = [header, '2024-03-01 14:30:00,AAPL,BUY,10,180.50', '2024-03-01 15:00:00,AAPL,SELL,10,181.25'].join('\n');
  const mapping = {
    symbol: 'Ticker',
    side: 'Action',
    quantity: 'Shares',
    price: 'Fill',
    executedAt: 'When',
    dateOrder: 'YMD',
  };

  it("imports with the user's column mapping", async () => {
    const accountId = await newAccount(a);
    const batch = await importFile(a, accountId, 'mine.csv', rows, {
      format: 'generic',
      mapping: JSON.stringify(mapping),
    });
    expect(batch).toMatchObject({
      status: 'done',
      format: 'generic',
      summary: { executions_added: 2, trades_created: 1 },
    });
    const [trade] = (await call('GET', `/api/trades?account_id=${accountId}`, a.token)).body.trades;
    expect(trade).toMatchObject({ symbol: 'AAPL', pnl: 7.5, entry_date: '2024-03-01T14:30:00.000Z' });
  });

  it.each([
    [undefined, 'format generic needs a column mapping (symbol, side, quantity, price, executedAt)'],
    [{ ...mapping, price: 'Price' }, "column 'Price' is not in the file's header"],
    [{ ...mapping, fees: 'Comm' }, 'mapping.fees must be a list of column names'],
    [{ ...mapping, symbol: 3 }, 'mapping.symbol must be a column name'],
  ])('refuses mapping %j with 422 before queuing anything', async (bad, detail) => {
    const accountId = await newAccount(a);
    const res = await upload(
      a,
      { account_id: accountId, format: 'generic', ...(bad ? { mapping: JSON.stringify(bad) } : {}) },
      { name: 'mine.csv', text: rows },
    );
    expect(res).toMatchObject({ status: 422, body: { detail } });
    expect((await call('GET', `/api/imports?account_id=${accountId}`, a.token)).body).toEqual([]);
  });
});

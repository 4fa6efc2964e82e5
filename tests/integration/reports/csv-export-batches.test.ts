// The CSV export reads the period's trades in keyset batches of 1,000 (reports.service.ts): a
// history longer than one batch comes out whole, each trade once, in entry order, even where
// trades share an entry time across the batch boundary.
import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
});
afterAll(() => app?.close());

it('exports 2,105 trades (three batches, pairs sharing an entry time) each once, in entry order', async () => {
  const account = await rest(app.baseUrl, 'POST', '/api/accounts', accountPayload(), { token: a.token });
  expect(account.status).toBe(201);
  // Two trades per minute: the pair at trades 999/1000 straddles the first batch's end.
  await app.db.dataSource.query(
    `INSERT INTO trades (user_id, account_id, symbol, market, trade_type, entry_price, exit_price, quantity, pnl,
                         result, entry_date, exit_date, notes)
     SELECT $1, $2, 'SYM', 'stocks', 'long', 100, 101, 1, 1, 'win',
            '2026-03-01T00:00:00Z'::timestamptz + ((i / 2) || ' minutes')::interval,
            '2026-03-01T00:00:00Z'::timestamptz + ((i / 2) || ' minutes')::interval + interval '30 seconds',
            'trade-' || i
       FROM generate_series(0, 2104) AS i`,
    [a.id, account.body.id],
  );
  const res = await fetch(
    `${app.baseUrl}/api/reports/export.csv?period=custom&start_date=2026-03-01&end_date=2026-03-31&account_id=${account.body.id}`,
    { headers: { authorization: `Bearer ${a.token}` } },
  );
  expect(res.status).toBe(200);
  const lines = (await res.text()).split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(1 + 2105);
  const notes = lines.slice(1).map((line) => Number(/trade-(\d+)/.exec(line)?.[1]));
  expect(new Set(notes).size).toBe(2105);
  const minutes = notes.map((i) => Math.floor(i / 2));
  expect(minutes).toEqual([...minutes].sort((x, y) => x - y));
});

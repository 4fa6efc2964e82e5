import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { corpusText } from '../../../server/src/modules/imports/parsers/__tests__/corpus';
import { gql, rest } from '../../support/api-client';
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

const newAccount = async (user: TestUser) =>
  (await call('POST', '/api/accounts/', user.token, accountPayload())).body.id as string;

async function upload(user: TestUser, accountId: string, name: string, text: string, dryRun = false) {
  const form = new FormData();
  form.set('account_id', accountId);
  form.set('timezone', 'UTC');
  if (dryRun) form.set('dry_run', 'true');
  form.set('file', new Blob([text]), name);
  const res = await fetch(`${app.baseUrl}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = await res.json();
  if (dryRun) return body;
  expect(res.status).toBe(202);
  for (;;) {
    const batch = (await call('GET', `/api/imports/${body.id}`, user.token)).body;
    if (!['queued', 'running'].includes(batch.status)) return batch;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Lightspeed layout: Trade Number is the broker's execution id; times are US Eastern. The rows are
// out of time order on purpose: the fills must come back by time, not by row.
const LS_HEADER = LIGHTSPEED_HEADER;
const SCALED = [
  LS_HEADER,
  '11,07/01/2025,10:00,AAPL,B,50,152.00,1.00,0',
  '10,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0',
  '12,07/01/2025,11:00,AAPL,S,150,155.00,1.50,0.02',
  '13,07/01/2025,11:30,MSFT,B,10,400.00,1.00,0',
].join('\n');

const FILLS = `executions { side quantity fillQuantity price commission fees executedAt rawExecutedAt brokerExecutionId
  brokerOrderId sourceRow importBatchId importFileName }`;

describe('the fills of an imported trade', () => {
  it('GraphQL Trade.executions and the REST trade detail list them in time order; a manual trade has none', async () => {
    const accountId = await newAccount(a);
    const batch = await upload(a, accountId, 'scaled.csv', SCALED);
    expect(batch).toMatchObject({ status: 'done', summary: { executions_added: 4, trades_created: 2 } });
    const manual = await gql(
      app.baseUrl,
      `mutation($input: TradeInput!) { createTrade(input: $input) { id executions { id } } }`,
      {
        input: {
          accountId,
          symbol: 'TSLA',
          market: 'stocks',
          entryPrice: '100',
          exitPrice: '101',
          quantity: '1',
          entryDate: '2025-06-01T15:00:00Z',
        },
      },
      { token: a.token },
    );
    expect(manual.data.createTrade.executions).toEqual([]);

    const res = await gql(
      app.baseUrl,
      `query($a: ID) { trades(accountId: $a) { items { id symbol origin ${FILLS} } } }`,
      { a: accountId },
      { token: a.token },
    );
    expect(res.errors).toBeUndefined();
    const aapl = res.data.trades.items.find((t: { symbol: string }) => t.symbol === 'AAPL');
    expect(aapl.origin).toBe('IMPORT');
    expect(aapl.executions).toEqual([
      {
        side: 'buy',
        quantity: '100',
        fillQuantity: '100',
        price: '150',
        commission: '1',
        fees: '0',
        executedAt: '2025-07-01T13:30:00.000Z',
        rawExecutedAt: expect.stringContaining('09:30'),
        brokerExecutionId: '10',
        brokerOrderId: null,
        sourceRow: 2,
        importBatchId: batch.id,
        importFileName: 'scaled.csv',
      },
      expect.objectContaining({ side: 'buy', quantity: '50', price: '152', sourceRow: 1, brokerExecutionId: '11' }),
      expect.objectContaining({ side: 'sell', quantity: '150', price: '155', commission: '1.5', fees: '0.02' }),
    ]);
    const msft = res.data.trades.items.find((t: { symbol: string }) => t.symbol === 'MSFT');
    expect(msft.executions).toHaveLength(1);

    const detail = await call('GET', `/api/trades/${aapl.id}`, a.token);
    expect(detail.body.executions.map((e: { broker_execution_id: string }) => e.broker_execution_id)).toEqual([
      '10',
      '11',
      '12',
    ]);
    expect(detail.body.executions[2]).toMatchObject({
      side: 'sell',
      quantity: 150,
      price: 155,
      commission: 1.5,
      fees: 0.02,
      executed_at: '2025-07-01T15:00:00.000Z',
      import_batch_id: batch.id,
      import_file_name: 'scaled.csv',
    });
    const manualDetail = await call('GET', `/api/trades/${manual.data.createTrade.id}`, a.token);
    expect(manualDetail.body.executions).toEqual([]);
    // Another user sees neither the trade nor its fills.
    expect((await call('GET', `/api/trades/${aapl.id}`, b.token)).status).toBe(404);
  });

  it('loads the fills of a whole trade list in one query (DataLoader), whatever its length', async () => {
    const accountId = await newAccount(a);
    const rows = Array.from({ length: 30 }, (_, i) => {
      const day = String(1 + (i % 28)).padStart(2, '0');
      return [
        `${100 + 2 * i},08/${day}/2025,09:30,SYM${i},B,10,10.00,0,0`,
        `${101 + 2 * i},08/${day}/2025,10:30,SYM${i},S,10,11.00,0,0`,
      ].join('\n');
    });
    await upload(a, accountId, 'many.csv', [LS_HEADER, ...rows].join('\n'));
    const count = async (limit: number) => {
      const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
      try {
        const res = await gql(
          app.baseUrl,
          `query($a: ID, $l: Int) { trades(accountId: $a, limit: $l) { items { id executions { side price } } } }`,
          { a: accountId, l: limit },
          { token: a.token },
        );
        expect(res.data.trades.items).toHaveLength(limit);
        expect(res.data.trades.items.every((t: { executions: unknown[] }) => t.executions.length === 2)).toBe(true);
        // Only the statements that read fills: the background queues' polls (imports, price bars)
        // run in this process too and may fall inside the request.
        return spy.mock.calls.filter(([sql]) => /\bexecutions\b/.test(String(sql))).length;
      } finally {
        spy.mockRestore();
      }
    };
    const forTwo = await count(2);
    expect(forTwo).toBeGreaterThan(0);
    expect(await count(30)).toBe(forTwo);
  });
});

describe('duplicates and broker accounts in the preview', () => {
  it('the preview of an already-imported corpus file reports every execution as a duplicate and no new round trips', async () => {
    const accountId = await newAccount(a);
    const name = 'tradovate/Performance.csv';
    const before = await upload(a, accountId, 'Performance.csv', corpusText(name), true);
    expect(before.duplicates).toBe(0);
    expect(before.round_trips.closed).toBeGreaterThan(0);
    const batch = await upload(a, accountId, 'Performance.csv', corpusText(name));
    expect(batch.status).toBe('done');
    const again = await upload(a, accountId, 'Performance.csv', corpusText(name), true);
    expect(again).toMatchObject({
      executions: before.executions,
      duplicates: batch.summary.executions_added,
      round_trips: { closed: 0, open: 0, unmatched_closes: 0, net_pnl: '0', first: [] },
    });
    expect(again.duplicates).toBe(again.executions);

    // GraphQL (text up to its content limit): the same rule, on a smaller corpus file.
    const small = 'topstepx-projectx/tradetally-inline-projectx-order-history.csv';
    const smallAccount = await newAccount(a);
    const smallBatch = await upload(a, smallAccount, 'projectx.csv', corpusText(small));
    const gqlPreview = await gql(
      app.baseUrl,
      `mutation($input: ImportFileInput!) { previewImport(input: $input) { executions duplicates closed open firstRoundTrips { symbol } } }`,
      { input: { accountId: smallAccount, fileName: 'projectx.csv', content: corpusText(small), timezone: 'UTC' } },
      { token: a.token },
    );
    expect(gqlPreview.errors).toBeUndefined();
    expect(gqlPreview.data.previewImport).toEqual({
      executions: smallBatch.summary.executions_added,
      duplicates: smallBatch.summary.executions_added,
      closed: 0,
      open: 0,
      firstRoundTrips: [],
    });
    // Another account of the same user has none of them.
    const fresh = await upload(a, await newAccount(a), 'Performance.csv', corpusText(name), true);
    expect(fresh.duplicates).toBe(0);
  });

  it('previews a later file against the stored fills: a close of a position imported earlier is a closed trade, not an orphan', async () => {
    const accountId = await newAccount(a);
    await upload(
      a,
      accountId,
      'june.csv',
      [LS_HEADER, '1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0', '2,07/01/2025,10:00,AAPL,S,50,155.00,1.00,0'].join(
        '\n',
      ),
    );
    const july = [
      LS_HEADER,
      '2,07/01/2025,10:00,AAPL,S,50,155.00,1.00,0',
      '3,07/02/2025,09:45,AAPL,S,50,160.00,1.00,0',
    ].join('\n');
    const preview = await upload(a, accountId, 'july.csv', july, true);
    expect(preview).toMatchObject({
      executions: 2,
      duplicates: 1,
      round_trips: { closed: 1, open: 0, unmatched_closes: 0 },
    });
    // 100 bought at 150, 50 sold at 155 and 50 at 160; commissions 3.
    expect(preview.round_trips.first).toEqual([
      expect.objectContaining({ symbol: 'AAPL', quantity: '100', entry_price: '150', exit_price: '157.5', pnl: '747' }),
    ]);
    const batch = await upload(a, accountId, 'july.csv', july);
    expect(batch.summary).toMatchObject({ executions_added: 1, trades_updated: 1, unmatched_closes: 0 });
  });

  it('names the broker accounts of a multi-account file (Fidelity) so the screen can warn', async () => {
    const accountId = await newAccount(a);
    // In-repo (written for Candlog): an AAPL round trip in the brokerage account, an AAPL buy in the IRA.
    const file = corpusText('fidelity/candlog-fidelity-two-accounts.csv');
    const preview = await upload(a, accountId, 'fidelity.csv', file, true);
    expect(preview.broker_accounts).toEqual([
      expect.stringContaining('111111111'),
      expect.stringContaining('333333333'),
    ]);
    const single = await upload(a, accountId, 'scaled.csv', SCALED, true);
    expect(single.broker_accounts).toEqual([]);
  });
});

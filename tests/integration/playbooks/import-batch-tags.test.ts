import { codeOf, gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { importLightspeedRows } from '../../support/lightspeed-import';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 30 item 4: "tag all trades of an import batch": the bulk API selects the trades built from
// one import's fills (import_batch_id instead of trade_ids), the viewer's only.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountA: string;

const call = (method: string, path: string, body?: unknown, token?: string) =>
  rest(app.baseUrl, method, path, body, { token });

// Two round trips (AAPL, MSFT) in one file.
const ROWS = [
  '1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0',
  '2,07/01/2025,10:00,AAPL,S,100,155.00,1.00,0.01',
  '3,07/01/2025,11:00,MSFT,B,10,400.00,1.00,0',
  '4,07/01/2025,11:30,MSFT,S,10,398.00,1.00,0.01',
];

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  accountA = (await call('POST', '/api/accounts/', accountPayload(), a.token)).body.id;
});
afterAll(() => app?.close());

const tagsBySymbol = async (token: string) => {
  const { trades } = (await call('GET', `/api/trades/?account_id=${accountA}`, undefined, token)).body;
  return Object.fromEntries(
    trades.map((t: { symbol: string; tags: Array<{ name: string }> }) => [t.symbol, t.tags.map((x) => x.name)]),
  );
};

describe('POST /api/trades/bulk-tags with import_batch_id', () => {
  it('tags and untags every trade of one import, and no other trade', async () => {
    const batch = await importLightspeedRows(app.baseUrl, a.token, accountA, ROWS, { timezone: 'UTC' });
    expect(batch.status).toBe('done');
    // A manual trade in the same account stays untouched.
    expect((await call('POST', '/api/trades/', tradePayload(accountA, { symbol: 'EURUSD' }), a.token)).status).toBe(
      201,
    );
    const tag = (await call('POST', '/api/tags', { name: 'July import', kind: 'custom' }, a.token)).body;

    const added = await call(
      'POST',
      '/api/trades/bulk-tags',
      { import_batch_id: batch.id, add_tag_ids: [tag.id] },
      a.token,
    );
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ updated: 2 });
    expect(await tagsBySymbol(a.token)).toEqual({ AAPL: ['July import'], MSFT: ['July import'], EURUSD: [] });

    // GraphQL carries the same.
    const removed = await gql(
      app.baseUrl,
      'mutation($input: BulkTagsInput!) { bulkTagTrades(input: $input) { updated } }',
      { input: { importBatchId: batch.id, removeTagIds: [tag.id] } },
      { token: a.token },
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data.bulkTagTrades).toEqual({ updated: 2 });
    expect(await tagsBySymbol(a.token)).toEqual({ AAPL: [], MSFT: [], EURUSD: [] });
  });

  it("answers 404 for another user's import and 422 for an import without trades or with trade_ids too", async () => {
    const batch = await importLightspeedRows(
      app.baseUrl,
      a.token,
      accountA,
      ROWS.map((r) => `1${r}`),
      {
        timezone: 'UTC',
      },
    );
    const theirTag = (await call('POST', '/api/tags', { name: 'Theirs' }, b.token)).body;
    const foreign = await call(
      'POST',
      '/api/trades/bulk-tags',
      { import_batch_id: batch.id, add_tag_ids: [theirTag.id] },
      b.token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Import not found');
    expect(
      (await call('POST', '/api/trades/bulk-tags', { import_batch_id: 'nope', add_tag_ids: [theirTag.id] }, b.token))
        .status,
    ).toBe(404);

    const tag = (await call('POST', '/api/tags', { name: 'Both' }, a.token)).body;
    const trade = (await call('POST', '/api/trades/', tradePayload(accountA), a.token)).body;
    const both = await call(
      'POST',
      '/api/trades/bulk-tags',
      { import_batch_id: batch.id, trade_ids: [trade.id], add_tag_ids: [tag.id] },
      a.token,
    );
    expect(both.status).toBe(422);
    expect(both.body.errors.import_batch_id).toBe('Send trade ids or an import batch id, not both');

    // Undone, the import has no trades left.
    expect((await call('DELETE', `/api/imports/${batch.id}`, undefined, a.token)).status).toBe(200);
    const empty = await gql(
      app.baseUrl,
      'mutation($input: BulkTagsInput!) { bulkTagTrades(input: $input) { updated } }',
      { input: { importBatchId: batch.id, addTagIds: [tag.id] } },
      { token: a.token },
    );
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toEqual({ importBatchId: 'This import has no trades' });
  });
});

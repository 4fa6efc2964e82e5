import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 29 item 8: a date far in the past (or ahead) is the caller's mistake in every zone — a
// 422 naming the allowed range, checked before any zone arithmetic — on every route and mutation
// that takes a date; nothing is written.
jest.setTimeout(120000);

const ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'UTC'];
const FAR = ['0001-01-01', '0001-01-01T09:30', '0500-06-01T12:00:00', '1899-12-31T23:00', '9999-12-31'];

let app: TestApp;
const users: Record<string, { user: TestUser; accountId: string; tradeId: string; flowId: string }> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const zone of ZONES) {
    const user = await createUser(app);
    const call = (method: string, path: string, body?: unknown) =>
      rest(app.baseUrl, method, path, body, { token: user.token });
    expect((await call('PUT', '/api/auth/timezone', { timezone: zone })).status).toBe(200);
    const accountId = (await call('POST', '/api/accounts/', accountPayload())).body.id;
    const tradeId = (await call('POST', '/api/trades/', tradePayload(accountId))).body.id;
    const flow = await call('POST', `/api/accounts/${accountId}/cash-flows`, {
      kind: 'deposit',
      amount: '100',
      occurred_at: '2024-03-01',
    });
    expect(flow.status).toBe(201);
    users[zone] = { user, accountId, tradeId, flowId: flow.body.id };
  }
});
afterAll(() => app?.close());

async function counts(userId: string) {
  const [row] = await app.db.dataSource.query(
    `SELECT (SELECT count(*) FROM trades WHERE user_id = $1)::int AS trades,
            (SELECT count(*) FROM cash_flows WHERE user_id = $1)::int AS flows,
            (SELECT min(entry_date) FROM trades WHERE user_id = $1) AS first`,
    [userId],
  );
  return row;
}

describe.each(ZONES)('a far date for a user in %s', (zone) => {
  it.each(FAR)('%s is a 422 on every REST route that takes a date, and writes nothing', async (date) => {
    const { user, accountId, tradeId, flowId } = users[zone];
    const before = await counts(user.id);
    const call = (method: string, path: string, body?: unknown) =>
      rest(app.baseUrl, method, path, body, { token: user.token });
    const answers = {
      createEntry: await call('POST', '/api/trades/', tradePayload(accountId, { entry_date: date, exit_date: null })),
      createExit: await call('POST', '/api/trades/', tradePayload(accountId, { exit_date: date })),
      update: await call('PUT', `/api/trades/${tradeId}`, { entry_date: date }),
      list: await call('GET', `/api/trades/?start_date=${encodeURIComponent(date)}`),
      flow: await call('POST', `/api/accounts/${accountId}/cash-flows`, {
        kind: 'deposit',
        amount: '1',
        occurred_at: date,
      }),
      flowEdit: await call('PUT', `/api/accounts/${accountId}/cash-flows/${flowId}`, { occurred_at: date }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect([name, res.status]).toEqual([name, 422]);
      expect([name, JSON.stringify(res.body)]).toEqual([
        name,
        expect.stringMatching(/between 1900-01-01 and 2200-12-31/),
      ]);
    }
    expect(await counts(user.id)).toEqual(before);
  });

  it('an imported fill dated 0500 is a row error naming its row, not a stored trade or a failed batch', async () => {
    const { user, accountId } = users[zone];
    const before = await counts(user.id);
    const form = new FormData();
    form.set('account_id', accountId);
    form.set('format', 'generic');
    form.set(
      'mapping',
      JSON.stringify({
        symbol: 'Symbol',
        side: 'Side',
        quantity: 'Qty',
        price: 'Price',
        executedAt: 'Time',
        dateOrder: 'YMD',
      }),
    );
    const csv = 'Symbol,Side,Qty,Price,Time\nAAPL,buy,1,10,2024-03-01 10:00\nAAPL,sell,1,11,0500-03-01 11:00\n';
    form.set('file', new Blob([csv]), 'far.csv');
    const post = async (dryRun: boolean) => {
      if (dryRun) form.set('dry_run', 'true');
      else form.delete('dry_run');
      const res = await fetch(`${app.baseUrl}/api/imports`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${user.token}` },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const preview = await post(true);
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([
      { row: 2, message: expect.stringMatching(/between 1900-01-01 and 2200-12-31/) },
    ]);
    const queued = await post(false);
    expect(queued.status).toBe(202);
    let batch = queued.body;
    while (['queued', 'running'].includes(batch.status)) {
      await new Promise((r) => setTimeout(r, 50)); // polls as a client would
      batch = (await rest(app.baseUrl, 'GET', `/api/imports/${batch.id}`, undefined, { token: user.token })).body;
    }
    expect(batch.error).toMatch(/row 2: .*between 1900-01-01 and 2200-12-31/);
    expect(await counts(user.id)).toEqual(before);
  });

  it.each(FAR)('%s is BAD_USER_INPUT in every mutation that takes a date', async (date) => {
    const { user, accountId, tradeId, flowId } = users[zone];
    const before = await counts(user.id);
    const ask = (query: string, variables: Record<string, unknown>) =>
      gql(app.baseUrl, query, variables, { token: user.token });
    const trade = { accountId, symbol: 'AAPL', market: 'stocks', tradeType: 'long', entryPrice: '1', quantity: '1' };
    const answers = {
      create: await ask('mutation($i: TradeInput!) { createTrade(input: $i) { id } }', {
        i: { ...trade, entryDate: date },
      }),
      update: await ask('mutation($id: ID!, $i: TradeInput!) { updateTrade(id: $id, input: $i) { id } }', {
        id: tradeId,
        i: { ...trade, entryDate: '2024-03-01T10:00:00Z', exitDate: date, exitPrice: '2' },
      }),
      flow: await ask('mutation($a: ID!, $i: CashFlowInput!) { createCashFlow(accountId: $a, input: $i) { id } }', {
        a: accountId,
        i: { kind: 'deposit', amount: '1', occurredAt: date },
      }),
      flowEdit: await ask(
        'mutation($a: ID!, $id: ID!, $i: CashFlowInput!) { updateCashFlow(accountId: $a, id: $id, input: $i) { id } }',
        { a: accountId, id: flowId, i: { occurredAt: date } },
      ),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect([name, res.errors?.[0]?.extensions?.code]).toEqual([name, 'BAD_USER_INPUT']);
    }
    expect(await counts(user.id)).toEqual(before);
  });
});

import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 33 item 1: R on the initial stop. Moving the stop after entry never rewrites R; a trade
// without an initial stop has no R (null, counted apart), never an invented one.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown, token = a.token) =>
  rest(app.baseUrl, method, path, body, { token });

const R_STATS = `query ($id: ID!) { account(id: $id) { analytics {
  rMultiples { trades tradesWithoutR basis averageR sqn }
  scatter { tradeIds risk riskBasis } } } }`;
const rStats = async (id: string) => {
  const res = await gql<{
    account: {
      analytics: {
        rMultiples: { trades: number; tradesWithoutR: number; basis: string; averageR: number | null };
        scatter: { tradeIds: string[]; risk: (number | null)[]; riskBasis: string };
      };
    };
  }>(app.baseUrl, R_STATS, { id }, { token: a.token });
  expect(res.errors).toBeUndefined();
  return res.data!.account.analytics;
};

const revisions = (tradeId: string) =>
  app.db.dataSource.query(
    `SELECT previous->>'initial_stop' AS initial_stop, previous->>'stop_loss' AS stop_loss
       FROM trade_revisions WHERE trade_id = $1 ORDER BY id`,
    [tradeId],
  );

describe('initial stop and R', () => {
  let own: string;
  beforeAll(async () => {
    own = (await call('POST', '/api/accounts/', accountPayload({ name: 'Risk' }))).body.id;
  });

  it('takes the first stop entered as the initial stop; moving the stop after entry leaves R unchanged', async () => {
    // Long 100 → 110, 10 shares, $2 fees: net 98; initial risk |100 − 95| × 10 = 50 → R 1.96.
    const created = await call(
      'POST',
      '/api/trades',
      tradePayload(own, {
        symbol: 'AAPL',
        market: 'stocks',
        entry_price: 100,
        exit_price: null,
        exit_date: null,
        quantity: 10,
        fees: 2,
        stop_loss: 95,
        planned_target: 115,
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      stop_loss: 95,
      initial_stop: 95,
      planned_target: 115,
      r_multiple: null,
      r_basis: 'initial_stop',
    });
    const id = created.body.id;

    // The trader moves the stop to breakeven while the trade runs, then closes it.
    const moved = await call('PUT', `/api/trades/${id}`, { stop_loss: 100 });
    expect(moved.body).toMatchObject({ stop_loss: 100, initial_stop: 95 });
    const closed = await call('PUT', `/api/trades/${id}`, { exit_price: 110, exit_date: '2024-03-01T15:00:00Z' });
    expect(closed.body).toMatchObject({ pnl: 98, stop_loss: 100, initial_stop: 95, r_multiple: '1.96' });
    // …and after the exit, trails it again: R stays 1.96 on the trade and in every R figure.
    const trailed = await call('PUT', `/api/trades/${id}`, { stop_loss: 108 });
    expect(trailed.body).toMatchObject({
      stop_loss: 108,
      initial_stop: 95,
      r_multiple: '1.96',
      r_basis: 'initial_stop',
    });
    const stats = await rStats(own);
    expect(stats.rMultiples).toMatchObject({ trades: 1, tradesWithoutR: 0, basis: 'INITIAL_STOP', averageR: 1.96 });
    expect(stats.scatter.risk[stats.scatter.tradeIds.indexOf(id)]).toBe(50);
    expect(stats.scatter.riskBasis).toBe('INITIAL_STOP');

    // Every change kept a revision: the stop moved, the initial stop never did.
    expect(await revisions(id)).toEqual([
      { initial_stop: '95.000000000000', stop_loss: '95.000000000000' },
      { initial_stop: '95.000000000000', stop_loss: '100.000000000000' },
      { initial_stop: '95.000000000000', stop_loss: '100.000000000000' },
    ]);

    // GraphQL says the same.
    const g = await gql<{ trade: Record<string, unknown> }>(
      app.baseUrl,
      `query ($id: ID!) { trade(id: $id) { stopLoss initialStop plannedTarget rMultiple rBasis } }`,
      { id },
      { token: a.token },
    );
    expect(g.data!.trade).toEqual({
      stopLoss: '108',
      initialStop: '95',
      plannedTarget: '115',
      rMultiple: '1.96',
      rBasis: 'INITIAL_STOP',
    });
  });

  it('refuses to change the initial stop once the trade has an exit, and changes nothing', async () => {
    const t = (
      await call(
        'POST',
        '/api/trades',
        tradePayload(own, {
          symbol: 'MSFT',
          market: 'stocks',
          entry_price: 200,
          exit_price: 190,
          quantity: 5,
          fees: 0,
          initial_stop: 196,
          stop_loss: 198,
        }),
      )
    ).body;
    // (190 − 200) × 5 = −50 over |200 − 196| × 5 = 20 → −2.5R (the current stop 198 is not the basis).
    expect(t).toMatchObject({ initial_stop: 196, stop_loss: 198, r_multiple: '-2.5' });
    const refused = await call('PUT', `/api/trades/${t.id}`, { initial_stop: 190, notes: 'widen it' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ initial_stop: 'The initial stop cannot change once the trade has an exit' });
    const after = (await call('GET', `/api/trades/${t.id}`)).body;
    expect(after).toMatchObject({ initial_stop: 196, notes: t.notes, version: t.version, r_multiple: '-2.5' });
    // Sending it back unchanged (an edit form posting every field) is no change.
    const same = await call('PUT', `/api/trades/${t.id}`, { initial_stop: '196.000', notes: 'kept' });
    expect(same.status).toBe(200);
    const bad = await call('PUT', `/api/trades/${t.id}`, { planned_target: -3 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ planned_target: 'Planned target must be greater than 0' });
  });

  it('lets an open trade change its initial stop, recorded in its revisions', async () => {
    const t = (
      await call(
        'POST',
        '/api/trades',
        tradePayload(own, {
          symbol: 'NVDA',
          market: 'stocks',
          entry_price: 50,
          exit_price: null,
          exit_date: null,
          quantity: 4,
          fees: 0,
          initial_stop: 48,
        }),
      )
    ).body;
    expect(t).toMatchObject({ initial_stop: 48, stop_loss: null });
    const changed = await call('PUT', `/api/trades/${t.id}`, { initial_stop: 47 });
    expect(changed.status).toBe(200);
    expect(changed.body.initial_stop).toBe(47);
    expect(await revisions(t.id)).toEqual([{ initial_stop: '48.000000000000', stop_loss: null }]);
    const closed = await call('PUT', `/api/trades/${t.id}`, { exit_price: 56, exit_date: '2024-03-01T15:00:00Z' });
    // 6 × 4 = 24 over 3 × 4 = 12 → 2R.
    expect(closed.body.r_multiple).toBe('2');
  });

  it('gives a trade without an initial stop no R: null, counted apart, never 2% of entry', async () => {
    const acct = (await call('POST', '/api/accounts/', accountPayload({ name: 'No stops' }))).body.id;
    const none = (await call('POST', '/api/trades', tradePayload(acct, { stop_loss: null }))).body;
    expect(none).toMatchObject({ initial_stop: null, r_multiple: null, r_basis: 'none', result: 'win' });
    const withStop = (await call('POST', '/api/trades', tradePayload(acct, { stop_loss: 1.09 }))).body;
    // (1.12 − 1.1) × 1000 − 2 = 18 over 0.01 × 1000 = 10 → 1.8R.
    expect(withStop.r_multiple).toBe('1.8');
    const stats = await rStats(acct);
    expect(stats.rMultiples).toMatchObject({ trades: 1, tradesWithoutR: 1, averageR: 1.8 });
    expect(stats.scatter.risk[stats.scatter.tradeIds.indexOf(none.id)]).toBeNull();
    // The first stop entered later becomes the initial stop.
    const later = await call('PUT', `/api/trades/${none.id}`, { stop_loss: 1.095 });
    expect(later.body).toMatchObject({ initial_stop: 1.095, r_multiple: '3.6' });
  });

  it("answers 404 for another user's trade and changes nothing", async () => {
    const t = (await call('POST', '/api/trades', tradePayload(accountId, { stop_loss: 1.09 }))).body;
    const res = await call('PUT', `/api/trades/${t.id}`, { initial_stop: 1.08 }, b.token);
    expect(res.status).toBe(404);
    expect((await call('GET', `/api/trades/${t.id}`)).body.initial_stop).toBe(1.09);
  });
});

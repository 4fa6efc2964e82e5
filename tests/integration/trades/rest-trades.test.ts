import { rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Project-level testTimeout is not applied under the root multi-project config; argon2 and
// a busy 2-core machine need more than jest's 5 s default.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  accountId = (
    await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ strategy: 'Scalp' }), { token: a.token })
  ).body.id;
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown, token?: string) =>
  rest(app.baseUrl, method, path, body, { token });

describe('REST /api/trades', () => {
  it('creates a closed trade with server-side pnl/result, the account strategy and an uppercased symbol', async () => {
    const res = await call('POST', '/api/trades', tradePayload(accountId, { result: 'loss' }), a.token);
    expect(res.status).toBe(201);
    // (1.12 − 1.1) × 1000 × 1 − 2 = 18: a win whatever the client claimed.
    expect(res.body).toMatchObject({
      symbol: 'EURUSD',
      pnl: 18,
      result: 'win',
      multiplier: 1,
      strategy: { name: 'Scalp' },
      account_id: accountId,
      version: 1,
    });
  });

  it('computes short pnl with a multiplier and treats a missing exit as open', async () => {
    const short = await call(
      'POST',
      '/api/trades',
      tradePayload(accountId, {
        symbol: 'es',
        market: 'futures',
        trade_type: 'short',
        entry_price: 5000,
        exit_price: 4990.25,
        quantity: 2,
        multiplier: 50,
        fees: 4.5,
      }),
      a.token,
    );
    expect(short.body).toMatchObject({ pnl: 970.5, result: 'win' });
    const open = await call(
      'POST',
      '/api/trades',
      tradePayload(accountId, { exit_price: null, exit_date: '2024-03-02T10:00:00Z', result: 'win' }),
      a.token,
    );
    expect(open.body).toMatchObject({ pnl: null, result: 'open', exit_date: null, exit_price: null });
  });

  it("reads wall-clock entry dates (the date picker has no zone) in the user's time zone", async () => {
    await app.services.users.updateTimezone(
      { id: a.id, email: a.email, username: 'x', timezone: 'UTC', isDemo: false },
      'Europe/Berlin',
    );
    // A fresh token carries the same viewer; the zone is read per request.
    const res = await call(
      'POST',
      '/api/trades',
      tradePayload(accountId, { entry_date: '2024-07-01T09:30', exit_date: '2024-07-01T10:00' }),
      a.token,
    );
    expect(res.body.entry_date).toBe('2024-07-01T07:30:00.000Z');
  });

  it.each([
    [{ market: null }, 'market', 'Market is required'],
    [{ symbol: ' ' }, 'symbol', 'Symbol is required'],
    [{ entry_price: 0 }, 'entry_price', 'Entry price must be greater than 0'],
    [{ entry_price: null }, 'entry_price', 'Entry price must be greater than 0'],
    [{ exit_price: -1 }, 'exit_price', 'Exit price must be greater than 0'],
    [{ quantity: 0 }, 'quantity', 'Quantity must be greater than 0'],
    [{ entry_date: null }, 'entry_date', 'Entry date is required'],
    [{ fees: -0.01 }, 'fees', 'Fees cannot be negative'],
    [{ account_id: null }, 'account_id', 'Account is required'],
    [{ emotional_tags: ['greedy'] }, 'emotional_tags', 'Unknown emotional tag: greedy'],
    [{ exit_date: '2024-02-01T00:00:00Z' }, 'exit_date', 'Exit date cannot be before entry date'],
  ])('refuses %j with 422 and stores nothing', async (override, field, message) => {
    const before = (await call('GET', `/api/trades?account_id=${accountId}`, undefined, a.token)).body.total;
    const res = await call('POST', '/api/trades', tradePayload(accountId, override), a.token);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
    expect((await call('GET', `/api/trades?account_id=${accountId}`, undefined, a.token)).body.total).toBe(before);
  });

  it('lists {trades, total}: newest entry first, limited, filtered', async () => {
    const { body: acc } = await call(
      'POST',
      '/api/accounts/',
      accountPayload({ name: 'Lists', strategy: 'Lists' }),
      a.token,
    );
    for (const [symbol, market, day, exit] of [
      ['AAPL', 'stocks', '05', 190],
      ['MSFT', 'stocks', '06', null],
      ['BTCUSD', 'crypto', '07', 60000],
    ] as const) {
      await call(
        'POST',
        '/api/trades',
        tradePayload(acc.id, {
          symbol,
          market,
          entry_price: 100,
          exit_price: exit,
          quantity: 1,
          fees: 0,
          entry_date: `2024-04-${day}T12:00:00Z`,
          exit_date: null,
        }),
        a.token,
      );
    }
    const all = await call('GET', `/api/trades?account_id=${acc.id}&limit=2`, undefined, a.token);
    expect(all.body.total).toBe(3);
    expect(all.body.trades.map((t: { symbol: string }) => t.symbol)).toEqual(['BTCUSD', 'MSFT']);
    expect(all.body.trades[0].strategy).toEqual({ id: acc.strategy.id, name: 'Lists' });
    const q = (query: string) =>
      call('GET', `/api/trades?account_id=${acc.id}&${query}`, undefined, a.token).then((r) =>
        r.body.trades.map((t: { symbol: string }) => t.symbol),
      );
    expect(await q('market=stocks')).toEqual(['MSFT', 'AAPL']);
    expect(await q('symbol=aap')).toEqual(['AAPL']);
    expect(await q('result=open')).toEqual(['MSFT']);
    expect(await q('trade_type=short')).toEqual([]);
    expect(await q(`strategy_id=${acc.strategy.id}`)).toHaveLength(3);
    expect(await q('start_date=2024-04-06&end_date=2024-04-06')).toEqual(['MSFT']);
    expect(await q('start_date=2024-04-06T00:00:00Z')).toEqual(['BTCUSD', 'MSFT']);
    expect((await call('GET', '/api/trades?limit=-1', undefined, a.token)).status).toBe(422);
  });

  it('updates (pnl recomputed, version bumped, revision kept) and refuses stale versions', async () => {
    const { body: t } = await call('POST', '/api/trades', tradePayload(accountId), a.token);
    const res = await call(
      'PUT',
      `/api/trades/${t.id}`,
      { ...t, exit_price: 1.09, notes: 'Stopped out', expected_version: 1 },
      a.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pnl: -12, result: 'loss', notes: 'Stopped out', version: 2 });
    const stale = await call('PUT', `/api/trades/${t.id}`, { notes: 'late', expected_version: 1 }, a.token);
    expect(stale.status).toBe(409);
    const bad = await call('PUT', `/api/trades/${t.id}`, { quantity: 0 }, a.token);
    expect(bad.body.errors.quantity).toBe('Quantity must be greater than 0');
    const reopened = await call('PUT', `/api/trades/${t.id}`, { result: 'open' }, a.token);
    expect(reopened.body).toMatchObject({ result: 'open', pnl: null, exit_price: null, exit_date: null });
    const revisions = await app.db.dataSource.query(
      `SELECT action, changed_by, previous->>'notes' AS notes FROM trade_revisions WHERE trade_id = $1 ORDER BY id`,
      [t.id],
    );
    expect(revisions).toEqual([
      { action: 'update', changed_by: a.id, notes: 'Breakout retest' },
      { action: 'update', changed_by: a.id, notes: 'Stopped out' },
    ]);
  });

  it('saves the journal through PUT with the whole trade, notes and emotional tags', async () => {
    const { body: t } = await call('POST', '/api/trades', tradePayload(accountId), a.token);
    const res = await call(
      'PUT',
      `/api/trades/${t.id}`,
      { ...t, notes: 'Calm entry', emotional_tags: ['patient', 'focused'] },
      a.token,
    );
    expect(res.body).toMatchObject({ notes: 'Calm entry', emotional_tags: ['patient', 'focused'], pnl: 18 });
  });

  it('deletes a trade and keeps a delete revision', async () => {
    const { body: t } = await call('POST', '/api/trades', tradePayload(accountId), a.token);
    expect((await call('DELETE', `/api/trades/${t.id}`, undefined, a.token)).status).toBe(200);
    expect((await call('GET', `/api/trades/${t.id}`, undefined, a.token)).status).toBe(404);
    const [rev] = await app.db.dataSource.query(`SELECT action FROM trade_revisions WHERE trade_id = $1`, [t.id]);
    expect(rev.action).toBe('delete');
  });

  it('answers 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/trades'],
      ['POST', '/api/trades'],
      ['PUT', '/api/trades/x'],
      ['DELETE', '/api/trades/x'],
    ]) {
      const res = await call(method, path, method === 'POST' || method === 'PUT' ? tradePayload(accountId) : undefined);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it("gives user B 404 on user A's trades and account, leaving them unchanged", async () => {
    const { body: t } = await call('POST', '/api/trades', tradePayload(accountId, { notes: 'mine' }), a.token);
    expect((await call('GET', `/api/trades/${t.id}`, undefined, b.token)).status).toBe(404);
    expect((await call('PUT', `/api/trades/${t.id}`, { notes: 'theirs' }, b.token)).status).toBe(404);
    expect((await call('DELETE', `/api/trades/${t.id}`, undefined, b.token)).status).toBe(404);
    expect((await call('POST', '/api/trades', tradePayload(accountId), b.token)).status).toBe(404);
    expect((await call('GET', `/api/trades?account_id=${accountId}`, undefined, b.token)).status).toBe(404);
    expect((await call('GET', '/api/trades', undefined, b.token)).body).toEqual({ trades: [], total: 0 });
    const mine = await call('GET', `/api/trades/${t.id}`, undefined, a.token);
    expect(mine.body).toMatchObject({ notes: 'mine', version: 1 });
  });
});

// Issue 14 "A dashboard cache that is never stale": hits, misses and invalidation for every kind
// of write, with the versions in process and in Redis. Every read after a write is compared with
// the same query on an instance of the same database with FIGURE_CACHE=off.
import { rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { importLightspeedRows } from '../../support/lightspeed-import';
import { TEST_REDIS_URL, redisIsUp } from '../../support/redis';
import { startTestApp, type TestApp } from '../../support/test-app';
import { liveClient, until } from '../../support/live-client';
import { readFigures, type FigureRead } from './figure-client';

jest.setTimeout(120_000);

describe.each([
  ['in process', {}],
  ['in Redis', { REDIS_URL: TEST_REDIS_URL }],
])('figure cache with its versions %s', (_label, env: Record<string, string>) => {
  let app: TestApp;
  let uncached: TestApp;
  let user: TestUser;
  let accountId: string;

  beforeAll(async () => {
    if (env.REDIS_URL && !(await redisIsUp())) throw new Error(`No Redis answers at ${TEST_REDIS_URL}`);
    app = await startTestApp(env);
    // The same database and secret: the same user's figures, computed on every request.
    uncached = await startTestApp({ FIGURE_CACHE: 'off', JWT_SECRET: app.services.config.jwtSecret }, { db: app.db });
    user = await createUser(app);
    accountId = (await rest(app.baseUrl, 'POST', '/api/accounts', accountPayload(), { token: user.token })).body.id;
    await call('POST', '/api/trades', tradePayload(accountId));
  });
  afterAll(async () => {
    await uncached?.close();
    await app?.close();
  });

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await rest(app.baseUrl, method, path, body, { token: user.token });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const gqlWrite = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const cached = () => readFigures(app.baseUrl, user.token, accountId);
  const fresh = async () => (await readFigures(uncached.baseUrl, user.token, accountId)).body;

  /** Warms the cache (a hit proves it), runs the write, and checks the next read against a fresh computation. */
  async function expectFreshAfter(write: () => Promise<unknown>, changesFigures: boolean) {
    await cached();
    const before = await cached();
    expect(before.hit).toBe(true);
    expect(before.body).toBe(await fresh());
    await write();
    const after = await cached();
    expect(after.hit).toBe(false);
    expect(after.status).toBe(200);
    expect(after.body).toBe(await fresh());
    if (changesFigures) expect(after.body).not.toBe(before.body);
    expect((await cached()).hit).toBe(true);
  }

  it('answers a repeated figure query from the cache, byte for byte what GraphQL computed', async () => {
    const first = await cached();
    const second = await cached();
    expect(JSON.parse(first.body).errors).toBeUndefined();
    expect(second.hit).toBe(true);
    expect(second.body).toBe(first.body);
    expect(second.body).toBe(await fresh());
  });

  it('GraphQL createTrade', () =>
    expectFreshAfter(
      () =>
        gqlWrite(`mutation ($input: TradeInput!) { createTrade(input: $input) { id } }`, {
          input: {
            accountId,
            symbol: 'GBPUSD',
            market: 'forex',
            tradeType: 'short',
            entryPrice: '1.30',
            exitPrice: '1.28',
            quantity: '1000',
            entryDate: '2024-04-02T08:00:00Z',
            exitDate: '2024-04-02T09:00:00Z',
          },
        }),
      true,
    ));

  it('REST POST, PUT and DELETE /api/trades', async () => {
    let id = '';
    await expectFreshAfter(async () => {
      id = (
        await call(
          'POST',
          '/api/trades',
          tradePayload(accountId, { entry_date: '2024-05-06T14:00:00Z', exit_date: '2024-05-06T16:00:00Z' }),
        )
      ).id;
    }, true);
    await expectFreshAfter(
      () =>
        call(
          'PUT',
          `/api/trades/${id}`,
          tradePayload(accountId, {
            exit_price: 1.05,
            entry_date: '2024-05-06T14:00:00Z',
            exit_date: '2024-05-06T16:00:00Z',
          }),
        ),
      true,
    );
    await expectFreshAfter(() => call('DELETE', `/api/trades/${id}`), true);
  });

  it('a cash flow (REST) and one through GraphQL', async () => {
    await expectFreshAfter(
      () =>
        call('POST', `/api/accounts/${accountId}/cash-flows`, {
          kind: 'deposit',
          amount: '500',
          occurred_at: '2024-05-01',
        }),
      true,
    );
    await expectFreshAfter(
      () =>
        gqlWrite(`mutation ($a: ID!, $i: CashFlowInput!) { createCashFlow(accountId: $a, input: $i) { id } }`, {
          a: accountId,
          i: { kind: 'fee', amount: '3.5', occurredAt: '2024-05-02T00:00:00Z' },
        }),
      true,
    );
  });

  it('the base currency and an exchange rate', async () => {
    await expectFreshAfter(() => call('PUT', '/api/fx-rates/base-currency', { base_currency: 'EUR' }), true);
    await expectFreshAfter(
      () => call('POST', '/api/fx-rates', { date: '2024-03-01', base: 'EUR', quote: 'USD', rate: '1.08' }),
      false,
    );
    await expectFreshAfter(
      () =>
        gqlWrite(`mutation ($i: FxRateInput!) { addFxRate(input: $i) { rate } }`, {
          i: { date: '2024-03-01', base: 'EUR', quote: 'USD', rate: '1.1' },
        }),
      false,
    );
  });

  it("the account's settings and the user's time zone", async () => {
    await expectFreshAfter(() => call('PUT', `/api/accounts/${accountId}`, { name: 'Renamed', currency: 'usd' }), true);
    await expectFreshAfter(() => call('PUT', '/api/auth/timezone', { timezone: 'Asia/Tokyo' }), true);
  });

  it('a contract multiplier', () =>
    expectFreshAfter(() => call('PUT', '/api/contract-multipliers/ZZQ', { point_value: '12.5' }), false));

  it('an import committed in the background, and its undo', async () => {
    let batchId = '';
    await expectFreshAfter(async () => {
      const batch = await importLightspeedRows(
        app.baseUrl,
        user.token,
        accountId,
        ['1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0', '2,07/01/2025,10:00,AAPL,S,100,155.00,1.00,0.01'],
        { timezone: 'UTC' },
      );
      // The import commits in the background; a client learns of it from the batch's status.
      expect(batch.status).toBe('done');
      batchId = batch.id;
      // The bump follows the commit by a round trip at most; the live event that tells screens to
      // refetch is published only after it (import-jobs.ts).
      await app.services.importJobs.idle();
    }, true);
    await expectFreshAfter(() => call('DELETE', `/api/imports/${batchId}`), true);
  });

  it('REST GET /api/analytics/* (the twins): cached per URL, retired by a write, never an error kept', async () => {
    const get = async (on: TestApp, path: string) => {
      const res = await fetch(`${on.baseUrl}${path}`, { headers: { Authorization: `Bearer ${user.token}` } });
      return { status: res.status, body: await res.text(), hit: res.headers.get('x-figure-cache') === 'hit' };
    };
    const stats = `/api/analytics/stats?account_id=${accountId}`;
    const curve = `/api/analytics/equity-curve?account_id=${accountId}`;
    for (const path of [stats, curve]) {
      await get(app, path);
      const again = await get(app, path);
      expect(again.hit).toBe(true);
      expect(again.body).toBe((await get(uncached, path)).body);
    }
    await call(
      'POST',
      '/api/trades',
      tradePayload(accountId, { entry_date: '2024-07-01T10:00:00Z', exit_date: '2024-07-01T11:00:00Z' }),
    );
    for (const path of [stats, curve]) {
      const after = await get(app, path);
      expect(after.hit).toBe(false);
      expect(after.body).toBe((await get(uncached, path)).body);
    }
    const bad = `/api/analytics/stats?account_id=${accountId}&market=moon`;
    expect((await get(app, bad)).status).toBe(422);
    expect((await get(app, bad)).hit).toBe(false);
  });

  it('a screen that refetches on figuresChanged is never answered from the entry the write retires', async () => {
    const live = liveClient(app.baseUrl, user.token);
    const refetches: Array<Promise<FigureRead>> = [];
    const stop = live.client.subscribe(
      { query: 'subscription ($a: ID) { figuresChanged(accountId: $a) { accountId } }', variables: { a: accountId } },
      // Like the client: refetch the moment the event arrives, while the write's answer may still be on its way.
      { next: () => void refetches.push(cached()), error: () => undefined, complete: () => undefined },
    );
    try {
      await app.live.waitFor(user.id, 2); // the socket and its subscription: listening before the writes
      for (let i = 0; i < 10; i++) {
        await cached();
        expect((await cached()).hit).toBe(true);
        const created = await call(
          'POST',
          '/api/trades',
          tradePayload(accountId, {
            entry_date: `2024-08-0${(i % 9) + 1}T10:00:00Z`,
            exit_date: `2024-08-0${(i % 9) + 1}T12:00:00Z`,
          }),
        );
        expect(created.id).toBeDefined();
        await until(() => refetches.length === i + 1, 5000, `the figuresChanged event of write ${i}`);
        const refetched = await refetches[i];
        expect(refetched.hit).toBe(false);
        expect(refetched.body).toBe(await fresh());
      }
    } finally {
      stop();
      await live.client.dispose();
    }
  });

  it('keeps no response with an error, and never caches lists of trades', async () => {
    const missing = await readFigures(app.baseUrl, user.token, '00000000-0000-4000-8000-000000000000');
    expect(JSON.parse(missing.body).errors).toBeDefined();
    expect((await readFigures(app.baseUrl, user.token, '00000000-0000-4000-8000-000000000000')).hit).toBe(false);
    const list = `query Figures($accountId: ID!) { trades(accountId: $accountId) { totalCount } }`;
    await readFigures(app.baseUrl, user.token, accountId, list);
    expect((await readFigures(app.baseUrl, user.token, accountId, list)).hit).toBe(false);
  });

  it("never answers one user with another's entry", async () => {
    const other = await createUser(app);
    await cached();
    expect((await cached()).hit).toBe(true);
    const theirs = await readFigures(app.baseUrl, other.token, accountId);
    expect(theirs.hit).toBe(false);
    expect(JSON.parse(theirs.body).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

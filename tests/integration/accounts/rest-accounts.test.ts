import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Project-level testTimeout is not applied under the root multi-project config; argon2 and
// a busy 2-core machine need more than jest's 5 s default.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown, token?: string) =>
  rest(app.baseUrl, method, path, body, { token });

describe('REST /api/accounts/', () => {
  it('creates an account (currency uppercased, strategy made) and lists it with balance and strategy', async () => {
    const created = await call('POST', '/api/accounts/', accountPayload({ name: 'Swing', strategy: 'Trend' }), a.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Swing',
      currency: 'USD',
      initial_balance: 10000,
      balance: 10000,
      trade_count: 0,
      is_active: true,
      strategy: { name: 'Trend' },
    });
    const list = await call('GET', '/api/accounts/', undefined, a.token);
    expect(list.status).toBe(200);
    expect(list.body.map((x: { id: string }) => x.id)).toContain(created.body.id);
    const strategies = await call('GET', '/api/auth/strategies', undefined, a.token);
    expect(strategies.body.map((s: { name: string }) => s.name)).toContain('Trend');
  });

  it.each([
    [{ name: '' }, 'name', 'Trading account name is required'],
    [{ name: '   ' }, 'name', 'Trading account name is required'],
    [{ currency: '' }, 'currency', 'Currency is required'],
    [{ currency: 'US' }, 'currency', 'Currency must be 3 characters (e.g., USD, EUR)'],
    [{ currency: 'USDT' }, 'currency', 'Currency must be 3 characters (e.g., USD, EUR)'],
    [{ initial_balance: -1 }, 'initial_balance', 'Initial balance must be 0 or greater'],
    [{ initial_balance: null }, 'initial_balance', 'Initial balance must be 0 or greater'],
    [{ initial_balance: 'lots' }, 'initial_balance', 'Initial balance must be 0 or greater'],
  ])('refuses %j with 422 and the spec message', async (override, field, message) => {
    const before = await call('GET', '/api/accounts/', undefined, a.token);
    const res = await call('POST', '/api/accounts/', accountPayload(override), a.token);
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(message);
    expect(res.body.errors[field]).toBe(message);
    const after = await call('GET', '/api/accounts/', undefined, a.token);
    expect(after.body).toHaveLength(before.body.length);
  });

  it('updates name, description, currency and strategy; refuses a new initial balance', async () => {
    const { body: acc } = await call('POST', '/api/accounts/', accountPayload(), a.token);
    const ok = await call(
      'PUT',
      `/api/accounts/${acc.id}`,
      { name: 'Renamed', description: null, currency: 'eur', strategy: null },
      a.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      name: 'Renamed',
      description: null,
      currency: 'EUR',
      strategy: null,
      initial_balance: 10000,
    });
    const locked = await call('PUT', `/api/accounts/${acc.id}`, { name: 'X', initial_balance: 5 }, a.token);
    expect(locked.status).toBe(422);
    expect(locked.body.errors.initial_balance).toBe('Initial balance cannot be changed');
    const empty = await call('PUT', `/api/accounts/${acc.id}`, { name: '' }, a.token);
    expect(empty.body.errors.name).toBe('Trading account name is required');
    const bad = await call('PUT', `/api/accounts/${acc.id}`, { currency: 'EURO' }, a.token);
    expect(bad.body.errors.currency).toBe('Currency must be 3 characters (e.g., USD, EUR)');
    const again = await call('GET', `/api/accounts/${acc.id}`, undefined, a.token);
    expect(again.body).toMatchObject({ name: 'Renamed', currency: 'EUR' });
  });

  it('deletes an account after verify-password, cascading its trades', async () => {
    const { body: acc } = await call('POST', '/api/accounts/', accountPayload({ name: 'Doomed' }), a.token);
    await call(
      'POST',
      '/api/trades',
      {
        account_id: acc.id,
        symbol: 'AAPL',
        market: 'stocks',
        trade_type: 'long',
        entry_price: 100,
        quantity: 1,
        entry_date: '2024-01-02T15:00:00Z',
      },
      a.token,
    );
    const wrong = await call('POST', '/api/auth/verify-password', { password: 'nope-nope' }, a.token);
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe('Incorrect password');
    const verified = await call('POST', '/api/auth/verify-password', { password: a.password }, a.token);
    expect(verified.status).toBe(200);
    const del = await call('DELETE', `/api/accounts/${acc.id}`, undefined, a.token);
    expect(del.status).toBe(200);
    expect((await call('GET', `/api/accounts/${acc.id}`, undefined, a.token)).status).toBe(404);
    const [{ count }] = await app.db.dataSource.query(
      `SELECT count(*)::int AS count FROM trades WHERE account_id = $1`,
      [acc.id],
    );
    expect(count).toBe(0);
  });

  it('answers 401 with WWW-Authenticate: Bearer without a token (or with a bad one)', async () => {
    for (const [method, path] of [
      ['GET', '/api/accounts/'],
      ['POST', '/api/accounts/'],
      ['PUT', '/api/accounts/x'],
      ['DELETE', '/api/accounts/x'],
    ]) {
      const res = await call(method, path, method === 'GET' || method === 'DELETE' ? undefined : accountPayload());
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.body).toEqual({ detail: 'Not authenticated' });
    }
    expect((await call('GET', '/api/accounts/', undefined, 'not-a-jwt')).status).toBe(401);
  });

  it("gives user B 404 on user A's account, exactly like a missing id, and leaves it unchanged", async () => {
    const { body: acc } = await call('POST', '/api/accounts/', accountPayload({ name: 'Private' }), a.token);
    const missing = await call('GET', '/api/accounts/00000000-0000-4000-8000-000000000000', undefined, b.token);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/accounts/${acc.id}`, body, b.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect(
      (await call('GET', '/api/accounts/', undefined, b.token)).body.map((x: { id: string }) => x.id),
    ).not.toContain(acc.id);
    const still = await call('GET', `/api/accounts/${acc.id}`, undefined, a.token);
    expect(still.body).toMatchObject({ name: 'Private' });
  });
});

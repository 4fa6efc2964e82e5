import { MAX_RESPONSE_BYTES } from '../../../server/src/config/limits';
import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Project-level testTimeout is not applied under the root multi-project config.
jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;
const TRADES = 10000;
const NOTE_CHARS = 1000;

/**
 * 10,000 journaled trades with 1,000-character notes: a page of all of them is a legitimate
 * request by cost (10,001) but its answer is over 10 MB — what the cost estimate cannot see.
 */
beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
  const accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
  await app.db.dataSource.query(
    `INSERT INTO trades (user_id, account_id, symbol, market, trade_type, entry_price, exit_price, quantity, multiplier, fees, pnl, result, entry_date, exit_date, notes)
     SELECT $1, $2, 'EURUSD', 'forex', 'long', 1.1, 1.11, 1000, 1, 0, 10, 'win',
            timestamptz '2024-01-01' + g * interval '1 hour', timestamptz '2024-01-01' + g * interval '1 hour' + interval '30 minutes',
            repeat('journal ', $3 / 8)
     FROM generate_series(1, $4) AS g`,
    [a.id, accountId, NOTE_CHARS, TRADES],
  );
});
afterAll(() => app?.close());

describe('response-size cap', () => {
  it('answers a GraphQL response over 10 MB with RESPONSE_TOO_LARGE (400), its size and the limit, not a truncated body', async () => {
    const res = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ query: `{ trades(limit: ${TRADES}) { total items { id notes } } }` }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions).toEqual({
      code: 'RESPONSE_TOO_LARGE',
      size: expect.any(Number),
      limit: MAX_RESPONSE_BYTES,
    });
    expect(body.errors[0].extensions.size).toBeGreaterThan(MAX_RESPONSE_BYTES);
    expect(body.errors[0].message).toMatch(/over the 10 MB limit/);
  });

  it('serves the same data in pages under the cap', async () => {
    const half = await gql(
      app.baseUrl,
      `{ trades(limit: ${TRADES / 2}) { total items { id notes } } }`,
      {},
      { token: a.token },
    );
    expect(half.errors).toBeUndefined();
    expect(half.data.trades.total).toBe(TRADES);
    expect(half.data.trades.items).toHaveLength(TRADES / 2);
    expect(half.data.trades.items[0].notes).toHaveLength(NOTE_CHARS);
  });

  it('answers a REST list over 10 MB with a clear 422, and a smaller page normally', async () => {
    const all = await rest(app.baseUrl, 'GET', '/api/trades', undefined, { token: a.token }); // no limit: up to 10,000
    expect(all.status).toBe(422);
    expect(all.body).toEqual({
      detail: 'The response would be larger than 10 MB. Ask for fewer items (limit) or a narrower period.',
    });
    const page = await rest(app.baseUrl, 'GET', '/api/trades?limit=2000', undefined, { token: a.token });
    expect(page.status).toBe(200);
    expect(page.body.trades).toHaveLength(2000);
    expect(page.body.total).toBe(TRADES);
  });
});

describe('REST maximum page size (documented: 10,000 trades; 20,000 equity points)', () => {
  it('refuses a larger trade page with 422 naming the field and the range', async () => {
    const res = await rest(app.baseUrl, 'GET', '/api/trades?limit=10001', undefined, { token: a.token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: 'Limit must be between 0 and 10000',
      errors: { limit: 'Limit must be between 0 and 10000' },
    });
  });

  it('refuses a larger equity-curve limit with 422', async () => {
    const res = await rest(app.baseUrl, 'GET', '/api/analytics/equity-curve?limit=20001', undefined, {
      token: a.token,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ max_points: 'maxPoints must be an integer between 1 and 20000' });
  });
});

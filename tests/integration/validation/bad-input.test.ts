import { codeOf, gql, rest, type GraphQLAnswer } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { RepairUnknownTimeZones1732263000000 } from '../../../server/src/db/migrations/1732263000000-repair-unknown-time-zones';

// Issue 18 item 5: each of these answered 500 (or stored something else than was sent).
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: a.token });
const rawGraphQL = (body: string, token?: string) =>
  fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
const CREATE_ACCOUNT = `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id name } }`;
const CREATE_TRADE = `mutation($input: TradeInput!) { createTrade(input: $input) { id entryDate } }`;

const CLIENT_CODES = ['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'];

/** A refused GraphQL call: 400 or 200 with a client error code (not INTERNAL_SERVER_ERROR). */
function expectRefused(r: GraphQLAnswer) {
  expect(r.status).toBeLessThan(500);
  expect(CLIENT_CODES).toContain(codeOf(r));
  expect(r.errors![0].message).not.toMatch(/internal|RangeError|stack/i);
}

async function accountNames() {
  return (await call('GET', '/api/accounts/')).body.map((x: { name: string }) => x.name).sort();
}

describe('GraphQL request errors are 400 with a parse error', () => {
  it('answers a malformed JSON body with 400 and a JSON error', async () => {
    const res = await rawGraphQL('{"query": "{ me { id } }", ');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(body.errors[0].message).toMatch(/JSON/);
  });

  it('answers a malformed document with 400 GRAPHQL_PARSE_FAILED', async () => {
    const res = await rawGraphQL(JSON.stringify({ query: '{ me { id ' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers a document over the token limit with 400, not the 500 of the armor plugin', async () => {
    const res = await rawGraphQL(JSON.stringify({ query: `{ ${'me { id } '.repeat(1500)} }` }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(body.errors[0].message).not.toMatch(/\d{4}/);
  });

  it('refuses very deep lists in variables and in the document without leaking a RangeError', async () => {
    const deep = `${'['.repeat(20000)}${']'.repeat(20000)}`;
    const viaVariables = await rawGraphQL(
      `{"query": ${JSON.stringify(CREATE_TRADE)}, "variables": {"input": {"emotionalTags": ${deep}}}}`,
      a.token,
    );
    expect(viaVariables.status).toBe(400);
    expect(JSON.stringify(await viaVariables.json())).not.toMatch(/RangeError|call stack/i);
    const literal = `mutation { updateJournal(tradeId: "x", emotionalTags: ${'['.repeat(3000)}${']'.repeat(3000)}) { id } }`;
    const viaDocument = await rawGraphQL(JSON.stringify({ query: literal }), a.token);
    expect(viaDocument.status).toBe(400);
    expect(JSON.stringify(await viaDocument.json())).not.toMatch(/RangeError|call stack/i);
  });

  it('answers an anonymous subscription with a clear 400, logging no error', async () => {
    const errorLog = jest.spyOn(console, 'error');
    const res = await rawGraphQL(JSON.stringify({ query: 'subscription { me { id } }' }));
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockRestore();
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].message).toMatch(/subscription/i);
    expect(body.errors[0].message).not.toMatch(/internal/i);
  });
});

describe('NUL bytes and broken UTF-16 in any string', () => {
  it('refuses a NUL byte in the anonymous login, over GraphQL and REST', async () => {
    const viaGraphQL = await gql(
      app.baseUrl,
      'mutation($e: String!) { login(email: $e, password: "whatever-long") { token } }',
      { e: 'a\u0000@example.com' },
    );
    expectRefused(viaGraphQL);
    const literal = await gql(
      app.baseUrl,
      'mutation { login(email: "a\\u0000@example.com", password: "whatever-long") { token } }',
    );
    expectRefused(literal);
    const form = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'a\u0000@example.com', password: 'whatever-long' }).toString(),
    });
    expect(form.status).toBe(422);
  });

  it('refuses NUL and lone surrogates in account and trade text, changing nothing', async () => {
    const before = await accountNames();
    for (const name of ['Main\u0000', 'Main\ud800']) {
      const res = await call('POST', '/api/accounts/', accountPayload({ name }));
      expect(res.status).toBe(422);
      expect(res.body.detail).toMatch(/name/i);
      expectRefused(
        await gql(
          app.baseUrl,
          CREATE_ACCOUNT,
          { input: { name, currency: 'USD', initialBalance: '1' } },
          { token: a.token },
        ),
      );
    }
    const trade = await call('POST', '/api/trades', tradePayload(accountId, { notes: 'gap\u0000fill' }));
    expect(trade.status).toBe(422);
    expect(trade.body.errors.notes).toBeDefined();
    const search = await call('GET', '/api/trades?symbol=EUR%00USD');
    expect(search.status).toBe(422);
    expect(await accountNames()).toEqual(before);
  });
});

describe('lengths and numbers', () => {
  it('refuses a strategy name over the documented maximum with 422 (was a btree row-size 500)', async () => {
    const before = await accountNames();
    const res = await call('POST', '/api/accounts/', accountPayload({ strategy: 'x'.repeat(3000) }));
    expect(res.status).toBe(422);
    expect(res.body.errors.strategy).toMatch(/at most 100 characters/);
    const viaGraphQL = await gql(
      app.baseUrl,
      CREATE_ACCOUNT,
      { input: { name: 'S', currency: 'USD', initialBalance: '1', strategy: 'y'.repeat(3000) } },
      { token: a.token },
    );
    expectRefused(viaGraphQL);
    expect(await accountNames()).toEqual(before);
  });

  it('refuses an overlong description and notes', async () => {
    const res = await call('POST', '/api/accounts/', accountPayload({ description: 'd'.repeat(2001) }));
    expect(res.status).toBe(422);
    expect(res.body.errors.description).toMatch(/at most 2000 characters/);
    const trade = await call('POST', '/api/trades', tradePayload(accountId, { notes: 'n'.repeat(20001) }));
    expect(trade.status).toBe(422);
    expect(trade.body.errors.notes).toMatch(/at most 20000 characters/);
  });

  it('refuses initialBalance 1e309 over GraphQL (literal and variable) and REST', async () => {
    const before = await accountNames();
    expectRefused(
      await gql(
        app.baseUrl,
        'mutation { createAccount(input: {name: "Big", currency: "USD", initialBalance: 1e309}) { id } }',
        {},
        { token: a.token },
      ),
    );
    expectRefused(
      await gql(
        app.baseUrl,
        CREATE_ACCOUNT,
        { input: { name: 'Big', currency: 'USD', initialBalance: '1e309' } },
        { token: a.token },
      ),
    );
    const viaRest = await fetch(`${app.baseUrl}/api/accounts/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${a.token}` },
      body: '{"name":"Big","currency":"USD","initial_balance":1e309}',
    });
    expect(viaRest.status).toBe(422);
    // A string exponent used to be spelled out digit by digit: the process ran out of memory.
    const hugeExponent = await call('POST', '/api/accounts/', accountPayload({ initial_balance: '1e999999999' }));
    expect(hugeExponent.status).toBe(422);
    const hugePrice = await call('POST', '/api/trades', tradePayload(accountId, { entry_price: '1e999999999' }));
    expect(hugePrice.status).toBe(422);
    expect(hugePrice.body.errors.entry_price).toBe('Entry price is too large');
    expect(await accountNames()).toEqual(before);
  });

  it('refuses an absurd equity-curve starting balance instead of failing', async () => {
    const res = await gql(
      app.baseUrl,
      '{ analytics { equityCurve(initialBalance: "1e309") { points { balance } } } }',
      {},
      { token: a.token },
    );
    expectRefused(res);
    const viaRest = await call('GET', '/api/analytics/equity-curve?initial_balance=1e999999999');
    expect(viaRest.status).toBe(422);
  });
});

describe('dates', () => {
  it('answers an impossible calendar day in a filter with 422', async () => {
    for (const path of [
      '/api/trades?start_date=2026-02-30',
      '/api/trades?end_date=2026-13-01',
      '/api/analytics/stats?start_date=2026-02-30',
      '/api/analytics/daily-stats?date=2026-02-30',
      '/api/reports/export.csv?period=custom&start_date=2026-02-30&end_date=2026-03-01',
    ]) {
      const res = await call('GET', path);
      expect({ path, status: res.status }).toEqual({ path, status: 422 });
    }
    const viaGraphQL = await gql(
      app.baseUrl,
      '{ trades(filter: {from: "2026-02-30"}) { total } }',
      {},
      { token: a.token },
    );
    expect(viaGraphQL.status).toBeLessThan(500);
    expect(viaGraphQL.errors).toBeDefined();
  });

  it('stores years 0001-0099 as written, or refuses them — never as 19xx', async () => {
    const res = await call(
      'POST',
      '/api/trades',
      tradePayload(accountId, { entry_date: '0050-03-01T10:00', exit_date: '0050-03-01T11:00' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.entry_date).toMatch(/between 1900-01-01 and 2200-12-31/);
    const viaGraphQL = await gql(
      app.baseUrl,
      CREATE_TRADE,
      {
        input: {
          accountId,
          symbol: 'X',
          market: 'stocks',
          entryPrice: '1',
          quantity: '1',
          entryDate: '0050-03-01T10:00:00Z',
        },
      },
      { token: a.token },
    );
    expectRefused(viaGraphQL);
  });

  it('refuses years outside the allowed range and keeps streaks and reports working', async () => {
    for (const entry of ['9999-12-31T10:00:00Z', '1899-12-31T23:59:59Z', '+010000-01-01T00:00:00Z']) {
      const res = await call('POST', '/api/trades', tradePayload(accountId, { entry_date: entry, exit_date: null }));
      expect({ entry, status: res.status }).toEqual({ entry, status: 422 });
    }
    const edge = await call(
      'POST',
      '/api/trades',
      tradePayload(accountId, { entry_date: '2200-12-31T10:00:00Z', exit_date: '2200-12-31T11:00:00Z' }),
    );
    expect(edge.status).toBe(201);
    const streaks = await gql(
      app.baseUrl,
      '{ analytics { streaks { current bestWinStreak } } }',
      {},
      { token: a.token },
    );
    expect(streaks.errors).toBeUndefined();
    expect((await call('GET', '/api/reports/export.csv?period=custom')).status).toBe(200);
    expect((await call('DELETE', `/api/trades/${edge.body.id}`)).status).toBe(200);
  });
});

function isIntlZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

describe('time zones and paths', () => {
  it('refuses a zone PostgreSQL does not know, so nothing fails later', async () => {
    const zones: string[] = (await app.db.dataSource.query('SELECT name FROM pg_timezone_names')).map(
      (r: { name: string }) => r.name,
    );
    const known = new Set(zones);
    // Zones the JS runtime accepts but PostgreSQL does not.
    const candidates = [
      'US/Pacific-New',
      'America/Ciudad_Juarez',
      'Europe/Kyiv',
      'Pacific/Kanton',
      'America/Coyhaique',
    ];
    const unknownToPg = candidates.filter((z) => !known.has(z) && isIntlZone(z));
    expect(unknownToPg.length).toBeGreaterThan(0);
    for (const zone of unknownToPg) {
      const res = await call('PUT', '/api/auth/timezone', { timezone: zone });
      expect({ zone, status: res.status }).toEqual({ zone, status: 422 });
      expectRefused(
        await gql(
          app.baseUrl,
          'mutation($z: String!) { updateTimezone(timezone: $z) { timezone } }',
          { z: zone },
          { token: a.token },
        ),
      );
    }
    expect((await call('GET', '/api/auth/me')).body.timezone).toBe('UTC');
    expect((await call('GET', '/api/analytics/stats')).status).toBe(200);
    const lowerCase = await call('PUT', '/api/auth/timezone', { timezone: 'europe/berlin' });
    expect(lowerCase.status).toBe(200);
    expect(lowerCase.body.timezone).toBe('Europe/Berlin');
    expect((await call('PUT', '/api/auth/timezone', { timezone: 'UTC' })).status).toBe(200);
  });

  it('repairs zones stored before the check (case → database spelling, unknown → UTC)', async () => {
    const ds = app.db.dataSource;
    const ids: string[] = [];
    for (const zone of ['US/Pacific-New', 'europe/berlin', 'Asia/Tokyo']) {
      const [row] = await ds.query(
        `INSERT INTO users (email, username, password_hash, timezone, timezone_set)
        VALUES ($1, 'z', 'x', $2, true) RETURNING id`,
        [`zone-${ids.length}-${Date.now()}@example.com`, zone],
      );
      ids.push(row.id);
    }
    const runner = ds.createQueryRunner();
    await new RepairUnknownTimeZones1732263000000().up(runner);
    await runner.release();
    const rows = await ds.query(
      'SELECT timezone, timezone_set FROM users WHERE id = ANY($1) ORDER BY array_position($1, id)',
      [ids],
    );
    expect(rows).toEqual([
      { timezone: 'UTC', timezone_set: false },
      { timezone: 'Europe/Berlin', timezone_set: true },
      { timezone: 'Asia/Tokyo', timezone_set: true },
    ]);
  });

  it('answers a malformed percent-encoding in a path with 400', async () => {
    const res = await call('GET', '/api/trades/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/path/i);
    expect((await call('PUT', '/api/accounts/%ZZ', { name: 'x' })).status).toBe(400);
  });
});

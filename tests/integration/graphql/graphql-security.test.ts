import { codeOf, gql, rest } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { dropDatabase } from '../../support/test-database';
import { startTestApp, type TestApp } from '../../support/test-app';

// Project-level testTimeout is not applied under the root multi-project config; argon2 and
// a busy 2-core machine need more than jest's 5 s default.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
});
afterAll(() => app?.close());

const post = (body: string, headers: Record<string, string>) =>
  fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body });

describe('GraphQL hardening', () => {
  it('allows introspection only to signed-in callers', async () => {
    const anonymous = await gql(app.baseUrl, '{ __schema { queryType { name } } }');
    expect(anonymous.data).toBeUndefined();
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(app.baseUrl, '{ __type(name: "Trade") { name } }'))).toBe('UNAUTHENTICATED');
    const signedIn = await gql(app.baseUrl, '{ __schema { queryType { name } } }', {}, { token: a.token });
    expect(signedIn.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('never suggests field names', async () => {
    const res = await gql(app.baseUrl, '{ me { emial } }', {}, { token: a.token });
    expect(res.errors![0].message).not.toMatch(/Did you mean/);
    expect(JSON.stringify(res)).not.toContain('email');
  });

  it('refuses batched operations', async () => {
    const res = await post(JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]), {
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(400);
  });

  it('refuses simple (CSRF-prone) requests and mutations over GET', async () => {
    const plain = await post(JSON.stringify({ query: '{ me { id } }' }), { 'Content-Type': 'text/plain' });
    expect(plain.status).toBe(400);
    const form = await post('query=%7B%20me%20%7B%20id%20%7D%20%7D', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(400);
    const getNoPreflight = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(getNoPreflight.status).toBe(400);
    const getMutation = await fetch(
      `${app.baseUrl}/graphql?query=${encodeURIComponent('mutation { requestPasswordReset(email: "a@b.co") }')}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(getMutation.status).toBe(405);
  });

  it('refuses over-deep queries without revealing the limit', async () => {
    let selection = 'id';
    for (let i = 0; i < 5; i++) selection = `account { analytics { topTrades { best { ${selection} } } } }`;
    const res = await gql(app.baseUrl, `{ trades { items { ${selection} } } }`, {}, { token: a.token });
    expect(res.data).toBeUndefined();
    expect(res.errors!.length).toBeGreaterThan(0);
    for (const e of res.errors!)
      expect(e).toEqual({
        message: 'Syntax Error: Query validation error.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    // The same shape one level shallower is accepted.
    const ok = await gql(
      app.baseUrl,
      '{ trades { items { account { analytics { topTrades { best { id } } } } } } }',
      {},
      { token: a.token },
    );
    expect(ok.errors).toBeUndefined();
    expect(JSON.stringify(res.errors)).not.toMatch(/\b12\b/);
  });

  it('masks internal errors on both transports (no SQL, no stack, no constraint names)', async () => {
    const original = app.services.strategies.list;
    app.services.strategies.list = async () => {
      throw new Error(
        'duplicate key value violates unique constraint "strategies_user_name_key" SELECT * FROM strategies',
      );
    };
    try {
      const g = await gql(app.baseUrl, '{ strategies { id } }', {}, { token: a.token });
      expect(g.errors).toEqual([
        { message: 'Internal server error', path: ['strategies'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]);
      const r = await rest(app.baseUrl, 'GET', '/api/auth/strategies', undefined, { token: a.token });
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ detail: 'Internal server error' });
    } finally {
      app.services.strategies.list = original;
    }
  });

  it('answers malformed ids and JSON without leaking database errors', async () => {
    const bad = await gql(app.baseUrl, `{ trade(id: "1 OR 1=1") { id } }`, {}, { token: a.token });
    expect(codeOf(bad)).toBe('NOT_FOUND');
    const res = await fetch(`${app.baseUrl}/api/trades`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'application/json' },
      body: '{"symbol":',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: 'The request body is not valid JSON' });
  });
});

describe('HTTP basics', () => {
  it('GET /healthz answers ok with the database up, 503 when it is gone', async () => {
    const ok = await fetch(`${app.baseUrl}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok', database: 'ok' });
    const doomed = await startTestApp();
    try {
      const name = new URL(doomed.db.url).pathname.slice(1);
      await dropDatabase(name); // terminates the app's connections
      const down = await fetch(`${doomed.baseUrl}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await doomed.close().catch(() => undefined);
    }
  });

  it('unknown /api paths answer 404 {detail}', async () => {
    const res = await rest(app.baseUrl, 'GET', '/api/nothing-here', undefined, { token: a.token });
    expect(res).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
  });
});

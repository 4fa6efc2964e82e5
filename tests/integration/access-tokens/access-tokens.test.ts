import { createHash } from 'node:crypto';
import { codeOf, gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { AccessTokensService } from '../../../server/src/modules/access-tokens/access-tokens.service';

jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
/** How far the token check's clock runs ahead: the expiry test moves it instead of sleeping. */
let clockAheadMs = 0;

beforeAll(async () => {
  app = await startTestApp();
  // Read at call time by the bearer check (REST, GraphQL, the live socket), so this one is used.
  app.services.accessTokens = new AccessTokensService(
    app.services.dataSource,
    () => new Date(Date.now() + clockAheadMs),
    app.services.events,
  );
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const CREATE = `mutation($input: CreateAccessTokenInput!) {
  createAccessToken(input: $input) { secret accessToken { id name scope createdAt lastUsedAt expiresAt } }
}`;
const ME = `{ me { id email } }`;

async function createToken(owner: TestUser, scope: 'READ' | 'READ_WRITE', expiresAt?: string) {
  const r = await gql<{ createAccessToken: { secret: string; accessToken: { id: string } } }>(
    app.baseUrl,
    CREATE,
    { input: { name: `${scope} script`, scope, expiresAt } },
    { token: owner.token },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createAccessToken;
}

describe('personal access tokens', () => {
  it('creates a clg_ secret once, stores only its SHA-256 hash, and lists the token without it', async () => {
    const created = await createToken(a, 'READ');
    expect(created.secret).toMatch(/^clg_[A-Za-z0-9_-]{43}$/);
    const rows = await app.db.dataSource.query(`SELECT token_hash FROM access_tokens WHERE id = $1`, [
      created.accessToken.id,
    ]);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    const list = await gql<{ accessTokens: Array<Record<string, unknown>> }>(
      app.baseUrl,
      `{ accessTokens { id name scope lastUsedAt expiresAt } }`,
      {},
      { token: a.token },
    );
    expect(list.data!.accessTokens).toContainEqual({
      id: created.accessToken.id,
      name: 'READ script',
      scope: 'READ',
      lastUsedAt: null,
      expiresAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.secret);
  });

  it('authenticates GraphQL and REST as its owner, and touches lastUsedAt at most once a minute', async () => {
    const { secret, accessToken } = await createToken(a, 'READ');
    const me = await gql<{ me: { email: string } }>(app.baseUrl, ME, {}, { token: secret });
    expect(me.data!.me.email).toBe(a.email);
    const restMe = await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token: secret });
    expect(restMe.status).toBe(200);
    expect(restMe.body.email).toBe(a.email);
    const [{ last_used_at: first }] = await app.db.dataSource.query(
      `SELECT last_used_at FROM access_tokens WHERE id = $1`,
      [accessToken.id],
    );
    expect(first).not.toBeNull();
    await rest(app.baseUrl, 'GET', '/api/accounts', undefined, { token: secret });
    const [{ last_used_at: second }] = await app.db.dataSource.query(
      `SELECT last_used_at FROM access_tokens WHERE id = $1`,
      [accessToken.id],
    );
    expect(second.getTime()).toBe(first.getTime());
  });

  it('a READ token reads but gets FORBIDDEN on any mutation and 403 on REST writes', async () => {
    const { secret } = await createToken(a, 'READ');
    const accounts = await rest(app.baseUrl, 'GET', '/api/accounts', undefined, { token: secret });
    expect(accounts.status).toBe(200);
    const mutation = await gql(
      app.baseUrl,
      `mutation { updateTimezone(timezone: "Europe/Berlin") { id } }`,
      {},
      {
        token: secret,
      },
    );
    expect(codeOf(mutation)).toBe('FORBIDDEN');
    expect(mutation.errors![0].message).toMatch(/READ scope/);
    const post = await rest(app.baseUrl, 'POST', '/api/accounts', accountPayload(), { token: secret });
    expect(post.status).toBe(403);
    expect(post.body.detail).toMatch(/READ scope/);
    const after = await rest(app.baseUrl, 'GET', '/api/accounts', undefined, { token: secret });
    expect(after.body).toHaveLength(accounts.body.length);
  });

  it('a READ_WRITE token writes through both APIs', async () => {
    const { secret } = await createToken(a, 'READ_WRITE');
    const account = await rest(app.baseUrl, 'POST', '/api/accounts', accountPayload({ name: 'Via token' }), {
      token: secret,
    });
    expect(account.status).toBe(201);
    const trade = await rest(app.baseUrl, 'POST', '/api/trades', tradePayload(account.body.id), { token: secret });
    expect(trade.status).toBe(201);
    const tz = await gql(
      app.baseUrl,
      `mutation { updateTimezone(timezone: "Europe/Berlin") { id } }`,
      {},
      {
        token: secret,
      },
    );
    expect(tz.errors).toBeUndefined();
  });

  it('no token can manage tokens or check/change the password', async () => {
    const { secret, accessToken } = await createToken(a, 'READ_WRITE');
    const asToken = { token: secret };
    expect(codeOf(await gql(app.baseUrl, CREATE, { input: { name: 'x', scope: 'READ' } }, asToken))).toBe('FORBIDDEN');
    expect(codeOf(await gql(app.baseUrl, `{ accessTokens { id } }`, {}, asToken))).toBe('FORBIDDEN');
    expect(
      codeOf(
        await gql(app.baseUrl, `mutation($id: ID!) { revokeAccessToken(id: $id) }`, { id: accessToken.id }, asToken),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await gql(
          app.baseUrl,
          `mutation { changePassword(currentPassword: "${a.password}", newPassword: "another-Pass-123") { token } }`,
          {},
          asToken,
        ),
      ),
    ).toBe('FORBIDDEN');
    expect((await rest(app.baseUrl, 'GET', '/api/access-tokens', undefined, asToken)).status).toBe(403);
    expect((await rest(app.baseUrl, 'POST', '/api/access-tokens', { name: 'x', scope: 'read' }, asToken)).status).toBe(
      403,
    );
    const change = await rest(
      app.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: a.password, new_password: 'another-Pass-123' },
      asToken,
    );
    expect(change.status).toBe(403);
    // The password still works: nothing changed.
    const login = await gql(
      app.baseUrl,
      `mutation { login(email: "${a.email}", password: "${a.password}") { token } }`,
    );
    expect(login.errors).toBeUndefined();
  });

  it('revoked and expired tokens are answered 401 like a bad token', async () => {
    const { secret, accessToken } = await createToken(a, 'READ');
    const revoke = await gql(
      app.baseUrl,
      `mutation($id: ID!) { revokeAccessToken(id: $id) }`,
      { id: accessToken.id },
      {
        token: a.token,
      },
    );
    expect(revoke.data).toEqual({ revokeAccessToken: accessToken.id });
    const after = await rest(app.baseUrl, 'GET', '/api/accounts', undefined, { token: secret });
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toBe('Bearer');
    expect(codeOf(await gql(app.baseUrl, `{ accounts { id } }`, {}, { token: secret }))).toBe('UNAUTHENTICATED');

    const HOUR = 60 * 60 * 1000;
    const expiring = await createToken(a, 'READ', new Date(Date.now() + HOUR).toISOString());
    const me = () => rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token: expiring.secret });
    expect((await me()).status).toBe(200);
    try {
      clockAheadMs = HOUR - 60_000; // a minute before its expiry
      expect((await me()).status).toBe(200);
      clockAheadMs = HOUR + 60_000; // a minute after
      expect((await me()).status).toBe(401);
    } finally {
      clockAheadMs = 0;
    }
    const forged = `clg_${'A'.repeat(43)}`;
    expect((await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token: forged })).status).toBe(401);
  });

  it('validates input and keeps tokens per user', async () => {
    const bad = await gql(
      app.baseUrl,
      CREATE,
      { input: { name: '  ', scope: 'READ', expiresAt: '2000-01-01T00:00:00Z' } },
      { token: a.token },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.fieldErrors).toEqual({
      name: 'Name is required',
      expiresAt: 'Expiry must be in the future',
    });
    const restBad = await rest(
      app.baseUrl,
      'POST',
      '/api/access-tokens',
      { name: 'x', scope: 'admin' },
      {
        token: a.token,
      },
    );
    expect(restBad.status).toBe(422);
    expect(restBad.body.errors.scope).toBe("scope must be 'read' or 'read-write'");

    const { accessToken } = await createToken(a, 'READ');
    const others = await rest(app.baseUrl, 'DELETE', `/api/access-tokens/${accessToken.id}`, undefined, {
      token: b.token,
    });
    expect(others.status).toBe(404);
    const bList = await rest(app.baseUrl, 'GET', '/api/access-tokens', undefined, { token: b.token });
    expect(bList.body).toEqual([]);
  });

  it('REST mirrors create, list and revoke', async () => {
    const created = await rest(
      app.baseUrl,
      'POST',
      '/api/access-tokens',
      { name: 'notebook', scope: 'read-write', expires_at: '2099-01-01T00:00:00Z' },
      { token: b.token },
    );
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^clg_/);
    expect(created.body.access_token).toMatchObject({
      name: 'notebook',
      scope: 'read-write',
      expires_at: '2099-01-01T00:00:00.000Z',
      last_used_at: null,
    });
    const list = await rest(app.baseUrl, 'GET', '/api/access-tokens', undefined, { token: b.token });
    expect(list.body.map((t: { id: string }) => t.id)).toEqual([created.body.access_token.id]);
    const del = await rest(app.baseUrl, 'DELETE', `/api/access-tokens/${created.body.access_token.id}`, undefined, {
      token: b.token,
    });
    expect(del.body).toEqual({ id: created.body.access_token.id, detail: 'Access token revoked' });
    expect((await rest(app.baseUrl, 'GET', '/api/auth/me', undefined, { token: created.body.secret })).status).toBe(
      401,
    );
  });

  it('keeps expensive work per token: a token whose slots are full is refused, its owner’s session is not', async () => {
    const { secret, accessToken } = await createToken(a, 'READ');
    const key = `token:${accessToken.id}`;
    const limiter = app.services.expensiveWork;
    // Both running slots and the whole waiting line of this token taken.
    const held = await Promise.all([limiter.admit(key, 0), limiter.admit(key, 0)]);
    const queued = Array.from({ length: 8 }, () => limiter.admit(key, 0));
    const viaToken = await rest(app.baseUrl, 'GET', '/api/analytics/stats', undefined, { token: secret });
    expect(viaToken.status).toBe(429);
    expect(viaToken.headers.get('retry-after')).toBeTruthy();
    const viaSession = await rest(app.baseUrl, 'GET', '/api/analytics/stats', undefined, { token: a.token });
    expect(viaSession.status).toBe(200);
    for (const p of queued) void p.then((admission) => 'release' in admission && admission.release());
    for (const admission of held) if ('release' in admission) admission.release();
    await Promise.all(queued);
    expect((await rest(app.baseUrl, 'GET', '/api/analytics/stats', undefined, { token: secret })).status).toBe(200);
  });
});

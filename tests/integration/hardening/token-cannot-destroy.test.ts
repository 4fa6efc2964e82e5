import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 29 item 3: a leaked READ_WRITE access token may edit data, but not destroy a trading
// account (and its trades): that needs a signed-in session (REST: the spec's DELETE without a
// body) or the password (GraphQL deleteAccount), never the token alone.
jest.setTimeout(60000);

let app: TestApp;
let user: TestUser;
let secret: string;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  const created = await gql<{ createAccessToken: { secret: string } }>(
    app.baseUrl,
    'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { secret } }',
    { i: { name: 'script', scope: 'READ_WRITE' } },
    { token: user.token },
  );
  secret = created.data!.createAccessToken.secret;
});
afterAll(() => app?.close());

const newAccount = async () =>
  (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: user.token })).body.id as string;
const exists = async (id: string) =>
  (await app.db.dataSource.query(`SELECT 1 FROM trading_accounts WHERE id = $1`, [id])).length === 1;

describe('destructive account operations and access tokens', () => {
  it('DELETE /api/accounts/{id} with a READ_WRITE token is a 403 and the account stays', async () => {
    const id = await newAccount();
    const res = await rest(app.baseUrl, 'DELETE', `/api/accounts/${id}`, undefined, { token: secret });
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/access token cannot delete a trading account/i);
    // Sending the password along does not turn a token into a session.
    const withPassword = await rest(
      app.baseUrl,
      'DELETE',
      `/api/accounts/${id}`,
      { password: user.password },
      { token: secret },
    );
    expect(withPassword.status).toBe(403);
    expect(await exists(id)).toBe(true);
  });

  it('the GraphQL deleteAccount refuses the token too, even with the right password', async () => {
    const id = await newAccount();
    const res = await gql(
      app.baseUrl,
      'mutation($id: ID!, $p: String!) { deleteAccount(id: $id, password: $p) }',
      { id, p: user.password },
      { token: secret },
    );
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await exists(id)).toBe(true);
  });

  it('a signed-in session keeps the spec’s contract: DELETE without a body deletes (200)', async () => {
    const id = await newAccount();
    const res = await rest(app.baseUrl, 'DELETE', `/api/accounts/${id}`, undefined, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, detail: 'Trading account deleted' });
    expect(await exists(id)).toBe(false);
  });

  it('the same token still edits an account (its scope is intact)', async () => {
    const id = await newAccount();
    const res = await rest(app.baseUrl, 'PUT', `/api/accounts/${id}`, { name: 'Renamed' }, { token: secret });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Renamed');
  });
});

// Issue 14, "the cheapest path per request": each instance caches signed-in users' rows for the
// token check (modules/auth/viewer-cache.ts). A revocation must still reach every instance at once:
// two real server processes on one PostgreSQL and one Redis; a password change on A makes the old
// token answer 401 on B on the very next request, although B had just served it from its cache.
import crypto from 'node:crypto';
import { rest, restLogin } from '../../support/api-client';
import { TEST_REDIS_URL, redisIsUp } from '../../support/redis';
import { startServer, type StartedServer } from '../../support/server-process';

jest.setTimeout(180_000);

let a: StartedServer;
let b: StartedServer;

beforeAll(async () => {
  if (!(await redisIsUp())) throw new Error(`No Redis answers at ${TEST_REDIS_URL}: this test needs one.`);
  const shared = {
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    REGISTRATION_OPEN: 'true',
  };
  a = await startServer({ env: shared });
  b = await startServer({ env: { ...shared, DATABASE_URL: a.databaseUrl }, ownDatabase: true });
});

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

async function register(): Promise<{ email: string; password: string; token: string }> {
  const email = `revoke-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'a-long-enough-secret-7';
  expect((await rest(a.baseUrl, 'POST', '/api/auth/register', { email, username: 'Revoke', password })).status).toBe(
    201,
  );
  const login = await restLogin(a.baseUrl, email, password, { ip: '198.51.100.31' });
  return { email, password, token: login.body.access_token };
}

/** A signed-in GraphQL request (the path that uses the cache): 200 with the user, or 401. */
async function whoAmI(baseUrl: string, token: string): Promise<{ status: number; email?: string }> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  const body = (await res.json()) as { data?: { me: { email: string } | null } };
  return { status: res.status, email: body.data?.me?.email };
}

it('a password change on instance A makes the old token 401 on instance B at once, REST and GraphQL', async () => {
  const user = await register();
  // Both instances have served (and cached) the token.
  for (let i = 0; i < 3; i++) {
    expect((await rest(b.baseUrl, 'GET', '/api/auth/me', undefined, { token: user.token })).status).toBe(200);
    expect(await whoAmI(b.baseUrl, user.token)).toEqual({ status: 200, email: user.email });
    expect(await whoAmI(a.baseUrl, user.token)).toEqual({ status: 200, email: user.email });
  }
  const changed = await rest(
    a.baseUrl,
    'POST',
    '/api/auth/change-password',
    { current_password: user.password, new_password: 'another-long-secret-8' },
    { token: user.token },
  );
  expect(changed.status).toBe(200);
  expect((await rest(b.baseUrl, 'GET', '/api/auth/me', undefined, { token: user.token })).status).toBe(401);
  const graphql = await whoAmI(b.baseUrl, user.token);
  expect(graphql.email).toBeUndefined();
  expect((await rest(a.baseUrl, 'GET', '/api/auth/me', undefined, { token: user.token })).status).toBe(401);
  // The token the change answered with works everywhere.
  expect(await whoAmI(b.baseUrl, changed.body.access_token)).toEqual({ status: 200, email: user.email });
  expect((await rest(a.baseUrl, 'GET', '/api/auth/me', undefined, { token: changed.body.access_token })).status).toBe(
    200,
  );
});

it('many rounds: a change on either instance is never answered 200 with the old token on the other', async () => {
  const user = await register();
  let token = user.token;
  let password = user.password;
  for (let round = 0; round < 5; round++) {
    const [from, to] = round % 2 === 0 ? [a, b] : [b, a];
    expect(await whoAmI(to.baseUrl, token)).toEqual({ status: 200, email: user.email });
    const next = `round-${round}-long-secret-9`;
    const changed = await rest(
      from.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: password, new_password: next },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await rest(to.baseUrl, 'GET', '/api/auth/me', undefined, { token })).status).toBe(401);
    token = changed.body.access_token;
    password = next;
  }
});

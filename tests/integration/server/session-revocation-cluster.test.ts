// Issue 29 item 2: signing out must end the session on every instance, not only the one that was
// asked. Two real server processes share one PostgreSQL (where the sessions live) and one Redis
// (which carries the viewer-cache revocation and the live sockets' events): a session signed out
// on A answers 401 on B at the very next request, although B had just served it from its cache,
// and B's live socket of that session closes.
import crypto from 'node:crypto';
import { rest, restLogin } from '../../support/api-client';
import { liveClient, type LiveClient } from '../../support/live-client';
import { TEST_REDIS_URL, redisIsUp } from '../../support/redis';
import { startServer, type StartedServer } from '../../support/server-process';

jest.setTimeout(180_000);

let a: StartedServer;
let b: StartedServer;
const sockets: LiveClient[] = [];

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
  for (const s of sockets) await s.client.dispose();
  await b?.stop();
  await a?.stop();
});

async function registerTwoSessions(): Promise<{ first: string; second: string }> {
  const email = `sessions-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'a-long-enough-secret-7';
  expect((await rest(a.baseUrl, 'POST', '/api/auth/register', { email, username: 'Sess', password })).status).toBe(201);
  const login = async () => (await restLogin(a.baseUrl, email, password, { ip: '198.51.100.41' })).body.access_token;
  return { first: await login(), second: await login() };
}

const me = (baseUrl: string, token: string) => rest(baseUrl, 'GET', '/api/auth/me', undefined, { token });
async function graphqlMe(baseUrl: string, token: string): Promise<string | null> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  const body = (await res.json()) as { data?: { me: { email: string } | null } };
  return body.data?.me?.email ?? null;
}

it('a logout on A is a 401 on B at once (REST and GraphQL) and closes B’s live socket of that session', async () => {
  const { first, second } = await registerTwoSessions();
  // B has served (and cached) both sessions; a socket of the first is open on B.
  for (let i = 0; i < 3; i++) {
    expect((await me(b.baseUrl, first)).status).toBe(200);
    expect(await graphqlMe(b.baseUrl, first)).not.toBeNull();
    expect((await me(b.baseUrl, second)).status).toBe(200);
  }
  const live = liveClient(b.baseUrl, first);
  sockets.push(live);
  await new Promise<void>((resolve) => live.client.on('connected', () => resolve()));

  expect((await rest(a.baseUrl, 'POST', '/api/auth/logout', undefined, { token: first })).status).toBe(200);
  expect((await me(b.baseUrl, first)).status).toBe(401);
  expect(await graphqlMe(b.baseUrl, first)).toBeNull();
  expect(await live.closed).toBe(4401);
  // The other session of the same user is still signed in on both.
  expect((await me(b.baseUrl, second)).status).toBe(200);
  expect((await me(a.baseUrl, second)).status).toBe(200);
});

it('revoking a session from B, or signing out everywhere else on A, is honoured by the other instance', async () => {
  const { first, second } = await registerTwoSessions();
  expect((await me(a.baseUrl, second)).status).toBe(200);
  const listed = await rest(b.baseUrl, 'GET', '/api/auth/sessions', undefined, { token: first });
  const secondId = (listed.body as Array<{ id: string; current: boolean }>).find((s) => !s.current)!.id;
  expect((await rest(b.baseUrl, 'DELETE', `/api/auth/sessions/${secondId}`, undefined, { token: first })).status).toBe(
    200,
  );
  expect((await me(a.baseUrl, second)).status).toBe(401);

  const { first: keep, second: other } = await registerTwoSessions();
  expect((await me(b.baseUrl, other)).status).toBe(200);
  const out = await rest(a.baseUrl, 'POST', '/api/auth/sessions/revoke-others', undefined, { token: keep });
  expect(out.body.revoked).toBe(1);
  expect((await me(b.baseUrl, other)).status).toBe(401);
  expect((await me(b.baseUrl, keep)).status).toBe(200);
});

// Logs a person and a machine can read (issue 12 item 14): the built server in production mode
// writes JSON lines, one access line per request with method, route, status and duration, a
// request id on every line of a request (answered as X-Request-Id), and never a password or a
// bearer token.
import { rest, restLogin } from '../../support/api-client';
import { startServer, type StartedServer } from '../../support/server-process';

jest.setTimeout(120_000);

interface LogLine {
  level: number;
  time: string;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
}

const PASSWORD = 'Correct-Horse-7391';
const WRONG_PASSWORD = 'Wrong-Battery-4862';
let server: StartedServer;
let email: string;

beforeAll(async () => {
  server = await startServer({ env: { NODE_ENV: 'production', REGISTRATION_OPEN: 'true' } });
  email = `logs-${Date.now()}@example.com`;
  const registered = await rest(server.baseUrl, 'POST', '/api/auth/register', {
    email,
    username: `logs${Date.now()}`,
    password: PASSWORD,
  });
  expect(registered.status).toBe(201);
});
afterAll(async () => {
  await server?.stop();
});

function lines(): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

/** The access line of a request is written when its response finishes: wait for it. */
async function linesOf(reqId: string, count = 1): Promise<LogLine[]> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const found = lines().filter((line) => line.reqId === reqId);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} log lines with reqId ${reqId}:\n${server.output()}`);
}

test('every line is JSON with a level, an ISO time and a message', () => {
  const all = lines();
  expect(all.length).toBeGreaterThan(0);
  for (const line of all) {
    expect(typeof line.level).toBe('number');
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(typeof line.msg).toBe('string');
  }
});

test('a request gets an id, answered as X-Request-Id, on its access line with method, route, status and duration', async () => {
  const login = await restLogin(server.baseUrl, email, PASSWORD);
  const token = (login.body as { access_token: string }).access_token;
  const me = await rest(server.baseUrl, 'GET', '/api/auth/me', undefined, { token });
  expect(me.status).toBe(200);
  const reqId = me.headers.get('x-request-id')!;
  expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
  const [access] = await linesOf(reqId);
  expect(access).toMatchObject({ method: 'GET', route: '/api/auth/me', status: 200 });
  expect(access.durationMs).toBeGreaterThanOrEqual(0);
  // Another request, another id.
  const again = await rest(server.baseUrl, 'GET', '/api/auth/me', undefined, { token });
  expect(again.headers.get('x-request-id')).not.toBe(reqId);
  // Neither the bearer token nor the password appears anywhere in the log.
  expect(server.output()).not.toContain(token);
  expect(server.output()).not.toContain(token.split('.')[2]);
  expect(server.output()).not.toContain(PASSWORD);
});

test('a failed login is logged with its status, and the password sent never is', async () => {
  const login = await restLogin(server.baseUrl, email, WRONG_PASSWORD);
  expect(login.status).toBe(401);
  const [access] = await linesOf(login.headers.get('x-request-id')!);
  expect(access).toMatchObject({ method: 'POST', route: '/api/auth/login', status: 401 });
  const gql = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: email, p: WRONG_PASSWORD },
    }),
  });
  await linesOf(gql.headers.get('x-request-id')!);
  expect(server.output()).not.toContain(WRONG_PASSWORD);
});

test('a sane incoming X-Request-Id is kept; anything else is replaced', async () => {
  const kept = await rest(server.baseUrl, 'GET', '/healthz', undefined, {
    headers: { 'X-Request-Id': 'proxy-7f3a.42' },
  });
  expect(kept.headers.get('x-request-id')).toBe('proxy-7f3a.42');
  const odd = await rest(server.baseUrl, 'GET', '/api/auth/me', undefined, {
    headers: { 'X-Request-Id': `forged", "level": 60 ${'x'.repeat(200)}` },
  });
  expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(server.output()).not.toContain('forged');
});

test('a line a service logs while handling a request carries that request id', async () => {
  // A password reset mail (or the note that mail is not configured) is logged by the mail
  // service, not by the access log.
  const reset = await rest(server.baseUrl, 'POST', '/api/auth/password-reset/request', { email });
  expect(reset.status).toBe(200);
  const found = await linesOf(reset.headers.get('x-request-id')!, 2);
  expect(found.some((line) => line.route === undefined)).toBe(true);
});

// Issue 18 item 4: unique violations under concurrency answer the spec's message (never a 500),
// and parallel deletes cannot take the demo user below one trading account.
import { accountPayload, createUser } from '../../support/factories';
import { rest, restLogin } from '../../support/api-client';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120_000);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ REGISTRATION_OPEN: 'true' });
});
afterAll(() => app?.close());

it('ten parallel registrations of one e-mail: one is created, nine get "already exists", none a 500', async () => {
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      rest(app.baseUrl, 'POST', '/api/auth/register', {
        email: 'Race@Example.com',
        username: `Racer ${i}`,
        password: 'a-good-passphrase',
      }),
    ),
  );
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  const refused = answers.filter((a) => a.status !== 201);
  expect(refused.map((a) => a.status)).toEqual(Array(9).fill(422));
  for (const r of refused) expect(r.body.errors).toEqual({ email: 'An account with this email already exists' });
});

it('ten parallel accounts naming the same new strategy: all created, one strategy, none a 500', async () => {
  const u = await createUser(app);
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ name: `Acc ${i}`, strategy: 'Fresh Breakout' }), {
        token: u.token,
      }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
  const strategies = await rest(app.baseUrl, 'GET', '/api/auth/strategies', undefined, { token: u.token });
  expect(strategies.body.map((s: { name: string }) => s.name)).toEqual(['Fresh Breakout']);
});

it("parallel deletes of all the demo user's accounts leave exactly one; the others are refused", async () => {
  const u = await createUser(app);
  await app.db.dataSource.query(`UPDATE users SET is_demo = true WHERE id = $1`, [u.id]);
  const token = (await restLogin(app.baseUrl, u.email, u.password, { ip: '203.0.113.9' })).body.access_token;
  const ids: string[] = [];
  for (let i = 0; i < 4; i++)
    ids.push(
      (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ name: `Demo ${i}` }), { token })).body.id,
    );
  const answers = await Promise.all(
    ids.map((id) => rest(app.baseUrl, 'DELETE', `/api/accounts/${id}`, undefined, { token })),
  );
  expect(answers.filter((a) => a.status < 300)).toHaveLength(3);
  const refused = answers.filter((a) => a.status >= 300);
  expect(refused.map((a) => [a.status, a.body.detail])).toEqual([
    [403, 'The demo account must keep at least one trading account'],
  ]);
  const left = await rest(app.baseUrl, 'GET', '/api/accounts/', undefined, { token });
  expect(left.body).toHaveLength(1);
});

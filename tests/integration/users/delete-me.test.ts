import fs from 'node:fs';
import path from 'node:path';
import { codeOf, gql, rest, restLogin } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { importLightspeedRows } from '../../support/lightspeed-import';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

let app: TestApp;
let dataDir: string;

const call = (user: TestUser | string | null, method: string, url: string, body?: unknown) =>
  rest(app.baseUrl, method, url, body, user ? { token: typeof user === 'string' ? user : user.token } : {});
const q = async (user: TestUser, query: string, variables: Record<string, unknown> = {}) => {
  const res = await gql(app.baseUrl, query, variables, { token: user.token });
  expect(res.errors).toBeUndefined();
  return res.data;
};
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
  app.db.dataSource.query(text, params);

/** Everything a user can own today, through both APIs; returns the account ids. */
async function workload(user: TestUser): Promise<string[]> {
  const account = (await call(user, 'POST', '/api/accounts/', accountPayload())).body.id as string;
  const created = await q(
    user,
    `mutation { createAccount(input: { name: "Swing", currency: "EUR", initialBalance: "2000" }) { id } }`,
  );
  const trade = (await call(user, 'POST', '/api/trades/', tradePayload(account))).body.id as string;
  expect((await call(user, 'PUT', `/api/trades/${trade}`, tradePayload(account, { exit_price: 1.13 }))).status).toBe(
    200,
  );
  await importLightspeedRows(
    app.baseUrl,
    user.token,
    account,
    ['1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0', '2,07/01/2025,10:00,AAPL,S,100,155.00,1.00,0.01'],
    { timezone: 'UTC' },
  );
  expect(
    (
      await call(user, 'POST', `/api/accounts/${account}/cash-flows`, {
        kind: 'deposit',
        amount: 100,
        occurred_at: '2024-05-01',
      })
    ).status,
  ).toBe(201);
  await q(
    user,
    `mutation { addFxRate(input: { date: "2024-01-02", base: "EUR", quote: "USD", rate: "1.1" }) { date } }`,
  );
  await q(user, `mutation { saveOperation(input: { name: "mine", query: "{ accounts { id } }" }) { id } }`);
  expect((await call(user, 'POST', '/api/access-tokens', { name: 'notebook', scope: 'read' })).status).toBe(201);
  expect(
    (await call(user, 'POST', `/api/accounts/${account}/statements`, { from: '2024-01-01', to: '2024-12-31' })).status,
  ).toBe(201);
  return [account, created.createAccount.id];
}

/** Every table with a user_id or account_id column (tables added later by other work included). */
async function ownedTables(): Promise<Array<{ table: string; columns: string[] }>> {
  const rows = await sql<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('user_id', 'account_id')
        AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE')`,
  );
  const byTable = new Map<string, string[]>();
  for (const r of rows) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r.column]);
  return [...byTable].map(([table, columns]) => ({ table, columns }));
}

/** Rows of each owned table that belong to the user (by user_id, or by one of their account ids). */
async function rowsOf(userId: string, accountIds: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, columns } of await ownedTables()) {
    const params: unknown[] = [];
    const conds = columns.map((c) =>
      c === 'user_id' ? `user_id = $${params.push(userId)}` : `account_id = ANY($${params.push(accountIds)}::uuid[])`,
    );
    const [{ n }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE ${conds.join(' OR ')}`,
      params,
    );
    counts[table] = n;
  }
  const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [userId]);
  counts.users = n;
  return counts;
}

/** Rows of every table (what a table without an owner column holds is caught by its count). */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('migrations', 'auth_throttle')`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`))[0].n;
  return counts;
}

beforeAll(async () => {
  app = await startTestApp();
  dataDir = path.dirname(app.outboxDir);
});
afterAll(() => app?.close());

describe('DELETE /api/me (issue 35 item 3)', () => {
  it('removes every row of the user in every table, their files, their sessions at once, and mails a confirmation', async () => {
    const bystander = await createUser(app);
    const bystanderAccounts = await workload(bystander);
    const victim = await createUser(app, { username: 'Leaving' });
    const before = await tableCounts();
    const accounts = await workload(victim);
    const second = (await restLogin(app.baseUrl, victim.email, victim.password)).body.access_token as string;
    // Files of theirs under the data directory (e.g. attachments), and someone else's beside them.
    for (const owner of [victim.id, bystander.id]) {
      fs.mkdirSync(path.join(dataDir, 'attachments', owner), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'attachments', owner, 'shot.png'), 'png');
    }
    const owned = await rowsOf(victim.id, accounts);
    // The workload reached the tables it should (the walk is not vacuous).
    for (const table of [
      'trading_accounts',
      'trades',
      'executions',
      'cash_flows',
      'fx_rates',
      'saved_operations',
      'access_tokens',
      'statements',
      'sessions',
    ]) {
      expect({ table, rows: owned[table] }).toEqual({ table, rows: expect.any(Number) });
      expect(owned[table]).toBeGreaterThan(0);
    }
    const bystanderBefore = await rowsOf(bystander.id, bystanderAccounts);

    const deleted = await call(victim, 'DELETE', '/api/me', { password: victim.password });
    expect(deleted.status).toBe(200);

    const after = await rowsOf(victim.id, accounts);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    // Tables without an owner column (trade executions, import snapshots, …) are back to what they held
    // before the user's work: nothing of theirs stayed behind through another table.
    const counts = await tableCounts();
    const grew = Object.keys(counts).filter((t) => t !== 'users' && t !== 'sessions' && counts[t] > (before[t] ?? 0));
    expect(grew).toEqual([]);
    expect(await rowsOf(bystander.id, bystanderAccounts)).toEqual(bystanderBefore);
    // The file sweep: theirs gone, the other user's kept.
    expect(fs.existsSync(path.join(dataDir, 'attachments', victim.id))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'attachments', bystander.id, 'shot.png'))).toBe(true);
    // Every session and token is refused at once.
    for (const token of [victim.token, second]) expect((await call(token, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await restLogin(app.baseUrl, victim.email, victim.password)).status).toBe(401);
    // The confirmation mail.
    const mails = fs.readdirSync(app.outboxDir).map((f) => fs.readFileSync(path.join(app.outboxDir, f), 'utf8'));
    expect(
      mails.filter((m) => m.includes(`To: ${victim.email}`) && m.includes('Subject: Your Candlog account was deleted')),
    ).toHaveLength(1);
    // The other user goes on as before.
    expect((await call(bystander, 'GET', '/api/accounts/')).body).toHaveLength(2);
  });

  it('a wrong or missing password is a 422 naming it and changes nothing; a token or the demo user is refused', async () => {
    const user = await createUser(app);
    const accounts = await workload(user);
    const owned = await rowsOf(user.id, accounts);
    const wrong = await call(user, 'DELETE', '/api/me', { password: 'not-it' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ detail: 'Incorrect password', errors: { password: 'Incorrect password' } });
    const missing = await call(user, 'DELETE', '/api/me', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: 'Password is required' });
    const gqlWrong = await gql(app.baseUrl, 'mutation { deleteMe(password: "nope") }', {}, { token: user.token });
    expect(codeOf(gqlWrong)).toBe('BAD_USER_INPUT');
    // An access token (even READ_WRITE) cannot wipe its owner.
    const token = (await call(user, 'POST', '/api/access-tokens', { name: 'rw', scope: 'read-write' })).body.secret;
    expect((await call(token, 'DELETE', '/api/me', { password: user.password })).status).toBe(403);
    expect((await call(null, 'DELETE', '/api/me', { password: user.password })).status).toBe(401);
    expect(await rowsOf(user.id, accounts)).toEqual({ ...owned, access_tokens: owned.access_tokens + 1 });
    expect((await call(user, 'GET', '/api/auth/me')).status).toBe(200);

    // The demo user cannot leave (is_demo, as the demo seed marks it).
    const demo = await createUser(app);
    await sql(`UPDATE users SET is_demo = true WHERE id = $1`, [demo.id]);
    await app.services.viewers.revoke(demo.id);
    const refused = await call(demo, 'DELETE', '/api/me', { password: demo.password });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('The demo user cannot be deleted');
    expect((await sql(`SELECT id FROM users WHERE id = $1`, [demo.id])).length).toBe(1);
  });

  it('GraphQL deleteMe with the password deletes the user', async () => {
    const user = await createUser(app);
    const accounts = await workload(user);
    const res = await gql(
      app.baseUrl,
      'mutation($p: String!) { deleteMe(password: $p) }',
      { p: user.password },
      { token: user.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteMe).toBe(true);
    expect(Object.values(await rowsOf(user.id, accounts)).every((n) => n === 0)).toBe(true);
    expect((await call(user, 'GET', '/api/auth/me')).status).toBe(401);
  });
});

import { codeOf, gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  const account = await call('POST', '/api/accounts/', accountPayload({ initial_balance: 10000 }), a.token);
  accountId = account.body.id;
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown, token?: string) =>
  rest(app.baseUrl, method, path, body, { token });
const flows = (id = accountId) => `/api/accounts/${id}/cash-flows`;

describe('REST /api/accounts/:id/cash-flows', () => {
  it('creates, lists by date, edits and deletes flows; the account balance follows them', async () => {
    const later = await call(
      'POST',
      flows(),
      { kind: 'withdrawal', amount: 250.5, occurred_at: '2024-05-02T09:00:00Z', note: 'Rent' },
      a.token,
    );
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ kind: 'withdrawal', amount: 250.5, note: 'Rent', account_id: accountId });
    const earlier = await call(
      'POST',
      flows(),
      { kind: 'deposit', amount: '1000', occurred_at: '2024-05-01' },
      a.token,
    );
    expect(earlier.status).toBe(201);
    await call('POST', flows(), { kind: 'fee', amount: 4.5, occurred_at: '2024-05-03T00:00:00Z' }, a.token);
    await call('POST', flows(), { kind: 'interest', amount: 1.25, occurred_at: '2024-05-04T00:00:00Z' }, a.token);
    await call('POST', '/api/trades/', tradePayload(accountId), a.token); // pnl (1.12 − 1.1) × 1000 − 2 = 18

    const list = await call('GET', flows(), undefined, a.token);
    expect(list.status).toBe(200);
    expect(list.body.map((f: { kind: string }) => f.kind)).toEqual(['deposit', 'withdrawal', 'fee', 'interest']);
    // 10000 + 1000 − 250.5 − 4.5 + 1.25 + 18
    expect((await call('GET', `/api/accounts/${accountId}`, undefined, a.token)).body.balance).toBe(10764.25);

    const edited = await call('PUT', `${flows()}/${later.body.id}`, { amount: 200 }, a.token);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ kind: 'withdrawal', amount: 200, note: 'Rent' });
    expect((await call('GET', `/api/accounts/${accountId}`, undefined, a.token)).body.balance).toBe(10814.75);

    const deleted = await call('DELETE', `${flows()}/${later.body.id}`, undefined, a.token);
    expect(deleted.status).toBe(200);
    expect((await call('GET', flows(), undefined, a.token)).body).toHaveLength(3);
    expect((await call('GET', `/api/accounts/${accountId}`, undefined, a.token)).body.balance).toBe(11014.75);
  });

  it.each([
    [{ amount: 10, occurred_at: '2024-05-01' }, 'kind', 'Kind is required'],
    [
      { kind: 'bonus', amount: 10, occurred_at: '2024-05-01' },
      'kind',
      'Kind must be one of: deposit, withdrawal, fee, interest',
    ],
    [{ kind: 'deposit', amount: -5, occurred_at: '2024-05-01' }, 'amount', 'Amount must be greater than 0'],
    [{ kind: 'deposit', amount: 0, occurred_at: '2024-05-01' }, 'amount', 'Amount must be greater than 0'],
    [{ kind: 'deposit', occurred_at: '2024-05-01' }, 'amount', 'Amount must be greater than 0'],
    [{ kind: 'deposit', amount: 'lots', occurred_at: '2024-05-01' }, 'amount', 'Amount must be greater than 0'],
    [
      { kind: 'deposit', amount: 1.123456789, occurred_at: '2024-05-01' },
      'amount',
      'Amount allows at most 8 decimal places',
    ],
    [{ kind: 'deposit', amount: 10 }, 'occurred_at', 'Date is required'],
    [{ kind: 'deposit', amount: 10, occurred_at: 'yesterday' }, 'occurred_at', 'Date must be a valid date'],
    [
      { kind: 'deposit', amount: 10, occurred_at: '1850-01-01' },
      'occurred_at',
      'Date must be between 1900-01-01 and 2200-12-31',
    ],
    [
      { kind: 'deposit', amount: 10, occurred_at: '2024-05-01', note: 'a\u0000b' },
      'note',
      'note must not contain NUL characters',
    ],
  ])('refuses %j with 422 and a field message', async (body, field, message) => {
    const before = (await call('GET', flows(), undefined, a.token)).body.length;
    const res = await call('POST', flows(), body, a.token);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
    expect((await call('GET', flows(), undefined, a.token)).body).toHaveLength(before);
  });

  it("answers 404 for another user's account and flows, and for unknown ids", async () => {
    const flow = await call('POST', flows(), { kind: 'deposit', amount: 5, occurred_at: '2024-06-01' }, a.token);
    const theirs = await call('POST', '/api/accounts/', accountPayload(), b.token);
    expect((await call('GET', flows(), undefined, b.token)).status).toBe(404);
    expect(
      (await call('POST', flows(), { kind: 'deposit', amount: 1, occurred_at: '2024-06-01' }, b.token)).status,
    ).toBe(404);
    expect((await call('GET', `/api/accounts/${accountId}/returns`, undefined, b.token)).status).toBe(404);
    // Their own account id does not open a's flow either.
    const cross = `${flows(theirs.body.id)}/${flow.body.id}`;
    expect((await call('PUT', cross, { amount: 1 }, b.token)).status).toBe(404);
    expect((await call('DELETE', cross, undefined, b.token)).status).toBe(404);
    expect((await call('DELETE', `${flows()}/not-a-uuid`, undefined, a.token)).status).toBe(404);
    expect((await call('GET', flows('not-a-uuid'), undefined, a.token)).status).toBe(404);
    const still = await call('GET', flows(), undefined, a.token);
    expect(still.body.find((f: { id: string }) => f.id === flow.body.id)).toMatchObject({ amount: 5 });
  });

  it('GraphQL mirrors REST: create, list on the account, update, delete; BAD_USER_INPUT and NOT_FOUND', async () => {
    const created = await gql(
      app.baseUrl,
      `mutation($a: ID!) { createCashFlow(accountId: $a, input: { kind: deposit, amount: "300.10", occurredAt: "2024-07-01T08:00:00Z", note: "Top-up" }) { id kind amount note } }`,
      { a: accountId },
      { token: a.token },
    );
    expect(created.data?.createCashFlow).toMatchObject({ kind: 'deposit', amount: '300.1', note: 'Top-up' });
    const id = created.data?.createCashFlow.id;
    const updated = await gql(
      app.baseUrl,
      `mutation($a: ID!, $id: ID!) { updateCashFlow(accountId: $a, id: $id, input: { kind: interest }) { kind amount } }`,
      { a: accountId, id },
      { token: a.token },
    );
    expect(updated.data?.updateCashFlow).toEqual({ kind: 'interest', amount: '300.1' });
    const bad = await gql(
      app.baseUrl,
      `mutation($a: ID!) { createCashFlow(accountId: $a, input: { kind: fee, amount: "-1", occurredAt: "2024-07-01T08:00:00Z" }) { id } }`,
      { a: accountId },
      { token: a.token },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.fieldErrors?.amount).toBe('Amount must be greater than 0');
    const foreign = await gql(
      app.baseUrl,
      `query($a: ID!) { account(id: $a) { id } }`,
      { a: accountId },
      { token: b.token },
    );
    expect(foreign.errors?.length ?? 0).toBeGreaterThan(0);
    const stolen = await gql(
      app.baseUrl,
      `mutation($a: ID!, $id: ID!) { deleteCashFlow(accountId: $a, id: $id) }`,
      { a: accountId, id },
      { token: b.token },
    );
    expect(codeOf(stolen)).toBe('NOT_FOUND');
    const listed = await gql<{ account: { cashFlows: Array<{ id: string }> } }>(
      app.baseUrl,
      `query($a: ID!) { account(id: $a) { cashFlows { id kind amount occurredAt } } }`,
      { a: accountId },
      { token: a.token },
    );
    expect(listed.data?.account.cashFlows.map((f) => f.id)).toContain(id);
    const removed = await gql(
      app.baseUrl,
      `mutation($a: ID!, $id: ID!) { deleteCashFlow(accountId: $a, id: $id) }`,
      { a: accountId, id },
      { token: a.token },
    );
    expect(removed.data?.deleteCashFlow).toBe(id);
  });
});

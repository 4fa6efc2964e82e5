import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 29 item 7: three capital letters are not yet a currency. Every place a currency is typed
// or imported checks it against ISO 4217, and a refused one changes nothing.
jest.setTimeout(60000);

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: user.token });
const ask = (query: string, variables: Record<string, unknown> = {}) =>
  gql(app.baseUrl, query, variables, { token: user.token });

async function stored() {
  const [row] = await app.db.dataSource.query(
    `SELECT (SELECT count(*) FROM fx_rates WHERE user_id = $1)::int AS rates,
            (SELECT count(*) FROM trading_accounts WHERE user_id = $1)::int AS accounts,
            (SELECT base_currency FROM users WHERE id = $1) AS base`,
    [user.id],
  );
  return row;
}

async function postCsv(text: string) {
  const res = await fetch(`${app.baseUrl}/api/fx-rates/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'text/csv' },
    body: text,
  });
  return { status: res.status, body: await res.json() };
}

describe('ISO 4217 currency codes', () => {
  it('an FX rate typed or imported with ZZZ is refused, over REST and GraphQL', async () => {
    const typed = await call('POST', '/api/fx-rates/', { date: '2026-01-05', base: 'EUR', quote: 'ZZZ', rate: '1.1' });
    expect(typed.status).toBe(422);
    expect(JSON.stringify(typed.body)).toMatch(/'ZZZ' is not an ISO 4217 currency code/);
    const simple = await postCsv('date,base,quote,rate\n2026-01-05,EUR,USD,1.1\n2026-01-05,ZZZ,USD,1.2\n');
    expect(simple.status).toBe(422);
    expect(JSON.stringify(simple.body)).toMatch(/line 3: 'ZZZ' is not an ISO 4217/);
    const ecb = await postCsv('Date,USD,QQQ,\n2026-01-05,1.1,2.0,\n');
    expect(ecb.status).toBe(422);
    expect(JSON.stringify(ecb.body)).toMatch(/'QQQ' is not an ISO 4217/);
    const mutation = await ask('mutation($input: FxRateInput!) { addFxRate(input: $input) { base quote } }', {
      input: { date: '2026-01-05', base: 'ZZZ', quote: 'USD', rate: '1.1' },
    });
    expect(mutation.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const imported = await ask('mutation($csv: String!) { importFxRates(csv: $csv) { imported } }', {
      csv: 'date,base,quote,rate\n2026-01-05,EUR,XXX,1.1\n',
    });
    expect(imported.errors?.[0].message).toMatch(/'XXX' is not an ISO 4217/);
    expect((await stored()).rates).toBe(0);
    // Real codes still pass, the ECB's withdrawn ones included (its history file carries them).
    expect((await postCsv('Date,USD,CYP,\n2026-01-05,1.1,0.58,\n')).status).toBe(201);
  });

  it('a base currency or an account currency of ZZZ is refused', async () => {
    const base = await call('PUT', '/api/fx-rates/base-currency', { base_currency: 'zzz' });
    expect(base.status).toBe(422);
    expect(JSON.stringify(base.body)).toMatch(/'ZZZ' is not an ISO 4217/);
    const baseGql = await ask('mutation { setBaseCurrency(currency: "ZZZ") }');
    expect(baseGql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const account = await call('POST', '/api/accounts/', accountPayload({ currency: 'zzz' }));
    expect(account.status).toBe(422);
    expect(JSON.stringify(account.body)).toMatch(/'ZZZ' is not an ISO 4217/);
    const accountGql = await ask('mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'Main', currency: 'ZZZ', initialBalance: '100' },
    });
    expect(accountGql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const made = await call('POST', '/api/accounts/', accountPayload({ currency: 'chf' }));
    expect(made.status).toBe(201);
    const edit = await call('PUT', `/api/accounts/${made.body.id}`, { currency: 'ZZZ' });
    expect(edit.status).toBe(422);
    expect(await stored()).toEqual({ rates: 2, accounts: 1, base: null });
  });
});

import { codeOf, gql } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { tradeInput } from '../../support/trade-factory';

// Project-level testTimeout is not applied under the root multi-project config; argon2 and
// a busy 2-core machine need more than jest's 5 s default.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const CREATE_ACCOUNT = `mutation($input: CreateAccountInput!) { createAccount(input: $input) {
  id name currency initialBalance balance tradeCount isActive strategy { id name } } }`;
const CREATE_TRADE = `mutation($input: TradeInput!) { createTrade(input: $input) {
  id symbol pnl result version multiplier account { id name } strategy { name } } }`;

async function newAccount(token: string, input: Record<string, unknown> = {}) {
  const res = await gql(
    app.baseUrl,
    CREATE_ACCOUNT,
    { input: { name: 'Futures', currency: 'usd', initialBalance: '25000.50', strategy: 'Momentum', ...input } },
    { token },
  );
  return res.data.createAccount;
}

/** A micro-NQ-like futures trade; `input` may also hold invalid values (null market, …) to test rejection. */
const trade = (accountId: string, input: Record<string, unknown> = {}) => ({
  ...tradeInput(accountId, {
    symbol: 'nq',
    market: 'futures',
    entryPrice: '18000.25',
    exitPrice: '18010.5',
    quantity: '1',
    multiplier: '20',
    fees: '4.2',
    entryDate: '2024-05-02T14:30:00Z',
    exitDate: '2024-05-02T15:00:00Z',
  }),
  ...input,
});

describe('GraphQL accounts', () => {
  it('creates, reads, updates and lists accounts with exact balances', async () => {
    const acc = await newAccount(a.token);
    expect(acc).toMatchObject({
      name: 'Futures',
      currency: 'USD',
      initialBalance: '25000.5',
      balance: '25000.5',
      tradeCount: 0,
      isActive: true,
      strategy: { name: 'Momentum' },
    });
    const upd = await gql(
      app.baseUrl,
      `mutation($id: ID!) { updateAccount(id: $id, input: {name: "Index futures", isActive: false, strategy: "Swing"}) { name isActive strategy { name } } }`,
      { id: acc.id },
      { token: a.token },
    );
    expect(upd.data.updateAccount).toEqual({ name: 'Index futures', isActive: false, strategy: { name: 'Swing' } });
    const list = await gql(app.baseUrl, '{ accounts { id } strategies { name } }', {}, { token: a.token });
    expect(list.data.accounts.map((x: { id: string }) => x.id)).toContain(acc.id);
    expect(list.data.strategies.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Momentum', 'Swing']),
    );
  });

  it('field errors come back as BAD_USER_INPUT with the spec messages', async () => {
    const res = await gql(
      app.baseUrl,
      CREATE_ACCOUNT,
      { input: { name: '', currency: 'EURO', initialBalance: '-5' } },
      { token: a.token },
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fieldErrors).toEqual({
      name: 'Trading account name is required',
      currency: 'Currency must be 3 characters (e.g., USD, EUR)',
      initialBalance: 'Initial balance must be 0 or greater',
    });
    const missing = await gql(app.baseUrl, CREATE_ACCOUNT, { input: { name: 'x' } }, { token: a.token });
    expect(missing.errors![0].extensions!.fieldErrors).toMatchObject({ currency: 'Currency is required' });
    const acc = await newAccount(a.token);
    const locked = await gql(
      app.baseUrl,
      `mutation($id: ID!) { updateAccount(id: $id, input: {initialBalance: "1"}) { id } }`,
      { id: acc.id },
      { token: a.token },
    );
    expect(locked.errors![0].extensions!.fieldErrors).toEqual({ initialBalance: 'Initial balance cannot be changed' });
  });

  it('deleteAccount requires the right password', async () => {
    const acc = await newAccount(a.token);
    const del = (password: string) =>
      gql(
        app.baseUrl,
        `mutation($id: ID!, $p: String!) { deleteAccount(id: $id, password: $p) }`,
        { id: acc.id, p: password },
        { token: a.token, ip: '192.0.2.50' },
      );
    expect((await del('')).errors![0].extensions!.fieldErrors).toEqual({ password: 'Password is required' });
    expect((await del('wrong-pass')).errors![0].extensions!.fieldErrors).toEqual({ password: 'Incorrect password' });
    expect((await del(a.password)).data).toEqual({ deleteAccount: acc.id });
    expect(
      codeOf(await gql(app.baseUrl, `query($id: ID!) { account(id: $id) { id } }`, { id: acc.id }, { token: a.token })),
    ).toBe('NOT_FOUND');
  });

  it("user B gets NOT_FOUND on user A's account and cannot change it", async () => {
    const acc = await newAccount(a.token, { name: 'Mine' });
    const asB = (q: string, v: Record<string, unknown>) => gql(app.baseUrl, q, v, { token: b.token });
    expect(codeOf(await asB(`query($id: ID!) { account(id: $id) { id } }`, { id: acc.id }))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await asB(`mutation($id: ID!) { updateAccount(id: $id, input: {name: "Stolen"}) { id } }`, { id: acc.id }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await asB(`mutation($id: ID!, $p: String!) { deleteAccount(id: $id, password: $p) }`, {
          id: acc.id,
          p: b.password,
        }),
      ),
    ).toBe('NOT_FOUND');
    const theirs = await asB('{ accounts { id } strategies { name } }', {});
    expect(theirs.data.accounts.map((x: { id: string }) => x.id)).not.toContain(acc.id);
    expect(theirs.data.strategies.map((s: { name: string }) => s.name)).not.toContain('Momentum');
    const mine = await gql(
      app.baseUrl,
      `query($id: ID!) { account(id: $id) { name } }`,
      { id: acc.id },
      { token: a.token },
    );
    expect(mine.data.account).toEqual({ name: 'Mine' });
  });

  it('account operations answer UNAUTHENTICATED anonymously', async () => {
    expect(codeOf(await gql(app.baseUrl, '{ accounts { id } }'))).toBe('UNAUTHENTICATED');
    expect(
      codeOf(await gql(app.baseUrl, CREATE_ACCOUNT, { input: { name: 'x', currency: 'USD', initialBalance: '1' } })),
    ).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL trades', () => {
  it('creates a trade with exact pnl (multiplier, fees) and the account balance follows', async () => {
    const acc = await newAccount(a.token);
    const res = await gql(app.baseUrl, CREATE_TRADE, { input: trade(acc.id) }, { token: a.token });
    // (18010.5 − 18000.25) × 1 × 20 − 4.2 = 200.8
    expect(res.data.createTrade).toMatchObject({
      symbol: 'NQ',
      pnl: '200.8',
      result: 'win',
      version: 1,
      multiplier: '20',
      account: { id: acc.id },
      strategy: { name: 'Momentum' },
    });
    const balance = await gql(
      app.baseUrl,
      `query($id: ID!) { account(id: $id) { balance tradeCount } }`,
      { id: acc.id },
      { token: a.token },
    );
    expect(balance.data.account).toEqual({ balance: '25201.3', tradeCount: 1 });
  });

  it('validates with the spec messages per field', async () => {
    const acc = await newAccount(a.token);
    const res = await gql(
      app.baseUrl,
      CREATE_TRADE,
      {
        input: trade(acc.id, {
          symbol: '',
          market: null,
          entryPrice: '0',
          quantity: '-1',
          fees: '-1',
          entryDate: null,
        }),
      },
      { token: a.token },
    );
    expect(res.errors![0].extensions!.fieldErrors).toEqual({
      market: 'Market is required',
      symbol: 'Symbol is required',
      entryPrice: 'Entry price must be greater than 0',
      quantity: 'Quantity must be greater than 0',
      fees: 'Fees cannot be negative',
      entryDate: 'Entry date is required',
    });
    const exit = await gql(app.baseUrl, CREATE_TRADE, { input: trade(acc.id, { exitPrice: '0' }) }, { token: a.token });
    expect(exit.errors![0].extensions!.fieldErrors).toEqual({ exitPrice: 'Exit price must be greater than 0' });
  });

  it('lists with filter, sort and paging, and total counts all matches', async () => {
    const acc = await newAccount(a.token);
    for (const [symbol, day, exit] of [
      ['ES', '01', '5010'],
      ['NQ', '02', null],
      ['CL', '03', '4990'],
    ] as const) {
      await gql(
        app.baseUrl,
        CREATE_TRADE,
        {
          input: trade(acc.id, {
            symbol,
            entryPrice: '5000',
            exitPrice: exit,
            multiplier: '1',
            fees: '0',
            entryDate: `2024-06-${day}T12:00:00Z`,
            exitDate: null,
          }),
        },
        { token: a.token },
      );
    }
    const q = `query($acc: ID, $filter: TradeFilter, $sort: TradeSort, $limit: Int, $offset: Int) {
      trades(accountId: $acc, filter: $filter, sort: $sort, limit: $limit, offset: $offset) { total items { symbol } } }`;
    const page = await gql(app.baseUrl, q, { acc: acc.id, limit: 2, offset: 1 }, { token: a.token });
    expect(page.data.trades).toEqual({ total: 3, items: [{ symbol: 'NQ' }, { symbol: 'ES' }] });
    const sorted = await gql(
      app.baseUrl,
      q,
      { acc: acc.id, sort: { field: 'pnl', direction: 'desc' } },
      { token: a.token },
    );
    expect(sorted.data.trades.items.map((t: { symbol: string }) => t.symbol)).toEqual(['ES', 'CL', 'NQ']);
    const losses = await gql(app.baseUrl, q, { acc: acc.id, filter: { result: 'loss' } }, { token: a.token });
    expect(losses.data.trades).toEqual({ total: 1, items: [{ symbol: 'CL' }] });
    const days = await gql(
      app.baseUrl,
      q,
      { acc: acc.id, filter: { from: '2024-06-02', to: '2024-06-03' } },
      { token: a.token },
    );
    expect(days.data.trades.total).toBe(2);
  });

  it('updateTrade with expectedVersion, updateJournal, deleteTrade', async () => {
    const acc = await newAccount(a.token);
    const { data } = await gql(app.baseUrl, CREATE_TRADE, { input: trade(acc.id) }, { token: a.token });
    const id = data.createTrade.id;
    const upd = await gql(
      app.baseUrl,
      `mutation($id: ID!) { updateTrade(id: $id, input: {exitPrice: "17990.25"}, expectedVersion: 1) { pnl result version } }`,
      { id },
      { token: a.token },
    );
    expect(upd.data.updateTrade).toEqual({ pnl: '-204.2', result: 'loss', version: 2 });
    const stale = await gql(
      app.baseUrl,
      `mutation($id: ID!) { updateTrade(id: $id, input: {notes: "x"}, expectedVersion: 1) { id } }`,
      { id },
      { token: a.token },
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    const journal = await gql(
      app.baseUrl,
      `mutation($id: ID!) { updateJournal(tradeId: $id, notes: "Chased it", emotionalTags: [impulsive, anxious]) { notes emotionalTags version pnl } }`,
      { id },
      { token: a.token },
    );
    expect(journal.data.updateJournal).toEqual({
      notes: 'Chased it',
      emotionalTags: ['impulsive', 'anxious'],
      version: 3,
      pnl: '-204.2',
    });
    const [{ count }] = await app.db.dataSource.query(
      `SELECT count(*)::int AS count FROM trade_revisions WHERE trade_id = $1`,
      [id],
    );
    expect(count).toBe(2);
    expect(
      (await gql(app.baseUrl, `mutation($id: ID!) { deleteTrade(id: $id) }`, { id }, { token: a.token })).data,
    ).toEqual({ deleteTrade: id });
    expect(
      codeOf(await gql(app.baseUrl, `query($id: ID!) { trade(id: $id) { id } }`, { id }, { token: a.token })),
    ).toBe('NOT_FOUND');
  });

  it("user B gets NOT_FOUND on user A's trades and account; A's trade is unchanged", async () => {
    const acc = await newAccount(a.token);
    const { data } = await gql(
      app.baseUrl,
      CREATE_TRADE,
      { input: trade(acc.id, { notes: 'mine' }) },
      { token: a.token },
    );
    const id = data.createTrade.id;
    const asB = (q: string, v: Record<string, unknown>) => gql(app.baseUrl, q, v, { token: b.token });
    expect(codeOf(await asB(`query($id: ID!) { trade(id: $id) { id } }`, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await asB(`query($acc: ID) { trades(accountId: $acc) { total } }`, { acc: acc.id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(await asB(`mutation($id: ID!) { updateTrade(id: $id, input: {notes: "theirs"}) { id } }`, { id })),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await asB(`mutation($id: ID!) { updateJournal(tradeId: $id, emotionalTags: []) { id } }`, { id })),
    ).toBe('NOT_FOUND');
    expect(codeOf(await asB(`mutation($id: ID!) { deleteTrade(id: $id) }`, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await asB(CREATE_TRADE, { input: trade(acc.id) }))).toBe('NOT_FOUND');
    // Invalid fields too: the account is refused first, as is an id that is not one.
    expect(codeOf(await asB(CREATE_TRADE, { input: trade(acc.id, { entryPrice: '-1' }) }))).toBe('NOT_FOUND');
    expect(codeOf(await asB(CREATE_TRADE, { input: trade('not-an-account') }))).toBe('NOT_FOUND');
    const count = await gql(
      app.baseUrl,
      `query($acc: ID) { trades(accountId: $acc) { total } }`,
      { acc: acc.id },
      { token: a.token },
    );
    expect(count.data.trades.total).toBe(1);
    const mine = await gql(
      app.baseUrl,
      `query($id: ID!) { trade(id: $id) { notes version } }`,
      { id },
      { token: a.token },
    );
    expect(mine.data.trade).toEqual({ notes: 'mine', version: 1 });
  });

  it('trade operations answer UNAUTHENTICATED anonymously', async () => {
    for (const op of [
      '{ trades { total } }',
      'mutation { deleteTrade(id: "x") }',
      'mutation { updateJournal(tradeId: "x", emotionalTags: []) { id } }',
    ]) {
      expect(codeOf(await gql(app.baseUrl, op))).toBe('UNAUTHENTICATED');
    }
  });
});

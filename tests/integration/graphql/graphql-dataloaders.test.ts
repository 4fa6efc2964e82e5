import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { gql } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
  for (let i = 0; i < 4; i++) {
    const acc = await gql(
      app.baseUrl,
      `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`,
      {
        input: { name: `Account ${i}`, currency: 'USD', initialBalance: '1000', strategy: `Strategy ${i}` },
      },
      { token: a.token },
    );
    for (let j = 0; j < 10; j++) {
      await gql(
        app.baseUrl,
        `mutation($input: TradeInput!) { createTrade(input: $input) { id } }`,
        {
          input: {
            accountId: acc.data.createAccount.id,
            symbol: 'AAPL',
            market: 'stocks',
            entryPrice: '100',
            exitPrice: '101',
            quantity: '1',
            entryDate: `2024-01-${10 + j}T15:00:00Z`,
          },
        },
        { token: a.token },
      );
    }
  }
});
afterAll(() => app?.close());

const LIST = `query($limit: Int) { trades(limit: $limit) { total items { id account { name balance tradeCount strategy { name } } strategy { name } } } }`;

async function countQueries(limit: number): Promise<number> {
  const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
  try {
    const res = await gql(app.baseUrl, LIST, { limit }, { token: a.token });
    expect(res.data.trades.items).toHaveLength(limit);
    expect(res.data.trades.items[0].account.balance).toBe('1010');
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('DataLoaders', () => {
  it('a trade list with accounts, balances and strategies costs the same number of queries for 2 or 40 trades', async () => {
    const few = await countQueries(2);
    const many = await countQueries(40);
    expect(many).toBe(few);
    // viewer lookup, count, page, accounts, strategies, balances: a handful, whatever the length.
    expect(few).toBeGreaterThanOrEqual(4);
    expect(many).toBeLessThanOrEqual(8);
  });
});

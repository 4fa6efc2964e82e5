import { InMemoryCache, gql } from '@apollo/client';
import { createTypePolicies, keyedById } from '../type-policies';

const ACCOUNTS = gql`
  query A {
    accounts {
      id
      name
      strategy {
        id
        name
      }
    }
  }
`;
const ACCOUNT = gql`
  query B($id: ID!) {
    account(id: $id) {
      id
      name
    }
  }
`;
const TRADES = gql`
  query T {
    trades {
      items {
        id
        symbol
      }
    }
  }
`;

describe('type policies', () => {
  it('keys Account, Trade and Strategy by id', () => {
    const policies = createTypePolicies();
    for (const type of ['Account', 'Trade', 'Strategy']) expect(policies[type]).toEqual(keyedById());
  });

  it('normalizes an account so an update through one query shows in another', () => {
    const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
    cache.writeQuery({
      query: ACCOUNTS,
      data: {
        accounts: [
          {
            __typename: 'Account',
            id: 'a1',
            name: 'Main',
            strategy: { __typename: 'Strategy', id: 's1', name: 'Breakout' },
          },
        ],
      },
    });
    cache.writeQuery({
      query: ACCOUNT,
      variables: { id: 'a1' },
      data: { account: { __typename: 'Account', id: 'a1', name: 'Renamed' } },
    });
    const read = cache.readQuery<{ accounts: { name: string }[] }>({ query: ACCOUNTS });
    expect(read?.accounts[0].name).toBe('Renamed');
    expect(cache.identify({ __typename: 'Strategy', id: 's1' })).toBe('Strategy:{"id":"s1"}');
  });

  it('keeps one Trade entry per id across lists', () => {
    const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
    cache.writeQuery({
      query: TRADES,
      data: { trades: { __typename: 'TradePage', items: [{ __typename: 'Trade', id: 't1', symbol: 'EURUSD' }] } },
    });
    cache.modify({ id: cache.identify({ __typename: 'Trade', id: 't1' }), fields: { symbol: () => 'GBPUSD' } });
    const read = cache.readQuery<{ trades: { items: { symbol: string }[] } }>({ query: TRADES });
    expect(read?.trades.items[0].symbol).toBe('GBPUSD');
    expect(Object.keys(cache.extract())).toContain('Trade:{"id":"t1"}');
  });
});

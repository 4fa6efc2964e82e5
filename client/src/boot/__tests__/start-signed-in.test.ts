// The signed-in start-up's queries. With no account stored on the device (a first start, or a
// sign-in left before the account list arrived), it asks for the screen's figures of the account
// the app will show (the first of the list) as soon as the list is in; with one stored, it asks
// for them at once, each exactly once.
import { waitFor } from '@testing-library/react';
import { PAGE_SIZE } from '../../features/trades/trade-window';

jest.mock('../../app/AuthenticatedApp', () => ({}));
jest.mock('../../features/dashboard/DashboardPage', () => ({}));
jest.mock('../../features/trades/TradesPage', () => ({}));

const answers: Record<string, unknown> = {
  AccountList: {
    accounts: ['a1', 'a2'].map((id) => ({
      __typename: 'Account',
      id,
      name: id,
      description: null,
      currency: 'USD',
      initialBalance: '0',
      balance: '0',
      isActive: true,
      strategy: null,
    })),
  },
};
const sent: Array<{ operationName: string; variables: Record<string, unknown> }> = [];

beforeAll(() => {
  // jsdom has no fetch: a minimal one with what HttpLink reads; unknown operations never answer.
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push(body);
    if (!(body.operationName in answers)) return new Promise<never>(() => undefined);
    return {
      status: 200,
      ok: true,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => JSON.stringify({ data: answers[body.operationName] }),
    };
  }) as unknown as typeof fetch;
});

it('starts the dashboard queries for the first account once the list is in', async () => {
  localStorage.clear();
  localStorage.setItem('token', 'stored-token');
  const { startSignedIn } = await import('../start-signed-in');
  startSignedIn('/', '');
  await waitFor(() => expect(sent.map((b) => b.operationName)).toContain('DashboardSummary'));
  const summary = sent.find((b) => b.operationName === 'DashboardSummary');
  expect(sent[0].operationName).toBe('AccountList');
  expect(summary?.variables).toEqual({ accountId: 'a1' });
  expect(sent.map((b) => b.operationName)).toEqual(
    expect.arrayContaining(['DashboardLive', 'DashboardRecentTrades', 'AccountReturns']),
  );
});

it('with an account stored, asks at once for that account’s screen queries, each once (the warm-ups send nothing)', async () => {
  const { CURRENT_ACCOUNT_KEY } = await import('../../session/token-store');
  localStorage.clear();
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem(CURRENT_ACCOUNT_KEY, 'a2');
  sent.length = 0;
  const { startSignedIn } = await import('../start-signed-in');
  startSignedIn('/trades', '');
  await waitFor(() => expect(sent.map((b) => b.operationName)).toContain('TradeListTotal'));
  // The last query's tasks have run; anything the warm-ups would have sent would be there too.
  // A fixed window on purpose: it proves the warm-ups send NOTHING, which no event announces.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent.map((b) => b.operationName).sort()).toEqual(['AccountList', 'TradeListPage', 'TradeListTotal']);
  expect(sent.find((b) => b.operationName === 'TradeListPage')?.variables).toEqual(
    expect.objectContaining({ accountId: 'a2', limit: PAGE_SIZE, offset: 0 }),
  );
});

import { apiLogin, gqlRequest, registerUser } from './browser';

/**
 * A new user (registered through the API) with a USD account of 1,000 and one closed AAPL trade:
 * long 10 at 100, out at `exitPrice`, on 2024-03-01 (14:00–18:00 UTC).
 */
export async function traderWithTrade(baseUrl: string, prefix: string, exitPrice: string) {
  const user = await registerUser(baseUrl, prefix);
  const token = await apiLogin(baseUrl, user.email, user.password);
  const { createAccount } = await gqlRequest<{ createAccount: { id: string } }>(
    baseUrl,
    'mutation { createAccount(input: { name: "Main", currency: "USD", initialBalance: "1000" }) { id } }',
    {},
    token,
  );
  await gqlRequest(
    baseUrl,
    `mutation($i: TradeInput!) { createTrade(input: $i) { id } }`,
    {
      i: {
        accountId: createAccount.id,
        symbol: 'AAPL',
        market: 'stocks',
        tradeType: 'long',
        entryPrice: '100',
        exitPrice,
        quantity: '10',
        entryDate: '2024-03-01T14:00:00Z',
        exitDate: '2024-03-01T18:00:00Z',
      },
    },
    token,
  );
  return { user, token, accountId: createAccount.id };
}

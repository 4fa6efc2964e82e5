import crypto from 'node:crypto';
import type { TestApp } from './test-app';
import { restLogin } from './api-client';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A user created through the service (registration is closed by default) and signed in over REST. */
export async function createUser(
  app: TestApp,
  overrides: { email?: string; password?: string; username?: string } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `trader-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct-horse';
  const user = await app.services.users.create({ email, username: overrides.username ?? 'Trader', password });
  const login = await restLogin(app.baseUrl, email, password, { ip: `198.51.100.${Math.floor(Math.random() * 250)}` });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { id: user.id, email, password, token: login.body.access_token };
}

export function accountPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Main',
    description: 'Swing trades',
    currency: 'usd',
    initial_balance: 10000,
    strategy: 'Breakout',
    ...overrides,
  };
}

export function tradePayload(accountId: string, overrides: Record<string, unknown> = {}) {
  return {
    account_id: accountId,
    symbol: 'eurusd',
    market: 'forex',
    trade_type: 'long',
    entry_price: 1.1,
    exit_price: 1.12,
    quantity: 1000,
    fees: 2,
    entry_date: '2024-03-01T10:00:00Z',
    exit_date: '2024-03-01T15:00:00Z',
    notes: 'Breakout retest',
    ...overrides,
  };
}

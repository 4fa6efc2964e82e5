// AccountsService.get reads the account with a hand-written statement on the pool (every
// dashboard starts there; see findOwned). It must keep answering exactly what TypeORM's
// findOneBy would: the same entity, every column, the same values and types — including after
// someone adds a column to TradingAccountEntity and forgets the statement.
import { TradingAccountEntity } from '../../../server/src/db/entities';
import { ACCOUNT_NOT_FOUND } from '../../../server/src/modules/accounts/accounts.service';
import type { Viewer } from '../../../server/src/modules/auth/viewer';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
const viewerOf = (user: TestUser): Viewer => ({
  id: user.id,
  email: user.email,
  username: user.email,
  timezone: 'UTC',
  isDemo: false,
});

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

it('answers what TypeORM’s findOneBy answers: same class, every column, same values and types', async () => {
  const created = await rest(
    app.baseUrl,
    'POST',
    '/api/accounts/',
    accountPayload({ name: 'Swing', strategy: 'Trend', currency: 'eur', initial_balance: 12345.67 }),
    { token: a.token },
  );
  expect(created.status).toBe(201);
  const id: string = created.body.id;

  const read = await app.services.accounts.get(viewerOf(a), id);
  const byTypeorm = await app.db.dataSource.getRepository(TradingAccountEntity).findOneByOrFail({ id, userId: a.id });

  expect(read).toBeInstanceOf(TradingAccountEntity);
  expect(read).toStrictEqual(byTypeorm);
  expect(Object.keys(read)).toEqual(Object.keys(byTypeorm));
  const columns = app.db.dataSource.getMetadata(TradingAccountEntity).columns.map((c) => c.propertyName);
  expect(Object.keys(read).sort()).toEqual([...columns].sort());
  expect(read.strategyId).not.toBeNull();
  expect(read.createdAt).toBeInstanceOf(Date);
});

it('another user’s account, a missing one and a malformed id all answer the same not-found', async () => {
  const theirs = await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ name: 'Theirs' }), {
    token: b.token,
  });
  expect(theirs.status).toBe(201);
  for (const id of [theirs.body.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
    await expect(app.services.accounts.get(viewerOf(a), id)).rejects.toThrow(ACCOUNT_NOT_FOUND);
  }
});

import { createTestDatabase, type TestDatabase } from '../../support/test-database';

jest.setTimeout(60000);

describe('createTestDatabase', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await a?.drop();
    await b?.drop();
  });

  it('gives each caller its own migrated database', async () => {
    expect(a.url).not.toEqual(b.url);
    const tables = await a.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(tables.map((t: { table_name: string }) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'trades', 'trading_accounts', 'strategies', 'trade_revisions']),
    );
    await a.dataSource.query(`INSERT INTO users (email, username, password_hash) VALUES ('a@example.com', 'a', 'x')`);
    const [{ count }] = await b.dataSource.query(`SELECT count(*)::int AS count FROM users`);
    expect(count).toBe(0);
  });
});

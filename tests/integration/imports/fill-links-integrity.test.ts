import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { importLightspeedRows } from '../../support/lightspeed-import';
import { startTestApp, type TestApp } from '../../support/test-app';

// trade_executions.execution_id is checked per statement, not by a per-row foreign key
// (migration 1732275000000): the same guarantees, seen from the database.
jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: a.token });
const db = () => app.db.dataSource;

async function importRows(accountId: string, rows: string[]): Promise<string> {
  const batch = await importLightspeedRows(app.baseUrl, a.token, accountId, rows);
  expect(batch.status).toBe('done');
  return batch.id;
}

async function importedAccount() {
  const accountId: string = (await call('POST', '/api/accounts/', accountPayload())).body.id;
  const batchId = await importRows(accountId, [
    '1,07/01/2025,09:30,AAPL,B,10,200.00,1.00,0',
    '2,07/01/2025,10:30,AAPL,S,10,210.00,1.00,0',
  ]);
  const links: { trade_id: string; execution_id: string }[] = await db().query(
    `SELECT te.trade_id, te.execution_id FROM trade_executions te JOIN trades t ON t.id = te.trade_id
      WHERE t.account_id = $1 AND t.user_id = $2`,
    [accountId, a.id],
  );
  expect(links).toHaveLength(2);
  return { accountId, batchId, links };
}

const linkCount = async (tradeId: string) =>
  Number((await db().query(`SELECT count(*) AS n FROM trade_executions WHERE trade_id = $1`, [tradeId]))[0].n);

test('a link to a fill that does not exist, or to a fill of another account, is refused', async () => {
  const one = await importedAccount();
  const other = await importedAccount();
  const insert = (executionId: string) =>
    db().query(`INSERT INTO trade_executions (trade_id, execution_id, quantity) VALUES ($1, $2, 1)`, [
      one.links[0].trade_id,
      executionId,
    ]);
  await expect(insert('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
    code: '23503',
    constraint: 'trade_executions_execution_check',
  });
  await expect(insert(other.links[0].execution_id)).rejects.toMatchObject({ code: '23503' });
  await expect(
    db().query(`UPDATE trade_executions SET execution_id = $2 WHERE trade_id = $1 AND execution_id = $3`, [
      one.links[0].trade_id,
      other.links[0].execution_id,
      one.links[0].execution_id,
    ]),
  ).rejects.toMatchObject({ code: '23503' });
  expect(await linkCount(one.links[0].trade_id)).toBe(2);
});

test("deleting fills deletes their links (undo, and a deleted account's cascade); a fill's id is fixed", async () => {
  const one = await importedAccount();
  await expect(
    db().query(`UPDATE executions SET id = gen_random_uuid() WHERE id = $1`, [one.links[0].execution_id]),
  ).rejects.toMatchObject({ code: '23503' });
  // A fill deleted on its own (no app path does this outside undo) takes its link with it.
  await db().query(`DELETE FROM executions WHERE id = $1`, [one.links[0].execution_id]);
  expect(await linkCount(one.links[0].trade_id)).toBe(1);

  const undone = await importedAccount();
  expect((await call('DELETE', `/api/imports/${undone.batchId}`)).status).toBe(200);
  expect(await linkCount(undone.links[0].trade_id)).toBe(0);

  const gone = await importedAccount();
  await db().query(`DELETE FROM trading_accounts WHERE id = $1 AND user_id = $2`, [gone.accountId, a.id]);
  const left = await db().query(`SELECT count(*) AS n FROM trade_executions WHERE execution_id = ANY($1::uuid[])`, [
    gone.links.map((l) => l.execution_id),
  ]);
  expect(Number(left[0].n)).toBe(0);
});

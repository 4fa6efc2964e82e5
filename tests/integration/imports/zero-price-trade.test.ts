import { processBatch } from '../../../server/src/modules/imports/import-processor';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
});
afterAll(async () => {
  await app?.services.importJobs.stop();
  await app?.close();
});

// The import writes its new trades at the end (staged-writes.ts): a round trip the trades table
// refuses there still refuses the file with its reason, and leaves nothing behind.
it('a round trip opening at a price of 0 refuses the file, says why, and writes no fill or trade', async () => {
  const text = [
    'Trade Number,Trade Date,Execution Time,Symbol,Side,Qty,Price',
    'OK-1,07/01/2025,09:30,AAA,B,10,100',
    'OK-2,07/01/2025,09:40,AAA,S,10,101',
    'FREE-1,07/01/2025,10:00,ZZZ,B,5,0',
    'FREE-2,07/01/2025,10:10,ZZZ,S,5,12',
  ].join('\n');
  const [batch] = await app.db.dataSource.query(
    `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status, payload, started_at)
     VALUES ($1, $2, 'free.csv', 'lightspeed', 'UTC', 'running', $3, now()) RETURNING id`,
    [a.id, accountId, Buffer.from(text)],
  );
  await processBatch(app.db.dataSource, batch.id);
  const [done] = await app.db.dataSource.query(`SELECT status, error FROM import_batches WHERE id = $1`, [batch.id]);
  expect(done).toEqual({
    status: 'failed',
    error:
      'A round trip would open at a price of 0 (free shares and stock dividends are not supported yet); nothing was imported',
  });
  const [left] = await app.db.dataSource.query(
    `SELECT (SELECT count(*) FROM executions WHERE account_id = $1)::int AS fills,
            (SELECT count(*) FROM trades WHERE account_id = $1)::int AS trades`,
    [accountId],
  );
  expect(left).toEqual({ fills: 0, trades: 0 });
});

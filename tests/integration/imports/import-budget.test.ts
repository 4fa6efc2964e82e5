import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../server/src/db/data-source';
import { processBatch } from '../../../server/src/modules/imports/import-processor';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 27 item 7: imports ran under the request's statement limit and failed whole on big files.
jest.setTimeout(240000);

let app: TestApp;
let a: TestUser;
let accountId: string;
/** The server's pools as a busy machine would see them: a request limit far below what a big COPY takes. */
let shortLimit: DataSource;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
  shortLimit = createDataSource(app.db.url, { poolSize: 3, statementTimeoutMs: 200 });
  await shortLimit.initialize();
});
afterAll(async () => {
  await shortLimit?.destroy();
  await app?.services.importJobs.stop();
  await app?.close();
});

/** A Lightspeed file of `rows` fills over 25 symbols, each bought then sold (no two rows alike). */
function bigFile(rows: number, tag: string): Buffer {
  const lines = ['Trade Number,Trade Date,Execution Time,Symbol,Side,Qty,Price'];
  for (let i = 0; i < rows; i += 1) {
    const minute = i % 600;
    const time = `${String(9 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const day = 1 + (Math.floor(i / 600) % 28);
    const month = 1 + (Math.floor(i / (600 * 28)) % 12);
    const side = Math.floor(i / 25) % 2 === 0 ? 'B' : 'S';
    lines.push(
      `${tag}-${i},${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/2025,${time},${tag}${i % 25},${side},1,${100 + (i % 7)}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

async function queued(file: Buffer, name: string): Promise<string> {
  const [row] = await app.db.dataSource.query(
    `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status, payload, started_at)
     VALUES ($1, $2, $3, 'lightspeed', 'UTC', 'running', $4, now()) RETURNING id`,
    [a.id, accountId, name, file],
  );
  return row.id;
}

const batch = async (id: string) =>
  (await rest(app.baseUrl, 'GET', `/api/imports/${id}`, undefined, { token: a.token })).body;

describe('imports run under their own time budget, not the request limit', () => {
  it('imports a 60,000-row file whole on pools whose request statement limit is 200 ms', async () => {
    const id = await queued(bigFile(60000, 'BIG'), 'big.csv');
    await processBatch(shortLimit, id);
    const done = await batch(id);
    expect(done.error).toBeNull();
    expect(done).toMatchObject({ status: 'done', progress: { rows_total: 60000, rows_done: 60000 } });
    expect(done.summary.executions_added).toBe(60000);
    const [{ n }] = await app.db.dataSource.query(
      `SELECT count(*)::int AS n FROM executions WHERE import_batch_id = $1`,
      [id],
    );
    expect(n).toBe(60000);
    // The request pool's limit is untouched by the import: a slow request statement is still stopped.
    await expect(shortLimit.query('SELECT pg_sleep(1)')).rejects.toThrow(/statement timeout/);
  });

  it('a batch that outruns its budget fails naming the cause, keeps its file, and Retry imports it', async () => {
    const id = await queued(bigFile(30000, 'RTY'), 'retry.csv');
    await processBatch(shortLimit, id, undefined, 50);
    const failed = await batch(id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/ran longer than its time budget/);
    expect(failed.error).toMatch(/nothing was imported/);
    expect(failed.retryable).toBe(true);
    const [{ n }] = await app.db.dataSource.query(
      `SELECT count(*)::int AS n FROM executions WHERE import_batch_id = $1`,
      [id],
    );
    expect(n).toBe(0);

    const retried = await rest(app.baseUrl, 'POST', `/api/imports/${id}/retry`, undefined, { token: a.token });
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ status: 'queued', error: null, retryable: false });
    await app.services.importJobs.idle();
    const done = await batch(id);
    expect(done).toMatchObject({ status: 'done', retryable: false });
    expect(done.summary.executions_added).toBe(30000);
    // Done is done: a second retry is refused with the reason.
    const again = await rest(app.baseUrl, 'POST', `/api/imports/${id}/retry`, undefined, { token: a.token });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/Only a failed import can be retried/);
  });

  it('a file refused for what it holds is not offered Retry', async () => {
    const [row] = await app.db.dataSource.query(
      `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status, payload, started_at)
       VALUES ($1, $2, 'bad.csv', 'lightspeed', 'UTC', 'running', $3, now()) RETURNING id`,
      [
        a.id,
        accountId,
        Buffer.from('Trade Number,Trade Date,Execution Time,Symbol,Side,Qty,Price\nX-1,07/01/2025,09:30,XX,B,ten,100'),
      ],
    );
    await processBatch(shortLimit, row.id);
    const failed = await batch(row.id);
    expect(failed).toMatchObject({ status: 'failed', retryable: false });
    expect(failed.error).toMatch(/could not be read/);
    const refused = await rest(app.baseUrl, 'POST', `/api/imports/${row.id}/retry`, undefined, { token: a.token });
    expect(refused.status).toBe(409);
  });
});

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

const file = (symbol: string) =>
  Buffer.from(
    [
      'Trade Number,Trade Date,Execution Time,Symbol,Side,Qty,Price',
      `${symbol}-1,07/01/2025,09:30,${symbol},B,10,100`,
      `${symbol}-2,07/01/2025,09:40,${symbol},S,10,101`,
    ].join('\n'),
  );

/** A batch row as a server that stopped (or was killed) would have left it. */
async function leftBehind(status: 'queued' | 'running', symbol: string): Promise<string> {
  const [row] = await app.db.dataSource.query(
    `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status, payload, started_at)
     VALUES ($1, $2, $3, 'lightspeed', 'UTC', $4, $5, CASE WHEN $4 = 'running' THEN now() END) RETURNING id`,
    [a.id, accountId, `${symbol}.csv`, status, file(symbol)],
  );
  return row.id;
}

const statusOf = async (id: string) =>
  (await rest(app.baseUrl, 'GET', `/api/imports/${id}`, undefined, { token: a.token })).body;

describe('import job runner across restarts', () => {
  it('at start, imports batches still queued and re-runs those a dead process left running, but not one another process holds', async () => {
    const queued = await leftBehind('queued', 'AAA');
    const orphan = await leftBehind('running', 'BBB');
    const busy = await leftBehind('running', 'CCC');
    // Another live process is importing `busy`: it holds the batch's advisory lock in its transaction.
    const other = app.db.dataSource.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    await other.query(`SELECT pg_advisory_xact_lock(hashtextextended('import-batch:' || $1, 0))`, [busy]);
    try {
      await app.services.importJobs.start(60000);
      await app.services.importJobs.idle();
      expect(await statusOf(queued)).toMatchObject({
        status: 'done',
        summary: { executions_added: 2, trades_created: 1 },
      });
      expect(await statusOf(orphan)).toMatchObject({
        status: 'done',
        summary: { executions_added: 2, trades_created: 1 },
      });
      expect(await statusOf(busy)).toMatchObject({ status: 'running', summary: null });
    } finally {
      await other.rollbackTransaction();
      await other.release();
    }
    const symbols = (
      await rest(app.baseUrl, 'GET', `/api/trades?account_id=${accountId}`, undefined, { token: a.token })
    ).body.trades.map((t: { symbol: string }) => t.symbol);
    expect(symbols.sort()).toEqual(['AAA', 'BBB']);
  });
});

describe('import progress', () => {
  it('counts file rows: rows_done never goes back, never passes rows_total, and reaches it when the batch ends', async () => {
    const rows = 12000;
    const lines = ['Trade Number,Trade Date,Execution Time,Symbol,Side,Qty,Price'];
    for (let i = 0; i < rows; i += 1) {
      const minute = String(i % 60).padStart(2, '0');
      lines.push(
        `P-${i},07/0${1 + Math.floor(i / 3000)}/2025,1${Math.floor(i / 60) % 6}:${minute},PRG${i % 20},${i % 40 < 20 ? 'B' : 'S'},1,10`,
      );
    }
    const [row] = await app.db.dataSource.query(
      `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status, payload, started_at)
       VALUES ($1, $2, 'progress.csv', 'lightspeed', 'UTC', 'running', $3, now()) RETURNING id`,
      [a.id, accountId, Buffer.from(lines.join('\n'))],
    );
    const seen: { rows_total: number; rows_done: number }[] = [];
    let running = true;
    const watching = (async () => {
      while (running) {
        const body = await statusOf(row.id);
        seen.push(body.progress);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await processBatch(app.db.dataSource, row.id);
    running = false;
    await watching;
    const final = await statusOf(row.id);
    expect(final).toMatchObject({ status: 'done', progress: { rows_total: rows, rows_done: rows } });
    expect(final.summary.executions_added).toBe(rows);
    for (const [i, p] of seen.entries()) {
      expect(p.rows_done).toBeLessThanOrEqual(Math.max(p.rows_total, 0));
      if (p.rows_total) expect(p.rows_total).toBe(rows);
      if (i) expect(p.rows_done).toBeGreaterThanOrEqual(seen[i - 1].rows_done);
    }
  });
});

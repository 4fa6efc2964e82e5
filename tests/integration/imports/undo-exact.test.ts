import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { importLightspeedRows } from '../../support/lightspeed-import';
import { startTestApp, type TestApp } from '../../support/test-app';

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

/** A Lightspeed file (its Trade Number is the broker's execution id) through REST, to the end of its job. */
const importRows = (accountId: string, rows: string[]) => importLightspeedRows(app.baseUrl, a.token, accountId, rows);

/** Every column of every trade of the account, as PostgreSQL prints it (exact NUMERIC, microsecond times). */
const fullDump = (accountId: string) =>
  app.db.dataSource
    .query(`SELECT row_to_json(t)::text AS row FROM trades t WHERE t.account_id = $1 ORDER BY t.entry_date, t.id`, [
      accountId,
    ])
    .then((rows: { row: string }[]) => rows.map((r) => r.row));

const journal = (tradeId: string, notes: string) =>
  gql(
    app.baseUrl,
    `mutation($id: ID!, $notes: String) { updateJournal(tradeId: $id, notes: $notes, emotionalTags: []) { id version } }`,
    { id: tradeId, notes },
    { token: a.token },
  );

async function tradesOf(accountId: string) {
  return (await call('GET', `/api/trades?account_id=${accountId}`)).body.trades as {
    id: string;
    entry_date: string;
    version: number;
  }[];
}

describe('undo restores the exact previous state', () => {
  it('a later file that closes an open trade: undo puts back its figures, journal, version and updated_at', async () => {
    const accountId = (await call('POST', '/api/accounts/', accountPayload())).body.id;
    const first = await importRows(accountId, [
      '1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0',
      '2,07/01/2025,10:00,AAPL,S,50,155.00,1.00,0.01',
    ]);
    expect(first.summary).toMatchObject({ trades_created: 1, open_positions: 1 });
    const [open] = await tradesOf(accountId);
    expect((await journal(open.id, 'Holding the rest')).data.updateJournal.version).toBe(2);
    const before = await fullDump(accountId);

    const second = await importRows(accountId, [
      '1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0',
      '2,07/01/2025,10:00,AAPL,S,50,155.00,1.00,0.01',
      '3,07/02/2025,09:45,AAPL,S,50,160.00,1.00,0.01',
    ]);
    expect(second.summary).toMatchObject({ executions_added: 1, trades_updated: 1, trades_created: 0 });
    expect(await fullDump(accountId)).not.toEqual(before);

    const undone = await call('DELETE', `/api/imports/${second.id}`);
    expect(undone.body.status).toBe('undone');
    expect(await fullDump(accountId)).toEqual(before);
    expect(
      await app.db.dataSource.query(`SELECT 1 FROM import_trade_snapshots WHERE batch_id = $1`, [second.id]),
    ).toEqual([]);
  });

  it('a later file that merges two round trips into one: undo brings the deleted trade back whole', async () => {
    const accountId = (await call('POST', '/api/accounts/', accountPayload())).body.id;
    await importRows(accountId, [
      '1,07/01/2025,09:30,MSFT,B,10,400.00,1.00,0',
      '2,07/01/2025,10:00,MSFT,S,10,401.00,1.00,0',
      '3,07/01/2025,11:00,MSFT,B,10,402.00,1.00,0',
      '4,07/01/2025,12:00,MSFT,S,10,404.00,1.00,0',
    ]);
    const [early, late] = await tradesOf(accountId).then((t) =>
      t.sort((x, y) => x.entry_date.localeCompare(y.entry_date)),
    );
    await journal(early.id, 'First');
    await journal(late.id, 'Second, kept through the undo');
    const before = await fullDump(accountId);
    expect(before).toHaveLength(2);

    // A fill at 09:45 the first file lacked: the position never goes flat, so one trade from 09:30 on.
    const merged = await importRows(accountId, ['5,07/01/2025,09:45,MSFT,B,5,400.50,1.00,0']);
    expect(merged.summary).toMatchObject({ trades_deleted: 1, trades_updated: 1 });
    expect(await tradesOf(accountId)).toHaveLength(1);

    await call('DELETE', `/api/imports/${merged.id}`);
    expect(await fullDump(accountId)).toEqual(before);
    const fills = await gql(
      app.baseUrl,
      `query($id: ID!) { trade(id: $id) { notes executions { brokerExecutionId } } }`,
      { id: late.id },
      { token: a.token },
    );
    expect(fills.data.trade).toEqual({
      notes: 'Second, kept through the undo',
      executions: [{ brokerExecutionId: '3' }, { brokerExecutionId: '4' }],
    });
  });

  it('a trade edited after the import keeps its edit and moves its version on when undo changes its figures', async () => {
    const accountId = (await call('POST', '/api/accounts/', accountPayload())).body.id;
    await importRows(accountId, ['1,07/01/2025,09:30,NVDA,B,10,100.00,1.00,0']);
    const second = await importRows(accountId, ['2,07/01/2025,10:30,NVDA,S,10,110.00,1.00,0']);
    const [trade] = await tradesOf(accountId);
    const edited = (await journal(trade.id, 'Written after the close')).data.updateJournal.version;
    await call('DELETE', `/api/imports/${second.id}`);
    const [after] = await tradesOf(accountId);
    expect(after).toMatchObject({ id: trade.id, notes: 'Written after the close', exit_price: null });
    expect(after.version).toBe(edited + 1);
  });
});

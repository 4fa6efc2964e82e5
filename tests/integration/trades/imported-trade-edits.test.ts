import { codeOf, gql, rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { importLightspeedRows } from '../../support/lightspeed-import';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

const LOCKED = 'Imported trades take this from their executions; undo the import to change it';

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: a.token });
const query = (q: string, variables: Record<string, unknown> = {}) =>
  gql(app.baseUrl, q, variables, { token: a.token });

/** Uploads a Lightspeed file (US Eastern times) through REST and waits for the background job. */
const importLightspeed = (accountId: string, ...rows: string[]) =>
  importLightspeedRows(app.baseUrl, a.token, accountId, rows);

async function importedTrade() {
  const accountId = (await call('POST', '/api/accounts/', accountPayload())).body.id;
  const batch = await importLightspeed(
    accountId,
    '1,07/01/2025,09:30,AAPL,B,100,150.00,1.00,0',
    '2,07/01/2025,10:00,AAPL,S,100,155.00,1.00,0',
  );
  expect(batch).toMatchObject({ status: 'done', summary: { trades_created: 1 } });
  const [trade] = (await call('GET', `/api/trades?account_id=${accountId}`)).body.trades;
  return { accountId, batchId: batch.id as string, trade };
}

const tradeRow = (id: string) =>
  app.db.dataSource
    .query(
      `SELECT symbol, trade_type, entry_price::text, exit_price::text, quantity::text, multiplier::text, fees::text, entry_date, exit_date, pnl::text, notes, stop_loss::text
     FROM trades WHERE id = $1`,
      [id],
    )
    .then((rows) => rows[0]);

describe('imported trades: executions own the numbers, the journal stays editable', () => {
  it('REST: refuses a price, quantity, side or date change with 422 and changes nothing; saves notes, tags and stop loss', async () => {
    const { trade } = await importedTrade();
    expect(trade).toMatchObject({ origin: 'import', entry_price: 150, exit_price: 155, quantity: 100 });
    const before = await tradeRow(trade.id);

    for (const change of [
      { entry_price: 149 },
      { exit_price: 160 },
      { quantity: 50 },
      { trade_type: 'short' },
      { fees: 0 },
      { symbol: 'MSFT' },
      { multiplier: 2 },
      { entry_date: '2025-07-01T12:00:00Z' },
      { result: 'open' },
    ]) {
      const res = await call('PUT', `/api/trades/${trade.id}`, { ...change, notes: 'should not save' });
      expect(res.status).toBe(422);
      expect(Object.values(res.body.errors)).toEqual([LOCKED]);
      expect(res.body.detail).toBe(LOCKED);
    }
    expect(await tradeRow(trade.id)).toEqual(before);

    // The edit form sends every field back unchanged along with the journal: that saves.
    const { id, origin, strategy, strategy_id, pnl, result, version, created_at, updated_at, ...asShown } = trade;
    const saved = await call('PUT', `/api/trades/${trade.id}`, {
      ...asShown,
      notes: 'Faded the open',
      emotional_tags: ['patient'],
      stop_loss: 148.5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      notes: 'Faded the open',
      emotional_tags: ['patient'],
      stop_loss: 148.5,
      entry_price: 150,
      pnl: trade.pnl,
    });
    expect(await tradeRow(trade.id)).toEqual({ ...before, notes: 'Faded the open', stop_loss: '148.500000000000' });

    const badJournal = await call('PUT', `/api/trades/${trade.id}`, { stop_loss: -1 });
    expect(badJournal.status).toBe(422);
    expect(badJournal.body.errors).toHaveProperty('stop_loss');
  });

  it('GraphQL: exposes origin, refuses a price change with BAD_USER_INPUT and saves the journal', async () => {
    const { trade } = await importedTrade();
    const manual = (
      await call('POST', '/api/trades/', {
        account_id: trade.account_id,
        symbol: 'AAPL',
        market: 'stocks',
        trade_type: 'long',
        entry_price: 10,
        exit_price: 11,
        quantity: 1,
        entry_date: '2025-07-01T14:00:00Z',
        exit_date: '2025-07-01T15:00:00Z',
      })
    ).body;
    const origins = await query(
      `query ($a: ID!, $b: ID!) { a: trade(id: $a) { origin } b: trade(id: $b) { origin } }`,
      { a: trade.id, b: manual.id },
    );
    expect(origins.data).toEqual({ a: { origin: 'IMPORT' }, b: { origin: 'MANUAL' } });

    const UPDATE = `mutation ($id: ID!, $input: TradeInput!) { updateTrade(id: $id, input: $input) { entryPrice exitPrice notes stopLoss } }`;
    const refused = await query(UPDATE, { id: trade.id, input: { exitPrice: '160', quantity: '100' } });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({ exitPrice: LOCKED });

    const saved = await query(UPDATE, {
      id: trade.id,
      input: { notes: 'Journal only', stopLoss: '149', quantity: '100.0' },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateTrade).toEqual({
      entryPrice: '150',
      exitPrice: '155',
      notes: 'Journal only',
      stopLoss: '149',
    });

    // A manual trade stays fully editable.
    const manualEdit = await query(UPDATE, { id: manual.id, input: { exitPrice: '12' } });
    expect(manualEdit.data.updateTrade).toMatchObject({ exitPrice: '12' });
  });

  it('refuses deleting an imported trade (409, pointing at undo); undoing the import removes it', async () => {
    const { trade, batchId } = await importedTrade();
    const res = await call('DELETE', `/api/trades/${trade.id}`);
    expect(res).toMatchObject({
      status: 409,
      body: { detail: 'Imported trades come from their executions; undo the import to remove this trade' },
    });
    const viaGraphql = await query(`mutation ($id: ID!) { deleteTrade(id: $id) }`, { id: trade.id });
    expect(codeOf(viaGraphql)).toBe('CONFLICT');
    expect((await call('GET', `/api/trades/${trade.id}`)).status).toBe(200);

    expect((await call('DELETE', `/api/imports/${batchId}`)).status).toBe(200);
    expect((await call('GET', `/api/trades/${trade.id}`)).status).toBe(404);
  });
});

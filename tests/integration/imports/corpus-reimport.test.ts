import { corpusFiles, corpusText, itWithCorpus } from '../../../server/src/modules/imports/parsers/__tests__/corpus';
import { rebuildInstruments, type RebuildCounts } from '../../../server/src/modules/imports/trade-rebuild';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(300000);

// Every corpus file a parser reads: the in-repo fixtures and the outside-only files (a test of one
// this machine lacks is reported as not run). Binance is refused whole as a ledger without fills
// (see unsupported.corpus.test.ts).
const FILES = corpusFiles().filter((f) => !f.startsWith('binance/'));

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
  // One EUR/USD rate, carried forward to every later day: what Degiro's USD fills convert at (issue 27).
  const posted = await fetch(`${app.baseUrl}/api/fx-rates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'text/csv' },
    body: 'date,base,quote,rate\n2019-01-02,EUR,USD,1.1\n',
  });
  expect(posted.status).toBe(201);
});
afterAll(() => app?.close());

async function importFile(accountId: string, name: string) {
  const form = new FormData();
  form.set('account_id', accountId);
  form.set('timezone', 'UTC');
  form.set('file', new Blob([corpusText(name)]), name.split('/')[1]);
  const res = await fetch(`${app.baseUrl}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${a.token}` },
    body: form,
  });
  expect(res.status).toBe(202);
  const { id } = await res.json();
  for (;;) {
    const batch = (await rest(app.baseUrl, 'GET', `/api/imports/${id}`, undefined, { token: a.token })).body;
    if (!['queued', 'running'].includes(batch.status)) return batch;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const dump = (accountId: string) =>
  app.db.dataSource.query(
    `SELECT t.id, t.symbol, t.trade_type, t.entry_price::text, t.exit_price::text, t.quantity::text, t.fees::text, t.pnl::text, t.entry_date, t.exit_date,
          t.version, t.updated_at::text, (SELECT count(*) FROM executions e WHERE e.account_id = $1) AS executions
     FROM trades t WHERE t.account_id = $1 ORDER BY t.entry_date, t.id`,
    [accountId],
  );

/**
 * The corpus files with deposit, withdrawal or interest rows (README of the corpus; each file's
 * rows read by eye): the account is opened in the file's currency so they become cash flows.
 * XTB and Schwab name no currency (the account's is assumed).
 */
const FLOW_FILES: Array<{ file: string; currency: string; flows: Array<[kind: string, amount: string]> }> = [
  {
    file: 'ibkr/test_basic.csv',
    currency: 'GBP',
    flows: [
      ['deposit', '5000'],
      ['interest', '13'],
    ],
  },
  { file: 'tastytrade/MES LT112.csv', currency: 'USD', flows: [['deposit', '1000']] },
  {
    file: 'schwab/schwab_csv_brokerage_XX876_Transactions_20220731.csv',
    currency: 'USD',
    flows: [
      ['interest', '0.03'],
      ['deposit', '25'],
      ['deposit', '980.65'],
    ],
  },
  {
    file: 'schwab/schwab_transactions.csv',
    currency: 'USD',
    flows: [
      ['interest', '1.2'],
      ['interest', '0.2'],
      ['deposit', '10000'],
    ],
  },
  {
    file: 'tastytrade/transaction_history_Individual-60_07_25_2021 5_02 PM.csv',
    currency: 'USD',
    flows: [
      ['interest', '0.02'],
      ['interest', '0.02'],
    ],
  },
  {
    file: 'trading212/from_2020-09-11_to_2021-04-02.csv',
    currency: 'GBP',
    flows: [
      ['deposit', '9000'],
      ['deposit', '8.08'],
    ],
  },
  { file: 'trading212/transactions.csv', currency: 'GBP', flows: [['deposit', '10000']] },
  {
    file: 'trading212/trading212-export.csv',
    currency: 'EUR',
    flows: [
      ['interest', '0.01'],
      ['deposit', '31'],
    ],
  },
  {
    file: 'freetrade/transactions.csv',
    currency: 'GBP',
    flows: [
      ['deposit', '10000'],
      ['interest', '9.02'],
    ],
  },
  {
    file: 'xtb/xtb-export.csv',
    currency: 'PLN',
    flows: [
      ['deposit', '300'],
      ['deposit', '300'],
      ['deposit', '1400'],
      ['deposit', '1000'],
      ['deposit', '500'],
      ['withdrawal', '856.47'],
    ],
  },
];

/** The account's cash flows, oldest first, as stored. */
const flowsOf = (accountId: string) =>
  app.db.dataSource.query(
    `SELECT id, kind, amount::text AS amount, occurred_at, import_key, import_batch_id FROM cash_flows
      WHERE account_id = $1 ORDER BY occurred_at, id`,
    [accountId],
  );

/**
 * The account's trades rebuilt from its stored fills (the path an undo takes), in a transaction
 * rolled back: what the import built from its own copy of the fills (fill-spill.ts) must be this.
 */
async function rebuiltFromTable(accountId: string): Promise<RebuildCounts> {
  let counts: RebuildCounts | undefined;
  await app.db.dataSource
    .transaction(async (manager) => {
      const keys: { k: string }[] = await manager.query(
        `SELECT DISTINCT instrument_key AS k FROM executions WHERE account_id = $1`,
        [accountId],
      );
      const owner = { userId: a.id, accountId, strategyId: null, batchId: null };
      counts = await rebuildInstruments(
        manager,
        owner,
        keys.map((r) => r.k),
      );
      throw new Error('rolled back');
    })
    .catch((error: Error) => {
      if (error.message !== 'rolled back') throw error;
    });
  return counts!;
}

async function preview(accountId: string, name: string) {
  const form = new FormData();
  form.set('account_id', accountId);
  form.set('timezone', 'UTC');
  form.set('dry_run', 'true');
  form.set('file', new Blob([corpusText(name)]), name.split('/')[1]);
  const res = await fetch(`${app.baseUrl}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${a.token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe.each(FLOW_FILES)('$file: cash flows', ({ file, currency, flows }) => {
  itWithCorpus(file)(
    'become cash flows of the account, survive a re-import without doubles, and go with the undo',
    async () => {
      const accountId = (
        await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ currency }), { token: a.token })
      ).body.id;
      expect(await preview(accountId, file)).toMatchObject({ cash_flows: flows.length, cash_flow_duplicates: 0 });
      const first = await importFile(accountId, file);
      expect(first.summary).toMatchObject({ cash_flows_added: flows.length, cash_flows_duplicate: 0 });
      const stored = await flowsOf(accountId);
      expect(stored.map((f: { kind: string; amount: string }) => [f.kind, f.amount]).sort()).toEqual(
        flows.map(([k, amount]) => [k, Number(amount).toFixed(8)]).sort(),
      );
      expect(stored.every((f: { import_batch_id: string }) => f.import_batch_id === first.id)).toBe(true);
      // The REST list shows them like flows typed by hand.
      const listed = await rest(app.baseUrl, 'GET', `/api/accounts/${accountId}/cash-flows`, undefined, {
        token: a.token,
      });
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(flows.length);

      expect(await preview(accountId, file)).toMatchObject({ cash_flows: 0, cash_flow_duplicates: flows.length });
      const again = await importFile(accountId, file);
      expect(again.summary).toMatchObject({ cash_flows_added: 0, cash_flows_duplicate: flows.length });
      expect(await flowsOf(accountId)).toEqual(stored);

      // Undoing the re-import removes nothing (it added nothing); undoing the first removes exactly its flows.
      const undoAgain = await rest(app.baseUrl, 'DELETE', `/api/imports/${again.id}`, undefined, { token: a.token });
      expect(undoAgain.body.summary.undo).toMatchObject({ cash_flows_removed: 0 });
      expect(await flowsOf(accountId)).toEqual(stored);
      const undoFirst = await rest(app.baseUrl, 'DELETE', `/api/imports/${first.id}`, undefined, { token: a.token });
      expect(undoFirst.body.summary.undo).toMatchObject({ cash_flows_removed: flows.length });
      expect(await flowsOf(accountId)).toEqual([]);

      // Imported again after the undo, the flows come back once.
      const third = await importFile(accountId, file);
      expect(third.summary).toMatchObject({ cash_flows_added: flows.length, cash_flows_duplicate: 0 });
      expect(await flowsOf(accountId)).toHaveLength(flows.length);
    },
  );
});

test('a flow in another currency than the account’s is not imported, and the summary says so', async () => {
  const accountId = (
    await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ currency: 'usd' }), { token: a.token })
  ).body.id;
  const batch = await importFile(accountId, 'trading212/from_2020-09-11_to_2021-04-02.csv');
  expect(batch.summary).toMatchObject({
    cash_flows_added: 0,
    rows_skipped: { 'deposit in GBP (account in USD): not imported': 2 },
  });
  expect(await flowsOf(accountId)).toEqual([]);
});

/**
 * Files whose instruments trade in another currency than USD are imported into an account of the
 * currency they convert into with their own rates (issue 27; into a USD account they would need
 * the user's rates): the statement's base (IBKR: CHF), the account currency of the file, or the
 * instruments' own (Coinbase and Bitstamp quote in EUR).
 */
const ACCOUNT_CURRENCY: Record<string, string> = {
  'ibkr/IBActivityStatement.xml': 'CHF',
  'trading212/transactions.csv': 'GBP',
  'freetrade/transactions.csv': 'GBP',
  'coinbase/coinbase-export.csv': 'EUR',
  'bitstamp/bitstamp.csv': 'EUR',
  // Degiro's statement carries no per-trade rate: its USD fills convert at the user's rate (beforeAll).
  'degiro/degiro-export.csv': 'EUR',
};

describe.each(FILES)('%s', (file) => {
  itWithCorpus(file)(
    'imports, re-imports adding zero executions and zero trades, and undo leaves the account as it was',
    async () => {
      const currency = ACCOUNT_CURRENCY[file] ?? 'USD';
      const accountId = (
        await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ currency }), { token: a.token })
      ).body.id;
      const first = await importFile(accountId, file);
      expect(first).toMatchObject({ status: 'done', error: null });
      expect(first.summary.executions_added).toBeGreaterThan(0);
      // The trades the import built from its spilled fills are those the stored fills make.
      expect(await rebuiltFromTable(accountId)).toEqual({
        created: 0,
        updated: 0,
        deleted: 0,
        open: first.summary.open_positions,
        unmatched: first.summary.unmatched_closes,
      });
      const after = await dump(accountId);
      const again = await importFile(accountId, file);
      expect(again.summary).toMatchObject({
        executions_added: 0,
        trades_created: 0,
        trades_updated: 0,
        trades_deleted: 0,
      });
      expect(again.summary.executions_duplicate).toBe(first.summary.executions_added);
      expect(await dump(accountId)).toEqual(after);
      await rest(app.baseUrl, 'DELETE', `/api/imports/${again.id}`, undefined, { token: a.token });
      expect(await dump(accountId)).toEqual(after);
      await rest(app.baseUrl, 'DELETE', `/api/imports/${first.id}`, undefined, { token: a.token });
      expect(await dump(accountId)).toEqual([]);
      expect(await flowsOf(accountId)).toEqual([]);
    },
  );
});

import { corpusText } from '../../../server/src/modules/imports/parsers/__tests__/corpus';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(300000);

// Every corpus file a parser reads (binance is refused whole as a ledger without fills: see unsupported.corpus.test.ts).
const FILES = [
  'ibkr/ibkr-flex-report.xml',
  'ibkr/IBActivityStatement.xml',
  'ibkr/ibkr_activity.csv',
  'ibkr/test_basic.csv',
  'ibkr/ibkr-trades-export.csv',
  'ibkr/tradetally-inline-ibkr-trade-confirmation-futures.csv',
  'tradovate/tradovate-paired-trades-sample.csv',
  'tradovate/Performance.csv',
  'tradovate/tradovate_export.csv',
  'tastytrade/CL Future.csv',
  'tastytrade/MES LT112.csv',
  'tastytrade/transaction_history_Individual-60_07_25_2021 5_02 PM.csv',
  'schwab/schwab_csv_brokerage_XX876_Transactions_20220731.csv',
  'schwab/schwab_transactions.csv',
  'fidelity/fidelity_csv_all_accounts_transactions_20251204.csv',
  'etrade/etrade_09092023.QFX',
  'trading212/from_2020-09-11_to_2021-04-02.csv',
  'trading212/transactions.csv',
  'trading212/trading212-export.csv',
  'freetrade/transactions.csv',
  'degiro/degiro-export.csv',
  'etoro/etoro-export.csv',
  'xtb/xtb-export.csv',
  'saxo/saxo-export.csv',
  'coinbase/coinbase-export.csv',
  'coinbase/coinbasepro.csv',
  'kucoin/kucoin_order_history.csv',
  'bitstamp/bitstamp.csv',
  'generic/Template.csv',
  'thinkorswim/tradetally-inline-tos-cash-balance-issue322.csv',
  'webull/tradetally-inline-webull-options-export.csv',
  'webull/tradetally-inline-webull-orders-gmt-offset.csv',
  'tradestation/tradetally-inline-tradestation-detailed-fees.csv',
  'tradestation/tradetally-inline-tradestation-occ-option.csv',
  'ninjatrader/tradetally-inline-ninjatrader-semicolon-eu.csv',
  'topstepx-projectx/tradetally-inline-projectx-order-history.csv',
  'lightspeed/tradetally-inline-lightspeed.csv',
  'metatrader/tradetally-inline-mt5-italian-history.csv',
];

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
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

describe.each(FILES)('%s', (file) => {
  it('imports, re-imports adding zero executions and zero trades, and undo leaves the account as it was', async () => {
    const accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
    const first = await importFile(accountId, file);
    expect(first).toMatchObject({ status: 'done', error: null });
    expect(first.summary.executions_added).toBeGreaterThan(0);
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
  });
});

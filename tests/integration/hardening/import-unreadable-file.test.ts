import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 29 item 4: a file the CSV reader cannot read, or an IBKR XML behind a long DOCTYPE, is
// the caller's mistake: 422 naming where the file breaks, and nothing written.
jest.setTimeout(60000);

let app: TestApp;
let user: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: user.token })).body.id;
});
afterAll(() => app?.close());

async function upload(fields: Record<string, string>, name: string, text: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ account_id: accountId, timezone: 'UTC', ...fields })) form.set(k, v);
  form.set('file', new Blob([text]), name);
  const res = await fetch(`${app.baseUrl}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const written = async () =>
  (
    await app.db.dataSource.query(
      `SELECT (SELECT count(*) FROM executions WHERE user_id = $1)::int AS executions,
              (SELECT count(*) FROM trades WHERE user_id = $1)::int AS trades,
              (SELECT count(*) FROM import_batches WHERE user_id = $1)::int AS batches`,
      [user.id],
    )
  )[0];

const MAPPING = JSON.stringify({ symbol: 'Symbol', side: 'Side', quantity: 'Qty', price: 'Price', executedAt: 'Time' });

describe('an unreadable import file', () => {
  it('a stray quote is a 422 naming its row and column, detected or with the format named, and writes nothing', async () => {
    const text = 'Symbol,Side,Qty,Price,Time\nMSFT,buy,1,10,2026-01-05 10:00\n"AAPL"x,buy,1,10,2026-01-05 10:00\n';
    const generic = await upload({ dry_run: 'true', format: 'generic', mapping: MAPPING }, 'bad.csv', text);
    expect(generic.status).toBe(422);
    expect(generic.body.detail).toMatch(/row 3, column 1/);
    // The red team's file: a quote closed in the middle of the header's first cell.
    const auto = await upload({ dry_run: 'true', format: 'lightspeed' }, 'bad.csv', '"a"b,c\n1,2\n');
    expect(auto.status).toBe(422);
    expect(auto.body.detail).toMatch(/row 1, column 1/);
    expect(await written()).toEqual({ executions: 0, trades: 0, batches: 0 });
  });

  it('a header the reader cannot read fails the mapping check with a 422, and a queued import of such a file fails by name', async () => {
    const header = await upload(
      { dry_run: 'true', format: 'generic', mapping: MAPPING },
      'bad.csv',
      '"Symbol"x,Side\n',
    );
    expect(header.status).toBe(422);
    expect(header.body.detail).toMatch(/row 1, column 1/);
    const queued = await upload({ format: 'lightspeed' }, 'bad.csv', '"a"b,c\n1,2\n');
    expect(queued.status).toBe(202);
    let batch = queued.body;
    while (['queued', 'running'].includes(batch.status)) {
      await new Promise((r) => setTimeout(r, 50)); // polls as a client would
      batch = (await rest(app.baseUrl, 'GET', `/api/imports/${batch.id}`, undefined, { token: user.token })).body;
    }
    expect(batch).toMatchObject({ status: 'failed', error: expect.stringMatching(/row 1, column 1/) });
    expect(await written()).toMatchObject({ executions: 0, trades: 0 });
  });

  it('an IBKR Flex XML behind a DOCTYPE over 2 KB is read as XML, not sent to CSV detection', async () => {
    const entities = Array.from({ length: 60 }, (_, i) => `<!ENTITY note${i} '"quoted", as statements write them'>`);
    const doctype = `<!DOCTYPE FlexQueryResponse [\n${entities.join('\n')}\n]>`;
    expect(doctype.length).toBeGreaterThan(2048);
    const xml = `<?xml version="1.0"?>\n${doctype}\n<FlexQueryResponse queryName="q" type="AF"><FlexStatements count="1"><FlexStatement><Trades>
<Trade assetCategory="STK" symbol="AAPL" buySell="BUY" quantity="10" tradePrice="100" ibCommission="-1" dateTime="20260105;100000" levelOfDetail="EXECUTION" tradeID="1"/>
</Trades></FlexStatement></FlexStatements></FlexQueryResponse>`;
    const res = await upload({ dry_run: 'true' }, 'flex.xml', xml);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: 'ibkr-flex-xml', executions: 1 });
  });

  it('an XML file no parser knows is a 422 that says so, never a 500', async () => {
    // Quotes in the internal subset are what broke the CSV reader the file fell into.
    const doctype = `<!DOCTYPE x [\n${`<!ENTITY e '"a"b'>\n`.repeat(100)}]>`;
    const res = await upload({ dry_run: 'true' }, 'odd.xml', `<?xml version="1.0"?>\n${doctype}\n<Other a="1"/>`);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^This XML file is not a supported format/);
    expect(await written()).toMatchObject({ executions: 0, trades: 0 });
  });
});

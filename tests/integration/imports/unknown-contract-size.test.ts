// Issue 27 item 6: a futures root with no known contract size (XYZZ6) imports with multiplier 1;
// the preview says so — REST dry run (what the Import screen shows) and GraphQL alike — until the
// user sets the root's size in Settings → Contract multipliers.
import { corpusText } from '../../../server/src/modules/imports/parsers/__tests__/corpus';
import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const XYZ_WARNING = 'No contract size known for XYZ — 1 assumed; set it in Settings → Contract multipliers';
const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: user.token });

async function dryRun(user: TestUser, accountId: string, rows: string[]) {
  const form = new FormData();
  form.set('account_id', accountId);
  form.set('timezone', 'UTC');
  form.set('format', 'generic');
  form.set('dry_run', 'true');
  form.set(
    'mapping',
    JSON.stringify({
      symbol: 'Ticker',
      side: 'Action',
      quantity: 'Qty',
      price: 'Fill Price',
      executedAt: 'Trade Date',
      market: 'Market',
      dateOrder: 'YMD',
    }),
  );
  form.set('file', new Blob([['Trade Date,Ticker,Action,Qty,Fill Price,Market', ...rows].join('\n')]), 'f.csv');
  const res = await fetch(`${app.baseUrl}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return res.json();
}

const ROWS = [
  '2026-07-01 14:00:00,XYZZ6,buy,1,100,futures',
  '2026-07-01 14:30:00,XYZZ6,sell,1,104,futures',
  '2026-07-01 15:00:00,ESZ6,buy,1,6000,futures',
  '2026-07-01 15:30:00,ESZ6,sell,1,6001,futures',
  '2026-07-01 16:00:00,AAPL,buy,10,200,stocks',
];

describe('import preview: unknown contract sizes', () => {
  it('REST dry run warns once for XYZ (not ES, not a stock); gone once the user sets XYZ', async () => {
    const accountId = (await call(a, 'POST', '/api/accounts/', accountPayload())).body.id;
    const before = await dryRun(a, accountId, ROWS);
    expect(before.warnings).toEqual([XYZ_WARNING]);
    // The P&L it previews is in points: exactly what the warning is about.
    const xyz = before.round_trips.first.find((t: { symbol: string }) => t.symbol === 'XYZZ6');
    expect(xyz.pnl).toBe('4');

    expect((await call(a, 'PUT', '/api/contract-multipliers/XYZ', { point_value: '12.5' })).status).toBe(200);
    const after = await dryRun(a, accountId, ROWS);
    expect(after.warnings).toEqual([]);
    expect(after.round_trips.first.find((t: { symbol: string }) => t.symbol === 'XYZZ6').pnl).toBe('50');
  });

  it('GraphQL previewImport warns too (a TopstepX file of an unknown root), per user', async () => {
    const accountId = (await call(b, 'POST', '/api/accounts/', accountPayload())).body.id;
    const content = corpusText('topstepx-projectx/tradetally-inline-projectx-order-history.csv').replace(
      /MESM6/g,
      'XYZM6',
    );
    const preview = await gql(
      app.baseUrl,
      'mutation ($input: ImportFileInput!) { previewImport(input: $input) { format warnings } }',
      { input: { accountId, fileName: 'projectx.csv', content, timezone: 'UTC' } },
      { token: b.token },
    );
    expect(preview.data.previewImport).toEqual({ format: 'projectx', warnings: [XYZ_WARNING] });
    // The known root of the original file: no warning.
    const known = await gql(
      app.baseUrl,
      'mutation ($input: ImportFileInput!) { previewImport(input: $input) { warnings } }',
      {
        input: {
          accountId,
          fileName: 'projectx.csv',
          content: corpusText('topstepx-projectx/tradetally-inline-projectx-order-history.csv'),
          timezone: 'UTC',
        },
      },
      { token: b.token },
    );
    expect(known.data.previewImport.warnings).toEqual([]);
  });
});

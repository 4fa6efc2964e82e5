import { codeOf, gql, rest } from '../../support/api-client';
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

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: user.token });

const HEADER = ['Trade Date', 'Ticker', 'Action', 'Qty', 'Fill Price'];
const MAPPING = { symbol: 'Ticker', side: 'Action', quantity: 'Qty', price: 'Fill Price', executedAt: 'Trade Date' };

describe('saved mapping templates', () => {
  it('REST: saves by name (a second save replaces), lists per user, refuses a mapping the header lacks, deletes', async () => {
    const saved = await call(a, 'POST', '/api/import-mapping-templates', {
      name: 'My broker',
      header: HEADER,
      mapping: MAPPING,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'My broker', header: HEADER, mapping: MAPPING });
    const replaced = await call(a, 'POST', '/api/import-mapping-templates', {
      name: 'My broker',
      header: HEADER,
      mapping: { ...MAPPING, dateOrder: 'DMY' },
    });
    expect(replaced.body.id).toBe(saved.body.id);
    expect((await call(a, 'GET', '/api/import-mapping-templates')).body).toEqual([
      expect.objectContaining({ id: saved.body.id, mapping: { ...MAPPING, dateOrder: 'DMY' } }),
    ]);
    expect((await call(b, 'GET', '/api/import-mapping-templates')).body).toEqual([]);

    const missing = await call(a, 'POST', '/api/import-mapping-templates', {
      name: 'Broken',
      header: HEADER,
      mapping: { ...MAPPING, price: 'Limit Price' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.mapping).toMatch(/Limit Price/);
    const noName = await call(a, 'POST', '/api/import-mapping-templates', {
      name: ' ',
      header: HEADER,
      mapping: MAPPING,
    });
    expect(noName.status).toBe(422);
    expect(noName.body.errors).toHaveProperty('name');
    const badShape = await call(a, 'POST', '/api/import-mapping-templates', {
      name: 'x',
      header: HEADER,
      mapping: 'x',
    });
    expect(badShape.status).toBe(422);

    expect((await call(b, 'DELETE', `/api/import-mapping-templates/${saved.body.id}`)).status).toBe(404);
    expect((await call(a, 'DELETE', `/api/import-mapping-templates/${saved.body.id}`)).status).toBe(200);
    expect((await call(a, 'GET', '/api/import-mapping-templates')).body).toEqual([]);
  });

  it('GraphQL: saves and lists a template with its mapping', async () => {
    const res = await gql(
      app.baseUrl,
      `mutation($input: ImportMappingTemplateInput!) { saveImportMappingTemplate(input: $input) { id name header mapping { symbol price commission decimalMark } } }`,
      { input: { name: 'Semicolons', header: HEADER, mapping: { ...MAPPING, decimalMark: ',' } } },
      { token: b.token },
    );
    expect(res.data.saveImportMappingTemplate).toMatchObject({
      name: 'Semicolons',
      header: HEADER,
      mapping: { symbol: 'Ticker', price: 'Fill Price', commission: null, decimalMark: ',' },
    });
    const list = await gql(
      app.baseUrl,
      `{ importMappingTemplates { name mapping { executedAt } } }`,
      {},
      { token: b.token },
    );
    expect(list.data.importMappingTemplates).toEqual([{ name: 'Semicolons', mapping: { executedAt: 'Trade Date' } }]);
    const bad = await gql(
      app.baseUrl,
      `mutation($input: ImportMappingTemplateInput!) { saveImportMappingTemplate(input: $input) { id } }`,
      { input: { name: 'Bad', header: HEADER, mapping: { ...MAPPING, dateOrder: 'XYZ' } } },
      { token: b.token },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });
});

// Tradovate-style fills of a root the table knows (MES, 5) and one it lacks (XYZ).
async function importGeneric(user: TestUser, accountId: string, rows: string[]) {
  const form = new FormData();
  form.set('account_id', accountId);
  form.set('timezone', 'UTC');
  form.set('format', 'generic');
  form.set('mapping', JSON.stringify({ ...MAPPING, market: 'Market', dateOrder: 'YMD' }));
  form.set('file', new Blob([['Trade Date,Ticker,Action,Qty,Fill Price,Market', ...rows].join('\n')]), 'f.csv');
  const res = await fetch(`${app.baseUrl}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  expect(res.status).toBe(202);
  const { id } = await res.json();
  for (;;) {
    const batch = (await call(user, 'GET', `/api/imports/${id}`)).body;
    if (!['queued', 'running'].includes(batch.status)) return batch;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('per-user contract multipliers', () => {
  it('lists the built-in table, overrides and adds roots per user, and refuses bad input', async () => {
    const list = (await call(a, 'GET', '/api/contract-multipliers')).body;
    expect(list).toEqual(
      expect.arrayContaining([
        { root: 'ES', name: 'E-mini S&P 500', built_in: '50', own: null, point_value: '50' },
        { root: 'MYM', name: 'Micro E-mini Dow', built_in: '0.5', own: null, point_value: '0.5' },
      ]),
    );
    const set = await call(a, 'PUT', '/api/contract-multipliers/mes', { point_value: '6.5' });
    expect(set.body).toMatchObject({ root: 'MES', built_in: '5', own: '6.5', point_value: '6.5' });
    const added = await gql(
      app.baseUrl,
      `mutation { setContractMultiplier(root: "XYZ", pointValue: "12.5") { root name builtIn own pointValue } }`,
      {},
      { token: a.token },
    );
    expect(added.data.setContractMultiplier).toEqual({
      root: 'XYZ',
      name: null,
      builtIn: null,
      own: '12.5',
      pointValue: '12.5',
    });
    expect(
      (await call(b, 'GET', '/api/contract-multipliers')).body.find((r: { root: string }) => r.root === 'MES'),
    ).toMatchObject({
      own: null,
      point_value: '5',
    });
    for (const [root, value, field] of [
      ['ES', '0', 'point_value'],
      ['ES', '-5', 'point_value'],
      ['ES', 'abc', 'point_value'],
      ['TOOLONGROOT', '5', 'root'],
    ]) {
      const res = await call(a, 'PUT', `/api/contract-multipliers/${root}`, { point_value: value });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty(field);
    }
    expect((await call(a, 'DELETE', '/api/contract-multipliers/NQ')).status).toBe(404);
    expect((await call(b, 'DELETE', '/api/contract-multipliers/XYZ')).status).toBe(404);
    expect((await call(a, 'DELETE', '/api/contract-multipliers/XYZ')).body).toEqual({ root: 'XYZ' });
    expect(
      (await call(a, 'GET', '/api/contract-multipliers')).body.some((r: { root: string }) => r.root === 'XYZ'),
    ).toBe(false);
  });

  it('the import and a futures trade without a multiplier use the user’s point value before the table', async () => {
    await call(a, 'PUT', '/api/contract-multipliers/MES', { point_value: '6.5' });
    await call(a, 'PUT', '/api/contract-multipliers/XYZ', { point_value: '12.5' });
    const accountId = (await call(a, 'POST', '/api/accounts/', accountPayload())).body.id;
    const batch = await importGeneric(a, accountId, [
      '2025-07-01 14:00:00,MESU5,buy,2,6000,futures',
      '2025-07-01 14:30:00,MESU5,sell,2,6010,futures',
      '2025-07-01 15:00:00,XYZU5,buy,1,100,futures',
      '2025-07-01 15:30:00,XYZU5,sell,1,104,futures',
    ]);
    expect(batch).toMatchObject({ status: 'done', summary: { trades_created: 2 } });
    const trades = (await call(a, 'GET', `/api/trades?account_id=${accountId}`)).body.trades;
    const bySymbol = Object.fromEntries(trades.map((t: { symbol: string }) => [t.symbol, t]));
    expect(bySymbol.MESU5).toMatchObject({ multiplier: 6.5, pnl: 130 });
    expect(bySymbol.XYZU5).toMatchObject({ multiplier: 12.5, pnl: 50 });

    // Another user's import of the same file uses the table (MES 5; XYZ unknown: 1).
    const other = (await call(b, 'POST', '/api/accounts/', accountPayload())).body.id;
    await importGeneric(b, other, [
      '2025-07-01 14:00:00,MESU5,buy,2,6000,futures',
      '2025-07-01 14:30:00,MESU5,sell,2,6010,futures',
    ]);
    const [theirs] = (await call(b, 'GET', `/api/trades?account_id=${other}`)).body.trades;
    expect(theirs).toMatchObject({ multiplier: 5, pnl: 100 });

    const manual = await call(a, 'POST', '/api/trades/', {
      account_id: accountId,
      symbol: 'MESZ5',
      market: 'futures',
      trade_type: 'long',
      entry_price: 6000,
      exit_price: 6001,
      quantity: 1,
      entry_date: '2025-07-02T14:00:00Z',
      exit_date: '2025-07-02T15:00:00Z',
    });
    expect(manual.body).toMatchObject({ multiplier: 6.5, pnl: 6.5 });
    await call(a, 'DELETE', '/api/contract-multipliers/MES');
    const back = await call(a, 'POST', '/api/trades/', {
      account_id: accountId,
      symbol: 'MESZ5',
      market: 'futures',
      trade_type: 'long',
      entry_price: 6000,
      exit_price: 6001,
      quantity: 1,
      entry_date: '2025-07-03T14:00:00Z',
      exit_date: '2025-07-03T15:00:00Z',
    });
    expect(back.body).toMatchObject({ multiplier: 5, pnl: 5 });

    // A changed point value rebuilds the imported trades of that root at once; manual trades keep theirs.
    const after = (await call(a, 'GET', `/api/trades?account_id=${accountId}`)).body.trades;
    const find = (symbol: string, entry: string) =>
      after.find((t: { symbol: string; entry_date: string }) => t.symbol === symbol && t.entry_date.startsWith(entry));
    expect(find('MESU5', '2025-07-01')).toMatchObject({ multiplier: 5, pnl: 100 });
    expect(find('MESZ5', '2025-07-02')).toMatchObject({ multiplier: 6.5, pnl: 6.5 });
    await call(a, 'PUT', '/api/contract-multipliers/XYZ', { point_value: '20' });
    const xyz = (await call(a, 'GET', `/api/trades?account_id=${accountId}`)).body.trades.find(
      (t: { symbol: string }) => t.symbol === 'XYZU5',
    );
    expect(xyz).toMatchObject({ multiplier: 20, pnl: 80 });
  });
});

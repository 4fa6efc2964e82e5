import { corpusText } from '../../../server/src/modules/imports/parsers/__tests__/corpus';
import { codeOf, gql, rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
});
afterAll(() => app?.close());

const BATCH = `id status format accountId fileName rowsTotal rowsDone error
  summary { executionsAdded executionsDuplicate tradesCreated tradesUpdated openPositions unmatchedCloses rowsSkipped { kind count } errors { row message } }`;
const file = () => ({
  accountId,
  fileName: 'projectx.csv',
  content: corpusText('topstepx-projectx/tradetally-inline-projectx-order-history.csv'),
  timezone: 'UTC',
});

async function finished(id: string, token = a.token) {
  for (;;) {
    const res = await gql(app.baseUrl, `query ($id: ID!) { importBatch(id: $id) { ${BATCH} } }`, { id }, { token });
    if (!['queued', 'running'].includes(res.data.importBatch.status)) return res.data.importBatch;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('GraphQL imports', () => {
  it('previews, starts, lists and undoes an import through the same service as REST', async () => {
    const preview = await gql(
      app.baseUrl,
      `mutation ($input: ImportFileInput!) { previewImport(input: $input) {
      format closed open unmatchedCloses netPnl rowsSkipped { kind count } firstRoundTrips { symbol tradeType quantity pnl } } }`,
      { input: file() },
      { token: a.token },
    );
    expect(preview.data.previewImport).toEqual({
      format: 'projectx',
      closed: 2,
      open: 0,
      unmatchedCloses: 0,
      netPnl: '41.25',
      rowsSkipped: [{ kind: 'rejected order', count: 1 }],
      firstRoundTrips: [
        { symbol: 'MESM6', tradeType: 'long', quantity: '1', pnl: '16.25' },
        { symbol: 'MESM6', tradeType: 'short', quantity: '2', pnl: '25' },
      ],
    });
    const started = await gql(
      app.baseUrl,
      `mutation ($input: ImportFileInput!) { startImport(input: $input) { id status } }`,
      { input: file() },
      { token: a.token },
    );
    expect(started.data.startImport.status).toBe('queued');
    const batch = await finished(started.data.startImport.id);
    expect(batch).toMatchObject({
      status: 'done',
      format: 'projectx',
      rowsTotal: 6,
      summary: { executionsAdded: 5, tradesCreated: 2, rowsSkipped: [{ kind: 'rejected order', count: 1 }] },
    });
    const list = await gql(app.baseUrl, `{ importBatches { id } }`, {}, { token: a.token });
    expect(list.data.importBatches).toEqual([{ id: batch.id }]);
    expect((await gql(app.baseUrl, `{ importBatches { id } }`, {}, { token: b.token })).data.importBatches).toEqual([]);
    const undone = await gql(
      app.baseUrl,
      `mutation ($id: ID!) { undoImport(id: $id) { status } }`,
      { id: batch.id },
      { token: a.token },
    );
    expect(undone.data.undoImport.status).toBe('undone');
    expect(
      (await rest(app.baseUrl, 'GET', `/api/trades?account_id=${accountId}`, undefined, { token: a.token })).body.total,
    ).toBe(0);
  });

  it("answers BAD_USER_INPUT for a file of no supported format and NOT_FOUND for another user's batch", async () => {
    const bad = await gql(
      app.baseUrl,
      `mutation ($input: ImportFileInput!) { startImport(input: $input) { id } }`,
      { input: { ...file(), content: 'a,b,c\n1,2,3\n' } },
      { token: a.token },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/^This file is not a supported format \(tried: /);
    const started = await gql(
      app.baseUrl,
      `mutation ($input: ImportFileInput!) { startImport(input: $input) { id } }`,
      { input: file() },
      { token: a.token },
    );
    await finished(started.data.startImport.id);
    const other = await gql(
      app.baseUrl,
      `query ($id: ID!) { importBatch(id: $id) { id } }`,
      { id: started.data.startImport.id },
      { token: b.token },
    );
    expect(codeOf(other)).toBe('NOT_FOUND');
  });
});

// The explorer's saved operations over GraphQL: per user, replaced by name, validated, private.
import { codeOf, gql } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const SAVE = `mutation($input: SaveOperationInput!) { saveOperation(input: $input) { id name query variables } }`;
const LIST = `{ savedOperations { id name query variables } }`;

it('saves, lists by name, replaces under the same name, and deletes', async () => {
  const first = await gql<{ saveOperation: { id: string } }>(
    app.baseUrl,
    SAVE,
    { input: { name: 'Weekdays', query: '{ me { id } }', variables: '{"x": 1}' } },
    { token: a.token },
  );
  expect(first.errors).toBeUndefined();
  await gql(app.baseUrl, SAVE, { input: { name: 'Accounts', query: '{ accounts { id } }' } }, { token: a.token });
  const replaced = await gql<{ saveOperation: { id: string; query: string } }>(
    app.baseUrl,
    SAVE,
    { input: { name: 'Weekdays', query: '{ me { email } }' } },
    { token: a.token },
  );
  expect(replaced.data!.saveOperation).toMatchObject({ id: first.data!.saveOperation.id, query: '{ me { email } }' });
  const list = await gql<{ savedOperations: { name: string; variables: string | null }[] }>(
    app.baseUrl,
    LIST,
    {},
    {
      token: a.token,
    },
  );
  expect(list.data!.savedOperations.map((o) => [o.name, o.variables])).toEqual([
    ['Accounts', null],
    ['Weekdays', null],
  ]);
  const del = await gql(
    app.baseUrl,
    `mutation($id: ID!) { deleteSavedOperation(id: $id) }`,
    { id: first.data!.saveOperation.id },
    {
      token: a.token,
    },
  );
  expect(del.errors).toBeUndefined();
  const after = await gql<{ savedOperations: { name: string }[] }>(app.baseUrl, LIST, {}, { token: a.token });
  expect(after.data!.savedOperations.map((o) => o.name)).toEqual(['Accounts']);
});

it("keeps each user's operations private: another user neither sees nor deletes them", async () => {
  const mine = await gql<{ saveOperation: { id: string } }>(
    app.baseUrl,
    SAVE,
    { input: { name: 'Private', query: '{ me { id } }' } },
    { token: a.token },
  );
  const theirs = await gql<{ savedOperations: unknown[] }>(app.baseUrl, LIST, {}, { token: b.token });
  expect(theirs.data!.savedOperations).toEqual([]);
  const del = await gql(
    app.baseUrl,
    `mutation($id: ID!) { deleteSavedOperation(id: $id) }`,
    { id: mine.data!.saveOperation.id },
    {
      token: b.token,
    },
  );
  expect(codeOf(del)).toBe('NOT_FOUND');
});

it('refuses an empty name, an empty query and variables that are not a JSON object', async () => {
  for (const [input, field] of [
    [{ name: ' ', query: '{ me { id } }' }, 'name'],
    [{ name: 'x'.repeat(101), query: '{ me { id } }' }, 'name'],
    [{ name: 'Empty', query: '  ' }, 'query'],
    [{ name: 'Vars', query: '{ me { id } }', variables: '[1]' }, 'variables'],
    [{ name: 'Vars', query: '{ me { id } }', variables: '{oops' }, 'variables'],
  ] as const) {
    const r = await gql(app.baseUrl, SAVE, { input }, { token: a.token });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(Object.keys(r.errors![0].extensions!.fieldErrors!)).toEqual([field]);
  }
  expect(codeOf(await gql(app.baseUrl, LIST))).toBe('UNAUTHENTICATED');
});

import { rootLogger } from '../../../server/src/logger';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 29 item 5: an automatic persisted query the server does not hold, or one written wrong,
// is the client's mistake: PERSISTED_QUERY_NOT_FOUND (or a clear 400), never an internal error,
// and nothing at error level in the log.
jest.setTimeout(60000);

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
});
afterAll(() => app?.close());

async function post(body: unknown) {
  const res = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('persisted queries', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(rootLogger, 'error');
  });
  afterEach(() => errors.mockRestore());

  it('a hash the server does not hold answers PERSISTED_QUERY_NOT_FOUND, so a client can send the query', async () => {
    const res = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(res.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(res.status).toBeLessThan(500);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a hash that is not the query’s',
      { query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
    ],
    ['an unknown version', { extensions: { persistedQuery: { version: 2, sha256Hash: 'a'.repeat(64) } } }],
    ['a hash that is not a string', { extensions: { persistedQuery: { version: 1, sha256Hash: 42 } } }],
    ['a persistedQuery that is not an object', { extensions: { persistedQuery: 'x' } }],
    ['extensions that are not an object', { query: '{ me { id } }', extensions: 'x' }],
  ])('%s is a 400 with a clear message, logged below error level', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/persisted|extensions/i);
    expect(res.body.errors[0].message).not.toMatch(/internal/i);
    expect(errors).not.toHaveBeenCalled();
  });
});

import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Project-level testTimeout is not applied under the root multi-project config.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
});
afterAll(() => app?.close());

const auth = () => ({ authorization: `Bearer ${a.token}` });
const graphqlPost = (query: string, headers: Record<string, string> = auth()) =>
  fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

/** A version such as 5.2.0 or v20.1 anywhere in a header value or body. */
const VERSION = /\bv?\d+\.\d+(\.\d+)?\b/;

describe('Cache-Control on API answers', () => {
  it('marks authenticated JSON (REST and GraphQL) no-store', async () => {
    for (const path of [
      '/api/auth/me',
      '/api/accounts/',
      '/api/trades',
      '/api/analytics/stats',
      `/api/accounts/${accountId}`,
    ]) {
      const res = await fetch(`${app.baseUrl}${path}`, { headers: auth() });
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
    const gql = await graphqlPost('{ accounts { id } }');
    expect(gql.status).toBe(200);
    expect(gql.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the CSV export no-store', async () => {
    const res = await fetch(`${app.baseUrl}/api/reports/export.csv?period=yearly`, { headers: auth() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('marks token answers and errors no-store too', async () => {
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      body: new URLSearchParams({ username: a.email, password: a.password }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const unauthenticated = await fetch(`${app.baseUrl}/api/trades`);
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('cache-control')).toBe('no-store');
  });
});

describe('no landing page, no versions', () => {
  it('sends a browser opening /graphql to the bundled explorer instead of a landing page', async () => {
    const res = await fetch(`${app.baseUrl}/graphql`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/explorer');
    const body = await res.text();
    expect(body).not.toMatch(/apollo/i);
    expect(body).not.toMatch(VERSION);
  });

  it('still answers API clients on GET /graphql (JSON preferred) without a landing page', async () => {
    const res = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true', ...auth() },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { me: { id: a.id } } });
  });

  it('names no server and no version in any header or error body', async () => {
    const answers = await Promise.all([
      fetch(`${app.baseUrl}/healthz`),
      fetch(`${app.baseUrl}/api/auth/me`, { headers: auth() }),
      fetch(`${app.baseUrl}/api/nowhere`, { headers: auth() }),
      fetch(`${app.baseUrl}/api/trades`),
      graphqlPost('{ me { id } }'),
      graphqlPost('{ nope }'),
      graphqlPost('{ me { id } '),
      fetch(`${app.baseUrl}/graphql`, { method: 'PUT', headers: { accept: 'text/html' } }),
    ]);
    for (const res of answers) {
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('server')).toBeNull();
      for (const [name, value] of res.headers) {
        if (['date', 'content-length', 'etag', 'last-modified'].includes(name)) continue;
        expect(`${name}: ${value}`).not.toMatch(VERSION);
      }
      expect(await res.text()).not.toMatch(VERSION);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../../server/src/db/embedded-postgres';
import { findFreePort } from '../../../server/src/db/free-port';
import { restLogin } from '../../support/api-client';
import { startServer, type StartedServer } from '../../support/server-process';

// Two cluster starts, a demo seed and an outage: far beyond jest's default.
jest.setTimeout(180000);

/**
 * Generous bound on one call during the outage: the connect timeout is 3 s, so an answer must
 * come well before this; before the fix calls could hang for 30 s. (An aborted fetch fails the
 * test with "The operation was aborted due to timeout".)
 */
const NO_HANG_MS = 15000;

async function call(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(NO_HANG_MS) });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
}

const ME = JSON.stringify({ query: '{ me { email } }' });

/**
 * A REAL PostgreSQL (its own throwaway cluster) under the REAL built server: stopped while the
 * server runs, then started again. A signed-in caller must get 503 + Retry-After (REST) and
 * SERVICE_UNAVAILABLE (GraphQL) during the outage — never 401/UNAUTHENTICATED, which makes
 * clients sign their users out — and the same token must work again once the database is back.
 */
describe('a database outage under a running server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-outage-'));
  let pg: EmbeddedPostgresHandle | null = null;
  let server: StartedServer | null = null;

  afterAll(async () => {
    await server?.stop();
    await pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with a retry hint while PostgreSQL is down, and 200 with the same token after it returns', async () => {
    const port = await findFreePort();
    pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'candlog', port });
    server = await startServer({ ownDatabase: true, demo: true, env: { DATABASE_URL: pg.url('candlog') } });
    const base = server.baseUrl;

    const login = await restLogin(base, 'demo@candlog.app', 'candlog-demo');
    expect(login.status).toBe(200);
    const auth = { Authorization: `Bearer ${login.body.access_token}` };
    const gqlInit = { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: ME };
    expect((await call(`${base}/api/auth/me`, { headers: auth })).status).toBe(200);
    expect((await call(`${base}/graphql`, gqlInit)).body.data.me.email).toBe('demo@candlog.app');

    await pg.stop();
    pg = null;

    const restDown = await call(`${base}/api/auth/me`, { headers: auth });
    expect(restDown.status).toBe(503);
    expect(restDown.retryAfter).toMatch(/^\d+$/);
    expect(restDown.body.detail).toMatch(/temporarily unavailable/i);

    const gqlDown = await call(`${base}/graphql`, gqlInit);
    expect(gqlDown.status).toBe(503);
    expect(gqlDown.retryAfter).toMatch(/^\d+$/);
    expect(gqlDown.body.errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: expect.any(Number) });

    // A data read (past the token check, which answers from the same pool) and a sign-in.
    const tradesDown = await call(`${base}/api/trades`, { headers: auth });
    expect(tradesDown.status).toBe(503);
    const loginDown = await call(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo@candlog.app', password: 'candlog-demo' }).toString(),
    });
    expect(loginDown.status).toBe(503);
    expect((await call(`${base}/healthz`)).status).toBe(503);

    // The database comes back on the same port; the server recovers by itself.
    pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'candlog', port });
    let health = 0;
    for (let i = 0; i < 60 && health !== 200; i += 1) {
      health = (await call(`${base}/healthz`)).status;
      if (health !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(health).toBe(200);
    const restBack = await call(`${base}/api/auth/me`, { headers: auth });
    expect(restBack).toMatchObject({ status: 200, body: { email: 'demo@candlog.app' } });
    const gqlBack = await call(`${base}/graphql`, gqlInit);
    expect(gqlBack).toMatchObject({ status: 200, body: { data: { me: { email: 'demo@candlog.app' } } } });
    expect(server.output()).not.toMatch(/^\s+at /m); // warnings, not stack traces, during the outage
  });
});

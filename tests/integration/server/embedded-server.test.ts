import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeOf, gql, rest, restLogin } from '../../support/api-client';
import { startServer, type StartedServer } from '../../support/server-process';

// initdb, a demo seed and several restarts: far beyond jest's 5 s default.
jest.setTimeout(180000);

/**
 * The real built server (`node server/dist/main.js`) with no DATABASE_URL and no JWT_SECRET:
 * it starts its own embedded PostgreSQL in a temp data dir, seeds the demo user, and a second
 * start on the same dir finds everything again.
 */
describe('the built server in embedded mode', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-embedded-'));
  let server: StartedServer | null = null;
  const embeddedEnv = { JWT_SECRET: '', DATABASE_URL: '', DEMO_MODE: '' };

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves /healthz, signs in the demo user over REST and GraphQL, and stops its PostgreSQL cleanly', async () => {
    server = await startServer({ ownDatabase: true, dataDir, env: embeddedEnv, readyTimeoutMs: 120000 });
    expect(await (await fetch(`${server.baseUrl}/healthz`)).json()).toEqual({ status: 'ok', database: 'ok' });
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const login = await restLogin(server.baseUrl, 'demo@candlog.app', 'candlog-demo');
    expect(login.status).toBe(200);
    const token = login.body.access_token;
    const accounts = await rest(server.baseUrl, 'GET', '/api/accounts/', undefined, { token });
    expect(accounts.body.map((a: { currency: string }) => a.currency).sort()).toEqual(['EUR', 'JPY', 'USD']);

    const g = await gql(
      server.baseUrl,
      'mutation { login(email: "demo@candlog.app", password: "candlog-demo") { token user { isDemo } } }',
    );
    expect(g.data.login.user).toEqual({ isDemo: true });
    const gToken = g.data.login.token;
    const trades = await gql(server.baseUrl, '{ trades(limit: 1) { total } }', {}, { token: gToken });
    expect(trades.data.trades.total).toBeGreaterThan(500);

    // The demo password is fixed (the login screen shows it), and one account always remains.
    const change = await rest(
      server.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: 'candlog-demo', new_password: 'hijacked!' },
      { token },
    );
    expect(change).toMatchObject({ status: 403, body: { detail: 'The demo account cannot change its password' } });
    const ids: string[] = accounts.body.map((a: { id: string }) => a.id);
    for (const id of ids.slice(0, 2)) {
      expect(
        (
          await gql(
            server.baseUrl,
            `mutation($id: ID!) { deleteAccount(id: $id, password: "candlog-demo") }`,
            { id },
            { token: gToken },
          )
        ).data,
      ).toEqual({ deleteAccount: id });
    }
    const last = await gql(
      server.baseUrl,
      `mutation($id: ID!) { deleteAccount(id: $id, password: "candlog-demo") }`,
      { id: ids[2] },
      { token: gToken },
    );
    expect(codeOf(last)).toBe('FORBIDDEN');
    expect(last.errors![0].message).toBe('The demo account must keep at least one trading account');

    const spa = await fetch(`${server.baseUrl}/trades`, { headers: { Accept: 'text/html' } });
    expect(spa.status).toBe(200);
    expect(await spa.text()).toContain('<div id="root">');

    await server.stop();
    server = null;
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('starts again on the same data dir: data and sessions kept, demo seed idempotent', async () => {
    const secret = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    server = await startServer({ ownDatabase: true, dataDir, env: embeddedEnv, readyTimeoutMs: 120000 });
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
    const login = await restLogin(server.baseUrl, 'demo@candlog.app', 'candlog-demo');
    expect(login.status).toBe(200);
    const accounts = await rest(server.baseUrl, 'GET', '/api/accounts/', undefined, { token: login.body.access_token });
    expect(accounts.status).toBe(200);
    expect(accounts.body.length).toBeGreaterThanOrEqual(1);
  });

  it('recovers from a killed run: the orphaned PostgreSQL does not block the next start', async () => {
    const killed = server!;
    process.kill(killed.pid, 'SIGKILL');
    await killed.exited;
    // The killed server's postgres is still running and holds the data dir.
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);
    server = await startServer({ ownDatabase: true, dataDir, env: embeddedEnv, readyTimeoutMs: 120000 });
    expect(server.output()).toMatch(/from an earlier run \(pid \d+\) is still running; stopping it/);
    expect((await restLogin(server.baseUrl, 'demo@candlog.app', 'candlog-demo')).status).toBe(200);
  });
});

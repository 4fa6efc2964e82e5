// Issue 14 "Two instances, one database": two real server processes on one PostgreSQL and one
// Redis, behind nginx as `npm run start:cluster` runs them. A throttle trips across instances, a
// subscription on one instance sees a write on the other (also through nginx's WebSocket
// upgrade), the figure cache invalidates across instances, and killing one instance (SIGKILL) loses no committed write while the other keeps
// serving.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { rest, restLogin } from '../../support/api-client';
import { itWhen } from '../../support/not-run';
import { accountPayload, tradePayload } from '../../support/factories';
import { collect, liveClient, until, writeUntilHeard, type LiveClient } from '../../support/live-client';
import { TEST_REDIS_URL, redisIsUp } from '../../support/redis';
import { readFigures } from '../figure-cache/figure-client';
import { startServer, type StartedServer } from '../../support/server-process';
import { findFreePort } from '../../../server/src/db/free-port';
// The same nginx configuration `npm run start:cluster` writes.
import { findNginx, startNginx, writeNginxConfig } from '../../../scripts/cluster/nginx.cjs';

jest.setTimeout(240_000);

// Without nginx the tests are reported as not run, by name (the Redis they need is on every machine here).
const itWithNginx = itWhen(findNginx() !== null, 'needs nginx (apt-get install -y nginx, or NGINX_BIN)');

let a: StartedServer;
let b: StartedServer;
let proxyUrl: string;
let proxy: ChildProcess;
let nginxDir: string;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  if (!(await redisIsUp())) throw new Error(`No Redis answers at ${TEST_REDIS_URL}: the cluster test needs one.`);
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx): the cluster test runs it.');
  const shared = {
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    REGISTRATION_OPEN: 'true',
  };
  a = await startServer({ env: shared });
  b = await startServer({ env: { ...shared, DATABASE_URL: a.databaseUrl }, ownDatabase: true });
  const port = await findFreePort();
  nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-nginx-'));
  fs.chmodSync(nginxDir, 0o755);
  const upstreamPorts = [a, b].map((s) => Number(new URL(s.baseUrl).port));
  proxy = await startNginx(nginx, writeNginxConfig({ dir: nginxDir, listenPort: port, upstreamPorts }), port);
  proxyUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const s of sockets) await s.client.dispose();
  proxy?.kill('SIGTERM');
  await b?.stop();
  await a?.stop();
  if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
});

async function register(baseUrl: string): Promise<{ email: string; password: string; token: string }> {
  const email = `cluster-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'a-long-enough-secret-7';
  const res = await rest(baseUrl, 'POST', '/api/auth/register', { email, username: 'Cluster', password });
  expect(res.status).toBe(201);
  const login = await restLogin(baseUrl, email, password, { ip: '198.51.100.77' });
  return { email, password, token: login.body.access_token };
}

itWithNginx('the password throttle counts one caller once across the two instances', async () => {
  const user = await register(a.baseUrl);
  // A caller address of its own: the per-IP counters live in the real Redis and outlast the run,
  // so a fixed address would be throttled by the previous runs of this test within its window.
  const ip = `198.18.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const on = i % 2 === 0 ? a : b;
    statuses.push((await restLogin(on.baseUrl, user.email, 'wrong-password-1', { ip })).status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.slice(10)).toEqual([429, 429]);
});

itWithNginx('a subscription on instance A sees a trade written on instance B, directly and through nginx', async () => {
  const user = await register(a.baseUrl);
  const account = (await rest(b.baseUrl, 'POST', '/api/accounts', accountPayload(), { token: user.token })).body.id;
  const onA = liveClient(a.baseUrl, user.token);
  const viaProxy = liveClient(proxyUrl, user.token);
  sockets.push(onA, viaProxy);
  const query = `subscription { tradesChanged { kind trade { id } } }`;
  const direct = collect<{ tradesChanged: { kind: string; trade: { id: string } } }>(onA.client, query);
  const proxied = collect<{ tradesChanged: { kind: string; trade: { id: string } } }>(viaProxy.client, query);
  // Trades written on B until both subscribers (registered at their own pace) have heard of one.
  const created = await writeUntilHeard(
    async () => {
      const res = await rest(b.baseUrl, 'POST', '/api/trades', tradePayload(account), { token: user.token });
      expect(res.status).toBe(201);
      return res.body.id as string;
    },
    () => direct.events.length > 0 && proxied.events.length > 0,
    'both subscribers',
  );
  // The last trade reaches both: each was listening by then.
  const last = { kind: 'CREATED', trade: { id: created.at(-1) } };
  await until(
    () => [direct, proxied].every((s) => s.events.some((e) => e.tradesChanged.trade.id === last.trade.id)),
    5000,
    'the last trade on both',
  );
  for (const subscriber of [direct, proxied]) {
    for (const event of subscriber.events) expect(created).toContain(event.tradesChanged.trade.id);
    expect(subscriber.events.at(-1)!.tradesChanged).toEqual(last);
  }
});

itWithNginx('a figure answer cached on instance A is retired by a write on instance B', async () => {
  const user = await register(a.baseUrl);
  const account = (await rest(a.baseUrl, 'POST', '/api/accounts', accountPayload(), { token: user.token })).body.id;
  await readFigures(a.baseUrl, user.token, account);
  const warm = await readFigures(a.baseUrl, user.token, account);
  expect(warm.hit).toBe(true);
  // B answers from the entry A computed (bodies are shared through Redis).
  expect(await readFigures(b.baseUrl, user.token, account)).toEqual(warm);
  const created = await rest(b.baseUrl, 'POST', '/api/trades', tradePayload(account), { token: user.token });
  expect(created.status).toBe(201);
  const after = await readFigures(a.baseUrl, user.token, account);
  expect(after.hit).toBe(false);
  expect(JSON.parse(after.body).data.account.tradeCount).toBe(1);
  expect(JSON.parse(warm.body).data.account.tradeCount).toBe(0);
});

itWithNginx('killing one instance mid-stream loses no committed write, and the other keeps serving', async () => {
  const user = await register(proxyUrl);
  const account = (await rest(proxyUrl, 'POST', '/api/accounts', accountPayload(), { token: user.token })).body.id;
  const committed: string[] = [];
  let refused = 0;
  const write = async (i: number) => {
    const res = await rest(
      proxyUrl,
      'POST',
      '/api/trades',
      tradePayload(account, {
        notes: `write ${i}`,
        entry_date: `2024-03-01T10:${String(i % 60).padStart(2, '0')}:00Z`,
      }),
      { token: user.token },
    ).catch(() => null);
    if (res?.status === 201) committed.push(res.body.id);
    else refused += 1;
  };
  const writers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = w; i < 120; i += 4) await write(i);
  });
  await until(() => committed.length >= 30, 30_000, '30 writes');
  process.kill(a.pid, 'SIGKILL');
  await Promise.all(writers);
  await a.exited;

  // Everything answered 201 is stored; the survivor answers for it.
  const list = await rest(b.baseUrl, 'GET', `/api/trades?account_id=${account}&limit=500`, undefined, {
    token: user.token,
  });
  expect(list.status).toBe(200);
  const stored = new Set((list.body.trades as Array<{ id: string }>).map((t) => t.id));
  for (const id of committed) expect(stored.has(id)).toBe(true);
  // Writes after the kill went to B (nginx fails over): nearly all 120 committed.
  expect(committed.length + refused).toBe(120);
  expect(committed.length).toBeGreaterThanOrEqual(110);
  expect((await fetch(`${proxyUrl}/healthz`)).status).toBe(200);
});

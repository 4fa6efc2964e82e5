// Issue 14 "zero stale answers": two real server processes (the built server) share one
// PostgreSQL and one Redis; 1,000 random reads and writes go to either of them, some writes racing
// a read on the other instance, and every read that follows is compared with the same query on a
// third process with FIGURE_CACHE=off. Each user's operations run in order (so "fresh" is well
// defined); eight users run at once, so the instances are busy with interleaved work.
import crypto from 'node:crypto';
import { rest } from '../../support/api-client';
import { accountPayload, tradePayload } from '../../support/factories';
import { TEST_REDIS_URL, redisIsUp } from '../../support/redis';
import { startServer, type StartedServer } from '../../support/server-process';
import { readFigures, type FigureRead } from './figure-client';

jest.setTimeout(240_000);

const USERS = 8;
const OPERATIONS = 1000;

let a: StartedServer;
let b: StartedServer;
let uncached: StartedServer;

beforeAll(async () => {
  if (!(await redisIsUp())) throw new Error(`No Redis answers at ${TEST_REDIS_URL}: this test needs one.`);
  const shared = {
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    REGISTRATION_OPEN: 'true',
  };
  a = await startServer({ env: shared });
  const sameDatabase = { ...shared, DATABASE_URL: a.databaseUrl };
  [b, uncached] = await Promise.all([
    startServer({ env: sameDatabase, ownDatabase: true }),
    startServer({ env: { ...sameDatabase, FIGURE_CACHE: 'off' }, ownDatabase: true }),
  ]);
});

afterAll(async () => {
  await uncached?.stop();
  await b?.stop();
  await a?.stop();
});

/** A deterministic generator: a failure names its seed and can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Trader {
  token: string;
  accountId: string;
  tradeIds: string[];
}

async function register(): Promise<Trader> {
  const email = `stale-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'a-long-enough-secret-7';
  const res = await rest(a.baseUrl, 'POST', '/api/auth/register', { email, username: 'Stale', password });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.access_token ?? (await login(email, password));
  const account = await rest(a.baseUrl, 'POST', '/api/accounts', accountPayload(), { token });
  return { token, accountId: account.body.id, tradeIds: [] };
}

async function login(email: string, password: string): Promise<string> {
  const form = new URLSearchParams({ username: email, password });
  const res = await fetch(`${a.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return (await res.json()).access_token;
}

type Write = (on: StartedServer, t: Trader, rnd: () => number) => Promise<void>;

const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];

function randomTrade(t: Trader, rnd: () => number) {
  const day = 1 + Math.floor(rnd() * 27);
  const hour = Math.floor(rnd() * 20);
  const at = (h: number) => `2024-06-${String(day).padStart(2, '0')}T${String(h).padStart(2, '0')}:15:00Z`;
  return tradePayload(t.accountId, {
    entry_price: (1 + rnd() / 10).toFixed(4),
    exit_price: (1 + rnd() / 10).toFixed(4),
    quantity: 100 + Math.floor(rnd() * 5000),
    entry_date: at(hour),
    exit_date: at(hour + 1 + Math.floor(rnd() * 3)),
  });
}

async function expectOk(res: { status: number; body: unknown }, what: string): Promise<void> {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

const WRITES: Array<[string, Write]> = [
  [
    'REST create trade',
    async (on, t, rnd) => {
      const res = await rest(on.baseUrl, 'POST', '/api/trades', randomTrade(t, rnd), { token: t.token });
      await expectOk(res, 'create');
      t.tradeIds.push(res.body.id);
    },
  ],
  [
    'REST update trade',
    async (on, t, rnd) => {
      if (!t.tradeIds.length) return;
      const id = t.tradeIds[Math.floor(rnd() * t.tradeIds.length)];
      await expectOk(
        await rest(on.baseUrl, 'PUT', `/api/trades/${id}`, randomTrade(t, rnd), { token: t.token }),
        'update',
      );
    },
  ],
  [
    'REST delete trade',
    async (on, t, rnd) => {
      if (!t.tradeIds.length) return;
      const [id] = t.tradeIds.splice(Math.floor(rnd() * t.tradeIds.length), 1);
      await expectOk(await rest(on.baseUrl, 'DELETE', `/api/trades/${id}`, undefined, { token: t.token }), 'delete');
    },
  ],
  [
    'REST cash flow',
    async (on, t, rnd) => {
      const flow = {
        kind: rnd() < 0.5 ? 'deposit' : 'withdrawal',
        amount: (rnd() * 300).toFixed(2),
        occurred_at: '2024-06-10',
      };
      await expectOk(
        await rest(on.baseUrl, 'POST', `/api/accounts/${t.accountId}/cash-flows`, flow, { token: t.token }),
        'cash flow',
      );
    },
  ],
  [
    'REST time zone',
    async (on, t, rnd) => {
      const timezone = ZONES[Math.floor(rnd() * ZONES.length)];
      await expectOk(await rest(on.baseUrl, 'PUT', '/api/auth/timezone', { timezone }, { token: t.token }), 'zone');
    },
  ],
  [
    'GraphQL createTrade',
    async (on, t, rnd) => {
      const p = randomTrade(t, rnd);
      const res = await fetch(`${on.baseUrl}/graphql`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${t.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($input: TradeInput!) { createTrade(input: $input) { id } }',
          variables: {
            input: {
              accountId: t.accountId,
              symbol: 'GBPUSD',
              market: 'forex',
              tradeType: 'long',
              entryPrice: p.entry_price,
              exitPrice: p.exit_price,
              quantity: String(p.quantity),
              entryDate: p.entry_date,
              exitDate: p.exit_date,
            },
          },
        }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(`createTrade: ${JSON.stringify(body.errors)}`);
      t.tradeIds.push(body.data.createTrade.id);
    },
  ],
];

interface Tally {
  operations: number;
  /** Reads compared with a fresh computation (after each plain read and each race). */
  reads: number;
  hits: number;
  writes: number;
  races: number;
  stale: string[];
}

async function runTrader(t: Trader, seed: number, operations: number, tally: Tally): Promise<void> {
  const rnd = random(seed);
  const instance = () => (rnd() < 0.5 ? a : b);
  const checkedRead = async (label: string) => {
    const read: FigureRead = await readFigures(instance().baseUrl, t.token, t.accountId);
    const fresh = await readFigures(uncached.baseUrl, t.token, t.accountId);
    tally.reads += 1;
    if (read.hit) tally.hits += 1;
    if (read.status !== 200 || JSON.parse(read.body).errors) throw new Error(`read failed: ${read.body.slice(0, 300)}`);
    if (read.body !== fresh.body) tally.stale.push(`seed ${seed}, ${label}: ${read.hit ? 'hit' : 'miss'}`);
  };
  for (let i = 0; i < operations; i++) {
    tally.operations += 1;
    const roll = rnd();
    const [name, write] = WRITES[Math.floor(rnd() * WRITES.length)];
    if (roll < 0.55) {
      await checkedRead(`read #${i}`);
    } else if (roll < 0.85) {
      tally.writes += 1;
      await write(instance(), t, rnd);
    } else {
      // A write on one instance while the other computes (and caches) a read: the read may see
      // either state, but the next read, after the write has answered, must see the write.
      tally.races += 1;
      const [writeOn, readOn] = rnd() < 0.5 ? [a, b] : [b, a];
      await Promise.all([write(writeOn, t, rnd), readFigures(readOn.baseUrl, t.token, t.accountId)]);
      await checkedRead(`read after racing ${name} #${i}`);
    }
  }
}

it('1,000 random reads and writes across two instances: every read equals a fresh computation', async () => {
  const traders = await Promise.all(Array.from({ length: USERS }, register));
  for (const t of traders) {
    for (let i = 0; i < 3; i++) await WRITES[0][1](a, t, random(i + 1));
  }
  const tally: Tally = { operations: 0, reads: 0, hits: 0, writes: 0, races: 0, stale: [] };
  const seed = Date.now() % 1_000_000;
  await Promise.all(traders.map((t, i) => runTrader(t, seed + i, OPERATIONS / USERS, tally)));
  expect(tally.stale).toEqual([]);
  expect(tally.operations).toBe(OPERATIONS);
  // The cache was really in play: many reads were answered by it (across instances too).
  expect(tally.hits).toBeGreaterThan(tally.reads / 10);
  console.log(`figure cache stale test (seed ${seed}): ${JSON.stringify({ ...tally, stale: tally.stale.length })}`);
});

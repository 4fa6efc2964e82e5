// Issue 14 "Live updates": GraphQL subscriptions over graphql-ws on /graphql, signed in by the
// session token, scoped to their user, closed when the token is revoked, and (with REDIS_URL)
// delivered across instances.
import crypto from 'node:crypto';
import { corpusText } from '../../../server/src/modules/imports/parsers/__tests__/corpus';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { collect, liveClient, until, type LiveClient } from '../../support/live-client';
import { TEST_REDIS_URL, redisIsUp } from '../../support/redis';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60_000);

const TRADES = `subscription($accountId: ID) { tradesChanged(accountId: $accountId) { kind accountId tradeId trade { id symbol pnl } } }`;
const FIGURES = `subscription { figuresChanged { accountId } }`;
const ACCOUNTS = `subscription { accountsChanged { kind accountId account { id name } } }`;

let app: TestApp;
const clients: LiveClient[] = [];
function connect(on: TestApp, token: string | null): LiveClient {
  const live = liveClient(on.baseUrl, token);
  clients.push(live);
  return live;
}

async function newAccount(on: TestApp, user: TestUser, name = 'Main'): Promise<string> {
  const res = await rest(on.baseUrl, 'POST', '/api/accounts', accountPayload({ name }), { token: user.token });
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const c of clients) await c.client.dispose();
  await app?.close();
});

describe('subscriptions on one instance', () => {
  it('pushes a user’s trade created, updated and deleted — with the trade — and never another user’s', async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    const aliceAccount = await newAccount(app, alice);
    const bobAccount = await newAccount(app, bob);
    const live = connect(app, alice.token);
    const trades = collect<{
      tradesChanged: { kind: string; tradeId: string; trade: { symbol: string; pnl: string } | null };
    }>(live.client, TRADES);
    const figures = collect<{ figuresChanged: { accountId: string } }>(live.client, FIGURES);
    await app.live.waitFor(alice.id, 3); // the socket and its two subscriptions: subscribed before the writes

    await rest(app.baseUrl, 'POST', '/api/trades', tradePayload(bobAccount), { token: bob.token });
    const created = await rest(app.baseUrl, 'POST', '/api/trades', tradePayload(aliceAccount), { token: alice.token });
    expect(created.status).toBe(201);
    await until(() => trades.events.length === 1, 3000, 'the created trade');
    expect(trades.events[0].tradesChanged).toMatchObject({
      kind: 'CREATED',
      tradeId: created.body.id,
      trade: { symbol: 'EURUSD', pnl: String(created.body.pnl) },
    });

    await rest(app.baseUrl, 'PUT', `/api/trades/${created.body.id}`, { exit_price: 1.13 }, { token: alice.token });
    await until(() => trades.events.length === 2, 3000, 'the update');
    expect(trades.events[1].tradesChanged.kind).toBe('UPDATED');
    expect(trades.events[1].tradesChanged.trade!.pnl).not.toBe(String(created.body.pnl));

    await rest(app.baseUrl, 'DELETE', `/api/trades/${created.body.id}`, undefined, { token: alice.token });
    await until(() => trades.events.length === 3, 3000, 'the delete');
    expect(trades.events[2].tradesChanged).toMatchObject({ kind: 'DELETED', tradeId: created.body.id, trade: null });

    await until(() => figures.events.length === 3, 3000, 'figures events');
    // Bob's trade never reached Alice: it was written before her first, and a subscription's events
    // arrive in order, so a leak would have been the first event (checked above) and a fourth here.
    expect(trades.events).toHaveLength(3);
    expect(figures.events.map((e) => e.figuresChanged.accountId)).toEqual([aliceAccount, aliceAccount, aliceAccount]);
  });

  it('filters by account, and refuses an account that is not the viewer’s', async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    const [one, two] = [await newAccount(app, alice, 'One'), await newAccount(app, alice, 'Two')];
    const bobAccount = await newAccount(app, bob);
    const live = connect(app, alice.token);
    const onlyTwo = collect<{ tradesChanged: { accountId: string } }>(live.client, TRADES, { accountId: two });
    const foreign = collect(live.client, TRADES, { accountId: bobAccount });
    await app.live.waitFor(alice.id, 2); // the socket and account two's subscription (the foreign one is refused)
    await rest(app.baseUrl, 'POST', '/api/trades', tradePayload(one), { token: alice.token });
    await rest(app.baseUrl, 'POST', '/api/trades', tradePayload(two), { token: alice.token });
    await until(() => onlyTwo.events.length === 1, 3000, 'account two');
    expect(onlyTwo.events[0].tradesChanged.accountId).toBe(two);
    await until(() => foreign.errors.length === 1, 3000, 'the refusal');
    expect(JSON.stringify(foreign.errors[0])).toMatch(/not found/i);
  });

  it('pushes account changes', async () => {
    const alice = await createUser(app);
    const live = connect(app, alice.token);
    const accounts = collect<{ accountsChanged: { kind: string; account: { name: string } | null } }>(
      live.client,
      ACCOUNTS,
    );
    await app.live.waitFor(alice.id, 2); // the socket and its subscription
    const id = await newAccount(app, alice, 'Futures');
    await until(() => accounts.events.length === 1, 3000, 'the account');
    expect(accounts.events[0].accountsChanged).toMatchObject({ kind: 'CREATED', account: { id, name: 'Futures' } });
  });

  it('refuses a socket without a valid token (4401) and runs no query or mutation over it', async () => {
    expect(await connect(app, null).closed).toBe(4401);
    expect(await connect(app, 'not-a-token').closed).toBe(4401);
    const alice = await createUser(app);
    const live = connect(app, alice.token);
    const query = collect(live.client, `query { me { id } }`);
    await until(() => query.errors.length === 1, 3000, 'the refusal');
    expect(JSON.stringify(query.errors[0])).toMatch(/Only subscriptions run over the live socket/);
  });

  it('closes the socket (4401) when the password changes (the session is revoked)', async () => {
    const alice = await createUser(app);
    const live = connect(app, alice.token);
    collect(live.client, FIGURES);
    await app.live.waitFor(alice.id, 2); // the socket is open and subscribed
    const changed = await rest(
      app.baseUrl,
      'POST',
      '/api/auth/change-password',
      { current_password: alice.password, new_password: 'a-much-better-secret-9' },
      { token: alice.token },
    );
    expect(changed.status).toBe(200);
    expect(await live.closed).toBe(4401);
  });
});

describe('imports on the live socket', () => {
  async function upload(user: TestUser, accountId: string, name: string, text: string) {
    const form = new FormData();
    form.set('account_id', accountId);
    form.set('timezone', 'UTC');
    form.set('file', new Blob([text]), name);
    const res = await fetch(`${app.baseUrl}/api/imports`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.token}` },
      body: form,
    });
    expect(res.status).toBe(202);
    return (await res.json()) as { id: string };
  }

  it('a finished import tells the trade lists (MANY) and the figures; its undo is pushed as progress of the batch', async () => {
    const alice = await createUser(app);
    const account = await newAccount(app, alice);
    const live = connect(app, alice.token);
    const trades = collect<{ tradesChanged: { kind: string; accountId: string; tradeId: string | null } }>(
      live.client,
      TRADES,
    );
    const figures = collect<{ figuresChanged: { accountId: string } }>(live.client, FIGURES);
    await app.live.waitFor(alice.id, 3); // the socket and its two subscriptions
    const batch = await upload(alice, account, 'Performance.csv', corpusText('tradovate/Performance.csv'));
    await until(() => trades.events.some((e) => e.tradesChanged.kind === 'MANY'), 15_000, 'the import');
    expect(trades.events.find((e) => e.tradesChanged.kind === 'MANY')!.tradesChanged).toEqual({
      kind: 'MANY',
      accountId: account,
      tradeId: null,
      trade: null,
    });
    expect(figures.events.map((e) => e.figuresChanged.accountId)).toContain(account);

    const progress = collect<{ importProgress: { id: string; status: string } }>(
      live.client,
      `subscription($id: ID!) { importProgress(batchId: $id) { id status } }`,
      { id: batch.id },
    );
    await app.live.waitFor(alice.id, 4); // and the batch's progress
    const undone = await rest(app.baseUrl, 'DELETE', `/api/imports/${batch.id}`, undefined, { token: alice.token });
    expect(undone.status).toBe(200);
    await until(() => progress.events.length === 1, 5000, 'the undo');
    expect(progress.events[0].importProgress).toEqual({ id: batch.id, status: 'undone' });
  });
});

describe('subscriptions across instances (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    if (!(await redisIsUp()))
      throw new Error(`No Redis answers at ${TEST_REDIS_URL}: the cross-instance test needs one.`);
    const env = { REDIS_URL: TEST_REDIS_URL, JWT_SECRET: crypto.randomBytes(32).toString('hex') };
    a = await startTestApp(env);
    b = await startTestApp(env, { db: a.db });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a subscriber on instance A sees a write made on instance B, and another user on A sees nothing', async () => {
    const alice = await createUser(a);
    const bob = await createUser(a);
    const account = await newAccount(b, alice);
    const onA = connect(a, alice.token);
    const bobOnA = connect(a, bob.token);
    const aliceEvents = collect<{ tradesChanged: { kind: string; trade: { id: string } } }>(onA.client, TRADES);
    const bobEvents = collect<{ tradesChanged: { trade: { id: string } } }>(bobOnA.client, TRADES);
    await a.live.waitFor(alice.id, 2); // each socket and its subscription, on A
    await a.live.waitFor(bob.id, 2);
    const created = await rest(b.baseUrl, 'POST', '/api/trades', tradePayload(account), { token: alice.token });
    await until(() => aliceEvents.events.length === 1, 3000, 'the event from B');
    expect(aliceEvents.events[0].tradesChanged).toMatchObject({ kind: 'CREATED', trade: { id: created.body.id } });
    // Then a trade of Bob's, also on B: Redis delivers A's messages in the order they were
    // published, so had Alice's event reached Bob it would be there before his own.
    const bobAccount = await newAccount(b, bob);
    const bobs = await rest(b.baseUrl, 'POST', '/api/trades', tradePayload(bobAccount), { token: bob.token });
    await until(() => bobEvents.events.length >= 1, 3000, 'Bob’s own event');
    expect(bobEvents.events.map((e) => e.tradesChanged.trade.id)).toEqual([bobs.body.id]);
  });
});

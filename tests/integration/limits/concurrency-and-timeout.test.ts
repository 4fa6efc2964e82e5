import { DEFAULT_REQUEST_LIMITS } from '../../../server/src/config/limits';
import { InMemoryExpensiveWorkLimiter } from '../../../server/src/http/expensive-work-limiter';
import type { AnalyticsScope } from '../../../server/src/modules/figure-scope/analytics.scope';
import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Project-level testTimeout is not applied under the root multi-project config.
jest.setTimeout(60000);

const OPERATION_TIMEOUT_MS = 1500;
let app: TestApp;
let a: TestUser;
let b: TestUser;

/** An app (default limits unless given) with two users, each with one account and one trade. */
async function startWithTwoUsers(limits = DEFAULT_REQUEST_LIMITS) {
  app = await startTestApp({}, { limits });
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  for (const user of [a, b]) {
    const accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: user.token })).body
      .id;
    await rest(app.baseUrl, 'POST', '/api/trades', tradePayload(accountId), { token: user.token });
  }
}

/** An expensive operation (cost ≥ 100: a 200-trade page plus a figure). */
const EXPENSIVE = '{ trades(limit: 200) { items { id } } analytics { overall { totalTrades } } }';

/** Holds user A's analytics figures until `open()` — A's operations stay in flight meanwhile. */
function holdAnalyticsOf(user: TestUser) {
  const svc = app.services.analytics;
  const original = svc.overall;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  svc.overall = async function (this: typeof svc, scope: AnalyticsScope) {
    if (scope.viewer.id === user.id) await gate;
    return original.call(this, scope);
  };
  return {
    open: () => {
      open();
      svc.overall = original;
    },
  };
}

/** A limiter with test-sized limits (a budget that never runs short unless given). */
function useLimiter(limits: {
  perUser: number;
  maxQueued: number;
  maxWaitMs: number;
  costPerSecond?: number;
  burstCost?: number;
}) {
  const limiter = new InMemoryExpensiveWorkLimiter({
    costPerSecond: 1e9,
    burstCost: 1e9,
    ...limits,
    retryAfterSeconds: 2,
  });
  app.services.expensiveWork = limiter;
  return limiter;
}

/** Polls the limiter's own counts until `condition` holds; fails with a message after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${condition.toString()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const postGraphQL = (token: string, query: string) =>
  fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });

describe('per-user concurrency limit for expensive operations', () => {
  beforeAll(() => startWithTwoUsers());
  afterAll(() => app?.close());

  it("refuses a user's excess expensive requests with 429 RATE_LIMITED and Retry-After on both APIs, while other users and cheap requests go through", async () => {
    const limiter = useLimiter({ perUser: 2, maxQueued: 1, maxWaitMs: 200 });
    const held = holdAnalyticsOf(a);
    try {
      const inFlight = [
        gql(app.baseUrl, EXPENSIVE, {}, { token: a.token }),
        gql(app.baseUrl, EXPENSIVE, {}, { token: a.token }),
      ];
      await until(() => limiter.stats(`user:${a.id}`).running === 2);

      const third = await postGraphQL(a.token, EXPENSIVE);
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBe('2');
      const body = await third.json();
      expect(body.data).toBeUndefined();
      expect(body.errors[0].extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 2 });

      const viaRest = await rest(app.baseUrl, 'GET', '/api/analytics/stats', undefined, { token: a.token });
      expect(viaRest.status).toBe(429);
      expect(viaRest.headers.get('retry-after')).toBe('2');
      expect(viaRest.body.detail).toBe('Too many expensive requests for this account right now. Retry in 2 s.');

      // Another account is not starved, and A's cheap requests are not held up.
      const other = await gql(app.baseUrl, EXPENSIVE, {}, { token: b.token });
      expect(other.errors).toBeUndefined();
      expect(other.data.analytics.overall.totalTrades).toBe(1);
      const cheap = await gql(app.baseUrl, '{ me { id } }', {}, { token: a.token });
      expect(cheap.data.me.id).toBe(a.id);

      held.open();
      for (const done of await Promise.all(inFlight)) expect(done.data.analytics.overall.totalTrades).toBe(1);
      expect(limiter.stats(`user:${a.id}`)).toMatchObject({ running: 0, queued: 0 });
      const after = await gql(app.baseUrl, EXPENSIVE, {}, { token: a.token });
      expect(after.errors).toBeUndefined();
    } finally {
      held.open();
    }
  });

  it('lets a request wait briefly in line and run when a slot frees', async () => {
    const limiter = useLimiter({ perUser: 1, maxQueued: 4, maxWaitMs: 20000 });
    const held = holdAnalyticsOf(a);
    try {
      const first = gql(app.baseUrl, EXPENSIVE, {}, { token: a.token });
      await until(() => limiter.stats(`user:${a.id}`).running === 1);
      const second = rest(app.baseUrl, 'GET', '/api/trades?limit=5', undefined, { token: a.token });
      await until(() => limiter.stats(`user:${a.id}`).queued === 1);
      held.open();
      expect((await first).data.analytics.overall.totalTrades).toBe(1);
      const page = await second;
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(1);
    } finally {
      held.open();
    }
  });
});

describe('per-user cost budget for expensive operations', () => {
  beforeAll(() => startWithTwoUsers());
  afterAll(() => app?.close());

  it('paces a user who spends the budget (429 with the Retry-After the refill needs) while another user is served', async () => {
    // EXPENSIVE costs 213 (201 for the page, 12 for the figure): four fit in a 1,000 budget.
    // Refilling 1 per second: nothing the test's own pace could make up for.
    const limiter = useLimiter({ perUser: 10, maxQueued: 10, maxWaitMs: 200, costPerSecond: 1, burstCost: 1000 });
    for (let i = 0; i < 4; i++)
      expect((await gql(app.baseUrl, EXPENSIVE, {}, { token: a.token })).errors).toBeUndefined();
    const fifth = await postGraphQL(a.token, EXPENSIVE);
    expect(fifth.status).toBe(429);
    const retryAfter = Number(fifth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(30); // 213 − the 148 left, at 1 per second: about 65 s
    expect(retryAfter).toBeLessThanOrEqual(65);
    expect((await fifth.json()).errors[0].extensions).toEqual({ code: 'RATE_LIMITED', retryAfter });
    expect((await rest(app.baseUrl, 'GET', '/api/trades', undefined, { token: a.token })).status).toBe(429); // 10,000 asked: 1,000
    expect((await gql(app.baseUrl, '{ me { id } }', {}, { token: a.token })).data.me.id).toBe(a.id); // cheap: never paced
    expect((await gql(app.baseUrl, EXPENSIVE, {}, { token: b.token })).errors).toBeUndefined();
    expect(limiter.stats(`user:${b.id}`).budget).toBeGreaterThan(limiter.stats(`user:${a.id}`).budget);
  });
});

describe('operation time limit', () => {
  beforeAll(() => startWithTwoUsers({ ...DEFAULT_REQUEST_LIMITS, operationTimeoutMs: OPERATION_TIMEOUT_MS }));
  afterAll(() => app?.close());

  it('answers 503 OPERATION_TIMEOUT with Retry-After when an operation runs past the limit, and holds the slot until it has stopped', async () => {
    const limiter = useLimiter({ perUser: 2, maxQueued: 2, maxWaitMs: 1000 });
    const held = holdAnalyticsOf(a);
    try {
      const res = await postGraphQL(a.token, EXPENSIVE); // answered while the figure is still held
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        errors: [
          {
            message: 'The operation took longer than 1.5 s and was stopped. Ask for less, or retry later.',
            extensions: { code: 'OPERATION_TIMEOUT', limitMs: OPERATION_TIMEOUT_MS },
          },
        ],
      });
      expect(limiter.stats(`user:${a.id}`).running).toBe(1);
      held.open();
      await until(() => limiter.stats(`user:${a.id}`).running === 0);
    } finally {
      held.open();
    }
  });
});

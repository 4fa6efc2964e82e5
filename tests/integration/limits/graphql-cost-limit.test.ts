import { MAX_QUERY_COST } from '../../../server/src/config/limits';
import { codeOf, gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Project-level testTimeout is not applied under the root multi-project config.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  a = await createUser(app);
  const accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
  for (const [i, exit] of [1.12, 1.08, 1.15].entries()) {
    await rest(
      app.baseUrl,
      'POST',
      '/api/trades',
      tradePayload(accountId, {
        exit_price: exit,
        entry_date: `2024-03-0${i + 1}T10:00:00Z`,
        exit_date: `2024-03-0${i + 1}T15:00:00Z`,
      }),
      { token: a.token },
    );
  }
});
afterAll(() => app?.close());

const SCATTER = 'scatter { tradeIds symbols pnl risk reward hours }';
/** The outside review's query: 91 MB and 4.3 s per request on the demo data before the limit. */
const ATTACK = `{ ${Array.from(
  { length: 15 },
  (_, i) => `a${i}: analytics { topTrades(limit: 100) {
  best { account { analytics { ${SCATTER} } } } worst { account { analytics { ${SCATTER} } } } } }`,
).join('\n')} }`;

/** Counts analytics work started, to prove a refused query never ran. */
function countAnalyticsCalls(): { calls: number; restore(): void } {
  const svc = app.services.analytics;
  const original = svc.scope;
  const counter = {
    calls: 0,
    restore: () => {
      svc.scope = original;
    },
  };
  svc.scope = (...args) => {
    counter.calls += 1;
    return original.apply(svc, args);
  };
  return counter;
}

describe('GraphQL cost limit', () => {
  it('refuses the 15-alias scatter query before execution with QUERY_TOO_COSTLY, its cost and the limit', async () => {
    const counter = countAnalyticsCalls();
    try {
      const res = await gql(app.baseUrl, ATTACK, {}, { token: a.token });
      expect(res.status).toBe(400);
      expect(res.data).toBeUndefined();
      expect(res.errors).toHaveLength(1);
      const error = res.errors![0] as { message: string; extensions: { code: string; cost: number; limit: number } };
      expect(error.extensions.code).toBe('QUERY_TOO_COSTLY');
      expect(error.extensions.limit).toBe(MAX_QUERY_COST);
      expect(error.extensions.cost).toBeGreaterThan(50 * MAX_QUERY_COST);
      expect(error.message).toContain(String(error.extensions.cost));
      expect(counter.calls).toBe(0);
    } finally {
      counter.restore();
    }
  });

  it('scales the cost with list arguments: the same shape passes with a small limit and is refused with a large one', async () => {
    const shape = (limit: number) =>
      `{ analytics { topTrades(limit: ${limit}) { best { account { analytics { ${SCATTER} } } } } } }`;
    const small = await gql(app.baseUrl, shape(5), {}, { token: a.token });
    expect(small.errors).toBeUndefined();
    expect(small.data.analytics.topTrades.best.length).toBeGreaterThan(0);
    expect(small.data.analytics.topTrades.best[0].account.analytics.scatter.pnl).toHaveLength(3);
    const large = await gql(app.baseUrl, shape(100), {}, { token: a.token });
    expect(large.status).toBe(400);
    expect(codeOf(large)).toBe('QUERY_TOO_COSTLY');
  });

  it('reads list sizes from variables and from the schema default when absent', async () => {
    const pageQuery = 'query Page($n: Int) { trades(limit: $n) { items { id strategy { id } account { id } } } }';
    const fits = await gql(app.baseUrl, pageQuery, { n: 1000 }, { token: a.token });
    expect(fits.errors).toBeUndefined();
    expect(fits.data.trades.items).toHaveLength(3);
    const refused = await gql(app.baseUrl, pageQuery, { n: 10000 }, { token: a.token });
    expect(codeOf(refused)).toBe('QUERY_TOO_COSTLY');
    expect((refused.errors![0].extensions as { cost: number }).cost).toBe(1 + 10000 * 3);
    const defaulted = await gql(
      app.baseUrl,
      'query Page($n: Int) { trades(limit: $n) { items { id } } }',
      {},
      { token: a.token },
    );
    expect(defaulted.errors).toBeUndefined();
  });

  it("leaves an out-of-range limit to the service's own validation message", async () => {
    const res = await gql(app.baseUrl, '{ trades(limit: 20000) { items { id } } }', {}, { token: a.token });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
  });
});

import { codeOf, gql } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { collect, liveClient, until, type LiveClient } from '../../support/live-client';
import { startTestApp, type TestApp } from '../../support/test-app';
import { formatEvent, MAX_EVENT_BYTES } from '../../../server/src/live/socket-rules';

// Issue 29 item 1: every operation on the live socket passes the rules POST /graphql applies —
// validation, depth, aliases, cost — and what one event may cost and weigh is bounded.
jest.setTimeout(60000);

let app: TestApp;
let user: TestUser;
let live: LiveClient;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  live = liveClient(app.baseUrl, user.token);
});
afterAll(async () => {
  await live?.client.dispose();
  await app?.close();
});

/** Twenty scatters per account: the red team's fan-out. */
const FAN_OUT = Array.from(
  { length: 20 },
  (_, i) => `a${i}: analytics { scatter { tradeIds symbols pnl risk reward } }`,
).join(' ');

/** The first answer to a subscription: an event or the errors it was refused with. */
async function firstAnswer(query: string) {
  const sub = collect(live.client, query);
  await until(() => sub.events.length + sub.errors.length > 0, 5000, 'an answer');
  sub.stop();
  return sub;
}

const codesOf = (errors: unknown[]) =>
  (errors.flat() as { extensions?: { code?: string } }[]).map((e) => e.extensions?.code);

describe('operations on the live socket', () => {
  it('refuses as a subscription the fan-out that POST /graphql refuses as a query (QUERY_TOO_COSTLY)', async () => {
    const socket = await firstAnswer(`subscription { accountsChanged { account { ${FAN_OUT} } } }`);
    expect(codesOf(socket.errors)).toEqual(['QUERY_TOO_COSTLY']);
    const http = await gql(app.baseUrl, `{ accounts { ${FAN_OUT} } }`, {}, { token: user.token });
    expect(codeOf(http)).toBe('QUERY_TOO_COSTLY');
    // Even one scatter per event is more than a subscription may cost: the answer names the limit.
    const one = await firstAnswer('subscription { accountsChanged { account { analytics { scatter { pnl } } } } }');
    expect((one.errors.flat() as { message: string }[])[0].message).toMatch(/exceeds the limit of 250/);
  });

  it('applies the depth and alias limits, and suggests no field names', async () => {
    const nest = (fields: string[], leaf: string): string =>
      fields.reduceRight((inner, field) => `${field} { ${inner} }`, leaf);
    const loop = [
      'analytics',
      'topTrades',
      'best',
      'account',
      'analytics',
      'topTrades',
      'best',
      'account',
      'analytics',
      'topTrades',
      'best',
    ];
    const deep = `subscription { ${nest(['accountsChanged', 'account', ...loop], 'id')} }`;
    const deepQuery = `{ ${nest(['account(id: "x")', ...loop], 'id')} }`;
    expect(codeOf(await gql(app.baseUrl, deepQuery, {}, { token: user.token }))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(codesOf((await firstAnswer(deep)).errors)).toContain('GRAPHQL_VALIDATION_FAILED');
    const aliases = Array.from({ length: 40 }, (_, i) => `k${i}: kind`).join(' ');
    expect(codesOf((await firstAnswer(`subscription { accountsChanged { ${aliases} } }`)).errors)).toContain(
      'GRAPHQL_VALIDATION_FAILED',
    );
    const typo = await firstAnswer('subscription { accountsChanged { acountId } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });

  it('refuses strings no field accepts, as the HTTP guard does', async () => {
    const nul = await firstAnswer('subscription { tradesChanged(accountId: "a\\u0000b") { kind } }');
    expect(codesOf(nul.errors)).toEqual(['BAD_USER_INPUT']);
  });

  it('still runs the client’s subscriptions', async () => {
    const sub = collect(live.client, 'subscription LiveAccountsChanged { accountsChanged { kind accountId } }');
    // The socket does not acknowledge a subscription: write until an event arrives (the first
    // write can land before the subscription is registered), rather than sleeping first.
    for (let attempt = 1; !sub.events.length; attempt += 1) {
      await gql(
        app.baseUrl,
        'mutation { createAccount(input: { name: "Live", currency: "USD", initialBalance: "1" }) { id } }',
        {},
        { token: user.token },
      );
      await until(() => sub.events.length > 0, 1000, 'the account event').catch((error: Error) => {
        if (attempt >= 5) throw error;
      });
    }
    expect(sub.errors).toEqual([]);
    sub.stop();
  });

  it('bounds one event’s payload: an oversized one is replaced by an error asking to refetch', () => {
    const big = { data: { importProgress: { error: 'x'.repeat(MAX_EVENT_BYTES) } } };
    const sent = formatEvent(big);
    expect(sent.data).toBeUndefined();
    expect(sent.errors?.[0].extensions?.code).toBe('RESPONSE_TOO_LARGE');
    expect(formatEvent({ data: { ok: true } })).toEqual({ data: { ok: true } });
  });
});

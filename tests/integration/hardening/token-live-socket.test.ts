import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { collect, liveClient, until, type LiveClient } from '../../support/live-client';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 29 item 9: an analyst's script subscribes with its access token (READ scope is enough),
// to its owner's events only, and revoking the token closes its socket at once.
jest.setTimeout(60000);

let app: TestApp;
let owner: TestUser;
let other: TestUser;
const clients: LiveClient[] = [];

beforeAll(async () => {
  app = await startTestApp();
  [owner, other] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(async () => {
  for (const c of clients) await c.client.dispose();
  await app?.close();
});

async function readToken(user: TestUser) {
  const created = await gql<{ createAccessToken: { secret: string; accessToken: { id: string } } }>(
    app.baseUrl,
    'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { secret accessToken { id } } }',
    { i: { name: 'live script', scope: 'READ' } },
    { token: user.token },
  );
  return created.data!.createAccessToken;
}

const TRADES = 'subscription { tradesChanged { kind tradeId trade { symbol } } }';

describe('access tokens on the live socket', () => {
  it('a READ token subscribes to its owner’s events, never another user’s; revoking it closes the socket (4401)', async () => {
    const token = await readToken(owner);
    const live = liveClient(app.baseUrl, token.secret);
    clients.push(live);
    const trades = collect<{ tradesChanged: { kind: string; tradeId: string } }>(live.client, TRADES);
    const ownAccount = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: owner.token }))
      .body.id;
    const otherAccount = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: other.token }))
      .body.id;
    // Until the subscription is live, a write may pass unseen: write again until one arrives.
    const mine: string[] = [];
    for (let attempt = 0; attempt < 20 && trades.events.length === 0; attempt += 1) {
      await rest(app.baseUrl, 'POST', '/api/trades/', tradePayload(otherAccount), { token: other.token });
      mine.push(
        (await rest(app.baseUrl, 'POST', '/api/trades/', tradePayload(ownAccount), { token: owner.token })).body.id,
      );
      await until(() => trades.events.length > 0, 1000, 'an event').catch(() => undefined);
    }
    expect(trades.errors).toEqual([]);
    expect(trades.events.length).toBeGreaterThan(0);
    for (const event of trades.events) expect(mine).toContain(event.tradesChanged.tradeId);

    const revoked = await rest(app.baseUrl, 'DELETE', `/api/access-tokens/${token.accessToken.id}`, undefined, {
      token: owner.token,
    });
    expect(revoked.status).toBe(200);
    expect(await live.closed).toBe(4401);
  });

  it('a revoked or unknown token cannot open the socket', async () => {
    const live = liveClient(app.baseUrl, `clg_${'A'.repeat(43)}`);
    clients.push(live);
    expect(await live.closed).toBe(4401);
  });
});

import { REFUSAL_PENALTY } from '../../../server/src/config/limits';
import { codeOf, gql } from '../../support/api-client';
import { createUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Far over the cost budget: refused before execution, every time. */
const COSTLY = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: analytics { topTrades(limit: 100) { best { account { analytics { scatter { pnl } } } } } }`).join(' ')} }`;

describe('a caller whose queries keep being refused', () => {
  it('is answered 429 at the edge for the rest of the window, even for a cheap query; other users are served', async () => {
    const flooder = await createUser(app);
    const bystander = await createUser(app);
    for (let i = 0; i < REFUSAL_PENALTY.maxRefusals; i++) {
      const refused = await gql(app.baseUrl, COSTLY, {}, { token: flooder.token });
      expect(codeOf(refused)).toBe('QUERY_TOO_COSTLY');
    }
    const held = await gql(app.baseUrl, '{ me { id } }', {}, { token: flooder.token });
    expect(held.status).toBe(429);
    expect(codeOf(held)).toBe('RATE_LIMITED');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(REFUSAL_PENALTY.windowMs / 1000);

    const served = await gql(app.baseUrl, '{ me { id } }', {}, { token: bystander.token });
    expect(served.errors).toBeUndefined();
    expect(served.data.me.id).toBe(bystander.id);
  });

  it('is not held back after one costly query (a person trying the explorer)', async () => {
    const person = await createUser(app);
    expect(codeOf(await gql(app.baseUrl, COSTLY, {}, { token: person.token }))).toBe('QUERY_TOO_COSTLY');
    const next = await gql(app.baseUrl, '{ me { id } }', {}, { token: person.token });
    expect(next.errors).toBeUndefined();
    expect(next.data.me.id).toBe(person.id);
  });
});

import type { Admission } from '../../../server/src/http/expensive-work-limiter';
import { SHARED_EXPENSIVE_WORK } from '../../../server/src/config/limits';
import { rest } from '../../support/api-client';
import { createUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 29 item 6: expensive work of all users shares one bounded queue on an instance: when it is
// full, a request is a 429 with Retry-After at once — never a long wait ending in 503 because the
// database pool ran dry — and it runs as soon as its turn comes.
jest.setTimeout(60000);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('the shared queue for expensive work', () => {
  it('many users at once: at most half the pool runs, the line is bounded, beyond it 429 with Retry-After', async () => {
    const limiter = app.services.expensiveWork;
    const running = Math.floor(app.services.config.databasePoolSize * SHARED_EXPENSIVE_WORK.runningShareOfPool);
    // Other users' work: every running place taken and the whole line full, one request per user.
    const held: Admission[] = await Promise.all(
      Array.from({ length: running }, (_, i) => limiter.admit(`user:held-${i}`, 100)),
    );
    expect(held.every((a) => 'release' in a)).toBe(true);
    const waiting = Array.from({ length: SHARED_EXPENSIVE_WORK.maxQueued }, (_, i) =>
      limiter.admit(`user:waiting-${i}`, 100),
    );
    const user = await createUser(app);
    const refused = await rest(app.baseUrl, 'GET', '/api/analytics/stats', undefined, { token: user.token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(SHARED_EXPENSIVE_WORK.retryAfterSeconds));
    expect(refused.body.detail).toMatch(/server is busy/);
    // As places free up, the line moves and the user's retry is served.
    for (const a of held) if ('release' in a) a.release();
    for (const admission of await Promise.all(waiting)) if ('release' in admission) admission.release();
    const served = await rest(app.baseUrl, 'GET', '/api/analytics/stats', undefined, { token: user.token });
    expect(served.status).toBe(200);
  });
});

import { codeOf, gql, rest } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 30 item 2, missed trades: setups seen but not taken, per user.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  // a's zone is New York: a time without offset is read there.
  const zone = await gql(
    app.baseUrl,
    `mutation { updateTimezone(timezone: "America/New_York") { timezone } }`,
    {},
    {
      token: a.token,
    },
  );
  expect(zone.errors).toBeUndefined();
});
afterAll(() => app?.close());

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: user.token });

const newPlaybook = async (user: TestUser, name: string) => {
  const res = await call(user, 'POST', '/api/playbooks', { name, rules: [{ text: 'Wait for the retest' }] });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

describe('REST /api/missed-trades', () => {
  it('logs, lists newest first, narrows by playbook and deletes', async () => {
    const PLAYBOOK = await newPlaybook(a, 'Retest');
    const first = await call(a, 'POST', '/api/missed-trades', {
      playbook_id: PLAYBOOK,
      symbol: ' eurusd ',
      time: '2026-03-09T09:30',
      planned_r: '2.5',
      note: 'Hesitated at the retest',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      playbook_id: PLAYBOOK,
      symbol: 'EURUSD',
      // 09:30 in New York on 9 March 2026 (EDT, the day after the change) is 13:30 UTC.
      time: '2026-03-09T13:30:00.000Z',
      planned_r: '2.5',
      note: 'Hesitated at the retest',
    });
    const second = await call(a, 'POST', '/api/missed-trades', {
      symbol: 'NQ',
      time: '2026-03-10T14:00:00Z',
      planned_r: 1.25,
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ playbook_id: null, planned_r: '1.25', note: null });

    const list = await call(a, 'GET', '/api/missed-trades');
    expect(list.status).toBe(200);
    expect(list.body.map((m: { symbol: string }) => m.symbol)).toEqual(['NQ', 'EURUSD']);
    const narrowed = await call(a, 'GET', `/api/missed-trades?playbook_id=${PLAYBOOK}`);
    expect(narrowed.body.map((m: { id: string }) => m.id)).toEqual([first.body.id]);
    expect((await call(b, 'GET', '/api/missed-trades')).body).toEqual([]);

    const deleted = await call(a, 'DELETE', `/api/missed-trades/${second.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: second.body.id, detail: 'Missed trade deleted' });
    expect((await call(a, 'GET', '/api/missed-trades')).body).toHaveLength(1);
  });

  it("refuses another user's playbook (404, nothing stored); a deleted playbook leaves its missed trades without one", async () => {
    const theirs = await newPlaybook(b, 'Their setup');
    const before = (await call(a, 'GET', '/api/missed-trades')).body.length;
    const refused = await call(a, 'POST', '/api/missed-trades', {
      playbook_id: theirs,
      symbol: 'ES',
      time: '2026-01-02',
      planned_r: 1,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe('Playbook not found');
    expect((await call(a, 'GET', '/api/missed-trades')).body).toHaveLength(before);

    const mine = await newPlaybook(a, 'Opening drive');
    const logged = await call(a, 'POST', '/api/missed-trades', {
      playbook_id: mine,
      symbol: 'ES',
      time: '2026-01-03',
      planned_r: 1,
    });
    expect(logged.status).toBe(201);
    expect((await call(a, 'DELETE', `/api/playbooks/${mine}`)).status).toBe(200);
    const kept = (await call(a, 'GET', '/api/missed-trades')).body.find((m: { id: string }) => m.id === logged.body.id);
    expect(kept).toMatchObject({ playbook_id: null, symbol: 'ES' });
  });

  it("answers 404 for another user's missed trade and deletes nothing", async () => {
    const mine = await call(a, 'POST', '/api/missed-trades', { symbol: 'BTCUSD', time: '2026-01-02', planned_r: 3 });
    const theirs = await call(b, 'DELETE', `/api/missed-trades/${mine.body.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe('Missed trade not found');
    expect((await call(b, 'DELETE', '/api/missed-trades/not-an-id')).status).toBe(404);
    const gone = await gql(
      app.baseUrl,
      `mutation($id: ID!) { deleteMissedTrade(id: $id) }`,
      { id: mine.body.id },
      {
        token: b.token,
      },
    );
    expect(codeOf(gone)).toBe('NOT_FOUND');
    expect((await call(a, 'GET', '/api/missed-trades')).body.map((m: { id: string }) => m.id)).toContain(mine.body.id);
  });

  it("replaces a missed trade with PUT (every field, time read in the zone); another user's id is 404", async () => {
    const retest = await newPlaybook(a, 'Retest edit');
    const logged = await call(a, 'POST', '/api/missed-trades', {
      symbol: 'ES',
      time: '2026-01-05T10:00',
      planned_r: '1',
      note: 'First thought',
    });
    const id = logged.body.id as string;
    const saved = await call(a, 'PUT', `/api/missed-trades/${id}`, {
      playbook_id: retest,
      symbol: 'nq',
      time: '2026-07-01T09:45',
      planned_r: '3.0625',
      note: null,
    });
    expect(saved.status).toBe(200);
    // 09:45 in New York in July (EDT) is 13:45 UTC.
    expect(saved.body).toMatchObject({
      id,
      playbook_id: retest,
      symbol: 'NQ',
      time: '2026-07-01T13:45:00.000Z',
      planned_r: '3.0625',
      note: null,
    });
    const listed = (await call(a, 'GET', `/api/missed-trades?playbook_id=${retest}`)).body;
    expect(listed).toEqual([saved.body]);

    const theirs = await call(b, 'PUT', `/api/missed-trades/${id}`, { symbol: 'X', time: '2026-01-02', planned_r: 1 });
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe('Missed trade not found');
    const foreignPlaybook = await newPlaybook(b, 'Not yours');
    const refused = await call(a, 'PUT', `/api/missed-trades/${id}`, {
      playbook_id: foreignPlaybook,
      symbol: 'ES',
      time: '2026-01-02',
      planned_r: 1,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe('Playbook not found');
    const invalid = await call(a, 'PUT', `/api/missed-trades/${id}`, { symbol: 'ES', time: '2026-01-02' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.planned_r).toBe('Planned R is required');
    expect((await call(a, 'PUT', '/api/missed-trades/not-an-id', { symbol: 'ES' })).status).toBe(404);
    // Nothing refused changed it.
    expect((await call(a, 'GET', `/api/missed-trades?playbook_id=${retest}`)).body).toEqual([saved.body]);
  });

  it("counts missed trades per playbook, its own user's only", async () => {
    const user = await createUser(app);
    const first = await newPlaybook(user, 'Counted');
    const second = await newPlaybook(user, 'Counted too');
    const log = (playbook: string | null) =>
      call(user, 'POST', '/api/missed-trades', {
        playbook_id: playbook,
        symbol: 'ES',
        time: '2026-01-02',
        planned_r: 1,
      });
    for (const playbook of [first, first, first, second, null]) expect((await log(playbook)).status).toBe(201);
    await call(b, 'POST', '/api/missed-trades', { symbol: 'ES', time: '2026-01-02', planned_r: 1 });
    const counts = await call(user, 'GET', '/api/missed-trades/counts');
    expect(counts.status).toBe(200);
    const byPlaybook = Object.fromEntries(
      counts.body.map((c: { playbook_id: string | null; count: number }) => [c.playbook_id ?? 'none', c.count]),
    );
    expect(byPlaybook).toEqual({ [first]: 3, [second]: 1, none: 1 });
    const viaGraphql = await gql(app.baseUrl, `{ missedTradeCounts { playbookId count } }`, {}, { token: user.token });
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.missedTradeCounts).toHaveLength(3);
    expect(viaGraphql.data.missedTradeCounts).toContainEqual({ playbookId: first, count: 3 });
  });

  it.each([
    [{ time: '2026-01-02', planned_r: 2 }, 'symbol', 'Symbol is required'],
    [{ symbol: 'ES', planned_r: 2 }, 'time', 'Time is required'],
    [{ symbol: 'ES', time: 'soon', planned_r: 2 }, 'time', 'Time must be a valid date'],
    [{ symbol: 'ES', time: '2026-01-02' }, 'planned_r', 'Planned R is required'],
    [{ symbol: 'ES', time: '2026-01-02', planned_r: 'big' }, 'planned_r', 'Planned R must be a number'],
    [
      { symbol: 'ES', time: '2026-01-02', planned_r: '1.23456' },
      'planned_r',
      'Planned R allows at most 4 decimal places',
    ],
    [
      { symbol: 'ES', time: '2026-01-02', planned_r: 2, playbook_id: 'x' },
      'playbook_id',
      'Playbook must be a playbook id',
    ],
    [
      { symbol: 'ES', time: '2026-01-02', planned_r: 2, note: 'n'.repeat(2001) },
      'note',
      'Note must be at most 2000 characters',
    ],
  ])('refuses %j with a 422 naming the field', async (body, field, message) => {
    const user = await createUser(app);
    const res = await call(user, 'POST', '/api/missed-trades', body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
    expect((await call(user, 'GET', '/api/missed-trades')).body).toEqual([]);
  });
});

describe('GraphQL missed trades', () => {
  it('creates and lists with planned R as an exact decimal', async () => {
    const user = await createUser(app);
    const created = await gql(
      app.baseUrl,
      `mutation($input: MissedTradeInput!) { createMissedTrade(input: $input) { id symbol time plannedR playbookId } }`,
      { input: { symbol: 'gbpusd', time: '2026-02-03T08:00:00Z', plannedR: '1.7500' } },
      { token: user.token },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createMissedTrade).toMatchObject({
      symbol: 'GBPUSD',
      time: '2026-02-03T08:00:00.000Z',
      plannedR: '1.75',
      playbookId: null,
    });
    const list = await gql(app.baseUrl, `{ missedTrades { id plannedR } }`, {}, { token: user.token });
    expect(list.data.missedTrades).toEqual([{ id: created.data.createMissedTrade.id, plannedR: '1.75' }]);
  });

  it('updates a missed trade; BAD_USER_INPUT names the field, NOT_FOUND for another user', async () => {
    const [user, other] = await Promise.all([createUser(app), createUser(app)]);
    const update = `mutation($id: ID!, $input: MissedTradeInput!) {
      updateMissedTrade(id: $id, input: $input) { id symbol plannedR note }
    }`;
    const created = await gql(
      app.baseUrl,
      `mutation($input: MissedTradeInput!) { createMissedTrade(input: $input) { id } }`,
      { input: { symbol: 'CL', time: '2026-02-03T08:00:00Z', plannedR: '2' } },
      { token: user.token },
    );
    const id = created.data.createMissedTrade.id;
    const input = { symbol: 'cl', time: '2026-02-03T08:00:00Z', plannedR: '-0.5', note: 'Would have lost' };
    const saved = await gql(app.baseUrl, update, { id, input }, { token: user.token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateMissedTrade).toEqual({ id, symbol: 'CL', plannedR: '-0.5', note: 'Would have lost' });
    const bad = await gql(app.baseUrl, update, { id, input: { ...input, plannedR: '1.23456' } }, { token: user.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fieldErrors?.plannedR).toBe('Planned R allows at most 4 decimal places');
    expect(codeOf(await gql(app.baseUrl, update, { id, input }, { token: other.token }))).toBe('NOT_FOUND');
  });
});

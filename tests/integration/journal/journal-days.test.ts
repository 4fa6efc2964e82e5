import { codeOf, gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;
let otherAccountId: string;

const call = (method: string, path: string, body?: unknown, token = a.token) =>
  rest(app.baseUrl, method, path, body, { token });
const q = (query: string, variables: Record<string, unknown> = {}, token = a.token) =>
  gql(app.baseUrl, query, variables, { token });

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  // New York: a trade entered at 02:00 UTC on the 2nd belongs to the 1st.
  await q(`mutation { updateTimezone(timezone: "America/New_York") { id } }`);
  accountId = (await call('POST', '/api/accounts/', accountPayload())).body.id;
  otherAccountId = (await call('POST', '/api/accounts/', accountPayload({ name: 'Other' }), b.token)).body.id;
  const trade = (over: Record<string, unknown>) => call('POST', '/api/trades/', tradePayload(accountId, over));
  await trade({ entry_date: '2024-03-02T02:00:00Z', exit_date: '2024-03-02T03:00:00Z' }); // +18 on Mar 1 (NY)
  await trade({ entry_date: '2024-03-01T15:00:00Z', exit_date: '2024-03-01T16:00:00Z', exit_price: 1.09 }); // −12
  await trade({ entry_date: '2024-03-02T15:00:00Z', exit_date: '2024-03-02T16:00:00Z' }); // Mar 2
});
afterAll(() => app?.close());

describe('REST /api/journal/days', () => {
  it('reads an unsaved day with its zone-day figures, saves it, lists it and deletes it', async () => {
    const empty = await call('GET', `/api/journal/days/2024-03-01?account_id=${accountId}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      date: '2024-03-01',
      account_id: accountId,
      saved: false,
      plan: '',
      mood: null,
      figures: { trades: 2, net_pnl: '6', win_rate: 50 },
    });

    const saved = await call('PUT', `/api/journal/days/2024-03-01?account_id=${accountId}`, {
      plan: '## Plan\n- [ ] wait for the open',
      mood: 4,
      lessons: 'Patience pays',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ saved: true, plan: '## Plan\n- [ ] wait for the open', mood: 4, review: '' });

    // A PUT keeps what it is not sent; null clears the mood.
    const changed = await call('PUT', `/api/journal/days/2024-03-01?account_id=${accountId}`, {
      review: 'Stuck to it',
      mood: null,
    });
    expect(changed.body).toMatchObject({ plan: '## Plan\n- [ ] wait for the open', review: 'Stuck to it', mood: null });

    // The all-accounts entry of the same day is a different entry.
    const all = await call('PUT', '/api/journal/days/2024-03-01', { plan: 'All accounts' });
    expect(all.body).toMatchObject({ account_id: null, plan: 'All accounts', figures: { trades: 2, net_pnl: '6' } });

    const list = await call('GET', `/api/journal/days?from=2024-02-01&to=2024-03-31&account_id=${accountId}`);
    expect(list.status).toBe(200);
    expect(list.body.map((d: { date: string; review: string }) => [d.date, d.review])).toEqual([
      ['2024-03-01', 'Stuck to it'],
    ]);
    const allList = await call('GET', '/api/journal/days?from=2024-02-01&to=2024-03-31');
    expect(allList.body.map((d: { plan: string }) => d.plan)).toEqual(['All accounts']);

    expect((await call('DELETE', `/api/journal/days/2024-03-01?account_id=${accountId}`)).status).toBe(200);
    expect((await call('GET', `/api/journal/days/2024-03-01?account_id=${accountId}`)).body.saved).toBe(false);
    expect((await call('DELETE', `/api/journal/days/2024-03-01?account_id=${accountId}`)).status).toBe(404);
  });

  it.each([
    ['an impossible day', '/api/journal/days/2024-02-30', { plan: 'x' }, 'date'],
    ['mood 6', '/api/journal/days/2024-03-05', { mood: 6 }, 'mood'],
    ['mood 2.5', '/api/journal/days/2024-03-05', { mood: 2.5 }, 'mood'],
    ['a mood in words', '/api/journal/days/2024-03-05', { mood: 'good' }, 'mood'],
    ['a plan over 100,000 characters', '/api/journal/days/2024-03-05', { plan: 'x'.repeat(100_001) }, 'plan'],
  ])('refuses %s with a 422 naming the field and stores nothing', async (_label, path, body, field) => {
    const r = await call('PUT', path, body);
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body)).toContain(field);
    expect((await call('GET', '/api/journal/days?from=2024-03-05&to=2024-03-05')).body).toEqual([]);
  });

  it('gives a single day its Trading Plan outcome and the playbook rules its trades broke', async () => {
    const pb = (
      await call('POST', '/api/playbooks', { name: 'Open drive', rules: ['Wait for the first pullback', 'Size 1 %'] })
    ).body;
    const [wait, size] = pb.rules.map((r: { id: string }) => r.id);
    const onDay = (entry: string, checks: Array<{ rule_id: string; followed: boolean }>, token = a.token) =>
      call(
        'POST',
        '/api/trades/',
        tradePayload(accountId, {
          entry_date: entry,
          exit_date: entry,
          playbook_id: pb.id,
          rule_checks: checks,
        }),
        token,
      );
    // 2024-04-10 in New York: 01:00 UTC on the 11th is still the 10th; 05:00 UTC on the 11th is not.
    expect(
      (
        await onDay('2024-04-11T01:00:00Z', [
          { rule_id: wait, followed: false },
          { rule_id: size, followed: false },
        ])
      ).status,
    ).toBe(201);
    expect((await onDay('2024-04-10T15:00:00Z', [{ rule_id: wait, followed: false }])).status).toBe(201);
    expect((await onDay('2024-04-10T16:00:00Z', [{ rule_id: size, followed: true }])).status).toBe(201);
    expect((await onDay('2024-04-11T05:00:00Z', [{ rule_id: size, followed: false }])).status).toBe(201);

    const day = await call('GET', `/api/journal/days/2024-04-10?account_id=${accountId}`);
    expect(day.status).toBe(200);
    expect(day.body.rules_broken).toEqual([
      { rule: 'Wait for the first pullback', playbook: 'Open drive', trades: 2 },
      { rule: 'Size 1 %', playbook: 'Open drive', trades: 1 },
    ]);
    expect(day.body.trading_plan).toMatchObject({ total: 4 });
    expect(day.body.trading_plan.objectives.map((o: { key: string }) => o.key)).toEqual([
      'profitTarget',
      'lossLimit',
      'maxTrades',
      'winRate',
    ]);
    // The list of a range keeps to the figures (no plan walk per day).
    const list = await call('GET', `/api/journal/days?from=2024-04-10&to=2024-04-10&account_id=${accountId}`);
    expect(list.body.every((d: Record<string, unknown>) => !('rules_broken' in d))).toBe(true);

    // GraphQL carries the same; another user's day of the same date has nothing of it.
    const res = await q(
      `query($a: ID) { journalDay(date: "2024-04-10", accountId: $a) {
         tradingPlan { objectives { key met } metCount } rulesBroken { rule playbook trades } } }`,
      { a: accountId },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.journalDay.rulesBroken).toEqual([
      { rule: 'Wait for the first pullback', playbook: 'Open drive', trades: 2 },
      { rule: 'Size 1 %', playbook: 'Open drive', trades: 1 },
    ]);
    expect(res.data.journalDay.tradingPlan.metCount).toBe(day.body.trading_plan.met);
    const theirs = await call('GET', '/api/journal/days/2024-04-10', undefined, b.token);
    expect(theirs.body.rules_broken).toEqual([]);
  });

  it('refuses a range without its ends or longer than 366 days', async () => {
    expect((await call('GET', '/api/journal/days?from=2024-01-01')).status).toBe(422);
    expect((await call('GET', '/api/journal/days?from=2023-01-01&to=2024-01-02')).status).toBe(422);
  });

  it('answers another user’s account as 404 and changes nothing', async () => {
    const read = await call('GET', `/api/journal/days/2024-03-01?account_id=${otherAccountId}`);
    expect(read.status).toBe(404);
    const write = await call('PUT', `/api/journal/days/2024-03-01?account_id=${otherAccountId}`, { plan: 'mine' });
    expect(write.status).toBe(404);
    const theirs = await call(
      'GET',
      `/api/journal/days?from=2024-03-01&to=2024-03-01&account_id=${otherAccountId}`,
      undefined,
      b.token,
    );
    expect(theirs.body).toEqual([]);
    // b's all-accounts day is b's own: a's entry is not visible to b.
    const bAll = await call('GET', '/api/journal/days/2024-03-01', undefined, b.token);
    expect(bAll.body).toMatchObject({ saved: false, figures: { trades: 0, net_pnl: '0' } });
  });
});

describe('templates', () => {
  it('gives the two defaults once, and a new day starts from the chosen one', async () => {
    const list = await call('GET', '/api/journal/templates');
    expect(list.status).toBe(200);
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(['Post-session review', 'Pre-market plan']);
    const pre = list.body.find((t: { name: string }) => t.name === 'Pre-market plan');
    expect(pre.plan).toContain('## Key levels');

    const day = await call('PUT', '/api/journal/days/2024-03-04', { template_id: pre.id, mood: 3 });
    expect(day.body).toMatchObject({ template_id: pre.id, plan: pre.plan, mood: 3 });
    // An existing entry keeps its text when a template is chosen later.
    const post = list.body.find((t: { name: string }) => t.name === 'Post-session review');
    const again = await call('PUT', '/api/journal/days/2024-03-04', { template_id: post.id });
    expect(again.body).toMatchObject({ template_id: post.id, plan: pre.plan, review: '' });

    // A deleted default stays deleted; its days keep their text.
    expect((await call('DELETE', `/api/journal/templates/${pre.id}`)).status).toBe(200);
    expect((await call('GET', '/api/journal/templates')).body).toHaveLength(1);
    expect((await call('GET', '/api/journal/days/2024-03-04')).body.plan).toBe(pre.plan);
  });

  it('creates, renames and refuses a duplicate name; another user’s template is 404', async () => {
    const made = await call('POST', '/api/journal/templates', { name: 'Scalping day', plan: '# Levels' });
    expect(made.status).toBe(201);
    expect((await call('POST', '/api/journal/templates', { name: 'Scalping day' })).status).toBe(409);
    expect((await call('POST', '/api/journal/templates', { name: '  ' })).status).toBe(422);
    const renamed = await call('PUT', `/api/journal/templates/${made.body.id}`, { name: 'Scalp' });
    expect(renamed.body).toMatchObject({ name: 'Scalp', plan: '# Levels' });
    expect((await call('PUT', `/api/journal/templates/${made.body.id}`, { name: 'x' }, b.token)).status).toBe(404);
    expect((await call('DELETE', `/api/journal/templates/${made.body.id}`, undefined, b.token)).status).toBe(404);
    expect((await call('PUT', '/api/journal/days/2024-03-06', { template_id: made.body.id }, b.token)).status).toBe(
      404,
    );
    expect((await call('GET', `/api/journal/templates/${made.body.id}`)).status).toBe(404); // no such route
  });
});

describe('GraphQL', () => {
  const DAY = `query ($date: LocalDate!, $accountId: ID) {
    journalDay(date: $date, accountId: $accountId) { id saved plan mood figures { trades netPnl winRate } }
  }`;

  it('carries the same entries and figures', async () => {
    const save = await q(
      `mutation ($accountId: ID) { saveJournalDay(date: "2024-03-02", accountId: $accountId, input: { plan: "Go", mood: 5 }) { id saved } }`,
      { accountId },
    );
    expect(save.data).toEqual({ saveJournalDay: { id: `2024-03-02:${accountId}`, saved: true } });
    const day = await q(DAY, { date: '2024-03-02', accountId });
    expect(day.data).toEqual({
      journalDay: {
        id: `2024-03-02:${accountId}`,
        saved: true,
        plan: 'Go',
        mood: 5,
        figures: { trades: 1, netPnl: '18', winRate: 100 },
      },
    });
    const list = await q(
      `{ journalDays(from: "2024-03-01", to: "2024-03-31") { date plan } journalTemplates { name } }`,
    );
    expect(list.errors).toBeUndefined();
    const bad = await q(`mutation { saveJournalDay(date: "2024-03-02", input: { mood: 0 }) { id } }`);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const theirs = await q(DAY, { date: '2024-03-02', accountId: otherAccountId });
    expect(codeOf(theirs)).toBe('NOT_FOUND');
    const deleted = await q(
      `mutation ($accountId: ID) { deleteJournalDay(date: "2024-03-02", accountId: $accountId) }`,
      {
        accountId,
      },
    );
    expect(deleted.data).toEqual({ deleteJournalDay: `2024-03-02:${accountId}` });
  });
});

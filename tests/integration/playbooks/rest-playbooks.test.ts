import { codeOf, gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountA: string;
let accountB: string;

const call = (method: string, path: string, body?: unknown, token?: string) =>
  rest(app.baseUrl, method, path, body, { token });

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  accountA = (await call('POST', '/api/accounts/', accountPayload(), a.token)).body.id;
  accountB = (await call('POST', '/api/accounts/', accountPayload(), b.token)).body.id;
});
afterAll(() => app?.close());

describe('REST /api/tags', () => {
  it('creates, lists, renames, merges and deletes tags; names are unique per user whatever their case', async () => {
    const setup = await call('POST', '/api/tags', { name: 'Bull flag', kind: 'setup' }, a.token);
    expect(setup.status).toBe(201);
    expect(setup.body).toEqual({ id: expect.any(String), name: 'Bull flag', kind: 'setup', color: '#2563eb' });
    const dup = await call('POST', '/api/tags', { name: 'bull FLAG' }, a.token);
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toBe('A tag with this name already exists');
    // Another user may use the same name.
    expect((await call('POST', '/api/tags', { name: 'Bull flag' }, b.token)).status).toBe(201);
    const bad = await call('POST', '/api/tags', { name: ' ', kind: 'setups', color: 'red' }, a.token);
    expect(bad.status).toBe(422);

    const late = (await call('POST', '/api/tags', { name: 'Late entry', kind: 'mistake' }, a.token)).body;
    const fomo = (await call('POST', '/api/tags', { name: 'FOMO', kind: 'mistake', color: '#AA00ff' }, a.token)).body;
    expect(fomo.color).toBe('#aa00ff');
    const list = await call('GET', '/api/tags', undefined, a.token);
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(['Bull flag', 'FOMO', 'Late entry']);

    const renamed = await call('PUT', `/api/tags/${late.id}`, { name: 'Chased entry' }, a.token);
    expect(renamed.body).toMatchObject({ name: 'Chased entry', kind: 'mistake' });

    // Merge: the trades tagged FOMO are tagged Chased entry instead (once), FOMO is gone.
    const t1 = await call('POST', '/api/trades/', tradePayload(accountA, { tag_ids: [fomo.id] }), a.token);
    expect(t1.status).toBe(201);
    expect(t1.body.tags).toEqual([{ id: fomo.id, name: 'FOMO', kind: 'mistake', color: '#aa00ff' }]);
    const t2 = await call('POST', '/api/trades/', tradePayload(accountA, { tag_ids: [fomo.id, late.id] }), a.token);
    const merged = await call('POST', `/api/tags/${fomo.id}/merge`, { into_id: late.id }, a.token);
    expect(merged.status).toBe(200);
    expect(merged.body.id).toBe(late.id);
    for (const id of [t1.body.id, t2.body.id]) {
      const trade = await call('GET', `/api/trades/${id}`, undefined, a.token);
      expect(trade.body.tags.map((t: { name: string }) => t.name)).toEqual(['Chased entry']);
    }
    expect((await call('GET', `/api/tags/${fomo.id}/merge`, undefined, a.token)).status).toBe(404);
    const deleted = await call('DELETE', `/api/tags/${late.id}`, undefined, a.token);
    expect(deleted.body).toEqual({ id: late.id, detail: 'Tag deleted' });
    expect((await call('GET', `/api/trades/${t1.body.id}`, undefined, a.token)).body.tags).toEqual([]);
  });

  it("answers 404 for another user's tag and changes nothing", async () => {
    const mine = (await call('POST', '/api/tags', { name: 'Mine' }, a.token)).body;
    const theirs = (await call('POST', '/api/tags', { name: 'Theirs' }, b.token)).body;
    expect((await call('PUT', `/api/tags/${theirs.id}`, { name: 'Hijacked' }, a.token)).status).toBe(404);
    expect((await call('DELETE', `/api/tags/${theirs.id}`, undefined, a.token)).status).toBe(404);
    expect((await call('POST', `/api/tags/${mine.id}/merge`, { into_id: theirs.id }, a.token)).status).toBe(404);
    expect((await call('PUT', '/api/tags/not-a-uuid', { name: 'x' }, a.token)).status).toBe(404);
    // Attaching it to a trade: 404, and no trade is created.
    const before = (await call('GET', `/api/trades/?account_id=${accountA}`, undefined, a.token)).body.total;
    const attach = await call('POST', '/api/trades/', tradePayload(accountA, { tag_ids: [theirs.id] }), a.token);
    expect(attach.status).toBe(404);
    expect(attach.body.detail).toBe('Tag not found');
    expect((await call('GET', `/api/trades/?account_id=${accountA}`, undefined, a.token)).body.total).toBe(before);
    const trade = (await call('POST', '/api/trades/', tradePayload(accountA, { tag_ids: [mine.id] }), a.token)).body;
    const put = await call('PUT', `/api/trades/${trade.id}`, { tag_ids: [theirs.id], notes: 'changed' }, a.token);
    expect(put.status).toBe(404);
    const after = (await call('GET', `/api/trades/${trade.id}`, undefined, a.token)).body;
    expect(after.tags.map((t: { id: string }) => t.id)).toEqual([mine.id]);
    expect(after.notes).toBe('Breakout retest');
    const bulk = await call(
      'POST',
      '/api/trades/bulk-tags',
      { trade_ids: [trade.id], add_tag_ids: [theirs.id] },
      a.token,
    );
    expect(bulk.status).toBe(404);
    const theirTrade = (await call('POST', '/api/trades/', tradePayload(accountB), b.token)).body;
    const bulkTheirs = await call(
      'POST',
      '/api/trades/bulk-tags',
      { trade_ids: [theirTrade.id], add_tag_ids: [mine.id] },
      a.token,
    );
    expect(bulkTheirs.status).toBe(404);
    expect((await call('GET', `/api/trades/${theirTrade.id}`, undefined, b.token)).body.tags).toEqual([]);
  });
});

describe('REST /api/playbooks and rule checks', () => {
  it('keeps a playbook with ordered rules; trades tick them; the list filters by tag, playbook and rule', async () => {
    const created = await call(
      'POST',
      '/api/playbooks',
      {
        name: 'Opening range breakout',
        description: 'First 30 minutes',
        entry_criteria: 'Break of the range high on volume',
        exit_criteria: '2R or the close',
        rules: [{ text: 'Wait for the 5-minute close' }, { text: 'Risk at most 1 %' }, 'No trades after 11:00'],
      },
      a.token,
    );
    expect(created.status).toBe(201);
    const pb = created.body;
    expect(pb.rules.map((r: { text: string }) => r.text)).toEqual([
      'Wait for the 5-minute close',
      'Risk at most 1 %',
      'No trades after 11:00',
    ]);
    const [wait, risk, late] = pb.rules.map((r: { id: string }) => r.id);
    const tag = (await call('POST', '/api/tags', { name: 'ORB', kind: 'setup' }, a.token)).body;

    const win = await call(
      'POST',
      '/api/trades/',
      tradePayload(accountA, {
        tag_ids: [tag.id],
        playbook_id: pb.id,
        rule_checks: [
          { rule_id: wait, followed: true },
          { rule_id: risk, followed: true },
        ],
      }),
      a.token,
    );
    expect(win.status).toBe(201);
    expect(win.body).toMatchObject({
      playbook_id: pb.id,
      rule_checks: [
        { rule_id: wait, followed: true },
        { rule_id: risk, followed: true },
      ],
    });
    const loss = await call(
      'POST',
      '/api/trades/',
      tradePayload(accountA, {
        exit_price: 1.09,
        playbook_id: pb.id,
        rule_checks: [{ rule_id: wait, followed: false }],
      }),
      a.token,
    );
    expect(loss.status).toBe(201);

    const list = (q: string) => call('GET', `/api/trades/?account_id=${accountA}&${q}`, undefined, a.token);
    const ids = (r: { body: { trades: Array<{ id: string }> } }) => r.body.trades.map((t) => t.id).sort();
    expect(ids(await list(`playbook_id=${pb.id}`))).toEqual([win.body.id, loss.body.id].sort());
    expect(ids(await list(`tag_id=${tag.id}`))).toEqual([win.body.id]);
    expect(ids(await list(`rule_id=${wait}&rule_followed=false`))).toEqual([loss.body.id]);
    expect(ids(await list(`rule_id=${wait}&rule_followed=true`))).toEqual([win.body.id]);
    expect((await list(`rule_id=${wait}`)).body.total).toBe(2);
    expect((await list(`rule_followed=yes&rule_id=${wait}`)).status).toBe(422);
    expect((await list('tag_id=nope')).status).toBe(422);

    // A rule of no playbook of the trade: refused, nothing changes.
    const other = (await call('POST', '/api/playbooks', { name: 'Fade', rules: ['Only at VWAP'] }, a.token)).body;
    const wrong = await call(
      'PUT',
      `/api/trades/${loss.body.id}`,
      { rule_checks: [{ rule_id: other.rules[0].id, followed: true }] },
      a.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBeDefined();

    // Editing the checklist: kept rules keep their checks; a removed rule's checks go.
    const edited = await call(
      'PUT',
      `/api/playbooks/${pb.id}`,
      { rules: [{ id: risk, text: 'Risk at most 0.5 %' }, { id: wait, text: 'Wait for the 5-minute close' }, 'New'] },
      a.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.rules.map((r: { text: string }) => r.text)).toEqual([
      'Risk at most 0.5 %',
      'Wait for the 5-minute close',
      'New',
    ]);
    expect(edited.body.description).toBe('First 30 minutes');
    const winAfter = (await call('GET', `/api/trades/${win.body.id}`, undefined, a.token)).body;
    expect(winAfter.rule_checks).toEqual([
      { rule_id: risk, followed: true },
      { rule_id: wait, followed: true },
    ]);
    expect(late).toBeDefined();

    // Another playbook: rule checks of the old one go.
    const moved = await call('PUT', `/api/trades/${loss.body.id}`, { playbook_id: other.id }, a.token);
    expect(moved.body).toMatchObject({ playbook_id: other.id, rule_checks: [] });
    const cleared = await call('PUT', `/api/trades/${win.body.id}`, { playbook_id: null }, a.token);
    expect(cleared.body).toMatchObject({
      playbook_id: null,
      rule_checks: [],
      tags: [expect.objectContaining({ id: tag.id })],
    });

    // Bulk: tag and assign a playbook to both, then remove the tag.
    const bulk = await call(
      'POST',
      '/api/trades/bulk-tags',
      { trade_ids: [win.body.id, loss.body.id], add_tag_ids: [tag.id], playbook_id: pb.id },
      a.token,
    );
    expect(bulk.body).toEqual({ updated: 2 });
    expect(ids(await list(`tag_id=${tag.id}`))).toEqual([win.body.id, loss.body.id].sort());
    expect(ids(await list(`playbook_id=${pb.id}`))).toEqual([win.body.id, loss.body.id].sort());
    await call('POST', '/api/trades/bulk-tags', { trade_ids: [loss.body.id], remove_tag_ids: [tag.id] }, a.token);
    expect(ids(await list(`tag_id=${tag.id}`))).toEqual([win.body.id]);
    expect((await call('POST', '/api/trades/bulk-tags', { trade_ids: [] }, a.token)).status).toBe(422);

    // Deleting the playbook: its trades follow none.
    expect((await call('DELETE', `/api/playbooks/${pb.id}`, undefined, a.token)).status).toBe(200);
    expect((await call('GET', `/api/trades/${win.body.id}`, undefined, a.token)).body.playbook_id).toBeNull();
  });

  it("answers 404 for another user's playbook or rule and changes nothing", async () => {
    const theirs = (await call('POST', '/api/playbooks', { name: 'Theirs', rules: ['Their rule'] }, b.token)).body;
    const mine = (await call('POST', '/api/playbooks', { name: 'Mine', rules: ['My rule'] }, a.token)).body;
    expect((await call('PUT', `/api/playbooks/${theirs.id}`, { name: 'x' }, a.token)).status).toBe(404);
    expect((await call('DELETE', `/api/playbooks/${theirs.id}`, undefined, a.token)).status).toBe(404);
    // Their rule's id in my playbook's list: not found, my playbook unchanged.
    const steal = await call(
      'PUT',
      `/api/playbooks/${mine.id}`,
      { rules: [{ id: theirs.rules[0].id, text: 'x' }] },
      a.token,
    );
    expect(steal.status).toBe(404);
    const trade = (await call('POST', '/api/trades/', tradePayload(accountA, { playbook_id: mine.id }), a.token)).body;
    expect((await call('PUT', `/api/trades/${trade.id}`, { playbook_id: theirs.id }, a.token)).status).toBe(404);
    const check = await call(
      'PUT',
      `/api/trades/${trade.id}`,
      { rule_checks: [{ rule_id: theirs.rules[0].id, followed: true }] },
      a.token,
    );
    expect(check.status).toBe(404);
    const after = (await call('GET', `/api/trades/${trade.id}`, undefined, a.token)).body;
    expect(after).toMatchObject({ playbook_id: mine.id, rule_checks: [] });
    expect((await call('GET', '/api/playbooks', undefined, b.token)).body).toEqual([theirs]);
  });
});

describe('GraphQL tags, playbooks and trade links', () => {
  it('carries the same contract', async () => {
    const tag = await gql<{ createTag: { id: string; kind: string } }>(
      app.baseUrl,
      'mutation { createTag(input: { name: "Gap fill", kind: setup }) { id name kind color } }',
      {},
      { token: a.token },
    );
    expect(tag.data?.createTag.kind).toBe('setup');
    const pb = await gql<{ createPlaybook: { id: string; rules: Array<{ id: string }> } }>(
      app.baseUrl,
      'mutation { createPlaybook(input: { name: "Gap", rules: [{ text: "Gap over 2 %" }] }) { id rules { id text } } }',
      {},
      { token: a.token },
    );
    const playbook = pb.data!.createPlaybook;
    const trade = (await call('POST', '/api/trades/', tradePayload(accountA), a.token)).body;
    const updated = await gql<{
      updateTrade: { tags: Array<{ name: string }>; playbook: { id: string }; ruleChecks: unknown[] };
    }>(
      app.baseUrl,
      `mutation($id: ID!, $input: TradeInput!) {
        updateTrade(id: $id, input: $input) { tags { name } playbookId playbook { id name } ruleChecks { ruleId followed } }
      }`,
      {
        id: trade.id,
        input: {
          tagIds: [tag.data!.createTag.id],
          playbookId: playbook.id,
          ruleChecks: [{ ruleId: playbook.rules[0].id, followed: false }],
        },
      },
      { token: a.token },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateTrade).toMatchObject({
      tags: [{ name: 'Gap fill' }],
      playbook: { id: playbook.id },
      ruleChecks: [{ ruleId: playbook.rules[0].id, followed: false }],
    });
    const foreign = await gql(
      app.baseUrl,
      'mutation($id: ID!) { deleteTag(id: $id) }',
      { id: tag.data!.createTag.id },
      { token: b.token },
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    const listed = await gql<{ trades: { items: Array<{ id: string }> } }>(
      app.baseUrl,
      'query($f: TradeFilter) { trades(filter: $f) { items { id } total } }',
      { f: { ruleId: playbook.rules[0].id, ruleFollowed: false } },
      { token: a.token },
    );
    expect(listed.data?.trades.items.map((t) => t.id)).toEqual([trade.id]);
  });
});

// tradesConnection and REST cursors: keyset pages that neither skip nor repeat a trade while
// another client adds and deletes trades between the pages.
import { codeOf, gql, rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { SelectQueryBuilder } from 'typeorm';

jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;

/** Inserts `n` closed or open trades straight in SQL (fast), entry dates from `start`, `step` minutes apart. */
async function insertTrades(userId: string, account: string, n: number, opts: { start: string; step: number }) {
  const rows: Array<{ id: string }> = await app.db.dataSource.query(
    `INSERT INTO trades (user_id, account_id, symbol, market, trade_type, entry_price, exit_price, quantity, pnl, result, entry_date, exit_date)
     SELECT $1, $2, 'SYM' || (i % 3), 'stocks', 'long', 100, CASE WHEN i % 4 = 0 THEN NULL ELSE 100 + i % 7 - 3 END, 1,
            CASE WHEN i % 4 = 0 THEN NULL ELSE i % 7 - 3 END,
            CASE WHEN i % 4 = 0 THEN 'open' WHEN i % 7 - 3 > 0 THEN 'win' WHEN i % 7 - 3 < 0 THEN 'loss' ELSE 'breakeven' END,
            $3::timestamptz + ((i / 2) * $4 || ' minutes')::interval,
            CASE WHEN i % 4 = 0 THEN NULL ELSE $3::timestamptz + ((i / 2) * $4 + 30 || ' minutes')::interval END
     FROM generate_series(0, $5 - 1) AS i RETURNING id`,
    [userId, account, opts.start, opts.step, n],
  );
  return rows.map((r) => r.id);
}

const PAGE = `query Page($accountId: ID, $orderBy: TradeSort, $first: Int, $after: String, $last: Int, $before: String) {
  tradesConnection(accountId: $accountId, orderBy: $orderBy, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { id entryDate pnl } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

interface Page {
  edges: { cursor: string; node: { id: string; entryDate: string; pnl: string | null } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

async function page(token: string, variables: Record<string, unknown>): Promise<Page> {
  const r = await gql<{ tradesConnection: Page }>(app.baseUrl, PAGE, variables, { token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.tradesConnection;
}

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: a.token })).body.id;
  // 40 trades, two per entry instant: ties on the sort key are broken by id.
  await insertTrades(a.id, accountId, 40, { start: '2025-01-06T14:00:00Z', step: 60 });
  const bAccount = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: b.token })).body.id;
  await insertTrades(b.id, bAccount, 5, { start: '2025-01-06T14:00:00Z', step: 60 });
});
afterAll(() => app?.close());

describe('tradesConnection', () => {
  it('pages newest first in the same order as the trade list, and back again with last/before', async () => {
    const list = await gql<{ trades: { items: { id: string }[] } }>(
      app.baseUrl,
      `{ trades(limit: 1000) { items { id } } }`,
      {},
      { token: a.token },
    );
    const expected = list.data!.trades.items.map((t) => t.id);
    expect(expected).toHaveLength(40);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const p = await page(a.token, { first: 7, after });
      seen.push(...p.edges.map((e) => e.node.id));
      expect(p.pageInfo.hasPreviousPage).toBe(after !== null);
      pages += 1;
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(pages).toBe(6);
    expect(seen).toEqual(expected);

    // Backwards from the end: the same trades, page by page from the last.
    const back: string[] = [];
    let before: string | null = null;
    for (;;) {
      const p = await page(a.token, { last: 9, before });
      back.unshift(...p.edges.map((e) => e.node.id));
      if (!p.pageInfo.hasPreviousPage) break;
      before = p.pageInfo.startCursor;
    }
    expect(back).toEqual(expected);
  });

  it('neither skips nor repeats a trade while another client adds and deletes trades between pages', async () => {
    const account = (
      await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ name: 'Busy' }), { token: a.token })
    ).body.id;
    const initial = await insertTrades(a.id, account, 60, { start: '2025-02-03T14:00:00Z', step: 30 });
    const deleted = new Set<string>();
    const seen: string[] = [];
    let after: string | null = null;
    for (let round = 0; ; round++) {
      const p = await page(a.token, { accountId: account, first: 8, after });
      seen.push(...p.edges.map((e) => e.node.id));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
      // The other client: new trades newer than everything (before the cursor), older than
      // everything (still ahead), and at the cursor's own instant; deletes of seen and unseen trades.
      await insertTrades(a.id, account, 2, { start: '2025-03-01T00:00:00Z', step: round + 1 });
      await insertTrades(a.id, account, 2, { start: `2024-12-0${(round % 9) + 1}T00:00:00Z`, step: 1 });
      const cursorTrade = p.edges[p.edges.length - 1].node;
      await app.db.dataSource.query(
        `INSERT INTO trades (user_id, account_id, symbol, market, trade_type, entry_price, quantity, result, entry_date)
         VALUES ($1, $2, 'TIE', 'stocks', 'long', 1, 1, 'open', $3)`,
        [a.id, account, cursorTrade.entryDate],
      );
      const unseen = initial.filter((id) => !seen.includes(id) && !deleted.has(id));
      const victims = [seen[round], unseen[unseen.length - 1 - round]].filter(Boolean);
      for (const id of victims) {
        deleted.add(id);
        await app.db.dataSource.query(`DELETE FROM trades WHERE id = $1`, [id]);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    // Every trade there from start to end was seen exactly once.
    const survivors = initial.filter((id) => !deleted.has(id));
    expect(survivors.filter((id) => !seen.includes(id))).toEqual([]);
    // The older trades added while paging lie ahead of the cursor: they were reached too.
    expect(seen.length).toBeGreaterThan(survivors.length);
  });

  it('pages a nullable sort key (pnl, open trades last) in order without loss', async () => {
    const seen: Page['edges'] = [];
    let after: string | null = null;
    for (;;) {
      const p = await page(a.token, { accountId, orderBy: { field: 'pnl', direction: 'asc' }, first: 6, after });
      seen.push(...p.edges);
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(40);
    expect(new Set(seen.map((e) => e.node.id)).size).toBe(40);
    const pnl = seen.map((e) => e.node.pnl);
    const closed = pnl.filter((x): x is string => x !== null).map(Number);
    expect(closed).toEqual([...closed].sort((x, y) => x - y));
    expect(pnl.slice(closed.length).every((x) => x === null)).toBe(true);
    expect(closed.length).toBe(30);
  });

  it('counts only when totalCount is selected, and counts what the filter matches', async () => {
    // A count is COUNT(*) (getCount), or a plain query over the day rollup or the exit-day summaries.
    const getCount = jest.spyOn(SelectQueryBuilder.prototype, 'getCount');
    const query = jest.spyOn(app.db.dataSource, 'query');
    const reads = (table: string) => query.mock.calls.filter(([sql]) => String(sql).includes(table)).length;
    await page(a.token, { accountId, first: 5 });
    expect(getCount).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
    const r = await gql<{ tradesConnection: { totalCount: number; edges: unknown[] } }>(
      app.baseUrl,
      `query($accountId: ID) {
        all: tradesConnection(accountId: $accountId, first: 1) { totalCount edges { cursor } }
        open: tradesConnection(accountId: $accountId, filter: { result: open }, first: 1) { totalCount }
        mar: tradesConnection(accountId: $accountId, filter: { from: "2025-01-06", to: "2025-01-06" }, first: 1) { totalCount }
      }`,
      { accountId },
      { token: a.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toMatchObject({ all: { totalCount: 40 }, open: { totalCount: 10 } });
    // Entries 14:00Z, 15:00Z … two per hour for 20 hours: the viewer's local 6 January holds some, not all.
    const day = (r.data as unknown as { mar: { totalCount: number } }).mar.totalCount;
    expect(day).toBeGreaterThan(0);
    expect(day).toBeLessThan(40);
    // The result filter counts the trades, the day range reads the rollup, no filter the exit-day summaries.
    expect(getCount).toHaveBeenCalledTimes(1);
    expect(reads('analytics_day_rollup')).toBe(1);
    expect(reads('analytics_equity_day')).toBe(1);
    getCount.mockRestore();
    query.mockRestore();
  });

  it('refuses a forged cursor, a cursor of another sort, and first with last, as BAD_USER_INPUT', async () => {
    const p = await page(a.token, { first: 2 });
    const forged = await gql(app.baseUrl, PAGE, { after: 'not-a-cursor!' }, { token: a.token });
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');
    const tampered = Buffer.from(
      JSON.stringify(['entryDate', 'desc', "'; DROP TABLE trades; --", p.edges[0].node.id]),
    ).toString('base64url');
    expect(codeOf(await gql(app.baseUrl, PAGE, { after: tampered }, { token: a.token }))).toBe('BAD_USER_INPUT');
    const other = await gql(
      app.baseUrl,
      PAGE,
      { after: p.pageInfo.endCursor, orderBy: { field: 'symbol', direction: 'asc' } },
      { token: a.token },
    );
    expect(other.errors?.[0].extensions?.fieldErrors?.after).toMatch(/another sort/);
    expect(codeOf(await gql(app.baseUrl, PAGE, { first: 2, last: 2 }, { token: a.token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(app.baseUrl, PAGE, { first: 0 }, { token: a.token }))).toBe('BAD_USER_INPUT');
  });

  it("never shows another user's trades, and another user's account is not found", async () => {
    const p = await page(b.token, { first: 100 });
    expect(p.edges).toHaveLength(5);
    const r = await gql(app.baseUrl, PAGE, { accountId, first: 1 }, { token: b.token });
    expect(codeOf(r)).toBe('NOT_FOUND');
  });
});

describe('REST /api/trades with limit and cursor', () => {
  it('pages through every trade with next_cursor; the first page keeps total', async () => {
    const all = await rest(app.baseUrl, 'GET', `/api/trades?account_id=${accountId}`, undefined, { token: a.token });
    expect(all.body.next_cursor).toBeUndefined();
    const expected = (all.body.trades as { id: string }[]).map((t) => t.id);
    const first = await rest(app.baseUrl, 'GET', `/api/trades?account_id=${accountId}&limit=15`, undefined, {
      token: a.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(expected.length);
    const seen = (first.body.trades as { id: string }[]).map((t) => t.id);
    let cursor: string | null = first.body.next_cursor;
    while (cursor) {
      const next = await rest(
        app.baseUrl,
        'GET',
        `/api/trades?account_id=${accountId}&limit=15&cursor=${encodeURIComponent(cursor)}`,
        undefined,
        { token: a.token },
      );
      expect(next.status).toBe(200);
      expect(next.body.total).toBeUndefined();
      seen.push(...(next.body.trades as { id: string }[]).map((t) => t.id));
      cursor = next.body.next_cursor;
    }
    expect(seen).toEqual(expected);
  });

  it('answers 422 for a bad cursor', async () => {
    const r = await rest(app.baseUrl, 'GET', '/api/trades?cursor=%27%3B--', undefined, { token: a.token });
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body)).toMatch(/cursor|after/);
  });
});

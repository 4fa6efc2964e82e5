import Decimal from 'decimal.js';
import fc from 'fast-check';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Every playbook, tag and rule figure of GET /api/analytics/{playbooks,tags,rules} against an
// independent computation in decimal.js over random trades (issue 30).
jest.setTimeout(240000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const D = Decimal.clone({ precision: 80 });
const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: user.token });

const tradeArb = fc.record({
  exit: fc.constantFrom('90', '97.5', '100', '101.25', '104', '112'),
  qty: fc.integer({ min: 1, max: 5 }),
  fees: fc.constantFrom('0', '1.25'),
  withStop: fc.boolean(),
  playbook: fc.integer({ min: -1, max: 1 }),
  tags: fc.subarray([0, 1, 2]),
  checks: fc.tuple(fc.integer({ min: -1, max: 1 }), fc.integer({ min: -1, max: 1 })),
});

/** Student t 97.5 % quantiles (df 1…30), from a printed table; the normal 1.96 beyond. */
const T = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];
const t975 = (df: number) => (df <= 30 ? T[df - 1] : 1.959964);

interface Expected {
  trades: number;
  wins: number;
  net: Decimal;
  mean: Decimal | null;
  sd: number | null;
  pf: number | null;
  rs: Decimal[];
}

function expectedOf(pnls: Decimal[], rs: Decimal[]): Expected {
  const n = pnls.length;
  const net = pnls.reduce((a, b) => a.plus(b), new D(0));
  const mean = n ? net.div(n) : null;
  const sd =
    n > 1 && mean
      ? pnls
          .reduce((a, p) => a.plus(p.minus(mean).pow(2)), new D(0))
          .div(n - 1)
          .sqrt()
          .toNumber()
      : null;
  const gains = pnls.filter((p) => p.gt(0)).reduce((a, b) => a.plus(b), new D(0));
  const losses = pnls.filter((p) => p.lt(0)).reduce((a, b) => a.plus(b), new D(0));
  return {
    trades: n,
    wins: pnls.filter((p) => p.gt(0)).length,
    net,
    mean,
    sd,
    pf: losses.isZero() ? null : gains.div(losses.abs()).toNumber(),
    rs,
  };
}

function wilson(k: number, n: number) {
  const z = 1.959963984540054;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { low: Math.max(0, centre - half) * 100, high: Math.min(1, centre + half) * 100 };
}

const close = (a: string | number, b: Decimal | number, tol = 1e-6) =>
  expect(Math.abs(Number(a) - Number(b))).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(Number(b))));

function expectGroup(got: Record<string, unknown>, e: Expected) {
  expect(got.trades).toBe(e.trades);
  expect(got.wins).toBe(e.wins);
  expect(new D(got.net_pnl as string).eq(e.net)).toBe(true);
  if (e.mean === null) expect(got.expectancy).toBeNull();
  else expect(got.expectancy).toBe(e.mean.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed());
  expect(got.profit_factor === null ? null : Number(got.profit_factor)).toEqual(
    e.pf === null ? null : expect.any(Number),
  );
  if (e.pf !== null) close(got.profit_factor as number, e.pf, 1e-12);
  if (e.trades === 0) expect(got.win_rate).toBeNull();
  else {
    close(got.win_rate as number, (e.wins / e.trades) * 100, 1e-9);
    const w = wilson(e.wins, e.trades);
    const gw = got.win_rate_interval as { low: number; high: number };
    close(gw.low, w.low, 1e-9);
    close(gw.high, w.high, 1e-9);
  }
  const ci = got.expectancy_interval as { low: string; high: string } | null;
  if (e.sd === null || e.mean === null) expect(ci).toBeNull();
  else {
    const half = (t975(e.trades - 1) * e.sd) / Math.sqrt(e.trades);
    close(ci!.low, e.mean.minus(half), 1e-6);
    close(ci!.high, e.mean.plus(half), 1e-6);
  }
  if (e.rs.length === 0) expect(got.average_r).toBeNull();
  else close(got.average_r as number, e.rs.reduce((a, b) => a.plus(b), new D(0)).div(e.rs.length), 1e-9);
}

it('every playbook, tag and rule figure equals an independent decimal.js computation', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(tradeArb, { minLength: 3, maxLength: 24 }), async (trades) => {
      const user = await createUser(app);
      const accountId = (await call(user, 'POST', '/api/accounts/', accountPayload())).body.id;
      const playbooks: Array<{ id: string; rules: Array<{ id: string }> }> = [];
      for (const name of ['Breakout', 'Pullback'])
        playbooks.push((await call(user, 'POST', '/api/playbooks', { name, rules: ['Rule A', 'Rule B'] })).body);
      const tags: Array<{ id: string }> = [];
      for (const [name, kind] of [
        ['Flag', 'setup'],
        ['Chased', 'mistake'],
        ['News', 'custom'],
      ])
        tags.push((await call(user, 'POST', '/api/tags', { name, kind })).body);
      const byPlaybook = new Map<string, { pnls: Decimal[]; rs: Decimal[] }>();
      const byTag = new Map<string, { pnls: Decimal[]; rs: Decimal[] }>();
      const byRule = new Map<string, { f: Decimal[]; b: Decimal[] }>();
      const push = <K>(m: Map<K, { pnls: Decimal[]; rs: Decimal[] }>, k: K, pnl: Decimal, r: Decimal | null) => {
        const g = m.get(k) ?? { pnls: [], rs: [] };
        g.pnls.push(pnl);
        if (r) g.rs.push(r);
        m.set(k, g);
      };
      for (const t of trades) {
        const pb = t.playbook >= 0 ? playbooks[t.playbook] : null;
        const checks = pb
          ? t.checks.flatMap((c, i) => (c < 0 ? [] : [{ rule_id: pb.rules[i].id, followed: c === 1 }]))
          : [];
        const res = await call(
          user,
          'POST',
          '/api/trades/',
          tradePayload(accountId, {
            symbol: 'AAPL',
            market: 'stocks',
            entry_price: '100',
            exit_price: t.exit,
            quantity: t.qty,
            fees: t.fees,
            stop_loss: t.withStop ? '95' : null,
            tag_ids: t.tags.map((i) => tags[i].id),
            playbook_id: pb?.id,
            rule_checks: checks,
          }),
        );
        expect(res.status).toBe(201);
        const pnl = new D(t.exit).minus(100).times(t.qty).minus(t.fees);
        const r = t.withStop ? pnl.div(new D(5).times(t.qty)) : null;
        if (pb) push(byPlaybook, pb.id, pnl, r);
        for (const i of t.tags) push(byTag, tags[i].id, pnl, r);
        for (const c of checks) {
          const g = byRule.get(c.rule_id) ?? { f: [], b: [] };
          (c.followed ? g.f : g.b).push(pnl);
          byRule.set(c.rule_id, g);
        }
      }
      // An open trade in a playbook counts nowhere.
      await call(
        user,
        'POST',
        '/api/trades/',
        tradePayload(accountId, { exit_price: null, exit_date: null, playbook_id: playbooks[0].id }),
      );

      const q = `?account_id=${accountId}`;
      const pbRows = (await call(user, 'GET', `/api/analytics/playbooks${q}`)).body;
      expect(pbRows.map((r: { name: string }) => r.name)).toEqual(['Breakout', 'Pullback']);
      for (const row of pbRows) {
        const g = byPlaybook.get(row.playbook_id) ?? { pnls: [], rs: [] };
        expectGroup(row, expectedOf(g.pnls, g.rs));
      }
      const tagRows = (await call(user, 'GET', `/api/analytics/tags${q}`)).body;
      expect(tagRows.map((r: { kind: string }) => r.kind)).toEqual(['setup', 'mistake', 'custom']);
      for (const row of tagRows) {
        const g = byTag.get(row.tag_id) ?? { pnls: [], rs: [] };
        const e = expectedOf(g.pnls, g.rs);
        expectGroup(row, e);
        expect(row.per_trade).toBe(e.mean && e.mean.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed());
      }
      const ruleRows = (await call(user, 'GET', `/api/analytics/rules${q}`)).body;
      expect(ruleRows).toHaveLength(4);
      for (const row of ruleRows) {
        const g = byRule.get(row.rule_id) ?? { f: [], b: [] };
        const f = expectedOf(g.f, []);
        const b = expectedOf(g.b, []);
        expectGroup({ ...row.followed, average_r: null }, { ...f, rs: [] });
        expectGroup({ ...row.broken, average_r: null }, { ...b, rs: [] });
        const total = g.f.length + g.b.length;
        if (!f.mean || !b.mean) {
          expect(row.difference).toBeNull();
          expect(row.distinguishable).toBe(false);
          continue;
        }
        const diff = f.mean.minus(b.mean);
        expect(row.difference).toBe(diff.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed());
        if (f.sd === null || b.sd === null) {
          expect(row.difference_interval).toBeNull();
          expect(row.verdict).toBe(`${total} trade${total === 1 ? '' : 's'}: too few to tell`);
          continue;
        }
        const vf = f.sd ** 2 / f.trades;
        const vb = b.sd ** 2 / b.trades;
        const se = Math.sqrt(vf + vb);
        const df = se === 0 ? Infinity : (vf + vb) ** 2 / (vf ** 2 / (f.trades - 1) + vb ** 2 / (b.trades - 1));
        const half = (Number.isFinite(df) ? t975(Math.max(1, Math.floor(df))) : 1.959964) * se;
        close(row.difference_interval.low, diff.minus(half), 1e-6);
        close(row.difference_interval.high, diff.plus(half), 1e-6);
        const apart = diff.minus(half).gt(0) || diff.plus(half).lt(0);
        expect(row.distinguishable).toBe(apart);
        if (!apart) expect(row.verdict).toBe(`${total} trades: too few to tell`);
      }
    }),
    { numRuns: 5 },
  );
});

it("answers 404 for another user's account", async () => {
  const [a, b] = [await createUser(app), await createUser(app)];
  const theirs = (await call(b, 'POST', '/api/accounts/', accountPayload())).body.id;
  expect((await call(a, 'GET', `/api/analytics/rules?account_id=${theirs}`)).status).toBe(404);
});

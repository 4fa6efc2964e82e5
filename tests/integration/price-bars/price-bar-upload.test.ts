import { rest } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

let app: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(async () => {
  await app?.services.priceBars.jobs.stop();
  await app?.close();
});

const call = (method: string, path: string, token: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token });

async function post(user: TestUser, fields: Record<string, string>, file?: { name: string; text: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new Blob([file.text]), file.name);
  const res = await fetch(`${app.baseUrl}/api/price-bars`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Polls the upload as a client would until the job has finished it. */
async function finished(user: TestUser, id: string) {
  for (;;) {
    const res = await call('GET', `/api/price-bars/uploads/${id}`, user.token);
    if (!['queued', 'running'].includes(res.body.status)) return res.body;
    await new Promise((r) => setTimeout(r, 30));
  }
}

async function uploadBars(user: TestUser, fields: Record<string, string>, name: string, text: string) {
  const res = await post(user, { timezone: 'UTC', ...fields }, { name, text });
  expect(res.status).toBe(202);
  expect(res.body).toMatchObject({ status: 'queued', file_name: name });
  return finished(user, res.body.id);
}

async function stored(user: TestUser, symbol: string) {
  return app.db.dataSource.query(
    `SELECT timeframe, ts, open::text, high::text, low::text, close::text, volume::text
       FROM price_bars WHERE user_id = $1 AND symbol = $2 ORDER BY timeframe, ts`,
    [user.id, symbol],
  );
}

const plain = (rows: string[]) => ['time,open,high,low,close,volume', ...rows].join('\n');

describe('POST /api/price-bars', () => {
  it('stores a plain CSV in the background, shows its coverage, and de-duplicates a re-upload (a changed bar is replaced)', async () => {
    const rows = [
      '2026-03-14 09:30,100.25,101,100,100.5,1200',
      '2026-03-14 09:31,100.5,100.75,99.5,99.75,800',
      '2026-03-14 09:32,99.75,100,99.25,99.5,',
    ];
    const done = await uploadBars(a, { symbol: 'es', timeframe: '1m' }, 'es.csv', plain(rows));
    expect(done).toMatchObject({
      status: 'done',
      symbol: 'ES',
      timeframe: '1m',
      format: 'plain',
      bars_added: 3,
      bars_replaced: 0,
      bars_unchanged: 0,
      from: '2026-03-14T09:30:00.000Z',
      to: '2026-03-14T09:32:00.000Z',
      error: null,
    });
    expect(await stored(a, 'ES')).toEqual([
      expect.objectContaining({ open: '100.25', high: '101', low: '100', close: '100.5', volume: '1200' }),
      expect.objectContaining({ close: '99.75' }),
      expect.objectContaining({ close: '99.5', volume: null }),
    ]);
    const coverage = await call('GET', '/api/price-bars/coverage?symbol=ES', a.token);
    expect(coverage.status).toBe(200);
    expect(coverage.body).toEqual([
      { symbol: 'ES', timeframe: '1m', from: '2026-03-14T09:30:00.000Z', to: '2026-03-14T09:33:00.000Z', bars: 3 },
    ]);

    const again = await uploadBars(a, { symbol: 'ES', timeframe: '1m' }, 'es.csv', plain(rows));
    expect(again).toMatchObject({ status: 'done', bars_added: 0, bars_replaced: 0, bars_unchanged: 3 });
    const changed = await uploadBars(
      a,
      { symbol: 'ES', timeframe: '1m' },
      'es2.csv',
      plain([rows[0], '2026-03-14 09:31,100.5,100.75,99.5,99.8,800', '2026-03-14 09:33,99.5,99.5,99,99.25,10']),
    );
    expect(changed).toMatchObject({ status: 'done', bars_added: 1, bars_replaced: 1, bars_unchanged: 1 });
    expect((await stored(a, 'ES')).map((r: { close: string }) => r.close)).toEqual(['100.5', '99.8', '99.5', '99.25']);
    // Another user sees none of it.
    expect((await call('GET', '/api/price-bars/coverage?symbol=ES', b.token)).body).toEqual([]);
    expect((await call('GET', `/api/price-bars/uploads/${done.id}`, b.token)).status).toBe(404);
  });

  it('reads TradingView (Unix seconds, indicator columns), NinjaTrader (close-stamped, in the chosen zone) and MetaTrader 4 and 5 exports', async () => {
    const tv = await uploadBars(
      a,
      { symbol: 'NQ', timeframe: '5m' },
      'CME_MINI_NQ1!, 5.csv',
      [
        'time,open,high,low,close,Volume,Volume MA',
        '1773480600,18000,18010.5,17990,18005,500,450',
        '1773480900,18005,18020,18000,18015,650,470',
      ].join('\n'),
    );
    expect(tv).toMatchObject({
      status: 'done',
      format: 'tradingview',
      bars_added: 2,
      from: '2026-03-14T09:30:00.000Z',
    });

    // NinjaTrader stamps a bar at its close, in the exporting machine's zone (New York: UTC−4 on 14 March 2026).
    const nt = await uploadBars(
      a,
      { symbol: 'CL', timeframe: '1m', timezone: 'America/New_York' },
      'CL 04-26.Last.txt',
      '20260314 093100;67.10;67.15;67.05;67.12;321\r\n20260314 093200;67,12;67,20;67,10;67,18;150\r\n',
    );
    expect(nt).toMatchObject({ status: 'done', format: 'ninjatrader', timezone: 'America/New_York', bars_added: 2 });
    expect(await stored(a, 'CL')).toEqual([
      expect.objectContaining({ ts: new Date('2026-03-14T13:30:00Z'), open: '67.10', volume: '321' }),
      expect.objectContaining({ ts: new Date('2026-03-14T13:31:00Z'), open: '67.12', high: '67.20' }),
    ]);

    const mt5 = await uploadBars(
      a,
      { symbol: 'EURUSD', timeframe: 'H1', timezone: 'Europe/Athens' },
      'EURUSD_H1.csv',
      [
        '<DATE>\t<TIME>\t<OPEN>\t<HIGH>\t<LOW>\t<CLOSE>\t<TICKVOL>\t<VOL>\t<SPREAD>',
        '2026.03.13\t10:00:00\t1.08500\t1.08650\t1.08410\t1.08600\t4120\t0\t1',
      ].join('\n'),
    );
    expect(mt5).toMatchObject({
      status: 'done',
      format: 'metatrader',
      timeframe: '1h',
      from: '2026-03-13T08:00:00.000Z',
    });
    const mt4 = await uploadBars(
      a,
      { symbol: 'EURUSD', timeframe: '1m', timezone: 'UTC' },
      'EURUSD1.csv',
      '2026.03.13,10:00,1.08500,1.08520,1.08490,1.08510,57\n2026.03.13,10:01,1.08510,1.08530,1.08500,1.08525,61\n',
    );
    expect(mt4).toMatchObject({ status: 'done', format: 'metatrader', bars_added: 2 });
    const coverage = await call('GET', '/api/price-bars/coverage?symbol=eurusd', a.token);
    expect(coverage.body.map((r: { timeframe: string; bars: number }) => [r.timeframe, r.bars])).toEqual([
      ['1m', 2],
      ['1h', 1],
    ]);
  });

  it('refuses a bad request or an unreadable file with its reason (422) and stores nothing', async () => {
    const before = await app.db.dataSource.query(
      `SELECT count(*)::int AS n FROM price_bar_uploads WHERE user_id = $1`,
      [b.id],
    );
    const file = { name: 'x.csv', text: plain(['2026-03-14 09:30,1,2,0.5,1.5,1']) };
    const cases: [Record<string, string>, { name: string; text: string } | undefined, RegExp][] = [
      [{ timeframe: '1m' }, file, /symbol/i],
      [{ symbol: 'ES' }, file, /A timeframe is required: one of 1m/],
      [{ symbol: 'ES', timeframe: '7s' }, file, /Unknown timeframe '7s'/],
      [{ symbol: 'ES', timeframe: '1m', timezone: 'Mars/Olympus' }, file, /Unknown time zone 'Mars\/Olympus'/],
      [{ symbol: 'ES', timeframe: '1m' }, undefined, /A file is required/],
      [{ symbol: 'ES', timeframe: '1m' }, { name: 'e.csv', text: '' }, /The file is empty/],
      [
        { symbol: 'ES', timeframe: '1m' },
        { name: 'fills.csv', text: 'Symbol,Side,Qty,Price\nES,Buy,1,5000\n' },
        /not a bar export Candlog reads/,
      ],
      [
        { symbol: 'ES', timeframe: '1m' },
        { name: 'b.csv', text: plain(['yesterday,1,2,0.5,1.5,1']) },
        /Line 2: "yesterday" is not a date and time/,
      ],
    ];
    for (const [fields, f, message] of cases) {
      const res = await post(b, { timezone: 'UTC', ...fields }, f);
      expect([res.status, res.body.detail + JSON.stringify(res.body.errors ?? {})]).toEqual([
        422,
        expect.stringMatching(message),
      ]);
    }
    const after = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM price_bar_uploads WHERE user_id = $1`, [
      b.id,
    ]);
    expect(after).toEqual(before);
    expect(await stored(b, 'ES')).toEqual([]);
  });

  it('fails the job on a bad line deep in the file, naming the line, and writes no bar of it', async () => {
    const good = Array.from({ length: 3000 }, (_, i) => {
      const t = new Date(Date.UTC(2026, 0, 5, 0, i)).toISOString();
      return `${t},10,11,9,10.5,1`;
    });
    const broken = [...good.slice(0, 2500), '2026-01-07T00:00:00Z,10,eleven,9,10.5,1', ...good.slice(2500)];
    const failed = await uploadBars(b, { symbol: 'GC', timeframe: '1m' }, 'gc.csv', plain(broken));
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Line 2502: high "eleven" is not a number',
      bars_added: null,
    });
    const inverted = [...good.slice(0, 10), '2026-01-07T00:00:00Z,10,9,11,10.5,1'];
    const failed2 = await uploadBars(b, { symbol: 'GC', timeframe: '1m' }, 'gc.csv', plain(inverted));
    expect(failed2).toMatchObject({
      status: 'failed',
      error: 'Line 12: high 9 and low 11 do not hold open 10 and close 10.5',
    });
    expect(await stored(b, 'GC')).toEqual([]);
    expect(
      await app.db.dataSource.query(
        `SELECT count(*)::int AS n FROM price_bar_upload_parts p JOIN price_bar_uploads u ON u.id = p.upload_id WHERE u.user_id = $1`,
        [b.id],
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('deletes a range of a symbol’s bars (the owner’s only) and the coverage follows', async () => {
    const rows = Array.from(
      { length: 10 },
      (_, i) => `${new Date(Date.UTC(2026, 1, 2, 14, i)).toISOString()},5,6,4,5,1`,
    );
    await uploadBars(a, { symbol: 'SI', timeframe: '1m' }, 'si.csv', plain(rows));
    await uploadBars(b, { symbol: 'SI', timeframe: '1m' }, 'si.csv', plain(rows));
    const gone = await call(
      'DELETE',
      '/api/price-bars?symbol=SI&from=2026-02-02T14:03:00Z&to=2026-02-02T14:06:00Z',
      a.token,
    );
    expect(gone).toMatchObject({ status: 200, body: { deleted: 3 } });
    expect((await call('GET', '/api/price-bars/coverage?symbol=SI', a.token)).body).toEqual([
      { symbol: 'SI', timeframe: '1m', from: '2026-02-02T14:00:00.000Z', to: '2026-02-02T14:10:00.000Z', bars: 7 },
    ]);
    expect((await call('GET', '/api/price-bars/coverage?symbol=SI', b.token)).body[0].bars).toBe(10);
    const bad = await call('DELETE', '/api/price-bars?symbol=SI&from=soon', a.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ from: "'soon' is not a date or date-time" });
    expect((await call('DELETE', '/api/price-bars?from=2026-01-01', a.token)).status).toBe(422);
  });
});

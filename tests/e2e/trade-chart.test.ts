// The trade's chart in the journal (issue 34 item 2) on the built server and Chromium: a fresh
// trader imports a scaled AAPL trade (two buys, two sells), uploads two hours of 1-minute bars
// around it and sets a stop; the journal draws the candles with every fill as a marker
// (quantity@price), the stop as a line, and the excursions beneath. Screenshots at 1440×900 and 390×844.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiLogin, gqlRequest, newPage, registerUser, screenshot, signIn, waitForShell } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ demo: false, env: { REGISTRATION_OPEN: 'true' } });

const LS_HEADER = 'Trade Number,Trade Date,Execution Time,Symbol,Side,Qty,Price,Commission Amount,FeeSEC';
/** 13 March 2026, New York on summer time (UTC−4): 09:00 Eastern is 13:00 UTC. */
const START = Date.UTC(2026, 2, 13, 13, 0);

/** Two hours of 1-minute bars, a deterministic wander around 185. */
function makeBars() {
  let close = 185;
  return Array.from({ length: 120 }, (_, k) => {
    const open = close;
    close = Math.round((open + Math.sin(k / 6) * 0.22 + Math.cos(k / 2.3) * 0.11) * 100) / 100;
    const high = Math.round((Math.max(open, close) + 0.05 + (k % 5) * 0.02) * 100) / 100;
    const low = Math.round((Math.min(open, close) - 0.05 - (k % 3) * 0.03) * 100) / 100;
    return { ts: START + k * 60_000, open, high, low, close };
  });
}

async function api(token: string, method: string, url: string, body?: BodyInit, json?: unknown) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
  return { status: res.status, body: await res.json() };
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function traderWithChart(size: 'desktop' | 'phone'): Promise<Page> {
  const user = await registerUser(server.baseUrl, `chart-${size}`);
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  const account = await gqlRequest<{ createAccount: { id: string } }>(
    server.baseUrl,
    'mutation { createAccount(input: { name: "Stocks", currency: "USD", initialBalance: "25000" }) { id } }',
    {},
    token,
  );
  const bars = makeBars();
  const at = (minute: number, second: number) => ({
    bar: bars[minute],
    time: `${9 + Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}:${String(second).padStart(2, '0')}`,
  });
  const fill = (n: number, minute: number, second: number, side: 'B' | 'S', qty: number) => {
    const { bar, time } = at(minute, second);
    return `${n},03/13/2026,${time},AAPL,${side},${qty},${bar.close.toFixed(2)},0,0`;
  };
  const fills = [
    fill(1, 41, 20, 'B', 100),
    fill(2, 52, 5, 'B', 50),
    fill(3, 68, 30, 'S', 80),
    fill(4, 81, 10, 'S', 70),
  ];
  const importForm = new FormData();
  importForm.set('account_id', account.createAccount.id);
  importForm.set('file', new Blob([[LS_HEADER, ...fills].join('\n')]), 'ls.csv');
  const batch = await api(token, 'POST', '/api/imports', importForm);
  expect(batch.status).toBe(202);
  await until(
    () => api(token, 'GET', `/api/imports/${batch.body.id}`),
    (r) => r.body.status === 'done',
  );

  const csv = [
    'time,open,high,low,close,volume',
    ...bars.map(
      (b) => `${new Date(b.ts).toISOString()},${b.open},${b.high},${b.low},${b.close},${1000 + ((b.ts / 60000) % 700)}`,
    ),
  ];
  const barsForm = new FormData();
  barsForm.set('symbol', 'AAPL');
  barsForm.set('timeframe', '1m');
  barsForm.set('file', new Blob([csv.join('\n')]), 'AAPL_1.csv');
  const upload = await api(token, 'POST', '/api/price-bars', barsForm);
  expect(upload.status).toBe(202);
  const done = await until(
    () => api(token, 'GET', `/api/price-bars/uploads/${upload.body.id}`),
    (r) => !['queued', 'running'].includes(r.body.status),
  );
  expect(done.body).toMatchObject({ status: 'done', bars_added: 120 });

  const trades = await api(token, 'GET', '/api/trades?symbol=AAPL');
  const trade = trades.body.trades[0];
  const stop = await api(token, 'PUT', `/api/trades/${trade.id}`, undefined, { stop_loss: 184.2 });
  expect(stop.status).toBe(200);

  const page = await newPage(browser, size);
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
  await page.goto(`${server.baseUrl}/journal`);
  await page.getByRole('list', { name: 'Recent trades' }).getByRole('button').first().click();
  return page;
}

it.each(['desktop', 'phone'] as const)(
  'draws the trade’s candles, fills and stop with its excursions at %s size',
  async (size) => {
    const page = await traderWithChart(size);
    const chart = page.getByRole('region', { name: 'Price chart' });
    await chart.getByText('AAPL · 1m bars').waitFor();
    await chart.locator('[data-testid="trade-chart-canvas"] canvas').first().waitFor();
    await chart.getByText('MAE', { exact: true }).waitFor();
    await chart.getByText('Exit efficiency').waitFor();
    // The canvas has drawn (lightweight-charts paints on the next animation frame): some pixel is not blank.
    await page.waitForFunction(() => {
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="trade-chart-canvas"] canvas')];
      return canvases.some((c) => {
        const ctx = c.getContext('2d');
        if (!ctx || !c.width || !c.height) return false;
        const data = ctx.getImageData(0, 0, c.width, c.height).data;
        for (let i = 3; i < data.length; i += 4 * 97) if (data[i] !== 0) return true;
        return false;
      });
    });
    await chart.scrollIntoViewIfNeeded();
    const file = await screenshot(page, `trade-chart-${size}`, { fullPage: false });
    fs.mkdirSync('/work/notes/shots/h-bars', { recursive: true });
    fs.copyFileSync(file, path.join('/work/notes/shots/h-bars', path.basename(file)));
    await page.context().close();
  },
);

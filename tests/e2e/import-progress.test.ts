// Issue 27 item 8, on the real server and Chromium: a 60,000-row TradeStation file. The preview
// shows the rows read and matched as the server gets through them (not only a spinner), and the
// import's bar moves with the rows — many steps between 0 and 100, never going back, each step
// (read, matched, written) counted in rows, with the time left — not 0 → 80 → 100.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiLogin, gqlRequest, newPage, registerUser, screenshot, signIn, waitForShell } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(600_000);

const ROWS = 60_000;
const { server, browser } = useE2eServer({ demo: false, env: { REGISTRATION_OPEN: 'true' } });
let file: string;

/** TradeStation fills of 30 symbols, each bought twice then sold twice (one round trip per 4 fills). */
function writeFile(rows: number): string {
  const lines = [
    'Account,T/D,S/D,Currency,Type,Side,Symbol,Qty,Price,Exec Time,Comm,SEC,TAF,NSCC,Nasdaq,ECN Remove,ECN Add',
  ];
  const start = Date.UTC(2024, 0, 2, 14, 30);
  for (let i = 0; i < rows; i += 1) {
    const t = new Date(start + i * 1000);
    const date = `${t.getUTCMonth() + 1}/${t.getUTCDate()}/${t.getUTCFullYear()}`;
    const step = Math.floor(i / 30) % 4;
    const price = (100 + ((i * 7919) % 2000) / 100).toFixed(2);
    lines.push(
      `B1,${date},${date},USD,stock,${step < 2 ? 'B' : 'S'},P${i % 30},100,${price},${t.toISOString().slice(11, 19)},0.5,0,0,0,0,0,0`,
    );
  }
  const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-progress-')), 'big-tradestation.csv');
  fs.writeFileSync(where, lines.join('\n'));
  return where;
}

beforeAll(async () => {
  file = writeFile(ROWS);
});
afterAll(async () => {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

interface Seen {
  label: string;
  now: number;
  text: string;
}

/** Records every state of the page's progress bars (label, value, text) as the page shows it. */
async function watchProgressBars(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __bars: Seen[] };
    w.__bars = [];
    const record = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const seen = {
          label: bar.getAttribute('aria-label') ?? '',
          now: Number(bar.getAttribute('aria-valuenow')),
          text: bar.getAttribute('aria-valuetext') ?? '',
        };
        const last = w.__bars.filter((s) => s.label === seen.label).at(-1);
        if (!last || last.now !== seen.now || last.text !== seen.text) w.__bars.push(seen);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
    record();
  });
}

const barsSeen = (page: Page, label: string) =>
  page.evaluate((l) => (window as unknown as { __bars: Seen[] }).__bars.filter((s) => s.label === l), label);

/** The rows figure of a bar's text ("12,000 of 60,000 rows …", "… 20,000 of 60,000 rows read …"). */
const rowsIn = (text: string) => Number(/([\d,]+) of [\d,]+ rows/.exec(text)?.[1].replace(/,/g, '') ?? NaN);

it('shows preview and import progress by rows, step by step, with the time left', async () => {
  const user = await registerUser(server.baseUrl, 'import-progress');
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  await gqlRequest(
    server.baseUrl,
    'mutation { createAccount(input: { name: "Big", currency: "USD", initialBalance: "10000" }) { id } }',
    {},
    token,
  );
  const page = await newPage(browser, 'desktop');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Import' }).click();
  await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
  await page.getByLabel('Account').locator('option', { hasText: 'Big' }).waitFor({ state: 'attached' });
  await watchProgressBars(page);

  // The preview: rows read and matched as the server gets through them.
  await page.getByTestId('import-drop-zone').locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('progressbar', { name: 'Preview progress' }).waitFor();
  await page.getByTestId('import-format').waitFor({ timeout: 300_000 });
  const preview = await barsSeen(page, 'Preview progress');
  const previewRows = preview.map((s) => rowsIn(s.text)).filter((n) => n > 0 && n < ROWS);
  expect(previewRows.length).toBeGreaterThanOrEqual(2);
  expect(preview.some((s) => /of 60,000 rows read, [\d,]+ matched/.test(s.text))).toBe(true);

  // The import: many steps between 0 and 100, never back; rows per step; the time left.
  await page.getByRole('button', { name: 'Start import into Big' }).click();
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await bar.waitFor();
  await page.getByRole('list', { name: 'Import steps' }).waitFor({ timeout: 120_000 });
  await page.getByText(/left$/).first().waitFor({ timeout: 120_000 });
  await screenshot(page, 'import-progress-running-1440x900', { fullPage: true });
  await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 500_000 });

  const seen = await barsSeen(page, 'Import progress');
  const values = seen.map((s) => s.now);
  const between = [...new Set(values.filter((v) => v > 0 && v < 100))];
  expect(between.length).toBeGreaterThanOrEqual(4);
  values.forEach((v, i) => i && expect(v).toBeGreaterThanOrEqual(values[i - 1]));
  expect(values.at(-1)).toBe(100);
  const rows = seen.map((s) => rowsIn(s.text)).filter((n) => n > 0 && n < ROWS);
  expect(new Set(rows).size).toBeGreaterThanOrEqual(3);
  expect(
    seen.some((s) =>
      /of 60,000 rows · (Reading the file|Matching with the account|Writing fills and trades)/.test(s.text),
    ),
  ).toBe(true);
  expect(seen.some((s) => /(about [\d]+ (s|min)|a few seconds) left/.test(s.text))).toBe(true);
  const summary = page.getByRole('region', { name: 'Import complete' });
  expect(await summary.getByText('Executions added').locator('xpath=following-sibling::dd').innerText()).toBe('60000');
  expect(errors).toEqual([]);
});

it('shows the steps by rows on a phone too', async () => {
  const user = await registerUser(server.baseUrl, 'import-progress-phone');
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  await gqlRequest(
    server.baseUrl,
    'mutation { createAccount(input: { name: "Phone", currency: "USD", initialBalance: "10000" }) { id } }',
    {},
    token,
  );
  const page = await newPage(browser, 'phone');
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
  await page.goto(`${server.baseUrl}/import`);
  await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
  await page.getByLabel('Account').locator('option', { hasText: 'Phone' }).waitFor({ state: 'attached' });
  await page.getByTestId('import-drop-zone').locator('input[type="file"]').setInputFiles(file);
  await page.getByText(/of 60,000 rows read/).waitFor({ timeout: 300_000 });
  await screenshot(page, 'import-preview-progress-390x844', { fullPage: true });
  await page.getByTestId('import-format').waitFor({ timeout: 300_000 });
  await page.getByRole('button', { name: 'Start import into Phone' }).click();
  await page.getByRole('list', { name: 'Import steps' }).waitFor({ timeout: 120_000 });
  await screenshot(page, 'import-progress-running-390x844', { fullPage: true });
  await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 500_000 });
});

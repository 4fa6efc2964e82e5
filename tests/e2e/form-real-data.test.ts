// Issue 27 ("Exact under real data"), the trade form and its errors, in the real built app in
// Chromium at 1440x900 and 390x844: item 5 one clock (the profile's zone, whatever zone the browser
// runs in), item 13 a stale edit's reason in sight with Reload trade, item 14 a refused delete says
// why and links to the import, item 15 forex quantity in units or lots, converted exactly.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { corpusText } from '../../server/src/modules/imports/parsers/__tests__/corpus';
import { DEMO_TIMEZONE } from '../../server/src/db/seed/demo-accounts';
import {
  apiLogin,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  gqlRequest,
  screenshot,
  signInAsDemo,
  waitForText,
  waitUntil,
  type ViewportSize,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

/** Far from the profile's America/New_York: any reading in the browser's zone shows 13 hours off. */
const BROWSER_ZONE = 'Asia/Tokyo';
const SIZES: ViewportSize[] = ['desktop', 'phone'];
const VIEWPORT = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

const { server, browser } = useE2eServer({ demo: true });
let token: string;
let accountId: string;
let importBatchId: string;

beforeAll(async () => {
  token = await apiLogin(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
  const { accounts } = await gqlRequest<{ accounts: { id: string }[] }>(
    server.baseUrl,
    '{ accounts { id } }',
    {},
    token,
  );
  accountId = accounts[0].id;
  // Two MESM6 round trips from a TopstepX file; the first opens 2026-06-11 07:45:21 -06:00, which is
  // 09:45 in New York (the demo profile's zone) and 22:45 in Tokyo.
  const started = await gqlRequest<{ startImport: { id: string } }>(
    server.baseUrl,
    'mutation($i: ImportFileInput!) { startImport(input: $i) { id } }',
    {
      i: {
        accountId,
        fileName: 'projectx.csv',
        content: corpusText('topstepx-projectx/tradetally-inline-projectx-order-history.csv'),
      },
    },
    token,
  );
  importBatchId = started.startImport.id;
  await waitUntil(
    'the import to finish',
    () =>
      gqlRequest<{ importBatch: { status: string } }>(
        server.baseUrl,
        'query($id: ID!) { importBatch(id: $id) { status } }',
        { id: importBatchId },
        token,
      ),
    (r) => r.importBatch.status === 'done',
    60_000,
  );
});

/** A demo page whose browser runs in Tokyo time, with the import's account chosen. */
async function demoPage(size: ViewportSize): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: VIEWPORT[size],
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    deviceScaleFactor: 1,
    timezoneId: BROWSER_ZONE,
    locale: 'en-US',
  });
  await context.addInitScript((id) => localStorage.setItem('currentAccount', id), accountId);
  const page = await context.newPage();
  await signInAsDemo(page, server.baseUrl);
  return { page, context };
}

interface ServerTrade {
  id: string;
  symbol: string;
  quantity: string;
  pnl: string | null;
  entryDate: string;
  version: number;
}

/** The viewer's trades of a symbol (optionally of one day in the profile's zone). */
async function findTrades(symbol: string, day?: string): Promise<ServerTrade[]> {
  const data = await gqlRequest<{ trades: { items: ServerTrade[] } }>(
    server.baseUrl,
    'query($s: String, $d: LocalDate) { trades(filter: { symbol: $s, from: $d, to: $d }, limit: 10) { items { id symbol quantity pnl entryDate version } } }',
    { s: symbol, d: day ?? null },
    token,
  );
  return data.trades.items;
}

/** What the user sees: the element's middle point is on screen and not covered or scrolled away. */
async function inSight(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === el || el.contains(hit));
  });
}

/** "2026-06-11 09:45" (the picker's trigger) as the table writes it: "Jun 11, 2026, 09:45". */
function asTableText(pickerText: string): string {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(pickerText.trim())!;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.UTC(+y, +mo - 1, +d, +h, +mi));
}

/** An instant's wall time in New York, "YYYY-MM-DD HH:MM". */
const newYork = (instant: Date | string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: DEMO_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));

describe.each(SIZES)('at %s size', (size) => {
  /** Each size saves its own day, so the phone run cannot pass on the desktop run's trade. */
  const day = size === 'desktop' ? '2026-03-03' : '2026-03-04';

  it('item 5: the form shows and takes times in the profile’s zone (New York), not the browser’s (Tokyo)', async () => {
    const { page, context } = await demoPage(size);
    await page.goto(`${server.baseUrl}/trades?symbol=MESM6`);
    const row = page.getByRole('button', { name: /^Edit trade MESM6 .*09:45$/ });
    await row.waitFor();
    // The table's time (the row's accessible name carries the full date, as on every screen).
    const label = (await row.getAttribute('aria-label'))!;
    const tableTime = /of (.+)$/.exec(label)![1];
    expect(tableTime).toBe('Jun 11, 2026, 09:45');
    await row.click();
    const edit = page.getByRole('dialog', { name: 'Edit Trade' });
    const entry = edit.getByRole('button', { name: 'Entry Date', exact: true });
    await waitForText(entry, /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(asTableText((await entry.textContent())!)).toBe(tableTime);
    await edit.getByText('New York time').first().waitFor();
    // The imported trade's fills read the same clock (seconds shown).
    expect(await edit.getByTestId('trade-fill').first().textContent()).toContain('09:45:21');
    await screenshot(page, `issue27-item5-edit-${size}`, { fullPage: false });
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    // A new trade: "now" is New York's now, and a typed 09:35 is 09:35 in New York.
    await page.getByRole('button', { name: 'Add New Trade' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Trade' });
    const before = newYork(new Date(Date.now() - 60_000));
    const shown = (await add.getByRole('button', { name: 'Entry Date', exact: true }).textContent())!.trim();
    const after = newYork(new Date());
    expect([before, after]).toContain(shown);
    await add.getByLabel('Market').selectOption('stocks');
    await add.getByLabel('Symbol').click();
    await add.getByLabel('Search symbols').fill('nvda');
    await add.getByLabel('Search symbols').press('Enter');
    await add.getByLabel('Quantity').fill('3');
    await add.getByLabel('Entry Price').fill('120');
    await add.getByLabel('Exit Price').fill('121');
    await add.getByRole('button', { name: 'Entry Date', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Entry Date' });
    await picker.getByLabel('Date (YYYY-MM-DD)').fill(day);
    await picker.getByLabel('Time (HH:MM)').fill('09:35');
    await expect(picker.getByTestId('dtp-preview').textContent()).resolves.toContain('New York time');
    await screenshot(page, `issue27-item5-picker-${size}`, { fullPage: false });
    await picker.getByRole('button', { name: 'Apply' }).click();
    await picker.waitFor({ state: 'detached' });
    await add.getByRole('button', { name: 'Exit Date', exact: true }).click();
    const exitPicker = page.getByRole('dialog', { name: 'Exit Date' });
    await exitPicker.getByLabel('Date (YYYY-MM-DD)').fill(day);
    await exitPicker.getByLabel('Time (HH:MM)').fill('10:05');
    await exitPicker.getByRole('button', { name: 'Apply' }).click();
    await exitPicker.waitFor({ state: 'detached' });
    await add.getByRole('button', { name: 'Add Trade' }).click();
    await add.waitFor({ state: 'detached' });
    // Stored as 09:35 New York, whatever day it lands on in UTC or Tokyo.
    const saved = await waitUntil(
      `the NVDA trade of ${day}`,
      () => findTrades('NVDA', day),
      (ts) => ts.length > 0,
    );
    const entries = saved.map((t) => newYork(t.entryDate));
    expect(entries).toContain(`${day} 09:35`);
    // …and the table shows that same 09:35.
    await page.goto(`${server.baseUrl}/trades?symbol=NVDA&from=${day}&to=${day}`);
    await page.getByRole('button', { name: `Edit trade NVDA long of ${asTableText(`${day} 09:35`)}` }).waitFor();
    await context.close();
  });
});

describe.each(SIZES)('at %s size', (size) => {
  it('item 13: a stale edit shows the server’s reason in sight, with Reload trade', async () => {
    const [trade] = (await findTrades('MESM6', '2026-06-11')).filter((t) => newYork(t.entryDate).endsWith('09:45'));
    const { page, context } = await demoPage(size);
    await page.goto(`${server.baseUrl}/trades?symbol=MESM6`);
    await page.getByRole('button', { name: /^Edit trade MESM6 .*09:45$/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Trade' });
    await edit.getByTestId('trade-fill').first().waitFor();
    // The journal of this imported trade changes elsewhere (another tab) while the form is open.
    const elsewhere = `Reviewed in another tab (${size})`;
    await gqlRequest(
      server.baseUrl,
      'mutation($id: ID!, $n: String) { updateTrade(id: $id, input: { notes: $n }) { id } }',
      { id: trade.id, n: elsewhere },
      token,
    );
    await edit.getByLabel('Notes').fill('Chased the open');
    await edit.getByRole('button', { name: 'Update Trade' }).click();
    const reason = edit.getByRole('alert').filter({ hasText: 'This trade was changed elsewhere' });
    await reason.waitFor();
    // In sight where the trader's eyes are (beside Update Trade), not scrolled away above the form.
    await waitUntil('the reason in sight', () => inSight(reason), Boolean);
    const reload = edit.getByRole('button', { name: 'Reload trade' });
    expect(await inSight(reload)).toBe(true);
    await screenshot(page, `issue27-item13-stale-${size}`, { fullPage: false });
    await reload.click();
    await waitUntil(
      'the reloaded notes',
      () => edit.getByLabel('Notes').inputValue(),
      (v) => v === elsewhere,
    );
    await context.close();
  });

  it('item 14: deleting an imported trade says why and links to its import, where Undo is', async () => {
    const { page, context } = await demoPage(size);
    await page.goto(`${server.baseUrl}/trades?symbol=MESM6`);
    await page.getByRole('button', { name: /^Delete trade MESM6 .*10:00$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete trade' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const reason = dialog.getByRole('alert');
    await waitForText(reason, /undo the import to remove this trade/);
    const link = dialog.getByRole('link', { name: 'Go to the import of projectx.csv' });
    await link.waitFor();
    expect(await inSight(reason)).toBe(true);
    await screenshot(page, `issue27-item14-refused-${size}`, { fullPage: false });
    await link.click();
    await waitUntil(
      'the import page at the batch',
      async () => new URL(page.url()).pathname + new URL(page.url()).hash,
      (p) => p === `/import#import-${importBatchId}`,
    );
    await dialog.waitFor({ state: 'detached' });
    const undo = page.getByRole('button', { name: 'Undo import of projectx.csv' });
    await undo.waitFor();
    await waitUntil('the batch’s Undo in sight', () => inSight(undo), Boolean);
    await screenshot(page, `issue27-item14-import-${size}`, { fullPage: false });
    // The trade is still there: nothing was deleted.
    expect((await findTrades('MESM6', '2026-06-11')).length).toBe(2);
    await context.close();
  });

  it('item 15: forex quantity says units and takes lots — 1 standard lot of EURUSD moving 22 pips makes 220', async () => {
    const day = size === 'desktop' ? '2026-04-07' : '2026-04-08';
    const { page, context } = await demoPage(size);
    await page.getByRole('button', { name: 'Add New Trade' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Trade' });
    await add.getByLabel('Market').selectOption('forex');
    await add.getByLabel('Symbol').click();
    await add.getByLabel('Search symbols').fill('eurusd');
    await add.getByLabel('Search symbols').press('Enter');
    await add.getByLabel('Symbol').filter({ hasText: 'EURUSD' }).waitFor();
    const quantity = add.getByLabel('Quantity', { exact: true });
    await quantity.fill('1');
    // Beside the field: what the number counts.
    const unit = add.getByLabel('Lot size');
    expect(await unit.inputValue()).toBe('units');
    expect(await add.getByTestId('forex-units').textContent()).toBe(
      'Units of the base currency (1 standard lot = 100,000)',
    );
    await unit.selectOption({ label: 'standard lots (100,000)' });
    await waitForText(add.getByTestId('forex-units'), '= 100,000 units');
    expect(await inSight(unit)).toBe(true);
    await add.getByLabel('Entry Price').fill('1.1000');
    await add.getByLabel('Exit Price').fill('1.1022');
    for (const [field, time] of [
      ['Entry Date', '09:00'],
      ['Exit Date', '11:00'],
    ]) {
      await add.getByRole('button', { name: field, exact: true }).click();
      const picker = page.getByRole('dialog', { name: field });
      await picker.getByLabel('Date (YYYY-MM-DD)').fill(day);
      await picker.getByLabel('Time (HH:MM)').fill(time);
      await picker.getByRole('button', { name: 'Apply' }).click();
      await picker.waitFor({ state: 'detached' });
    }
    await quantity.scrollIntoViewIfNeeded();
    await screenshot(page, `issue27-item15-lots-${size}`, { fullPage: false });
    await add.getByRole('button', { name: 'Add Trade' }).click();
    await add.waitFor({ state: 'detached' });
    const [trade] = await waitUntil(
      `the EURUSD trade of ${day}`,
      () => findTrades('EURUSD', day),
      (ts) => ts.length === 1,
    );
    // Exact: 100,000 units × 0.0022 = 220, not the 0.0022 of one unit.
    expect(Number(trade.quantity)).toBe(100000);
    expect(trade.pnl).toMatch(/^220(\.0+)?$/);
    await context.close();
  });
});

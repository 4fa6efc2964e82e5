// Issue 12: what a trader notices in the first week, in the real built app in Chromium.
// Item 1 contract size in the form, item 6 reasons beside the field, item 7 no lost input,
// item 8 the symbol Enter picks.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  apiLogin,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  gqlRequest,
  newPage,
  signInAsDemo,
  waitForShell,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ demo: true });

interface ServerTrade {
  id: string;
  symbol: string;
  multiplier: string;
  quantity: string;
  entryPrice: string;
  version: number;
}

async function token() {
  return apiLogin(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
}

async function findTrades(symbol: string): Promise<ServerTrade[]> {
  const data = await gqlRequest<{ trades: { items: ServerTrade[] } }>(
    server.baseUrl,
    'query($s: String) { trades(filter: { symbol: $s }, limit: 10) { items { id symbol multiplier quantity entryPrice version } } }',
    { s: symbol },
    await token(),
  );
  return data.trades.items;
}

async function openAddTrade(page: Page) {
  await page.getByRole('button', { name: 'Add New Trade' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Trade' });
  await modal.waitFor();
  return modal;
}

async function pickSymbol(page: Page, market: string, search: string) {
  const modal = page.getByRole('dialog', { name: 'Add New Trade' });
  await modal.getByLabel('Market').selectOption(market);
  await modal.getByLabel('Symbol').click();
  await modal.getByLabel('Search symbols').fill(search);
  await modal.getByLabel('Search symbols').press('Enter');
}

it('item 1: picking ES prefills a multiplier of 50 (editable) and the trade is stored with it', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  const modal = await openAddTrade(page);
  await pickSymbol(page, 'futures', 'ES');
  await modal.getByLabel('Symbol').filter({ hasText: 'ES' }).waitFor();
  expect(await modal.getByLabel('Multiplier').inputValue()).toBe('50');
  await pickSymbol(page, 'futures', 'MNQ');
  await modal.getByLabel('Symbol').filter({ hasText: 'MNQ' }).waitFor();
  expect(await modal.getByLabel('Multiplier').inputValue()).toBe('2');
  // Editable: a broker's odd contract size wins over the table.
  await modal.getByLabel('Multiplier').fill('2.5');
  await modal.getByLabel('Quantity').fill('3');
  await modal.getByLabel('Entry Price').fill('5000');
  await modal.getByLabel('Exit Price').fill('5002');
  await modal.getByRole('button', { name: 'Add Trade' }).click();
  await modal.waitFor({ state: 'detached' });
  const [mnq] = await findTrades('MNQ');
  expect(Number(mnq.multiplier)).toBe(2.5);
  await page.context().close();
});

it('item 8: Enter in symbol search picks the best match ("btc" → BTCUSD, not BTCEUR)', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  const modal = await openAddTrade(page);
  await pickSymbol(page, 'crypto', 'btc');
  await modal.getByLabel('Symbol').filter({ hasText: /BTC/ }).waitFor();
  expect((await modal.getByLabel('Symbol').textContent())?.trim()).toMatch(/^BTCUSD\b/);
  await page.context().close();
});

it('item 6: the reason shows beside the field — too large, exit before entry, a stale edit offers a reload', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  const modal = await openAddTrade(page);
  await pickSymbol(page, 'stocks', 'aapl');
  await modal.getByLabel('Quantity').fill('10');
  await modal.getByLabel('Entry Price').fill('1e30');
  await modal.getByLabel('Exit Price').fill('190');
  // Exit a week before the entry (now).
  await page.getByRole('button', { name: 'Exit Date', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Exit Date' });
  await picker.getByRole('button', { name: 'Week Ago' }).click();
  await picker.getByRole('button', { name: 'Apply' }).click();
  await picker.waitFor({ state: 'detached' });
  await modal.getByRole('button', { name: 'Add Trade' }).click();
  await modal.getByText('Entry price is too large').waitFor();
  await modal.getByText('Exit date cannot be before entry date').waitFor();
  expect(await page.getByText(/Variable|GraphQL|coerc/i).count()).toBe(0);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
  await modal.waitFor({ state: 'detached' });

  // A stale edit: the trade changes elsewhere while the form is open.
  const [trade] = await findTrades('MNQ');
  await page.getByRole('link', { name: 'Trades' }).click();
  await page
    .getByRole('button', { name: /^Edit trade MNQ/ })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Trade' });
  await edit.getByLabel('Symbol').waitFor();
  await gqlRequest(
    server.baseUrl,
    'mutation($id: ID!) { updateTrade(id: $id, input: { quantity: "4" }) { id } }',
    { id: trade.id },
    await token(),
  );
  await edit.getByLabel('Quantity').fill('7');
  await edit.getByRole('button', { name: 'Update Trade' }).click();
  await page.getByText('Failed to save trade. Please try again.').waitFor();
  await edit.getByText('This trade was changed elsewhere; reload it and try again').waitFor();
  await edit.getByRole('button', { name: 'Reload trade' }).click();
  await page.waitForFunction(
    () => (document.querySelector('[role="dialog"] input[name="quantity"]') as HTMLInputElement | null)?.value === '4',
  );
  expect(await edit.getByLabel('Quantity').inputValue()).toBe('4');
  await page.context().close();
});

it('item 7: Escape on a filled form asks first; a trade typed when the session expires comes back after signing in', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  const modal = await openAddTrade(page);
  await pickSymbol(page, 'stocks', 'msft');
  await modal.getByLabel('Quantity').fill('12');
  await modal.getByLabel('Entry Price').fill('415.5');
  await modal.getByLabel('Exit Price').fill('420');
  await modal.getByLabel('Notes').fill('Gap and go');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await modal.getByLabel('Quantity').inputValue()).toBe('12');
  // A stray click on the backdrop asks too.
  await page.mouse.click(5, 5);
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  expect(await modal.isVisible()).toBe(true);

  // The session expires: the stored token is no longer valid, so the save is answered 401 and the
  // app sends the tab to /login.
  await page.evaluate(() => sessionStorage.setItem('token', 'expired.token.value'));
  await modal.getByRole('button', { name: 'Add Trade' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Use Demo Account' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForShell(page);
  const restored = page.getByRole('dialog', { name: 'Add New Trade' });
  await restored.waitFor();
  expect(await restored.getByLabel('Quantity').inputValue()).toBe('12');
  expect(await restored.getByLabel('Notes').inputValue()).toBe('Gap and go');
  expect((await restored.getByLabel('Symbol').textContent())?.trim()).toMatch(/^MSFT\b/);
  await restored.getByRole('button', { name: 'Add Trade' }).click();
  await restored.waitFor({ state: 'detached' });
  expect((await findTrades('MSFT')).some((t) => t.quantity === '12')).toBe(true);
  await page.context().close();
});

it('item 3: a trade added elsewhere shows in Open Positions and Recent Trades at the same refresh', async () => {
  const page = await newPage(browser);
  // The live socket (issue 14) would push the trade into Recent Trades within moments, racing the
  // check below (it lost that race in CI on a fast machine); live-updates.test.ts covers that
  // path. Held down, the socket leaves the dashboard on the polling fallback this item is about.
  await page.routeWebSocket(/\/graphql$/, (ws) => void ws.close({ code: 1012, reason: 'down' }));
  await page.clock.install();
  await signInAsDemo(page, server.baseUrl);
  const positions = page.getByRole('region', { name: 'Open Positions' });
  const recent = page.getByRole('region', { name: 'Recent Trades' });
  await recent.getByRole('link', { name: 'View All' }).waitFor();
  await positions.getByText('Auto-updating').waitFor();
  const accountId = await page.evaluate(() => localStorage.getItem('currentAccount'));
  expect(accountId).toBeTruthy();
  // Another device logs an open trade now.
  await gqlRequest(
    server.baseUrl,
    'mutation($input: TradeInput!) { createTrade(input: $input) { id } }',
    {
      input: {
        accountId,
        symbol: 'ELSEWHERE',
        market: 'stocks',
        tradeType: 'long',
        entryPrice: '12.5',
        quantity: '8',
        entryDate: new Date().toISOString(),
        result: 'open',
      },
    },
    await token(),
  );
  expect(await recent.getByText('ELSEWHERE').count()).toBe(0);
  // The dashboard's 30 s refresh comes round.
  await page.clock.fastForward(30_000);
  await positions.getByText('ELSEWHERE').waitFor({ timeout: 20_000 });
  await recent.getByText('ELSEWHERE').waitFor({ timeout: 20_000 });
  expect(await recent.getByText('ELSEWHERE').count()).toBeGreaterThan(0);
  await page.context().close();
});

it('item 4: a 09:35 fill can be typed into the picker even when it opened at another minute', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  const modal = await openAddTrade(page);
  // By keyboard: leaving the autofocused Market select shows its message, which moves the field
  // between mouse down and up.
  await page.getByRole('button', { name: 'Entry Date', exact: true }).focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Entry Date' });
  const time = picker.getByLabel('Time (HH:MM)');
  await time.fill('9:7');
  await picker.getByText('Enter a time as HH:MM, 00:00 to 23:59').waitFor();
  expect(await picker.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
  await time.fill('09:35');
  await picker.getByLabel('Date (YYYY-MM-DD)').fill('2026-02-27');
  // The steppers and presets still work beside the typed fields.
  await picker.getByRole('button', { name: 'Next minutes' }).click();
  expect(await time.inputValue()).toBe('09:50');
  await picker.getByRole('button', { name: 'Previous minutes' }).click();
  await time.press('Enter');
  await picker.waitFor({ state: 'detached' });
  expect((await modal.getByLabel('Entry Date', { exact: true }).textContent())?.trim()).toBe('2026-02-27 09:35');
  await page.context().close();
});

it('item 5: the trades table shows date and minute in full at 1280–1920 px and a compact form on phones', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  await page.getByRole('link', { name: 'Trades' }).click();
  await page.locator('tr.tr-row[data-trade-id]').first().waitFor();
  const firstCells = () =>
    page.locator('tr.tr-row[data-trade-id] td.tr-date').evaluateAll((cells) =>
      cells.slice(0, 10).map((td) => {
        // The text actually shown (the cell itself when it has no per-size variants).
        const shown = [...td.querySelectorAll('span')].find((s) => getComputedStyle(s).display !== 'none') ?? td;
        return { text: (shown.textContent ?? '').trim(), cut: td.scrollWidth > td.clientWidth };
      }),
    );
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const cells = await firstCells();
    expect(cells.length).toBeGreaterThan(0);
    for (const c of cells) {
      expect(c.text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
      expect(c.cut).toBe(false);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const c of await firstCells()) {
    expect(c.text).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(c.cut).toBe(false);
  }
  await page.context().close();
});

it('item 9: the CSV export starts with a UTF-8 byte order mark, so Excel reads non-ASCII notes', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  const accountId = await page.evaluate(() => localStorage.getItem('currentAccount'));
  const entry = new Date(Date.now() - 3_600_000);
  await gqlRequest(
    server.baseUrl,
    'mutation($i: TradeInput!) { createTrade(input: $i) { id } }',
    {
      i: {
        accountId,
        symbol: 'UMLAUT',
        market: 'stocks',
        tradeType: 'long',
        entryPrice: '10',
        exitPrice: '12',
        quantity: '5',
        entryDate: entry.toISOString(),
        exitDate: new Date().toISOString(),
        notes: 'Über-Rallye, café',
      },
    },
    await token(),
  );
  await page.getByRole('link', { name: 'Reports' }).click();
  await page.locator('.rp-stat').first().waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to CSV' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('Über-Rallye, café');
  await page.context().close();
});

async function createAccount(name: string, currency: string, initialBalance: string): Promise<string> {
  const data = await gqlRequest<{ createAccount: { id: string } }>(
    server.baseUrl,
    'mutation($i: CreateAccountInput!) { createAccount(input: $i) { id } }',
    { i: { name, currency, initialBalance } },
    await token(),
  );
  return data.createAccount.id;
}

async function closedTrade(accountId: string, entryPrice: string, exitPrice: string, minutesAgo: number) {
  await gqlRequest(
    server.baseUrl,
    'mutation($i: TradeInput!) { createTrade(input: $i) { id } }',
    {
      i: {
        accountId,
        symbol: 'AAPL',
        market: 'stocks',
        tradeType: 'long',
        entryPrice,
        exitPrice,
        quantity: '1',
        entryDate: new Date(Date.now() - (minutesAgo + 5) * 60_000).toISOString(),
        exitDate: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      },
    },
    await token(),
  );
}

it('item 8: alerts in the account currency, exact large figures, an explained — for drawdown past zero, a foreign currency in the edit form', async () => {
  // A EUR account losing €1,234.50 today; a second account too large for a float; one blown past zero.
  const eur = await createAccount('Euro Book', 'EUR', '50000');
  await closedTrade(eur, '2000', '765.5', 30);
  const huge = await createAccount('Huge Book', 'USD', '9007199254740993.25');
  const blown = await createAccount('Blown Book', 'SEK', '100');
  await closedTrade(blown, '100', '110', 90);
  await closedTrade(blown, '600', '10', 60);

  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  await page.evaluate((id) => localStorage.setItem('currentAccount', id), eur);
  await page.reload();
  await waitForShell(page);
  await page.getByText('Daily P&L is down €1,234.50. Consider stopping for today.').waitFor();

  await page.evaluate((id) => localStorage.setItem('currentAccount', id), blown);
  await page.reload();
  await waitForShell(page);
  const legend = page.getByRole('list', { name: 'Equity curve legend' });
  await legend.waitFor();
  expect(await legend.innerText()).toMatch(/Max drawdown\s+—/);
  expect(await legend.innerText()).not.toMatch(/\d{4,}\.\d{2}%/);
  expect(await legend.getByText('The balance fell to zero or below', { exact: false }).count()).toBe(1);

  await page.goto(`${server.baseUrl}/settings`);
  await page.getByRole('tab', { name: 'Trading Accounts' }).click();
  const list = page.getByRole('list', { name: 'Your trading accounts' });
  await list.getByText('Huge Book').waitFor();
  expect(await list.getByText('$9,007,199,254,740,993.25').count()).toBe(1);
  // SEK is not one of the seven choices: the edit form shows it, not USD.
  await list.getByRole('button', { name: 'Edit Blown Book' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Trading Account' });
  await edit.getByLabel('Currency').waitFor();
  expect(await edit.getByLabel('Currency').inputValue()).toBe('SEK');
  await page.context().close();
  void huge;
});

it('item 9: Settings has a Trading Accounts tab that lists, creates, edits and deletes (with the password) accounts', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  await page.goto(`${server.baseUrl}/settings`);
  await page.getByRole('tab', { name: 'Trading Accounts' }).click();
  const list = page.getByRole('list', { name: 'Your trading accounts' });
  await list.waitFor();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Create New Trading Account' }).click();
  const create = page.getByRole('dialog', { name: 'Create Trading Account' });
  await create.getByLabel('Account Name').fill('x'.repeat(101));
  expect((await create.getByLabel('Account Name').inputValue()).length).toBe(100);
  await create.getByLabel('Account Name').fill('Swing Book');
  await create.getByLabel('Currency').selectOption('GBP');
  await create.getByRole('button', { name: 'Create Account' }).click();
  await create.waitFor({ state: 'detached' });
  await list.getByText('Swing Book').waitFor();

  await list.getByRole('button', { name: 'Edit Swing Book' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Trading Account' });
  await edit.getByLabel('Account Name').fill('Swing Book II');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.waitFor({ state: 'detached' });
  await list.getByText('Swing Book II').waitFor();

  await list.getByRole('button', { name: 'Delete Swing Book II' }).click();
  const del = page.getByRole('dialog', { name: 'Delete Trading Account' });
  await del.getByLabel('Password').fill(DEMO_PASSWORD);
  await del.getByRole('button', { name: 'Delete Account' }).click();
  await del.waitFor({ state: 'detached' });
  await list.getByText('Swing Book II').waitFor({ state: 'detached' });
  const names = await gqlRequest<{ accounts: { name: string }[] }>(
    server.baseUrl,
    '{ accounts { name } }',
    {},
    await token(),
  );
  expect(names.accounts.map((a) => a.name)).not.toContain('Swing Book II');
  await page.context().close();
});

it('item 9: the 90-day calendar names every month that fills a week column', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  const calendar = page.locator('.calendar');
  await calendar.locator('[role="gridcell"]').first().waitFor();
  const { labels, columns } = await calendar.evaluate((el) => ({
    labels: [...el.querySelectorAll('.calendar-month')].map((s) => s.textContent ?? ''),
    columns: [...el.querySelectorAll('[role="row"]')].map((row) =>
      [...row.querySelectorAll('[data-date]')].map((c) => c.getAttribute('data-date')!),
    ),
  }));
  expect(labels).toHaveLength(13);
  const short = (ym: string) =>
    new Date(`${ym}-15T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  // Every month holding at least 4 days of some column is named over that column or an earlier one of the same month.
  const majority = columns.map((dates) => dates[3].slice(0, 7));
  for (const month of new Set(majority)) expect(labels).toContain(short(month));
  await page.context().close();
});

it('item 9: every colour of the win-rate-by-hour cells is one the legend shows (30–40 % included)', async () => {
  const accountId = await createAccount('Hour Book', 'USD', '10000');
  // 3 wins and 7 losses entered at the same hour: a 30 % hour. Two days ago, at minutes :41–:50 of
  // an hour whatever the time now (a fixed offset from now split them over two hours when the test
  // ran at :05–:14), with a margin of minutes for the clock to move while they are created.
  const base = 24 * 60 * 2 + ((((new Date().getUTCMinutes() - 55) % 60) + 60) % 60);
  for (let i = 0; i < 10; i++) await closedTrade(accountId, '100', i < 3 ? '101' : '99', base + i);
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  await page.evaluate((id) => localStorage.setItem('currentAccount', id), accountId);
  await page.goto(`${server.baseUrl}/analytics`);
  await waitForShell(page);
  const grid = page.getByRole('list', { name: 'Win rate for each hour of the day' });
  await grid.locator('[data-band="30"]').first().waitFor();
  const { cells, legend } = await page.evaluate(() => ({
    cells: [...document.querySelectorAll('.hour-cell')]
      .filter((c) => c.getAttribute('data-band') !== 'empty')
      .map((c) => getComputedStyle(c).backgroundColor),
    legend: [...document.querySelectorAll('.hour-swatch')].map((s) => getComputedStyle(s).backgroundColor),
  }));
  expect(cells.length).toBeGreaterThan(0);
  for (const colour of cells) expect(legend).toContain(colour);
  await page.context().close();
});

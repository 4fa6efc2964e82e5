// The trade list past the spec's 1000-row cap: an account with 100,000 trades (bulk-inserted
// into this server's database) scrolls end to end, sorted and filtered on the server, while
// the page holds only a small window of rows.
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { DEMO_EMAIL, newPage, signInAsDemo } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const TRADES = 100_000;
const ROW_HEIGHT = 44; // client/src/features/trades/trade-window.ts
const { server, browser } = useE2eServer({ demo: true });
let accountId: string;

/** One statement: an account of the demo user and 100,000 closed trades in it. */
async function seedBulkAccount(databaseUrl: string): Promise<string> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const {
      rows: [account],
    } = await db.query<{ id: string }>(
      `INSERT INTO trading_accounts (user_id, name, currency, initial_balance)
       SELECT id, 'Bulk 100k', 'USD', 10000 FROM users WHERE email = $1 RETURNING id`,
      [DEMO_EMAIL],
    );
    // Long trades, exit - entry = (g % 7) - 3 per unit on 10 units: wins, losses and breakevens.
    await db.query(
      `INSERT INTO trades (user_id, account_id, symbol, market, trade_type, entry_price, exit_price, quantity, pnl, result, entry_date, exit_date)
       SELECT a.user_id, a.id, 'BULK' || (g % 50), 'stocks', 'long', 100, 100 + ((g % 7) - 3), 10, ((g % 7) - 3) * 10,
              CASE WHEN g % 7 > 3 THEN 'win' WHEN g % 7 < 3 THEN 'loss' ELSE 'breakeven' END,
              now() - make_interval(mins => g), now() - make_interval(mins => g) + interval '30 minutes'
       FROM trading_accounts a, generate_series(1, $2::int) g WHERE a.id = $1`,
      [account.id, TRADES],
    );
    await db.query('ANALYZE trades');
    return account.id;
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  accountId = await seedBulkAccount(server.databaseUrl);
});

async function openBulkTrades(query = ''): Promise<Page> {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
  await page.evaluate((id) => localStorage.setItem('currentAccount', id), accountId);
  await page.goto(`${server.baseUrl}/trades${query}`);
  await page.locator('tr[data-trade-id]').first().waitFor({ timeout: 60_000 });
  return page;
}

const scroller = (page: Page) => page.getByRole('region', { name: 'Trades table' });

async function jumpToRow(page: Page, row: number): Promise<string[]> {
  await scroller(page).evaluate((el, top) => {
    el.scrollTop = top;
  }, row * ROW_HEIGHT);
  await page.locator(`tr[aria-rowindex="${row + 2}"][data-trade-id]`).waitFor({ timeout: 60_000 });
  return page.locator('tr[data-trade-id] td:nth-child(9)').allTextContents();
}

it('scrolls through 100,000 trades to the very last one with a small DOM', async () => {
  const page = await openBulkTrades();
  await page.getByText(`Showing 100,000 of 100,000 trades`).waitFor();
  await jumpToRow(page, 54_321);
  expect(await page.locator('tr.tr-row').count()).toBeLessThan(60);
  await scroller(page).evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await page.locator(`tr[aria-rowindex="${TRADES + 1}"][data-trade-id]`).waitFor({ timeout: 60_000 });
  // Newest first: the last row is the oldest trade (g = 100,000 minutes ago).
  const lastDate = await page.locator(`tr[aria-rowindex="${TRADES + 1}"] td.tr-date`).textContent();
  const firstDate = await page.evaluate(
    () => document.querySelector('tr[aria-rowindex="2"] td.tr-date')?.textContent ?? null,
  );
  expect(firstDate).toBeNull(); // scrolled out of the window: not in the DOM
  expect(lastDate).toMatch(/\d{4}/);
  expect(await page.locator('tr.tr-row').count()).toBeLessThan(60);
  await page.context().close();
});

it('sorts and filters the 100,000 trades on the server', async () => {
  const page = await openBulkTrades('?result=loss&sort=pnl&dir=asc');
  // g % 7 in {0, 1, 2} are losses: 42,857 of the 100,000.
  const losses = [...Array(TRADES).keys()].map((i) => i + 1).filter((g) => g % 7 < 3).length;
  await page.getByText(`Showing ${losses.toLocaleString('en-US')} of 100,000 trades`).waitFor();
  // The count can arrive before the filtered window's rows: wait for the fifth row itself.
  await page.locator('tr[aria-rowindex="6"][data-trade-id]').waitFor({ timeout: 60_000 });
  const top = await page.locator('tr[data-trade-id] td:nth-child(9)').allTextContents();
  expect(top.slice(0, 5)).toEqual(Array(5).fill('-$30.00'));
  const deep = await jumpToRow(page, losses - 3);
  expect(deep.slice(-3)).toEqual(Array(3).fill('-$10.00'));
  await page.context().close();
});

// Issue 15 in Chromium against the built server: a broker file's deposit becomes a cash flow
// (preview count, summary, the dashboard's Balance card marks its day) and leaves with the undo;
// with accounts in USD and EUR the dashboard's All accounts card shows the per-currency figures
// and the notice naming the missing rate, then, once the rate is entered, the total converted to
// the base currency (recomputed here from the trades' P&L and the rate).
import Decimal from 'decimal.js';
import { corpusPath } from '../../server/src/modules/imports/parsers/__tests__/corpus';
import type { Page } from 'playwright-core';
import {
  apiLogin,
  gqlRequest,
  newPage,
  registerUser,
  screenshot,
  signIn,
  waitForShell,
  waitForText,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

// A tastytrade file in USD: future options plus a Money Movement deposit of "1,000.00".
const TASTY = corpusPath('tastytrade/MES LT112.csv');

const { server, browser } = useE2eServer({ demo: false, env: { REGISTRATION_OPEN: 'true' } });
let page: Page;
let token: string;
const pnl: Record<string, string> = {};

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

beforeAll(async () => {
  const user = await registerUser(server.baseUrl, 'money');
  token = await apiLogin(server.baseUrl, user.email, user.password);
  for (const [name, currency, entry, exit, age] of [
    ['US broker', 'USD', '100', '140.5', 10],
    ['EU broker', 'EUR', '50', '60.25', 8],
  ] as const) {
    const created = await gqlRequest<{ createAccount: { id: string } }>(
      server.baseUrl,
      'mutation($i: CreateAccountInput!) { createAccount(input: $i) { id } }',
      { i: { name, currency, initialBalance: '10000' } },
      token,
    );
    const trade = await gqlRequest<{ createTrade: { pnl: string } }>(
      server.baseUrl,
      'mutation($i: TradeInput!) { createTrade(input: $i) { pnl } }',
      {
        i: {
          accountId: created.createAccount.id,
          symbol: 'AAPL',
          market: 'stocks',
          tradeType: 'long',
          entryPrice: entry,
          exitPrice: exit,
          quantity: '10',
          fees: '0',
          entryDate: daysAgo(age + 1),
          exitDate: daysAgo(age),
        },
      },
      token,
    );
    pnl[currency] = trade.createTrade.pnl;
  }
  page = await newPage(browser);
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
});

const nav = (name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();

async function chooseAccount(name: string) {
  if ((await page.locator('.switcher__toggle').getAttribute('aria-expanded')) !== 'true')
    await page.locator('.switcher__toggle').click();
  await page.locator('.switcher__item', { hasText: name }).locator('.switcher__select').click();
  await waitForText(page.locator('.switcher__current'), name);
}

const balanceLegend = () => page.getByRole('list', { name: 'Balance legend' });

it('imports a file’s deposit as a cash flow, marks it on the Balance card, and the undo removes it', async () => {
  await chooseAccount('US broker');
  await nav('Import');
  await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
  await page.getByLabel('Account').selectOption({ label: 'US broker (USD)' });
  await page.getByTestId('import-drop-zone').locator('input[type="file"]').setInputFiles(TASTY);
  await waitForText(page.getByTestId('import-cash-flows'), '1 new', 60_000);
  await page.getByRole('button', { name: 'Start import into US broker' }).click();
  await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 60_000 });
  await waitForText(page.getByTestId('import-cash-flows-added'), '1');

  await nav('Dashboard');
  await waitForText(balanceLegend(), /1 day with cash flows/, 60_000);
  expect(await page.getByTestId('flow-marker').count()).toBe(1);
  await balanceLegend().scrollIntoViewIfNeeded();
  await screenshot(page, 'dashboard-balance-with-flows-1440x900');
  // The Analytics screen draws the same card (all its days: no date filter).
  await nav('Analytics');
  // Wait for the screen itself: until its chunk loads, the dashboard (with the same legend) is
  // still on the page, and a legend found there is detached a moment later.
  await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
  await waitForText(balanceLegend(), /1 day with cash flows/, 60_000);
  await balanceLegend().scrollIntoViewIfNeeded();
  await screenshot(page, 'analytics-balance-with-flows-1440x900');

  await nav('Import');
  await page.getByRole('button', { name: 'Undo import of MES LT112.csv' }).click();
  await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo import' }).click();
  await page.getByTestId('import-batch').first().getByText('undone', { exact: true }).waitFor();
  await nav('Dashboard');
  await waitForText(balanceLegend(), /0 days with cash flows/, 60_000);
});

it('All accounts: per currency with the notice while a rate is missing, then the total converted to USD', async () => {
  await nav('Dashboard');
  const card = page.getByRole('region', { name: 'All accounts' });
  await waitForText(card.getByTestId('all-accounts-notice'), /Missing: EUR/, 60_000);
  expect(await card.getByTestId('all-accounts-pnl').count()).toBe(2);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'dashboard-all-accounts-missing-rate-1440x900');

  const rate = '1.0825';
  await gqlRequest(
    server.baseUrl,
    'mutation($i: FxRateInput!) { addFxRate(input: $i) { rate } }',
    { i: { date: '2000-01-03', base: 'EUR', quote: 'USD', rate } },
    token,
  );
  await page.reload();
  await waitForShell(page);
  const total = new Decimal(pnl.USD).plus(new Decimal(pnl.EUR).times(rate)).toDecimalPlaces(2);
  const shown = `+$${total.toNumber().toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await waitForText(page.getByRole('region', { name: 'All accounts' }).getByTestId('all-accounts-pnl'), shown, 60_000);
  expect(await page.getByTestId('all-accounts-notice').count()).toBe(0);
});

// Risk rules (issue 32) in the browser: the dashboard's Risk Status card shows the trading plan's
// daily loss limit as a distance; the rules editor saves a drawdown rule; a trade written
// elsewhere moves the card without a reload (pushed by riskStatusChanged). Screens at
// 1440×900 and 390×844.
import type { Page } from 'playwright-core';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  animationsFinished,
  apiLogin,
  gqlRequest,
  newPage,
  screenshot,
  seriousA11yViolations,
  signInAsDemo,
  waitForText,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ demo: true });
const ACCOUNT = `Risk ${Math.random().toString(36).slice(2, 7)}`;
let token: string;
let accountId: string;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
/** A closed AAPL long entered and exited minutes ago: today's P&L moves by (exit − 100) × 10. */
async function trade(exit: string) {
  await gqlRequest(
    server.baseUrl,
    'mutation($i: TradeInput!) { createTrade(input: $i) { id } }',
    {
      i: {
        accountId,
        symbol: 'AAPL',
        market: 'stocks',
        tradeType: 'long',
        entryPrice: '100',
        exitPrice: exit,
        quantity: '10',
        fees: '0',
        entryDate: minutesAgo(2),
        exitDate: minutesAgo(1),
      },
    },
    token,
  );
}

beforeAll(async () => {
  token = await apiLogin(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
  const created = await gqlRequest<{ createAccount: { id: string } }>(
    server.baseUrl,
    'mutation($i: CreateAccountInput!) { createAccount(input: $i) { id } }',
    { i: { name: ACCOUNT, currency: 'USD', initialBalance: '10000' } },
    token,
  );
  accountId = created.createAccount.id;
  await trade('75'); // −250 today: within 20 % of the default 300 limit
});

async function openAccount(page: Page) {
  await signInAsDemo(page, server.baseUrl);
  await page.locator('.switcher__toggle').click();
  await page.locator('#account-menu').waitFor();
  await page.locator('.switcher__item', { hasText: ACCOUNT }).locator('.switcher__select').click();
  await waitForText(page.locator('.switcher__current'), ACCOUNT);
}
/** Scrolls `panel` to the top of the viewport, below the sticky header (for its screenshot). */
async function showBelowHeader(page: Page, panel: ReturnType<Page['locator']>) {
  await panel.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 72));
}
const card = (page: Page) => page.getByRole('region', { name: 'Risk Status' });

it('shows the distance to each limit, saves rules and follows a trade written elsewhere live', async () => {
  const page = await newPage(browser);
  await openAccount(page);
  const risk = card(page);
  await risk.scrollIntoViewIfNeeded();
  await waitForText(risk.locator('[data-rule="daily_loss_limit"]'), /\$50\.00 left \(16\.7%\)/, 60_000);
  expect(await risk.getByTestId('risk-overall').innerText()).toBe('Warning');
  // The Trading Plan keeps its spec texts.
  expect(await page.getByRole('region', { name: 'Trading Plan' }).innerText()).toContain('Daily Loss Limit');
  // The loss-limit alert in the app (on by default): System Alerts' first row, from the same status.
  const alerts = page.getByRole('region', { name: 'System Alerts' });
  await waitForText(
    alerts.locator('.alert').first(),
    /Near Daily Loss Limit\s*\$50\.00 left before the daily loss limit of -\$300\.00\./,
  );

  await risk.getByRole('button', { name: 'Edit rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Risk Rules' });
  await dialog.getByLabel('Max drawdown', { exact: true }).fill('1000');
  await dialog.getByLabel('Drawdown mode').selectOption('trailing_eod');
  await dialog.getByLabel('Daily loss limit', { exact: true }).fill('-5');
  await dialog.getByRole('button', { name: 'Save Rules' }).click();
  await waitForText(dialog, /Daily loss limit must be greater than 0/);
  await dialog.getByLabel('Daily loss limit', { exact: true }).fill('300');
  await animationsFinished(page);
  await screenshot(page, 'risk-rules-editor-desktop', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save Rules' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await waitForText(risk.locator('[data-rule="max_drawdown"]'), /\$750\.00 left/);
  await animationsFinished(page);
  await risk.scrollIntoViewIfNeeded();
  await screenshot(page, 'risk-status-desktop', { fullPage: false });

  // Another client closes a −100 trade: the card turns to Breached without a reload.
  const before = Date.now();
  await trade('90');
  await waitForText(risk.getByTestId('risk-overall'), 'Breached', 10_000);
  console.log(`risk card updated ${Date.now() - before} ms after the trade write was sent`);
  // System Alerts follows the same push: the limit reached, with today's P&L.
  await waitForText(alerts.locator('.alert').first(), /Daily Loss Limit Reached\s*Today's P&L is -\$350\.00/, 10_000);
  // Today's figures (the footer, the plan) follow on their own refetch, a moment after the push.
  await waitForText(alerts.locator('.alerts-foot'), /P&L:\s*-\$350\.00/, 10_000);
  await showBelowHeader(page, alerts);
  await animationsFinished(page);
  await screenshot(page, 'system-alerts-loss-limit-desktop', { fullPage: false });
  expect(await seriousA11yViolations(page, '.alert-list')).toEqual([]);
  expect(await risk.locator('[data-rule="daily_loss_limit"]').getAttribute('data-status')).toBe('breached');
  expect(await seriousA11yViolations(page, '.risk-status-card')).toEqual([]);
  await page.context().close();
});

it('fits a phone', async () => {
  const page = await newPage(browser, 'phone');
  await openAccount(page);
  const risk = card(page);
  await risk.scrollIntoViewIfNeeded();
  await waitForText(risk.getByTestId('risk-overall'), 'Breached', 60_000);
  await animationsFinished(page);
  await risk.scrollIntoViewIfNeeded();
  await screenshot(page, 'risk-status-phone', { fullPage: false });
  const alerts = page.getByRole('region', { name: 'System Alerts' });
  await alerts.scrollIntoViewIfNeeded();
  await waitForText(alerts.locator('.alert').first(), /Daily Loss Limit Reached/);
  await animationsFinished(page);
  await showBelowHeader(page, alerts);
  await screenshot(page, 'system-alerts-loss-limit-phone', { fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.context().close();
});

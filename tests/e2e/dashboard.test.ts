// Dashboard on the real server with the demo history: every widget renders with content, a trade
// added through the modal updates Total P&L and Recent Trades without a reload, switching account
// swaps the figures, the 401 path; screenshots at 1440×900 and 390×844.
import type { Page } from 'playwright-core';
import { newPage, screenshot, seriousA11yViolations, signInAsDemo, waitForPath } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });

async function openDashboard(size: 'desktop' | 'phone' = 'desktop'): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser, size);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signInAsDemo(page, server.baseUrl);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await waitForFigures(page);
  return { page, errors };
}

/** Waits until the summary, live and recent-trades queries have all rendered. */
async function waitForFigures(page: Page): Promise<void> {
  // Generous timeouts: the machine running CI may be loaded; a real stall still fails.
  await page.locator('.stat-card .stat-value').first().waitFor({ timeout: 60_000 });
  await page.getByText('Auto-updating').waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="recent-trade"]').first().waitFor({ timeout: 60_000 });
  await page.locator('.calendar-cells [role="gridcell"]').first().waitFor({ timeout: 60_000 });
  await page
    .locator('.panel-body .skeleton-block, .chart-skeleton')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: label }).locator('.stat-value').innerText();

it('renders every widget with non-empty demo content (1440×900)', async () => {
  const { page, errors } = await openDashboard('desktop');
  expect(await statValue(page, 'Total P&L')).toMatch(/^[+-]?\D?[\d,]+\.\d{2}$/u);
  expect(await statValue(page, 'Win Rate')).toMatch(/^\d+\.\d%$/);
  expect(await page.getByRole('region', { name: 'Win Rate' }).innerText()).toMatch(/W: \d+ \/ L: \d+/);
  expect(await statValue(page, 'Avg Win / Loss')).toMatch(/\d.*\/.*\d/s);
  expect(await statValue(page, 'Profit Factor')).toMatch(/^\d+\.\d{2}$/);
  expect(await page.locator('.stat-card [data-trend]').count()).toBe(4);
  // Equity curve: a drawn balance path, the dashed peak line and the max drawdown legend.
  expect((await page.getByTestId('balance-line').getAttribute('d'))!.length).toBeGreaterThan(100);
  expect(await page.getByTestId('peak-line').evaluate((el) => getComputedStyle(el).strokeDasharray)).not.toBe('none');
  expect(await page.getByRole('list', { name: 'Equity curve legend' }).innerText()).toMatch(
    /Max drawdown\s+\d+\.\d{2}%/,
  );
  // Widgets.
  expect(await page.getByRole('region', { name: 'Open Positions' }).innerText()).toMatch(/Positions\s+\d+/);
  expect(await page.locator('.objective').count()).toBe(4);
  expect(await page.getByRole('region', { name: 'Trading Plan' }).innerText()).toMatch(/\d\/4 met/);
  const alerts = await page.getByRole('region', { name: 'System Alerts' }).innerText();
  expect(alerts).toMatch(/Today: \d+ trades/);
  expect(alerts.includes('No alerts at the moment') || (await page.locator('.alert').count()) > 0).toBe(true);
  expect(await page.locator('[data-testid="recent-trade"]').count()).toBe(10);
  expect(await page.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/trades');
  expect(await page.locator('.asset-row').count()).toBeGreaterThan(0);
  expect(await page.locator('.asset-row').count()).toBeLessThanOrEqual(10);
  expect(await page.locator('.calendar-cells [role="gridcell"]').count()).toBe(91);
  expect(
    await page.locator('.calendar-cells [data-tone^="profit"], .calendar-cells [data-tone^="loss"]').count(),
  ).toBeGreaterThan(0);
  expect(await page.getByRole('region', { name: 'Daily P&L' }).innerText()).toMatch(/Win rate/);
  expect(await page.getByRole('region', { name: 'This Week Summary' }).innerText()).toMatch(/Trades\s+\d+/);
  // Tooltip from the keyboard.
  await page.getByRole('group', { name: /Equity curve/ }).focus();
  expect(await page.locator('.chart-tooltip').innerText()).toMatch(/Balance[\s\S]*Peak[\s\S]*Drawdown/);
  await screenshot(page, 'dashboard-desktop');
  expect(await seriousA11yViolations(page, '.dashboard')).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('fits a 390×844 phone without horizontal scrolling', async () => {
  const { page, errors } = await openDashboard('phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await page.locator('[data-testid="recent-trade"]').count()).toBe(10);
  await screenshot(page, 'dashboard-phone');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('a trade added through the modal updates Total P&L and Recent Trades without a reload', async () => {
  const { page } = await openDashboard('desktop');
  const before = await statValue(page, 'Total P&L');
  await page.evaluate(() => {
    (window as unknown as { noReload: boolean }).noReload = true;
  });
  await page.getByRole('button', { name: 'Add New Trade' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Trade' });
  await dialog.getByLabel('Market').selectOption('stocks');
  await dialog.getByLabel('Symbol').click();
  await dialog.getByPlaceholder('Search symbols…').fill('NVDA');
  await dialog.getByRole('button', { name: 'NVDA', exact: true }).click();
  await dialog.getByLabel('Quantity').fill('10');
  await dialog.getByLabel('Entry Price').fill('100');
  await dialog.getByLabel('Exit Price').fill('150');
  await dialog.getByRole('button', { name: 'Add Trade' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The new figure, not the skeleton shown while the evicted summary refetches (that also differs).
  await page.waitForFunction(
    (old) => {
      const total = document.querySelector('[aria-label="Total P&L"] .stat-value')?.textContent;
      return Boolean(total) && total !== old;
    },
    before,
    { timeout: 15_000 },
  );
  const money = (s: string) => Number(s.replace(/[^0-9.-]/g, ''));
  expect(money(await statValue(page, 'Total P&L')) - money(before)).toBeCloseTo(500, 2);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="recent-trade"]')?.textContent?.includes('NVDA'),
    null,
    { timeout: 15_000 },
  );
  expect(await page.locator('[data-testid="recent-trade"]').count()).toBe(10);
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  await page.context().close();
});

it('switching account swaps every figure', async () => {
  const { page } = await openDashboard('desktop');
  const toggle = page.locator('.switcher__toggle');
  const firstName = await toggle.locator('.switcher__current').innerText();
  const before = {
    total: await statValue(page, 'Total P&L'),
    recent: await page.locator('[data-testid="recent-trade"]').first().innerText(),
  };
  await toggle.click();
  const other = page
    .getByRole('list', { name: 'Trading accounts' })
    .locator('.switcher__select:not([aria-current])')
    .first();
  const otherName = (await other.locator('.switcher__name').innerText()).trim();
  await other.click();
  await page.waitForFunction(
    (name) => document.querySelector('.switcher__current')?.textContent?.includes(name),
    otherName,
  );
  expect(otherName).not.toBe(firstName);
  await page.waitForFunction(
    (old) => {
      const total = document.querySelector('[aria-label="Total P&L"] .stat-value')?.textContent;
      return Boolean(total) && total !== old;
    },
    before.total,
    { timeout: 15_000 },
  );
  await waitForFigures(page);
  expect(await page.locator('.page-head').innerText()).toContain(otherName);
  expect(await page.locator('[data-testid="recent-trade"]').first().innerText()).not.toBe(before.recent);
  await screenshot(page, 'dashboard-other-account-desktop');
  await page.context().close();
});

it('a rejected token (401) on the way to Analytics sends the browser to /login', async () => {
  const { page } = await openDashboard('desktop');
  await page.evaluate(() => {
    localStorage.setItem('token', 'corrupted.token.value');
    sessionStorage.setItem('token', 'corrupted.token.value');
  });
  await page.getByRole('link', { name: 'Analytics' }).first().click();
  await waitForPath(page, /^\/login$/);
  await page.getByRole('button', { name: 'Use Demo Account' }).waitFor();
  expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([
    null,
    null,
  ]);
  await page.context().close();
});

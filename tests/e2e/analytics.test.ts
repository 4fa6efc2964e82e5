// Analytics on the real server with the demo history: every card renders with content, the filter
// bar narrows the figures, lives in the URL and survives a reload; screenshots at both sizes.
import type { Page } from 'playwright-core';
import { newPage, screenshot, seriousA11yViolations, signInAsDemo } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });

const CARDS = [
  'Monthly P&L',
  'Drawdown',
  'Win/Loss Streaks',
  'Performance by Day of Week',
  'Edge',
  'P&L Breakdown',
  'Top 10 Symbols',
  'Top Trades',
  'Risk vs Reward',
  'Trade Duration vs P&L',
  'Win Rate by Hour',
  'Holding Times',
];

async function openAnalytics(size: 'desktop' | 'phone', query = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser, size);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signInAsDemo(page, server.baseUrl);
  await page.goto(`${server.baseUrl}/analytics${query}`);
  await waitForFigures(page);
  return { page, errors };
}

async function waitForFigures(page: Page): Promise<void> {
  // Generous timeouts: the machine running CI may be loaded; a real stall still fails.
  await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="symbol-row"]').first().waitFor({ timeout: 60_000 });
  // Neither the grid nor a below-the-fold card (rendered when near or idle) still loading.
  await page.waitForFunction(
    () => !document.querySelector('.analytics-grid[aria-busy="true"], .render-when-near'),
    null,
    {
      timeout: 60_000,
    },
  );
}

/** The closed-trade count the Edge card reads from: "52% (95% CI 47–57%, 390 trades)". */
async function closedTrades(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: 'Edge' }).innerText();
  return Number(text.match(/([\d,]+) trades?\)/)![1].replace(/,/g, ''));
}

const symbolRows = (page: Page) =>
  page
    .locator('[data-testid="symbol-row"]')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));

it('renders every card with non-empty demo content (1440×900)', async () => {
  const { page, errors } = await openAnalytics('desktop');
  for (const name of CARDS) expect(await page.getByRole('heading', { name, exact: true }).count()).toBe(1);
  for (const name of ['Current Streak', 'Best Win Streak', 'Worst Loss Streak']) {
    expect(await page.getByRole('region', { name }).locator('.stat-value').innerText()).toMatch(/\d|None/);
  }
  const monthly = page.getByRole('group', { name: /Monthly P&L/ });
  expect(await monthly.locator('[data-testid="bar"]').count()).toBeGreaterThan(0);
  expect(await monthly.locator('text').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\d{2}\/\d{2}$/)]),
  );
  expect(await page.locator('.chart-area-loss').getAttribute('d')).toMatch(/^M/);
  expect(
    await page
      .getByRole('group', { name: /last 50 trades/ })
      .locator('[data-testid="bar"]')
      .count(),
  ).toBeGreaterThan(10);
  expect(
    await page
      .getByRole('group', { name: /day of week/ })
      .locator('[data-testid="bar"]')
      .count(),
  ).toBe(7);
  const symbols = await symbolRows(page);
  expect(symbols.length).toBeGreaterThan(0);
  expect(symbols.length).toBeLessThanOrEqual(10);
  expect(await page.locator('.top-trade').count()).toBeGreaterThan(1);
  expect(
    await page
      .getByRole('group', { name: /Risk versus reward/ })
      .locator('[data-testid="marks"], [data-testid="bin"]')
      .count(),
  ).toBeGreaterThan(0);
  expect(await page.locator('.hour-cell').count()).toBe(24);
  expect(await page.getByRole('list', { name: 'Win rate bands' }).innerText()).toMatch(
    /<30[\s\S]*30-50[\s\S]*50-60[\s\S]*60-70[\s\S]*>70/,
  );
  expect(await page.getByRole('region', { name: 'Edge' }).innerText()).toMatch(
    /\d+% \(95% CI \d+–\d+%, [\d,]+ trades\)/,
  );
  expect(await page.getByRole('tabpanel').locator('tbody tr').count()).toBeGreaterThan(0);
  expect(await page.getByRole('region', { name: 'Holding Times' }).innerText()).toMatch(/\d+(\.\d)?[mhd]/);
  // Keyboard tooltip on the monthly bars.
  await monthly.focus();
  expect(await page.locator('.chart-tooltip').innerText()).toMatch(/\d{2}\/\d{2}[\s\S]*P&L/);
  await screenshot(page, 'analytics-desktop');
  expect(await seriousA11yViolations(page, '.analytics')).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('fits a 390×844 phone without horizontal scrolling', async () => {
  const { page, errors } = await openAnalytics('phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'analytics-phone');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('the filter bar narrows every figure, is kept in the URL and survives a reload', async () => {
  const { page } = await openAnalytics('desktop');
  const allTrades = await closedTrades(page);
  const [, , market] = (await symbolRows(page))[0][1].match(/^(\S+)\s+(\S+)$/) ?? [];
  const topMarket =
    market ?? (await page.locator('[data-testid="symbol-row"] td:nth-child(2) .muted').first().innerText());
  await page.getByRole('search').getByLabel('Market').selectOption(topMarket);
  await page.waitForURL(new RegExp(`market=${topMarket}`));
  await page.waitForFunction((n) => {
    const m = document.querySelector('section[aria-labelledby="panel-edge"]')?.textContent?.match(/([\d,]+) trades?\)/);
    return m && Number(m[1].replace(/,/g, '')) !== n;
  }, allTrades);
  await waitForFigures(page);
  const marketTrades = await closedTrades(page);
  expect(marketTrades).toBeLessThan(allTrades);
  const markets = await page.locator('[data-testid="symbol-row"] td:nth-child(2) .muted').allInnerTexts();
  expect(new Set(markets)).toEqual(new Set([topMarket]));

  await page.reload();
  await waitForFigures(page);
  expect(await page.getByRole('search').getByLabel('Market').inputValue()).toBe(topMarket);
  expect(await closedTrades(page)).toBe(marketTrades);

  // Narrow further to one symbol with the text field (applied on Enter).
  const symbol = (await page.locator('[data-testid="symbol-row"] td:nth-child(2) strong').first().innerText()).trim();
  await page.getByRole('search').getByLabel('Symbol').fill(symbol.toLowerCase());
  await page.getByRole('search').getByLabel('Symbol').press('Enter');
  await page.waitForURL(new RegExp(`symbol=${symbol}`));
  await waitForFigures(page);
  await page.waitForFunction(
    (s) =>
      [...document.querySelectorAll('[data-testid="symbol-row"] td:nth-child(2) strong')].every(
        (el) => el.textContent === s,
      ),
    symbol,
  );
  expect(await page.locator('[data-testid="symbol-row"]').count()).toBe(1);
  expect(await closedTrades(page)).toBeLessThanOrEqual(marketTrades);
  await screenshot(page, 'analytics-filtered-desktop');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForFunction(() => !/market=|symbol=/.test(location.search));
  await page.waitForFunction(
    (n) =>
      document
        .querySelector('section[aria-labelledby="panel-edge"]')
        ?.textContent?.includes(`${n.toLocaleString('en-US')} trades)`) ||
      document.querySelector('section[aria-labelledby="panel-edge"]')?.textContent?.includes(`${n} trades)`),
    allTrades,
  );
  await page.context().close();
});

it('a shared URL with a filter opens already narrowed', async () => {
  const { page } = await openAnalytics('desktop', '?type=short');
  expect(await page.getByRole('search').getByLabel('Trade type').inputValue()).toBe('short');
  const shortOnly = await closedTrades(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForFunction((n) => {
    const m = document.querySelector('section[aria-labelledby="panel-edge"]')?.textContent?.match(/([\d,]+) trades?\)/);
    return m && Number(m[1].replace(/,/g, '')) > n;
  }, shortOnly);
  await page.context().close();
});

// Issue 33 item 2 in the browser: the Settings screen's breakeven tolerance (formik + yup, exact
// text) and the win rate's second figure, "excl. breakeven", on the dashboard and the analytics
// screen; saving a tolerance moves the dashboard's win rate without a reload. 1440×900 and 390×844.
import type { Page } from 'playwright-core';
import { animationsFinished, newPage, screenshot, signInAsDemo } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ demo: true });

const winRateCard = (page: Page) => page.getByRole('region', { name: 'Win Rate' });

async function dashboardWinRate(page: Page): Promise<string> {
  const card = winRateCard(page);
  await card.locator('.stat-value').waitFor({ timeout: 60_000 });
  await card.getByTestId('win-rate-excl-breakeven').waitFor({ timeout: 60_000 });
  return card.locator('.stat-value').innerText();
}

for (const size of ['desktop', 'phone'] as const) {
  it(`saves a breakeven tolerance and the dashboard's win rate follows, with its second figure (${size})`, async () => {
    const page = await newPage(browser, size);
    await signInAsDemo(page, server.baseUrl);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
    const before = await dashboardWinRate(page);
    expect(before).toMatch(/^\d+\.\d%$/);
    // The spec's label and figure stay; the second figure sits beside W / L.
    expect(await winRateCard(page).getByTestId('win-rate-excl-breakeven').innerText()).toMatch(
      /^excl\. breakeven \d+\.\d%$/,
    );

    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole('tab', { name: 'Breakeven' }).click();
    const field = page.getByLabel('Breakeven tolerance (money)');
    await field.waitFor();
    const next = (await field.inputValue()) === '0' ? '100.00' : '0';
    await field.fill('-1');
    await page.getByRole('button', { name: 'Save Tolerance' }).click();
    await page.getByRole('alert').filter({ hasText: 'Tolerance must be at least 0' }).waitFor();
    await field.fill('0.123456789');
    await field.blur();
    await page.getByText('Tolerance allows at most 8 decimal places').waitFor();
    await field.fill(next);
    await page.getByRole('button', { name: 'Save Tolerance' }).click();
    await page.getByText(/Breakeven tolerance saved; \d+ trades? re-classified\./).waitFor({ timeout: 60_000 });
    await animationsFinished(page);
    await screenshot(page, `issue33-breakeven-settings-${size}`, { fullPage: false });

    // Back to the dashboard inside the app (no reload): the evicted figures are fetched again.
    if (size === 'desktop')
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    else await page.goto(`${server.baseUrl}/`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForFunction(
      (old) => {
        const card = document.querySelector('section[aria-label="Win Rate"] .stat-value');
        return !!card && card.textContent !== old;
      },
      before,
      { timeout: 60_000 },
    );
    const after = await dashboardWinRate(page);
    expect(after).not.toBe(before);
    await winRateCard(page).scrollIntoViewIfNeeded();
    await animationsFinished(page);
    await screenshot(page, `issue33-breakeven-dashboard-${size}`, { fullPage: false });

    await page.goto(`${server.baseUrl}/analytics`);
    const edge = page.getByTestId('win-rate-excl-breakeven');
    await edge.waitFor({ timeout: 60_000 });
    await edge.scrollIntoViewIfNeeded();
    // The card fades in once near the viewport: wait for its figure to be shown, not just mounted.
    await page.getByText(/^excl\. breakeven \d+\.\d%$/).waitFor({ state: 'visible' });
    await animationsFinished(page);
    await screenshot(page, `issue33-breakeven-analytics-${size}`, { fullPage: false });
    expect(await edge.innerText()).toMatch(/^excl\. breakeven \d+\.\d%$/);
    await page.context().close();
  });
}

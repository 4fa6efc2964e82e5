// Issue 27 on the real server and Chromium: a GBP account imports a Trading 212 file whose
// instruments trade in USD and EUR (the in-repo fixture, no corpus needed). The preview lists the
// conversions it will make at the file's own rates; the dashboard then shows the broker's Result
// sum, 121.37 GBP, to the cent; the imported trade lists its fills in USD with the rate applied.
// Screenshots at 1440×900 and 390×844.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../support/server-process';
import {
  apiLogin,
  gqlRequest,
  newPage,
  registerUser,
  screenshot,
  seriousA11yViolations,
  signIn,
  waitForShell,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const FILE = path.join(
  REPO_ROOT,
  'server/src/modules/imports/parsers/trading212/__tests__/fixtures/cgt-2026-transactions.csv',
);

const { server, browser } = useE2eServer({ demo: false, env: { REGISTRATION_OPEN: 'true' } });

async function traderWithGbpAccount(size: 'desktop' | 'phone'): Promise<Page> {
  const user = await registerUser(server.baseUrl, `import-fx-${size}`);
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  await gqlRequest(
    server.baseUrl,
    'mutation { createAccount(input: { name: "ISA", currency: "GBP", initialBalance: "10000" }) { id } }',
    {},
    token,
  );
  const page = await newPage(browser, size);
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
  return page;
}

async function previewFile(page: Page) {
  await page.goto(`${server.baseUrl}/import`);
  await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
  await page.getByLabel('Account').locator('option', { hasText: 'ISA' }).waitFor({ state: 'attached' });
  await page.getByTestId('import-drop-zone').locator('input[type="file"]').setInputFiles(FILE);
  const conversions = page.getByRole('list', { name: 'Currency conversions' });
  await conversions.waitFor({ timeout: 60_000 });
  return conversions;
}

it('previews the conversions, imports the broker’s 121.37 GBP to the cent, and shows each fill’s rate', async () => {
  const page = await traderWithGbpAccount('desktop');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const conversions = await previewFile(page);
  expect(await conversions.locator('li').allInnerTexts()).toEqual([
    '2 executions in USD converted to GBP at the file’s own rate: 1 USD = 0.78125–0.8 GBP',
    '2 executions in EUR converted to GBP at the file’s own rate: 1 EUR = 0.8 GBP',
  ]);
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByText('£121.37').first().waitFor();
  await screenshot(page, 'import-fx-preview-1440x900', { fullPage: true });

  await page.getByRole('button', { name: 'Start import into ISA' }).click();
  await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 60_000 });
  expect(await seriousA11yViolations(page, 'main')).toEqual([]);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  // The dashboard's Total P&L is the stored account-currency pnl: the broker's Result sum.
  const total = page.getByRole('region', { name: 'Total P&L' }).locator('.stat-value');
  await total.getByText(/£121\.37$/).waitFor({ timeout: 60_000 });

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Trades' }).click();
  await page.getByRole('heading', { name: 'All Trades' }).waitFor();
  await page.locator('tr.tr-row[data-trade-id]').first().waitFor({ timeout: 30_000 });
  await page
    .getByRole('button', { name: /^Edit trade ACME/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Trade' });
  const fills = dialog.getByRole('table', { name: /prices in USD, converted to the account currency/ });
  await fills.waitFor({ timeout: 30_000 });
  const rows = fills.getByTestId('trade-fill');
  expect(await rows.first().innerText()).toContain('150 USD');
  expect(await rows.getByTestId('trade-fill-rate').allInnerTexts()).toEqual(['0.8 (broker)', '0.78125 (broker)']);
  await fills.scrollIntoViewIfNeeded();
  await screenshot(page, 'import-fx-trade-fills-1440x900', { fullPage: true });
  expect(errors).toEqual([]);
  await page.context().close();
});

it('at 390 px the conversions list fits without a page-wide horizontal scroll', async () => {
  const page = await traderWithGbpAccount('phone');
  await previewFile(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await screenshot(page, 'import-fx-preview-390x844', { fullPage: true });
  await page.context().close();
});

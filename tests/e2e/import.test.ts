// The Import screen on the real server and Chromium: a fresh trader with one account imports a
// Tradovate fills file (corpus: 7 flat-to-flat trades, net −50.00) through the UI — dry-run
// preview first, nothing written until Start — watches the progress bar finish, finds the trades
// in the trades list and the dashboard's Total P&L changed, then undoes the batch behind the
// confirmation and sees both back as before. Screenshots at 1440×900 and 390×844.
import { corpusPath } from '../../server/src/modules/imports/parsers/__tests__/corpus';
import type { Page } from 'playwright-core';
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

const FILLS = corpusPath('tradovate/tradovate_export.csv');

const { server, browser } = useE2eServer({ demo: false, env: { REGISTRATION_OPEN: 'true' } });

async function traderWithAccount(size: 'desktop' | 'phone'): Promise<{ page: Page; token: string }> {
  const user = await registerUser(server.baseUrl, `import-${size}`);
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  await gqlRequest(
    server.baseUrl,
    'mutation { createAccount(input: { name: "Futures", currency: "USD", initialBalance: "10000" }) { id } }',
    {},
    token,
  );
  const page = await newPage(browser, size);
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
  return { page, token };
}

const totalPnl = (page: Page) => page.getByRole('region', { name: 'Total P&L' }).locator('.stat-value').innerText();

async function openDashboardTotal(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('region', { name: 'Total P&L' }).locator('.stat-value').waitFor({ timeout: 60_000 });
  return totalPnl(page);
}

async function openImport(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Import' }).click();
  await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
  await page.getByLabel('Account').locator('option', { hasText: 'Futures' }).waitFor({ state: 'attached' });
}

const executionsOf = async (token: string) =>
  (await gqlRequest<{ importBatches: { status: string }[] }>(server.baseUrl, '{ importBatches { status } }', {}, token))
    .importBatches;

it('imports a broker file through the preview and progress bar, shows the trades and figures, then undoes it', async () => {
  const { page, token } = await traderWithAccount('desktop');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // A tag to put on every trade of the import from its result.
  const tagRes = await fetch(`${server.baseUrl}/api/tags`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Tradovate March', kind: 'custom' }),
  });
  expect(tagRes.status).toBe(201);
  expect(await openDashboardTotal(page)).toBe('$0.00');
  await openImport(page);
  await page.getByText('No imports yet.').waitFor();
  await page.getByTestId('import-drop-zone').locator('input[type="file"]').setInputFiles(FILLS);

  // The dry run: detected format, counts and the first round trips; nothing written yet.
  await page.getByTestId('import-format').waitFor();
  expect(await page.getByTestId('import-format').innerText()).toBe('tradovate-fills');
  const preview = page.getByRole('region', { name: 'Preview' });
  expect(await preview.getByText(/^\d+ closed · \d+ open$/).innerText()).toBe('7 closed · 0 open');
  expect(await preview.locator('tbody tr').count()).toBe(7);
  expect(await preview.locator('tbody tr').first().innerText()).toContain('MESH5');
  expect(await executionsOf(token)).toEqual([]);
  await screenshot(page, 'import-preview-1440x900', { fullPage: true });

  await page.getByRole('button', { name: 'Start import into Futures' }).click();
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await bar.waitFor();
  await page.waitForFunction(
    () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100',
    null,
    { timeout: 60_000 },
  );
  await page.getByRole('heading', { name: 'Import complete' }).waitFor();
  const summary = page.getByRole('region', { name: 'Import complete' });
  expect(await summary.getByText('Trades created').locator('xpath=following-sibling::dd').innerText()).toBe('7');
  const batch = page.getByTestId('import-batch').first();
  await batch.getByText('done', { exact: true }).waitFor();
  await screenshot(page, 'import-done-1440x900', { fullPage: true });
  expect(await seriousA11yViolations(page, 'main')).toEqual([]);

  // Tag every trade of this import from its result (the bulk API by import batch).
  const tagging = summary.getByRole('group', { name: 'Tag every trade of this import' });
  await tagging.getByRole('combobox').selectOption({ label: 'Tradovate March (custom)' });
  await tagging.getByRole('button', { name: 'Add tag' }).click();
  await tagging.getByText('“Tradovate March” added to 7 trades of this import').waitFor();
  await screenshot(page, 'import-tagged-1440x900', { fullPage: true });
  const tagged = await gqlRequest<{ trades: { items: { tags: { name: string }[] }[] } }>(
    server.baseUrl,
    '{ trades(limit: 50, offset: 0) { items { tags { name } } } }',
    {},
    token,
  );
  expect(tagged.trades.items.map((t) => t.tags.map((x) => x.name))).toEqual(Array(7).fill(['Tradovate March']));

  // The new trades in the list, and the dashboard's figure moved by the file's net P&L.
  await summary.getByRole('link', { name: 'View trades' }).click();
  await page.getByRole('heading', { name: 'All Trades' }).waitFor();
  await page.getByText('Showing 7 of 7 trades').waitFor({ timeout: 30_000 });
  await page.locator('tr.tr-row[data-trade-id]').first().waitFor({ timeout: 30_000 });
  expect(await page.locator('tr.tr-row[data-trade-id]').allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringContaining('MESH5')]),
  );
  expect(await openDashboardTotal(page)).toBe('-$50.00');

  // Undo behind the confirmation: Cancel keeps the batch, confirming removes its trades.
  await openImport(page);
  await page.getByRole('button', { name: 'Undo import of tradovate_export.csv' }).click();
  await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Cancel' }).click();
  expect(await page.getByTestId('import-batch').first().getByText('done', { exact: true }).count()).toBe(1);
  await page.getByRole('button', { name: 'Undo import of tradovate_export.csv' }).click();
  await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo import' }).click();
  await page.getByTestId('import-batch').first().getByText('undone', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Undo import of tradovate_export.csv' }).count()).toBe(0);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Trades' }).click();
  await page.getByRole('heading', { name: 'All Trades' }).waitFor();
  await page.locator('tr.tr-row[data-trade-id]').first().waitFor({ state: 'detached', timeout: 30_000 });
  expect(await page.locator('tr.tr-row[data-trade-id]').count()).toBe(0);
  expect(await openDashboardTotal(page)).toBe('$0.00');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('works at 390 px: preview table scrolls inside its card, no page-wide horizontal scroll', async () => {
  const { page } = await traderWithAccount('phone');
  await page.goto(`${server.baseUrl}/import`);
  await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
  await page.getByLabel('Account').locator('option', { hasText: 'Futures' }).waitFor({ state: 'attached' });
  await page.getByTestId('import-drop-zone').locator('input[type="file"]').setInputFiles(FILLS);
  await page.getByTestId('import-format').waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'import-preview-390x844', { fullPage: true });
  await page.getByRole('button', { name: 'Start import into Futures' }).click();
  await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 60_000 });
  await screenshot(page, 'import-done-390x844', { fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.context().close();
});

it('maps a CSV by hand (generic format): first rows, a column per field, the real server previews the mapped file', async () => {
  const { page } = await traderWithAccount('desktop');
  await openImport(page);
  await page
    .getByTestId('import-drop-zone')
    .locator('input[type="file"]')
    .setInputFiles(corpusPath('generic/candlog-das-trader-fills.csv'));
  await page.getByTestId('import-format').waitFor();
  await page.getByRole('button', { name: 'Map the columns yourself (generic CSV)' }).click();
  const editor = page.getByRole('region', { name: 'Column mapping (generic CSV)' });
  await editor.getByText('RBLX').first().waitFor();
  await page.getByLabel('Date / time').selectOption('T/D');
  await page.getByLabel('Separate time column (optional)').selectOption('Exec Time');
  await page.getByLabel('Commission (optional)').selectOption('Comm');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="import-format"]')?.textContent === 'generic',
    null,
    { timeout: 30_000 },
  );
  const preview = page.getByRole('region', { name: 'Preview' });
  expect(await preview.locator('tbody tr').count()).toBeGreaterThan(0);
  expect(await preview.locator('tbody').innerText()).toContain('RBLX');
  await screenshot(page, 'import-mapping-1440x900', { fullPage: true });
  await page.context().close();
});

// The Import screen on the real server and Chromium, the second time round: a file already
// imported previews as "N duplicates (already imported)" with no new round trips; an imported
// trade's edit form lists its fills read-only in time order; a generic CSV mapping saved as a
// template is applied by itself to the next file with the same header.
import { corpusPath } from '../../server/src/modules/imports/parsers/__tests__/corpus';
import type { Page } from 'playwright-core';
import { apiLogin, gqlRequest, newPage, registerUser, screenshot, signIn, waitForShell } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const FILLS = corpusPath('tradovate/tradovate_export.csv');
const GENERIC = corpusPath('generic/candlog-das-trader-fills.csv');

const { server, browser } = useE2eServer({ demo: false, env: { REGISTRATION_OPEN: 'true' } });

async function traderWithAccount(): Promise<Page> {
  const user = await registerUser(server.baseUrl, 'import-reuse');
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  await gqlRequest(
    server.baseUrl,
    'mutation { createAccount(input: { name: "Futures", currency: "USD", initialBalance: "10000" }) { id } }',
    {},
    token,
  );
  const page = await newPage(browser, 'desktop');
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
  return page;
}

async function openImport(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Import' }).click();
  await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
  await page.getByLabel('Account').locator('option', { hasText: 'Futures' }).waitFor({ state: 'attached' });
}

const pick = (page: Page, file: string) =>
  page.getByTestId('import-drop-zone').locator('input[type="file"]').setInputFiles(file);

it('re-importing a file previews every execution as a duplicate; the imported trade lists its fills read-only', async () => {
  const page = await traderWithAccount();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openImport(page);
  await pick(page, FILLS);
  await page.getByTestId('import-format').waitFor();
  expect(await page.getByTestId('import-duplicates').count()).toBe(0);
  await page.getByRole('button', { name: 'Start import into Futures' }).click();
  await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Import another file' }).click();

  // The same file again: the dry run compares against the stored executions.
  await pick(page, FILLS);
  const duplicates = page.getByTestId('import-duplicates');
  await duplicates.waitFor();
  expect(await duplicates.innerText()).toMatch(/^\d+ duplicates \(already imported\)/);
  const preview = page.getByRole('region', { name: 'Preview' });
  expect(await preview.getByText(/^\d+ closed · \d+ open$/).innerText()).toBe('0 closed · 0 open');
  await page.getByText('Every execution in this file is already imported: starting adds nothing.').waitFor();
  await screenshot(page, 'import-duplicates-1440x900', { fullPage: true });

  // An imported trade's edit form: prices locked, the fills listed in time order.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Trades' }).click();
  await page.getByRole('heading', { name: 'All Trades' }).waitFor();
  await page.locator('tr.tr-row[data-trade-id]').first().waitFor({ timeout: 30_000 });
  await page
    .getByRole('button', { name: /^Edit trade MESH5/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Trade' });
  const fills = dialog.getByRole('table', { name: /executions? \(read-only, in time order\)/ });
  await fills.waitFor({ timeout: 30_000 });
  expect(await dialog.getByLabel('Entry Price').isDisabled()).toBe(true);
  const rows = fills.getByTestId('trade-fill');
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  const times = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
  // "MM/DD/YY HH:MM:SS" sorts by time once read as year, month, day, time.
  const sortable = times.map((t) => t.replace(/^(\d\d)\/(\d\d)\/(\d\d) /, '$3$1$2 '));
  expect(sortable).toEqual([...sortable].sort());
  await screenshot(page, 'trade-fills-1440x900', { fullPage: true });
  expect(errors).toEqual([]);
  await page.context().close();
});

it('a mapping saved as a template is applied by itself to the next file with the same header', async () => {
  const page = await traderWithAccount();
  await openImport(page);
  await pick(page, GENERIC);
  await page.getByTestId('import-format').waitFor();
  await page.getByRole('button', { name: 'Map the columns yourself (generic CSV)' }).click();
  await page.getByRole('region', { name: 'Column mapping (generic CSV)' }).getByText('RBLX').first().waitFor();
  await page.getByLabel('Date / time').selectOption('T/D');
  await page.getByLabel('Separate time column (optional)').selectOption('Exec Time');
  await page.getByLabel('Commission (optional)').selectOption('Comm');
  await page.getByLabel('Save this mapping as').fill('Das Trader');
  await page.getByRole('button', { name: 'Save template' }).click();
  await page.getByText('Saved as “Das Trader”.').waitFor();

  // Start over (a reload): the templates load with the screen, then the same header finds its template.
  const templatesLoaded = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('ImportMappingTemplates'),
    { timeout: 30_000 },
  );
  await page.reload();
  await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
  await page.getByLabel('Account').locator('option', { hasText: 'Futures' }).waitFor({ state: 'attached' });
  await templatesLoaded;
  await pick(page, GENERIC);
  await page.getByTestId('import-template-applied').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('import-template-applied').innerText()).toContain('Das Trader');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="import-format"]')?.textContent === 'generic',
    null,
    { timeout: 30_000 },
  );
  expect(await page.getByLabel('Date / time').inputValue()).toBe('T/D');
  expect(await page.getByLabel('Commission (optional)').inputValue()).toBe('Comm');
  expect(await page.getByRole('region', { name: 'Preview' }).locator('tbody').innerText()).toContain('RBLX');
  await screenshot(page, 'import-template-1440x900', { fullPage: true });
  await page.context().close();
});

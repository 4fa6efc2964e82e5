// Reports on the real server: the monthly statistics, a monthly CSV export (header, a row, and a
// note starting with `=` neutralised), the custom range rules, the PDF notice, screenshots, axe.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  apiLogin,
  gqlRequest,
  newPage,
  screenshot,
  seriousA11yViolations,
  signInAsDemo,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });

async function openReports(size: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const page = await newPage(browser, size);
  await signInAsDemo(page, server.baseUrl);
  await page.goto(`${server.baseUrl}/reports`);
  await page.getByRole('heading', { name: 'Report Statistics' }).waitFor();
  await page.locator('.rp-stat').first().waitFor();
  return page;
}

it('exports the monthly CSV: spec header, the trades of the month, formulas neutralised', async () => {
  const page = await openReports();
  const accountId = await page.evaluate(() => localStorage.getItem('currentAccount'));
  expect(accountId).toBeTruthy();
  // A closed trade from yesterday whose note would run as a formula in a spreadsheet.
  const token = await apiLogin(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
  const entry = new Date(Date.now() - 26 * 3600_000);
  const exit = new Date(entry.getTime() + 3600_000);
  const note = '=HYPERLINK("http://evil.example","click")';
  await gqlRequest(
    server.baseUrl,
    'mutation($i: TradeInput!) { createTrade(input: $i) { id } }',
    {
      i: {
        accountId,
        symbol: 'XCSVTEST',
        market: 'stocks',
        tradeType: 'long',
        entryPrice: '10',
        exitPrice: '12',
        quantity: '5',
        fees: '0',
        entryDate: entry.toISOString(),
        exitDate: exit.toISOString(),
        notes: note,
      },
    },
    token,
  );

  await page.reload();
  await page.locator('.rp-stat').first().waitFor();
  await expect(page.getByRole('radio', { name: 'Monthly' }).isChecked()).resolves.toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^trades_export_monthly_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/).filter((l) => l !== '');
  expect(lines[0]).toBe('Date,Symbol,Type,Market,Entry Price,Exit Price,Quantity,P&L,Result,Strategy,Notes');
  expect(lines.length).toBeGreaterThan(2);
  const row = lines.find((l) => l.includes('XCSVTEST'));
  expect(row).toBeDefined();
  expect(row).toContain(',long,stocks,');
  expect(row).toContain(',win,');
  // The note is prefixed with ' so a spreadsheet shows it as text instead of running it.
  expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  expect(row).not.toMatch(/,"?=HYPERLINK/);
  await page.context().close();
});

it('custom range: the end picker disables earlier days and an empty period has nothing to export', async () => {
  const page = await openReports();
  await page.getByText('Custom', { exact: true }).click();
  await page.getByLabel('Start date').fill('2001-01-10');
  await page.getByLabel('End date').and(page.locator('[min="2001-01-10"]')).waitFor();
  await expect(page.getByLabel('End date').getAttribute('min')).resolves.toBe('2001-01-10');
  await page.getByLabel('End date').fill('2001-01-20');
  await page.getByText('Jan 10, 2001 – Jan 20, 2001').waitFor();
  await expect(page.locator('.rp-stat', { hasText: 'Total Trades' }).locator('dd').first().textContent()).resolves.toBe(
    '0',
  );
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  await page.getByRole('alert').filter({ hasText: 'No trades to export for the selected period' }).waitFor();
  // Even an empty period has a report: the PDF downloads and is a PDF.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Generate PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^candlog_report_.+_2001-01-10_2001-01-20\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await page.context().close();
});

it.each(['desktop', 'phone'] as const)('looks right and passes axe at %s size', async (size) => {
  const page = await openReports(size);
  await screenshot(page, `reports-${size}`);
  expect(await seriousA11yViolations(page, '#main')).toEqual([]);
  await page.context().close();
});

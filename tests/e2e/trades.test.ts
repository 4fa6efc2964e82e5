// Trades screen on the real server with the demo history: server-side filter and sort (kept in
// the URL), edit from the table through the trade modal, delete with cancel then confirm,
// screenshots at both sizes and an axe check.
import type { Page } from 'playwright-core';
import { newPage, screenshot, seriousA11yViolations, signInAsDemo, waitUntil } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });

interface Row {
  id: string;
  date: string;
  symbol: string;
  market: string;
  type: string;
  quantity: string;
  pnl: string;
  /** R on the initial stop ("—" without one). */
  r: string;
  result: string;
}

/** The loaded rows, once no search is running. */
async function tableRows(page: Page): Promise<Row[]> {
  await page.getByText('Searching trades...').waitFor({ state: 'hidden' });
  await page.locator('tr.tr-row[data-trade-id]').first().waitFor();
  return page.locator('tr.tr-row[data-trade-id]').evaluateAll((rows) =>
    rows.map((r) => {
      const cells = [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
      return {
        id: r.getAttribute('data-trade-id')!,
        date: cells[1],
        symbol: cells[2],
        market: cells[3],
        type: cells[4],
        quantity: cells[7],
        pnl: cells[8],
        r: cells[9],
        result: cells[10],
      };
    }),
  );
}

const money = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

async function counts(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.getByText(/^Showing [\d,]+ of [\d,]+ trades$/).textContent();
  const [, shown, total] = text!.match(/Showing ([\d,]+) of ([\d,]+) trades/)!;
  return { shown: Number(shown.replace(/,/g, '')), total: Number(total.replace(/,/g, '')) };
}

async function openTrades(size: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const page = await newPage(browser, size);
  await signInAsDemo(page, server.baseUrl);
  await page.goto(`${server.baseUrl}/trades`);
  await page.getByRole('heading', { name: 'All Trades' }).waitFor();
  await tableRows(page);
  return page;
}

it('filters and sorts the demo trades on the server, keeping both in the URL', async () => {
  const page = await openTrades();
  const all = await counts(page);
  expect(all.total).toBeGreaterThan(100);
  expect(all.shown).toBe(all.total);
  const first = await tableRows(page);
  // Default: entry date, newest first.
  await expect(page.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).resolves.toBe('descending');

  const market = first[0].market;
  await page.getByLabel('Market').selectOption(market.toLowerCase());
  await page.getByLabel('Result').selectOption('win');
  await page.waitForURL(/market=.*result=win/);
  // The URL changes first and the table re-renders a tick later (a transition): until then the
  // old rows are on screen without 'Searching trades...', so read until the filtered rows are in.
  let rows = await waitUntil(
    `rows of market ${market} with result Win`,
    () => tableRows(page),
    (rs) => rs.length > 0 && rs.every((r) => r.market === market && r.result === 'Win'),
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows.map((r) => r.market))).toEqual(new Set([market]));
  expect(new Set(rows.map((r) => r.result))).toEqual(new Set(['Win']));
  const filtered = await counts(page);
  expect(filtered.total).toBe(all.total);
  expect(filtered.shown).toBeLessThan(all.total);

  await page.getByRole('button', { name: /^P&L/ }).click();
  await page.waitForURL(/sort=pnl&dir=asc/);
  await page.waitForFunction(() => document.querySelector('th[aria-sort]')?.textContent?.startsWith('P&L'));
  rows = await tableRows(page);
  const ascending = rows.map((r) => money(r.pnl));
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending.every((p) => p > 0)).toBe(true);

  await page.getByRole('button', { name: /^P&L/ }).click();
  await page.waitForURL(/sort=pnl&dir=desc/);
  // The URL changes first; the header re-renders a tick later.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('th')].some(
      (th) => /P&L/.test(th.textContent ?? '') && th.getAttribute('aria-sort') === 'descending',
    ),
  );
  await page.waitForFunction(() => {
    const cells = [...document.querySelectorAll('tr.tr-row[data-trade-id] td:nth-child(9)')].map((td) =>
      Number(td.textContent!.replace(/[^0-9.-]/g, '')),
    );
    return cells.length > 1 && cells[0] >= cells[cells.length - 1];
  });
  rows = await tableRows(page);
  const descending = rows.map((r) => money(r.pnl));
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // A reload restores filters and sort from the URL.
  await page.reload();
  await page.getByRole('heading', { name: 'All Trades' }).waitFor();
  await expect(page.getByLabel('Result').inputValue()).resolves.toBe('win');
  rows = await tableRows(page);
  expect(rows.map((r) => money(r.pnl))).toEqual(descending);

  // A symbol that matches nothing: the spec's empty state.
  await page.getByLabel('Symbol').fill('ZZZNOPE');
  await page.getByText('No trades found. Try adjusting your filters or add a new trade.').waitFor();
  await page.context().close();
});

it('scrolls deep into the list, loading rows page by page from the server', async () => {
  const page = await openTrades();
  const { shown } = await counts(page);
  const scroller = page.getByRole('region', { name: 'Trades table' });
  await expect(scroller.evaluate((el) => getComputedStyle(el).maxHeight)).resolves.toBe('600px');
  await scroller.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  // The last row (aria-rowindex = total + 1) arrives, while the DOM holds only a window of rows.
  await page.locator(`tr[aria-rowindex="${shown + 1}"][data-trade-id]`).waitFor();
  const rendered = await page.locator('tr.tr-row').count();
  expect(rendered).toBeLessThan(60);
  // The header stays visible (sticky) at the bottom of the scroll.
  const header = await page.getByRole('columnheader', { name: /Symbol/ }).boundingBox();
  const box = await scroller.boundingBox();
  expect(header!.y).toBeGreaterThanOrEqual(box!.y - 1);
  expect(header!.y).toBeLessThan(box!.y + 50);
  await page.context().close();
});

it('edits a trade from the table through the trade modal', async () => {
  const page = await openTrades();
  const [row] = await tableRows(page);
  await page
    .locator(`tr[data-trade-id="${row.id}"]`)
    .getByRole('button', { name: /^Edit trade/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Trade' });
  const quantity = dialog.getByLabel('Quantity');
  await expect(quantity.inputValue()).resolves.not.toBe('');
  const next = String(Number(await quantity.inputValue()) + 7);
  await quantity.fill(next);
  await dialog.getByRole('button', { name: 'Update Trade' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(
    ({ id, qty }) => document.querySelector(`tr[data-trade-id="${id}"] td:nth-child(8)`)?.textContent === qty,
    { id: row.id, qty: next },
  );
  await page.context().close();
});

it('deletes a trade only after confirmation (cancel first, then confirm)', async () => {
  const page = await openTrades();
  const before = await counts(page);
  const [row] = await tableRows(page);
  const deleteButton = page.locator(`tr[data-trade-id="${row.id}"]`).getByRole('button', { name: /^Delete trade/ });

  await deleteButton.click();
  let dialog = page.getByRole('dialog', { name: 'Delete trade' });
  await expect(dialog.textContent()).resolves.toContain('Are you sure you want to delete this trade?');
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect((await tableRows(page)).map((r) => r.id)).toContain(row.id);
  await expect(counts(page)).resolves.toEqual(before);

  await deleteButton.click();
  dialog = page.getByRole('dialog', { name: 'Delete trade' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator(`tr[data-trade-id="${row.id}"]`).waitFor({ state: 'detached' });
  await page
    .getByText(
      `Showing ${(before.shown - 1).toLocaleString('en-US')} of ${(before.total - 1).toLocaleString('en-US')} trades`,
    )
    .waitFor();
  await page.context().close();
});

it.each(['desktop', 'phone'] as const)('looks right and passes axe at %s size', async (size) => {
  const page = await openTrades(size);
  await screenshot(page, `trades-${size}`);
  // The screen itself (the shell around it has its own suite).
  expect(await seriousA11yViolations(page, '#main')).toEqual([]);
  if (size === 'phone') {
    // The table scrolls sideways with the date column pinned.
    const scroller = page.getByRole('region', { name: 'Trades table' });
    await scroller.evaluate((el) => {
      el.scrollLeft = 400;
    });
    const dateCell = page.locator('tr.tr-row[data-trade-id] td.tr-pinned').first();
    const [cell, box] = await Promise.all([dateCell.boundingBox(), scroller.boundingBox()]);
    expect(Math.abs(cell!.x - box!.x)).toBeLessThan(3);
    await screenshot(page, 'trades-phone-scrolled');
  }
  await page.context().close();
});

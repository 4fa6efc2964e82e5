// Issue 27 item 16 "Layout", on the demo trader's real data at 1440×900 and 390×844: the floating +
// button leaves the lowest rows' edit/delete buttons and the import history's Undo clickable once
// the page is scrolled to its end; the Breakeven badge stays inside the Result column; Asset
// Performance shares its dashboard row and the All accounts card is not a stretched, mostly empty
// box; on a phone the Top 10 Symbols' Total P&L and the trade list's P&L and Result are on screen
// without a sideways scroll. Screenshots of the four screens at both sizes (test-artifacts/).
import fs from 'node:fs';
import path from 'node:path';
import { corpusText } from '../../server/src/modules/imports/parsers/__tests__/corpus';
import type { Locator, Page } from 'playwright-core';
import {
  apiLogin,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  gqlRequest,
  newPage,
  screenshot,
  SCREENSHOT_DIR,
  signInAsDemo,
  type ViewportSize,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(300_000);

/** Enough imports for the history to run past the bottom of the screen at both sizes. */
const IMPORTS = 8;

const { server, browser } = useE2eServer({ demo: true });

beforeAll(async () => {
  // Import history for the demo trader: one broker file imported into the first account, again
  // and again (a re-import adds nothing, but each is a finished batch with its Undo).
  const token = await apiLogin(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
  const { accounts } = await gqlRequest<{ accounts: { id: string }[] }>(
    server.baseUrl,
    '{ accounts { id } }',
    {},
    token,
  );
  const content = corpusText('tradovate/tradovate_export.csv');
  for (let i = 0; i < IMPORTS; i++) {
    const { startImport } = await gqlRequest<{ startImport: { id: string } }>(
      server.baseUrl,
      'mutation($i: ImportFileInput!) { startImport(input: $i) { id } }',
      { i: { accountId: accounts[0].id, fileName: `tradovate_export_${i + 1}.csv`, content } },
      token,
    );
    // One batch at a time: the next file is checked against what this one added.
    for (let status = ''; status !== 'done';) {
      const { importBatch } = await gqlRequest<{ importBatch: { status: string } }>(
        server.baseUrl,
        'query($id: ID!) { importBatch(id: $id) { status } }',
        { id: startImport.id },
        token,
      );
      status = importBatch.status;
      if (status === 'failed') throw new Error('the set-up import failed');
      if (status !== 'done') await new Promise((r) => setTimeout(r, 200));
    }
  }
});

async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await page.waitForFunction((t) => document.title.startsWith(t), title, { timeout: 60_000 });
}

/** The page (and every scroll box inside it, e.g. the trade table's) scrolled to the end. */
async function scrollToEnd(page: Page, inner?: Locator): Promise<void> {
  if (inner) await inner.evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Two frames: the windowed rows and the scroll position have settled.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * What a click would hit at the button's centre and just inside its four corners: the button
 * itself (or something inside it) at every point, i.e. nothing (the + button) lies over it.
 */
async function coveredPoints(button: Locator): Promise<string[]> {
  return button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points: Array<[string, number, number]> = [
      ['centre', r.left + r.width / 2, r.top + r.height / 2],
      ['top left', r.left + 2, r.top + 2],
      ['top right', r.right - 2, r.top + 2],
      ['bottom left', r.left + 2, r.bottom - 2],
      ['bottom right', r.right - 2, r.bottom - 2],
    ];
    return points
      .filter(([, x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !hit || !(hit === el || el.contains(hit));
      })
      .map(([where, x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return `${where} (${Math.round(x)}, ${Math.round(y)}) is under ${hit ? hit.outerHTML.slice(0, 60) : 'nothing'}`;
      });
  });
}

type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { left, top, right, bottom, width, height } = el.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  });

/** The part of the element's box that its scroll boxes and the viewport leave visible. */
const visibleBoxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const c = p.getBoundingClientRect();
      left = Math.max(left, c.left + p.clientLeft);
      right = Math.min(right, c.left + p.clientLeft + p.clientWidth);
      top = Math.max(top, c.top + p.clientTop);
      bottom = Math.min(bottom, c.top + p.clientTop + p.clientHeight);
    }
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, document.documentElement.clientWidth);
    bottom = Math.min(bottom, window.innerHeight);
    return { left, top, right, bottom, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  });

/** Fails with the element's box when any of it is cut off (by a scroll box or the screen's edge). */
async function expectFullyVisible(locator: Locator, what: string): Promise<void> {
  const [box, visible] = await Promise.all([boxOf(locator), visibleBoxOf(locator)]);
  const cut = visible.width < box.width - 0.5 || visible.height < box.height - 0.5;
  expect(cut ? `${what} is cut: box ${JSON.stringify(box)}, visible ${JSON.stringify(visible)}` : 'fully visible').toBe(
    'fully visible',
  );
}

/** An element screenshot's path beside the page screenshots (SCREENSHOT_DIR). */
const artifact = (name: string) => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}.png`);
};

/** Scrolls the page (only the page: no scroll box sideways) so the element is mid-screen. */
const centreVertically = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top + r.height / 2 - window.innerHeight / 2);
  });

const tradesTable = (page: Page) => page.getByRole('region', { name: 'Trades table' });

async function openTradesToLastRow(page: Page): Promise<Locator> {
  await openScreen(page, '/trades', 'Trades');
  // The count once the list has loaded (it reads "0 of 0" before).
  const showing = page.getByText(/^Showing [\d,]+ of [1-9][\d,]* trades$/);
  await showing.waitFor({ timeout: 60_000 });
  const total = Number((await showing.innerText()).match(/of ([\d,]+) trades/)![1].replace(/,/g, ''));
  expect(total).toBeGreaterThan(20);
  await scrollToEnd(page, tradesTable(page));
  // The last trade's row (aria-rowindex counts the header row as 1).
  const lastRow = page.locator(`tr.tr-row[data-trade-id][aria-rowindex="${total + 1}"]`);
  await lastRow.waitFor({ timeout: 30_000 });
  await scrollToEnd(page, tradesTable(page));
  return lastRow;
}

describe.each(['desktop', 'phone'] as const)('%s', (size: ViewportSize) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, size);
    await signInAsDemo(page, server.baseUrl, { remember: true });
  });
  afterAll(() => page?.context().close());

  it('the + button covers neither the last trade’s edit nor its delete button', async () => {
    const lastRow = await openTradesToLastRow(page);
    await page.getByRole('button', { name: 'Add New Trade' }).last().waitFor();
    await screenshot(page, `layout-trades-end-${size}`, { fullPage: false });
    expect(await coveredPoints(lastRow.getByRole('button', { name: /^Edit trade / }))).toEqual([]);
    expect(await coveredPoints(lastRow.getByRole('button', { name: /^Delete trade / }))).toEqual([]);
  });

  it('the + button covers no Undo of the import history, at its end or on the way down', async () => {
    await openScreen(page, '/import', 'Import');
    const batches = page.getByTestId('import-batch');
    await batches.nth(IMPORTS - 1).waitFor({ timeout: 60_000 });
    await scrollToEnd(page);
    await screenshot(page, `layout-import-history-end-${size}`, { fullPage: false });
    const undo = batches.last().getByRole('button', { name: /^Undo import of / });
    expect(await coveredPoints(undo)).toEqual([]);
    // Nor anywhere on the way down: every Undo lies outside the + button's lane, so scrolling the
    // history never slides one under it.
    const fab = await boxOf(page.getByRole('button', { name: 'Add New Trade' }).last());
    const undos = await batches.getByRole('button', { name: /^Undo import of / }).all();
    expect(undos.length).toBe(IMPORTS);
    for (const button of undos) {
      const b = await boxOf(button);
      expect({ undo: [b.left, b.right], inLane: b.right > fab.left && b.left < fab.right }).toEqual({
        undo: [b.left, b.right],
        inLane: false,
      });
    }
  });

  /**
   * A full-page screenshot with every panel painted: on narrow screens the panels below the fold
   * use content-visibility: auto, which a full-page capture would show as empty boxes.
   */
  async function fullPageShot(name: string): Promise<void> {
    const style = await page.addStyleTag({ content: '.panel { content-visibility: visible !important; }' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, name);
    await style.evaluate((el) => (el as Element).remove());
  }

  it('dashboard and analytics — screenshots', async () => {
    await openScreen(page, '/', 'Dashboard');
    const assets = page.getByRole('region', { name: 'Asset Performance' });
    await assets.locator('.asset-row').first().waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'Recent Trades' }).waitFor();
    await page
      .getByRole('region', { name: 'All accounts' })
      .getByText(/Balance in/)
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await fullPageShot(`layout-dashboard-${size}`);
    await openScreen(page, '/analytics', 'Analytics');
    await page.getByRole('table', { name: 'Top 10 symbols' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await fullPageShot(`layout-analytics-${size}`);
  });
});

describe('desktop 1440×900', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, 'desktop');
    await signInAsDemo(page, server.baseUrl, { remember: true });
  });
  afterAll(() => page?.context().close());

  it('the Breakeven badge stays inside the Result column, clear of Strategy', async () => {
    await openScreen(page, '/trades', 'Trades');
    await page.getByLabel('Result').selectOption('breakeven');
    const badge = page.locator('tr.tr-row[data-trade-id] .tr-badge--breakeven').first();
    await badge.waitFor({ timeout: 30_000 });
    const cell = badge.locator('xpath=ancestor::td[1]');
    const [b, c, padRight] = await Promise.all([
      boxOf(badge),
      boxOf(cell),
      cell.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight)),
    ]);
    await cell.locator('xpath=ancestor::tr[1]').screenshot({ path: artifact('layout-breakeven-row') });
    // The whole badge, with the cell's right padding between it and the Strategy column.
    expect(b.right).toBeLessThanOrEqual(c.right - padRight + 0.5);
    await expectFullyVisible(badge, 'the Breakeven badge');
  });

  it('Asset Performance shares its row; the All accounts card is not a stretched, mostly empty box', async () => {
    await openScreen(page, '/', 'Dashboard');
    const assets = page.getByRole('region', { name: 'Asset Performance' });
    const allAccounts = page.getByRole('region', { name: 'All accounts' });
    await assets.locator('.asset-row').first().waitFor({ timeout: 60_000 });
    await allAccounts
      .getByText(/Balance in/)
      .first()
      .waitFor({ timeout: 60_000 });
    const grid = page.locator('.dashboard-grid');
    const [gridBox, assetsBox] = await Promise.all([boxOf(grid), boxOf(assets)]);
    // Every card starting on Asset Performance's row: together they fill the grid's width.
    const rowWidth = await grid.evaluate((g, top) => {
      return [...g.querySelectorAll(':scope > *')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => Math.abs(r.top - top) < 1 && r.height > 0)
        .reduce((sum, r) => sum + r.width, 0);
    }, assetsBox.top);
    expect(rowWidth / gridBox.width).toBeGreaterThan(0.9);
    // The All accounts card: its figures fill it (no more than a line's height of empty space below).
    const emptyBelow = await allAccounts.evaluate((card) => {
      const body = card.querySelector('.panel-body')!;
      const last = [...body.querySelectorAll('dd, p')].map((el) => el.getBoundingClientRect().bottom);
      return card.getBoundingClientRect().bottom - Math.max(...last);
    });
    expect(emptyBelow).toBeLessThanOrEqual(48);
  });
});

describe('phone 390×844', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, 'phone');
    await signInAsDemo(page, server.baseUrl, { remember: true });
  });
  afterAll(() => page?.context().close());

  it('the trade list shows P&L and Result without a sideways scroll', async () => {
    await openScreen(page, '/trades', 'Trades');
    await page.locator('tr.tr-row[data-trade-id]').first().waitFor({ timeout: 60_000 });
    expect(await tradesTable(page).evaluate((el) => el.scrollLeft)).toBe(0);
    await tradesTable(page).screenshot({ path: artifact('layout-trades-table-phone') });
    // Columns found by their headers, wherever the layout puts them.
    const headers = page.locator('.tr-table thead th');
    const labels = (await headers.allInnerTexts()).map((t) => t.replace(/[↕▲▼]/g, '').trim().toUpperCase());
    for (const label of ['P&L', 'Result']) {
      const column = labels.indexOf(label.toUpperCase());
      expect(column).toBeGreaterThanOrEqual(0);
      await expectFullyVisible(headers.nth(column), `the ${label} header`);
      // The first screenful of trades: each one's cell in that column.
      for (let i = 0; i < 8; i++) {
        const cell = page.locator('tr.tr-row[data-trade-id]').nth(i).locator('td').nth(column);
        await expectFullyVisible(cell, `trade ${i + 1}'s ${label} (${await cell.innerText()})`);
      }
    }
  });

  it('the Top 10 Symbols table shows every Total P&L', async () => {
    await openScreen(page, '/analytics', 'Analytics');
    const table = page.getByRole('table', { name: 'Top 10 symbols' });
    await table.waitFor({ timeout: 60_000 });
    await centreVertically(table);
    await table.screenshot({ path: artifact('layout-top-symbols-phone') });
    expect(await table.evaluate((el) => el.parentElement!.scrollLeft)).toBe(0);
    await expectFullyVisible(table.getByRole('columnheader', { name: 'Total P&L' }), 'the Total P&L header');
    const rows = table.getByTestId('symbol-row');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      await centreVertically(row);
      const total = row.locator('td').last();
      await expectFullyVisible(total, `the Total P&L ${await total.innerText()}`);
    }
  });
});

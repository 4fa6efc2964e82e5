// The header's search in a real browser (issue 31 item 5): Ctrl-K opens it, typed words find trade
// notes (stemmed, accents folded), a day entry and a playbook, each match in a <mark>; markup in a
// note stays text; each hit opens its trade, day or playbook. Screenshots at both sizes.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  animationsFinished,
  apiLogin,
  newPage,
  registerUser,
  screenshot,
  signIn,
  waitForPath,
  waitForShell,
  type ViewportSize,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ env: { REGISTRATION_OPEN: 'true' } });

async function api(token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

async function shoot(page: Page, name: string) {
  await animationsFinished(page);
  const file = await screenshot(page, name, { fullPage: false });
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    copyFileSync(file, path.join(dir, path.basename(file)));
  }
}

const trade = (accountId: string, symbol: string, notes: string, day: string) => ({
  account_id: accountId,
  symbol,
  market: 'stocks',
  trade_type: 'long',
  entry_price: 100,
  exit_price: 102,
  quantity: 10,
  entry_date: `${day}T15:00:00Z`,
  exit_date: `${day}T16:00:00Z`,
  notes,
});

let user: { email: string; password: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  user = await registerUser(server.baseUrl, 'search');
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  const account = await api(token, 'POST', '/api/accounts/', { name: 'Main', currency: 'USD', initial_balance: 10000 });
  ids.cafe = (
    await api(
      token,
      'POST',
      '/api/trades/',
      trade(account.id, 'NVDA', 'Planned it at the café, traded the open', '2024-03-04'),
    )
  ).id;
  ids.markup = (
    await api(
      token,
      'POST',
      '/api/trades/',
      trade(account.id, 'AAPL', 'Trading <img src=x onerror="window.__xss=1"> after the FOMC drift', '2024-03-05'),
    )
  ).id;
  await api(token, 'PUT', '/api/journal/days/2024-03-06', {
    plan: '## Plan\n- no revenge trading after two losses',
    lessons: 'Patience',
  });
  ids.playbook = (await api(token, 'POST', '/api/playbooks/', { name: 'Opening range breakout' })).id;
});

async function openSearch(page: Page, size: ViewportSize) {
  if (size === 'desktop') await page.keyboard.press('Control+k');
  else await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the journal' });
  await dialog.getByRole('searchbox', { name: 'Search the journal' }).waitFor();
  return dialog;
}

it('finds notes, days and playbooks from the header and opens each', async () => {
  const page = await newPage(browser, 'desktop');
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);

  // Accents folded, words stemmed: "cafe" finds "café" in a trade's notes, marked.
  let dialog = await openSearch(page, 'desktop');
  await dialog.getByRole('searchbox').fill('cafe');
  const trades = dialog.getByRole('region', { name: 'Trades' });
  await trades.getByRole('link', { name: /NVDA · 2024-03-04/ }).waitFor();
  await expect(trades.locator('mark').allTextContents()).resolves.toEqual(['café']);

  // "trading" finds the day entry ("trading") and both trades ("traded", "Trading"), grouped.
  await dialog.getByRole('searchbox').fill('trading');
  await dialog
    .getByRole('region', { name: 'Days' })
    .getByRole('link', { name: /2024-03-06/ })
    .waitFor();
  await dialog.getByRole('link', { name: /AAPL · 2024-03-05/ }).waitFor();
  await expect(
    dialog.getByRole('region').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
  ).resolves.toEqual(['Days', 'Trades']);
  await expect(trades.locator('mark').allTextContents()).resolves.toEqual(['Trading', 'traded']);
  // The note's markup is shown as text: no image, nothing ran.
  await expect(dialog.locator('img').count()).resolves.toBe(0);
  await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
  await shoot(page, 'search-desktop');

  // A trade opens in the Journal with its notes.
  await trades.getByRole('link', { name: /NVDA/ }).click();
  await page.waitForURL((u) => u.pathname === '/journal' && u.searchParams.get('trade') === ids.cafe);
  await page.getByText('Planned it at the café, traded the open').first().waitFor();

  // A day opens on its page.
  dialog = await openSearch(page, 'desktop');
  await dialog.getByRole('searchbox').fill('revenge');
  await dialog.getByRole('link', { name: /2024-03-06/ }).click();
  await waitForPath(page, /\/journal\/days\/2024-03-06$/);

  // A playbook opens on its card.
  dialog = await openSearch(page, 'desktop');
  await dialog.getByRole('searchbox').fill('breakouts');
  await dialog.getByRole('region', { name: 'Playbooks' }).getByRole('link', { name: 'Opening range breakout' }).click();
  await page.waitForURL((u) => u.pathname === '/playbooks' && u.hash === `#playbook-${ids.playbook}`);
  await page.locator(`#playbook-${ids.playbook}.pb-card--linked`).waitFor();

  // Nothing found says so.
  dialog = await openSearch(page, 'desktop');
  await dialog.getByRole('searchbox').fill('zzzzqx');
  await dialog.getByRole('status').filter({ hasText: 'Nothing found for “zzzzqx”.' }).waitFor();
  await page.context().close();
});

it('searches on a phone', async () => {
  const page = await newPage(browser, 'phone');
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
  const dialog = await openSearch(page, 'phone');
  await dialog.getByRole('searchbox').fill('trading');
  await dialog.getByRole('link', { name: /AAPL · 2024-03-05/ }).waitFor();
  await shoot(page, 'search-phone');
  await dialog.getByRole('link', { name: /2024-03-06/ }).click();
  await waitForPath(page, /\/journal\/days\/2024-03-06$/);
  await page.context().close();
});

// Bulk tagging in the trades table on the real server (issue 30 item 4): three rows ticked (a
// click, then a shift-click for the range), a tag added to them and shown on exactly those rows,
// in this tab and, through the server's live event, in another one; the tag removed again; the
// playbook set. Keyboard: the checkboxes tick with Space. Screenshots at both sizes.
import type { Page } from 'playwright-core';
import {
  animationsFinished,
  apiLogin,
  gqlRequest,
  newPage,
  registerUser,
  screenshot,
  seriousA11yViolations,
  signIn,
  waitForShell,
  waitUntil,
  type ViewportSize,
} from '../support/browser';
import { rest } from '../support/api-client';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ env: { REGISTRATION_OPEN: 'true' } });

/** The REST API as the user (tests/support/api-client.ts), answering the body. */
const api = async (token: string, method: string, path: string, body?: unknown) =>
  (await rest(server.baseUrl, method, path, body, { token })).body;

async function openTrades(size: ViewportSize, email: string, password: string): Promise<Page> {
  const page = await newPage(browser, size);
  await signIn(page, server.baseUrl, email, password);
  await waitForShell(page);
  await page.goto(`${server.baseUrl}/trades`);
  await page.locator('tr.tr-row[data-trade-id]').first().waitFor();
  return page;
}

/** Each row's symbol and what its Tags cell shows, in table order. */
const tagsBySymbol = (page: Page) =>
  page
    .locator('tr.tr-row[data-trade-id]')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((r) => [
          r.querySelector('.tr-symbol')?.textContent?.trim() ?? '',
          r.querySelector('[data-testid="trade-tags"]')?.textContent?.trim() ?? '',
        ]),
      ),
    );

it('adds a tag to three ticked trades, shows it on them here and in another tab, and removes it', async () => {
  const user = await registerUser(server.baseUrl, 'bulk');
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  const created = await gqlRequest<{ createAccount: { id: string } }>(
    server.baseUrl,
    'mutation { createAccount(input: { name: "Main", currency: "USD", initialBalance: "10000" }) { id } }',
    {},
    token,
  );
  // Newest first in the table: MSFT, AMZN, TSLA, AAPL.
  for (const [i, symbol] of ['AAPL', 'TSLA', 'AMZN', 'MSFT'].entries()) {
    await api(token, 'POST', '/api/trades/', {
      account_id: created.createAccount.id,
      symbol,
      market: 'stocks',
      trade_type: 'long',
      entry_price: '100',
      exit_price: '105',
      quantity: 10,
      fees: 0,
      entry_date: `2024-03-0${i + 1}T14:30:00Z`,
      exit_date: `2024-03-0${i + 1}T15:30:00Z`,
    });
  }
  await api(token, 'POST', '/api/tags', { name: 'A+ setup', kind: 'setup', color: '#22c55e' });
  await api(token, 'POST', '/api/playbooks', { name: 'Opening drive', rules: [] });

  const page = await openTrades('desktop', user.email, user.password);
  const other = await openTrades('desktop', user.email, user.password);

  const box = (p: Page, symbol: string) => p.getByRole('checkbox', { name: new RegExp(`^Select trade ${symbol} `) });
  await box(page, 'MSFT').check();
  // Shift-click ticks the range MSFT … TSLA; AAPL stays out.
  await box(page, 'TSLA').click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Bulk tagging' });
  await bar.getByText('3 trades').waitFor();
  expect(await box(page, 'AMZN').isChecked()).toBe(true);
  expect(await box(page, 'AAPL').isChecked()).toBe(false);
  await animationsFinished(page);
  await screenshot(page, 'bulk-tags-selected-desktop');

  await bar.getByLabel('Tag').selectOption({ label: 'A+ setup (setup)' });
  await bar.getByRole('button', { name: 'Add tag' }).click();
  const tagged = { MSFT: 'A+ setup', AMZN: 'A+ setup', TSLA: 'A+ setup', AAPL: '—' };
  await waitUntil(
    'the tag on the three ticked rows',
    () => tagsBySymbol(page),
    (t) => Object.entries(tagged).every(([s, text]) => t[s] === text),
  );
  // The other tab hears the server's live event and refetches its rows.
  await waitUntil(
    'the tag in the other tab',
    () => tagsBySymbol(other),
    (t) => Object.entries(tagged).every(([s, text]) => t[s] === text),
  );
  await animationsFinished(page);
  await screenshot(page, 'bulk-tags-tagged-desktop');
  expect(await seriousA11yViolations(page, '#main')).toEqual([]);

  // Remove it again: still ticked, the keyboard's Space un-ticks AMZN first.
  await box(page, 'AMZN').focus();
  await page.keyboard.press('Space');
  await bar.getByText('2 trades').waitFor();
  await bar.getByRole('button', { name: 'Remove tag' }).click();
  await waitUntil(
    'the tag removed from MSFT and TSLA only',
    () => tagsBySymbol(page),
    (t) => t.MSFT === '—' && t.TSLA === '—' && t.AMZN === 'A+ setup' && t.AAPL === '—',
  );
  const { trades } = await api(token, 'GET', '/api/trades/');
  const tagsOf = (symbol: string) =>
    trades.find((t: { symbol: string }) => t.symbol === symbol).tags.map((t: { name: string }) => t.name);
  expect([tagsOf('MSFT'), tagsOf('AMZN'), tagsOf('TSLA'), tagsOf('AAPL')]).toEqual([[], ['A+ setup'], [], []]);

  // The header ticks every row shown; the playbook is set on all four.
  await page.getByRole('checkbox', { name: 'Select all trades shown' }).check();
  await bar.getByText('4 trades').waitFor();
  await bar.getByLabel('Playbook').selectOption({ label: 'Opening drive' });
  await bar.getByRole('button', { name: 'Set playbook' }).click();
  await waitUntil(
    'the playbook on every row',
    () => tagsBySymbol(page),
    (t) => ['MSFT', 'AMZN', 'TSLA', 'AAPL'].every((s) => t[s].startsWith('Opening drive')),
  );
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await bar.waitFor({ state: 'hidden' });
  await page.context().close();
  await other.context().close();

  const phone = await openTrades('phone', user.email, user.password);
  await box(phone, 'MSFT').check();
  await box(phone, 'AMZN').check();
  await phone.getByRole('region', { name: 'Bulk tagging' }).getByText('2 trades').waitFor();
  await animationsFinished(phone);
  await screenshot(phone, 'bulk-tags-selected-phone');
  await phone.context().close();
});

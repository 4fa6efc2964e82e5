// Cash flows (issue 15) in the browser: the Cash dialog from the account switcher adds a
// deposit; the balance (switcher and Returns card) grows by it while the time-weighted return
// stays where the trades put it. Accessibility of the dialog and of the Returns card.
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
  waitForText,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });
let page: Page;
const ACCOUNT = `Cash flows ${Math.random().toString(36).slice(2, 7)}`;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

beforeAll(async () => {
  // An account of its own, with a win and a loss closed days ago: its returns are the trades'.
  const token = await apiLogin(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
  const created = await gqlRequest<{ createAccount: { id: string } }>(
    server.baseUrl,
    'mutation($i: CreateAccountInput!) { createAccount(input: $i) { id } }',
    { i: { name: ACCOUNT, currency: 'USD', initialBalance: '10000' } },
    token,
  );
  const trade = (exit: string, opened: number, closed: number) => ({
    accountId: created.createAccount.id,
    symbol: 'AAPL',
    market: 'stocks',
    tradeType: 'long',
    entryPrice: '100',
    exitPrice: exit,
    quantity: '10',
    fees: '0',
    entryDate: daysAgo(opened),
    exitDate: daysAgo(closed),
  });
  for (const input of [trade('150', 12, 10), trade('80', 6, 5)])
    await gqlRequest(
      server.baseUrl,
      'mutation($i: TradeInput!) { createTrade(input: $i) { id } }',
      { i: input },
      token,
    );
  page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl);
});

const openSwitcher = async () => {
  if ((await page.locator('.switcher__toggle').getAttribute('aria-expanded')) !== 'true')
    await page.locator('.switcher__toggle').click();
  await page.locator('#account-menu').waitFor();
};
const returnsCard = () => page.getByRole('region', { name: 'Returns' });

it('a deposit raises the balance and leaves the time-weighted return unchanged', async () => {
  await openSwitcher();
  await page.locator('.switcher__item', { hasText: ACCOUNT }).locator('.switcher__select').click();
  await waitForText(page.locator('.switcher__current'), ACCOUNT);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  // 10000 + 500 − 200 = 10300; TWR = 10500/10000 × 10300/10500 − 1 = +3.00 %.
  await waitForText(returnsCard().getByTestId('balance-end'), '$10,300.00', 60_000);
  const twrBefore = await returnsCard().getByTestId('twr').innerText();
  expect(twrBefore).toBe('+3.00%');
  expect(await page.locator('.switcher__balance').innerText()).toBe('$10,300.00');
  // The tooltip says which return is which.
  await returnsCard().getByRole('button', { name: 'About Time-weighted return' }).focus();
  expect(await page.getByRole('tooltip', { name: /deposits and withdrawals do not count/ }).isVisible()).toBe(true);
  expect(await seriousA11yViolations(page, '.dashboard')).toEqual([]);

  await openSwitcher();
  await page.getByRole('button', { name: `Cash: deposits and withdrawals of ${ACCOUNT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cash — ${ACCOUNT}` });
  await dialog.waitFor();
  await dialog.getByText('No cash flows yet.').waitFor();
  await dialog.getByLabel('Kind').selectOption('deposit');
  await dialog.getByLabel('Amount (USD)').fill('5000');
  await dialog.getByLabel('Note').fill('Top-up');
  await dialog.getByRole('button', { name: 'Add Cash Flow' }).click();
  await dialog.getByRole('table', { name: 'Cash flows' }).getByText('Top-up').waitFor();
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'cash-flows-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Done' }).click();

  await waitForText(returnsCard().getByTestId('balance-end'), '$15,300.00', 60_000);
  expect(await page.locator('.switcher__balance').innerText()).toBe('$15,300.00');
  expect(await returnsCard().getByTestId('twr').innerText()).toBe(twrBefore);
  // The money-weighted return does see the deposit's timing: the same gain on more money.
  expect(await returnsCard().getByTestId('mwr').innerText()).not.toBe('—');
});

it('edits and deletes the deposit; the balance follows', async () => {
  await openSwitcher();
  await page.getByRole('button', { name: `Cash: deposits and withdrawals of ${ACCOUNT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cash — ${ACCOUNT}` });
  await dialog.getByRole('button', { name: /^Edit Deposit of/ }).click();
  await dialog.getByLabel('Amount (USD)').fill('2500');
  await dialog.getByRole('button', { name: 'Save Cash Flow' }).click();
  await dialog.getByRole('cell', { name: '+$2,500.00' }).waitFor();
  await dialog.getByRole('button', { name: /^Delete Deposit of/ }).click();
  await dialog.getByText('No cash flows yet.').waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await waitForText(returnsCard().getByTestId('balance-end'), '$10,300.00', 60_000);
});

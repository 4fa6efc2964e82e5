// First run: a user with no trading account gets the setup prompt after the splash; completing
// it creates and selects the account, skipping only hides it. Then the intro, then the app.
import type { Page } from 'playwright-core';
import {
  animationsFinished,
  gqlRequest,
  apiLogin,
  newPage,
  registerUser,
  screenshot,
  seriousA11yViolations,
  signIn,
  waitForShell,
  waitForText,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(120_000);

const { server, browser } = useE2eServer({ demo: false, env: { REGISTRATION_OPEN: 'true' } });

async function reachSetupPrompt(page: Page, email: string, password: string) {
  await signIn(page, server.baseUrl, email, password);
  await page.getByRole('status', { name: 'Loading Candlog' }).waitFor();
  const dialog = page.getByRole('dialog', { name: "Let's set up your first trading account" });
  await dialog.waitFor({ timeout: 20000 });
  return dialog;
}

it('completing the setup creates the account, selects it, and sets the time zone from the browser', async () => {
  const user = await registerUser(server.baseUrl, 'setup');
  const page = await newPage(browser);
  const dialog = await reachSetupPrompt(page, user.email, user.password);
  expect(await page.getByRole('button', { name: 'Add New Trade' }).count()).toBe(0); // FAB hidden during setup
  expect(await dialog.getByText('You can create more trading accounts later in Settings.').isVisible()).toBe(true);
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'welcome-setup-desktop', { fullPage: false });
  await dialog.getByLabel('Account Name').fill('');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  // Formik validates asynchronously: the message renders a tick after the click.
  await dialog.getByText('Trading account name is required').waitFor();
  expect(await dialog.getByText('Trading account name is required').isVisible()).toBe(true);
  await dialog.getByLabel('Account Name').fill('Swing Book');
  await dialog.getByLabel('Initial Balance').fill('2500.50');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Skip intro' }).waitFor();
  await animationsFinished(page); // past the card's fade-in
  await screenshot(page, 'intro-desktop');
  await waitForShell(page);
  await waitForText(page.locator('.switcher__current'), 'Swing Book');
  expect(await page.locator('.switcher__current').textContent()).toBe('Swing Book');
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  const data = await gqlRequest<{
    accounts: { id: string; name: string; currency: string; initialBalance: string }[];
    me: { timezone: string; timezoneSet: boolean };
  }>(server.baseUrl, '{ accounts { id name currency initialBalance } me { timezone timezoneSet } }', {}, token);
  expect(data.accounts).toHaveLength(1);
  expect(data.accounts[0]).toMatchObject({ name: 'Swing Book', currency: 'EUR' });
  expect(Number(data.accounts[0].initialBalance)).toBe(2500.5);
  expect(await page.evaluate(() => localStorage.getItem('currentAccount'))).toBe(data.accounts[0].id);
  expect(data.me).toEqual({ timezone: 'Europe/Berlin', timezoneSet: true }); // newPage() runs in Europe/Berlin
  await page.context().close();
});

it('the setup prompt and the splash at phone size', async () => {
  const user = await registerUser(server.baseUrl, 'phone');
  const page = await newPage(browser, 'phone');
  await signIn(page, server.baseUrl, user.email, user.password);
  await page.getByRole('status', { name: 'Loading Candlog' }).waitFor();
  await screenshot(page, 'splash-phone');
  const dialog = page.getByRole('dialog', { name: "Let's set up your first trading account" });
  await dialog.waitFor({ timeout: 20000 });
  await screenshot(page, 'welcome-setup-phone', { fullPage: false });
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await page.context().close();
});

it("'Skip for now' hides the prompt, creates nothing, and the shell shows no account", async () => {
  const user = await registerUser(server.baseUrl, 'skip');
  const page = await newPage(browser);
  const dialog = await reachSetupPrompt(page, user.email, user.password);
  await dialog.getByRole('button', { name: 'Skip for now' }).click();
  await waitForShell(page);
  expect(await page.locator('.switcher__current').textContent()).toBe('No account');
  await page.locator('.switcher__toggle').click();
  await page.getByText('No trading accounts found').waitFor();
  expect(await page.getByText('No trading accounts found').isVisible()).toBe(true);
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  const data = await gqlRequest<{ accounts: unknown[] }>(server.baseUrl, '{ accounts { id } }', {}, token);
  expect(data.accounts).toEqual([]);
  await page.context().close();
});

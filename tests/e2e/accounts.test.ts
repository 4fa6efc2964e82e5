// Account switcher, create / edit / delete (wrong then right password) against the real server.
import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
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

beforeAll(async () => {
  page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl, { remember: true });
});

const currentName = () => page.locator('.switcher__current').textContent();
/** The header shows `name` as the current account (the switch re-renders after the mutation). */
const waitForCurrentName = (name: string) => waitForText(page.locator('.switcher__current'), name);
const openSwitcher = async () => {
  if ((await page.locator('.switcher__toggle').getAttribute('aria-expanded')) !== 'true')
    await page.locator('.switcher__toggle').click();
  await page.locator('#account-menu').waitFor();
};

it('lists the accounts with balance; switching stores currentAccount', async () => {
  await openSwitcher();
  const items = page.locator('.switcher__item');
  // The accounts query may still be in flight right after sign-in: wait for the list.
  await items.nth(1).waitFor();
  expect(await items.count()).toBeGreaterThan(1);
  expect(
    await page
      .locator('#account-menu')
      .getByText(/Balance:/)
      .first()
      .isVisible(),
  ).toBe(true);
  expect(await seriousA11yViolations(page, 'header')).toEqual([]);
  await screenshot(page, 'account-switcher-desktop', { fullPage: false });
  const second = (await items.nth(1).locator('.switcher__name').textContent())!.replace('Inactive', '').trim();
  await items.nth(1).locator('.switcher__select').click();
  await waitForCurrentName(second);
  expect(await currentName()).toBe(second);
  const stored = await page.evaluate(() => localStorage.getItem('currentAccount'));
  await page.reload();
  await page.locator('.switcher__current').waitFor();
  await page.waitForFunction((name) => document.querySelector('.switcher__current')?.textContent === name, second);
  expect(await page.evaluate(() => localStorage.getItem('currentAccount'))).toBe(stored);
});

it('creates an account that becomes current, validating first', async () => {
  await openSwitcher();
  await page.getByRole('button', { name: 'Create New Trading Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Trading Account' });
  await dialog.getByLabel('Account Name').fill('');
  await dialog.getByLabel('Initial Balance').fill('-5');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  // Formik validates asynchronously: the messages render a tick after the click.
  await dialog.getByText('Trading account name is required').waitFor();
  await dialog.getByText('Initial balance must be 0 or greater').waitFor();
  expect(await dialog.getByText('Trading account name is required').isVisible()).toBe(true);
  expect(await dialog.getByText('Initial balance must be 0 or greater').isVisible()).toBe(true);
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'account-create-desktop', { fullPage: false });
  await dialog.getByLabel('Account Name').fill('E2E Scalping');
  await dialog.getByLabel('Description').fill('Created by the browser test');
  await dialog.getByLabel('Initial Balance').fill('5000');
  await dialog.getByLabel('Currency').selectOption('GBP');
  await dialog.getByLabel('Strategy').fill('Momentum');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.waitFor({ state: 'detached' });
  await waitForCurrentName('E2E Scalping');
  await waitForText(page.locator('.switcher__balance'), '£5,000.00');
  expect(await currentName()).toBe('E2E Scalping');
  expect(await page.locator('.switcher__balance').textContent()).toBe('£5,000.00');
});

it('edits an account with the balance locked', async () => {
  await openSwitcher();
  await page.getByRole('button', { name: 'Edit E2E Scalping' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Trading Account' });
  await dialog.getByText('Initial balance cannot be changed').waitFor();
  expect(await dialog.getByLabel('Initial Balance').isDisabled()).toBe(true);
  expect(await dialog.getByText('Initial balance cannot be changed').isVisible()).toBe(true);
  await screenshot(page, 'account-edit-desktop', { fullPage: false });
  await dialog.getByLabel('Account Name').fill('E2E Scalping Renamed');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await waitForCurrentName('E2E Scalping Renamed');
  expect(await currentName()).toBe('E2E Scalping Renamed');
});

it('delete: password required, wrong password keeps the dialog open with the message, right password deletes and selects the first remaining', async () => {
  await openSwitcher();
  const firstName = (await page.locator('.switcher__item').first().locator('.switcher__name').textContent())!
    .replace('Inactive', '')
    .trim();
  await page.getByRole('button', { name: 'Delete E2E Scalping Renamed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Trading Account' });
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByText('Password is required').waitFor();
  expect(await dialog.getByText('Password is required').isVisible()).toBe(true);
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('alert').waitFor();
  expect(await dialog.getByRole('alert').textContent()).toBe('Incorrect password');
  expect(await dialog.isVisible()).toBe(true);
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'account-delete-wrong-password-desktop', { fullPage: false });
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.waitFor({ state: 'detached' });
  await waitForCurrentName(firstName);
  expect(await currentName()).toBe(firstName);
  await openSwitcher();
  await page.getByRole('button', { name: 'Delete E2E Scalping Renamed' }).waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: 'Delete E2E Scalping Renamed' }).count()).toBe(0);
});

it('Escape closes the switcher and modals; focus stays inside an open modal', async () => {
  await openSwitcher();
  await page.keyboard.press('Escape');
  await page.locator('#account-menu').waitFor({ state: 'detached' });
  expect(await page.locator('#account-menu').count()).toBe(0);
  await openSwitcher();
  await page.getByRole('button', { name: 'Create New Trading Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Trading Account' });
  // The modal is lazy and installs its focus trap in an effect that also moves focus inside:
  // Tab only once focus is in the dialog, or the first presses can land before the trap exists.
  await dialog.waitFor();
  await page.waitForFunction(
    () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true,
  );
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});

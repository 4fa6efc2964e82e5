// Journal on the real server: write and save an entry (notes + emotional tags), see it after a
// reload; drafts survive switching trades; screenshots at both sizes and an axe check.
import type { Page } from 'playwright-core';
import { newPage, screenshot, seriousA11yViolations, signInAsDemo } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });

async function openJournal(size: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const page = await newPage(browser, size);
  await signInAsDemo(page, server.baseUrl);
  await page.goto(`${server.baseUrl}/journal`);
  await page.getByRole('list', { name: 'Recent trades' }).getByRole('button').first().waitFor();
  return page;
}

const tradeButtons = (page: Page) => page.getByRole('list', { name: 'Recent trades' }).getByRole('button');

/** Selects the nth trade and waits until the editor shows it (selection goes through the URL, a tick later). */
async function selectTrade(page: Page, n: number): Promise<void> {
  await tradeButtons(page).nth(n).click();
  await tradeButtons(page).nth(n).and(page.locator('[aria-pressed="true"]')).waitFor();
}

it('lists at most 100 recent trades and prompts until one is selected', async () => {
  const page = await openJournal();
  const count = await tradeButtons(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(100);
  await page.getByText('Select a trade to add journal notes').waitFor();
  await page.context().close();
});

it('saves a journal entry that is still there after a reload', async () => {
  const page = await openJournal();
  const label = (await tradeButtons(page).nth(2).textContent())!;
  await selectTrade(page, 2);
  const note = `Waited for the retest, sized down ${Date.now()}`;
  await page.getByLabel('Notes').fill(note);
  const focused = page.getByRole('button', { name: 'Focused', exact: true });
  const wasFocused = (await focused.getAttribute('aria-pressed')) === 'true';
  await focused.click();
  await page.getByRole('button', { name: 'Save Journal Entry' }).click();
  await page.getByRole('alert').filter({ hasText: 'Journal entry saved successfully!' }).waitFor();
  // The saved draft is dropped from sessionStorage (and the beforeunload guard removed) in an
  // effect after that render: reloading before it would reload with the draft, or be held up.
  await page.waitForFunction(() => sessionStorage.getItem('journalDrafts') === null);

  await page.reload();
  await page.getByLabel('Notes').waitFor();
  await expect(page.getByLabel('Notes').inputValue()).resolves.toBe(note);
  await expect(page.getByRole('button', { name: 'Focused', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
    String(!wasFocused),
  );
  // The selected trade is the same one (its id is in the URL).
  const pressed = page.getByRole('list', { name: 'Recent trades' }).locator('button[aria-pressed="true"]');
  await expect(pressed.textContent()).resolves.toContain(label.split(/\s/)[0]);
  await page.context().close();
});

it('keeps an unsaved edit when switching to another trade and back', async () => {
  const page = await openJournal();
  await selectTrade(page, 0);
  const original = await page.getByLabel('Notes').inputValue();
  await page.getByLabel('Notes').fill(`${original} draft-in-progress`);
  await selectTrade(page, 1);
  await expect(tradeButtons(page).nth(0).textContent()).resolves.toContain('Unsaved');
  await selectTrade(page, 0);
  await expect(page.getByLabel('Notes').inputValue()).resolves.toBe(`${original} draft-in-progress`);
  await page.context().close();
});

it.each(['desktop', 'phone'] as const)('looks right and passes axe at %s size', async (size) => {
  const page = await openJournal(size);
  await tradeButtons(page).first().click();
  await page.getByLabel('Notes').waitFor();
  await screenshot(page, `journal-${size}`);
  expect(await seriousA11yViolations(page, '#main')).toEqual([]);
  await page.context().close();
});

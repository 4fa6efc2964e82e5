// The day journal in a real browser (issue 31): the dashboard's activity calendar opens a day's
// page, a plan with a script payload is saved and rendered as text (nothing runs), the Days tab's
// calendar shows the entry; screenshots at both sizes.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { animationsFinished, newPage, screenshot, signInAsDemo, waitForPath } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });

const PAYLOAD = [
  '## Plan <script>window.__xss = "script"</script>',
  '- [ ] wait for the open',
  '- [x] levels marked',
  '',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '',
  "[click me](javascript:window.__xss='link')",
  '',
  '| Level | Why |',
  '| --- | --- |',
  '| 1.0850 | prior high |',
].join('\n');

async function shoot(page: Page, name: string) {
  await animationsFinished(page);
  const file = await screenshot(page, name);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    copyFileSync(file, path.join(dir, path.basename(file)));
  }
}

it('opens a day from the dashboard calendar, saves a plan whose script never runs, and lists it', async () => {
  const page = await newPage(browser, 'desktop');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signInAsDemo(page, server.baseUrl);
  const traded = page.locator('.calendar-cells [data-date]:not([data-tone="none"]):not([data-tone="future"])').last();
  await traded.waitFor();
  const date = (await traded.getAttribute('data-date'))!;
  await traded.click();
  await waitForPath(page, new RegExp(`/journal/days/${date}`));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText('Trades of the day').waitFor();
  expect(await page.locator('.dy-trade').count()).toBeGreaterThan(0);
  // Beside the figures: the day against the Trading Plan's four objectives, and the rules broken.
  const outcome = page.getByLabel('The day against the plan');
  await outcome.getByText(/\d of 4 met/).waitFor();
  expect(await outcome.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);

  await page.getByLabel('Start from a template').selectOption({ label: 'Pre-market plan' });
  await page.getByRole('textbox', { name: 'Pre-market plan' }).fill(PAYLOAD);
  await page.getByLabel('4 – Good').check({ force: true });
  await page.getByLabel('Lessons').fill('Patience <b onmouseover="window.__xss=1">pays</b>');
  await page.getByRole('button', { name: 'Save day' }).click();
  await page.getByRole('alert').filter({ hasText: 'Day saved' }).waitFor();

  // After the save the entry shows rendered (the editor starts in preview for a saved day).
  await page.reload();
  const view = page.getByTestId('dy-plan-view');
  await view.getByRole('heading', { name: /Plan/ }).waitFor();
  await expect(view.locator('script, img, [onerror]').count()).resolves.toBe(0);
  await expect(view.getByRole('img', { name: 'To do' }).count()).resolves.toBe(1);
  await expect(view.getByRole('img', { name: 'Done' }).count()).resolves.toBe(1);
  await expect(view.locator('table td').first().textContent()).resolves.toBe('1.0850');
  // The payload is shown as text, and the javascript: link is not a link.
  await expect(view.textContent()).resolves.toContain('<script>window.__xss = "script"</script>');
  await expect(view.locator('a[href^="javascript"]').count()).resolves.toBe(0);
  await view.getByText('click me', { exact: false }).click();
  await expect(page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).resolves.toBeUndefined();
  expect(dialogs).toEqual([]);
  await shoot(page, 'journal-day-desktop');

  // The Days tab's calendar shows the entry.
  await page.goto(`${server.baseUrl}/journal/days?month=${date.slice(0, 7)}`);
  await page.getByRole('link', { name: new RegExp(`^${date}: journal entry, mood Good`) }).waitFor();
  await shoot(page, 'journal-days-desktop');
  await page.context().close();
});

it('shows the day page and the Days tab on a phone', async () => {
  const page = await newPage(browser, 'phone');
  await signInAsDemo(page, server.baseUrl);
  await page.goto(`${server.baseUrl}/journal/days`);
  await page.getByRole('grid', { name: /Days of/ }).waitFor();
  await shoot(page, 'journal-days-phone');
  await page.getByRole('link', { name: 'Today' }).click();
  await waitForPath(page, /\/journal\/days\/\d{4}-\d{2}-\d{2}/);
  await page.getByText('Trades of the day').waitFor();
  await shoot(page, 'journal-day-phone');
  await page.context().close();
});

// The explorer's Operations pane: example operations open with one click and run; an operation
// the user saves is kept on the server, so it is there after a reload and in another browser.
import type { Page, Response } from 'playwright-core';
import { newPage, screenshot, signInAsDemo } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });

async function openExplorer(page: Page) {
  await signInAsDemo(page, server.baseUrl, { remember: true });
  await page.getByRole('link', { name: 'API Explorer' }).click();
  await page.getByText('MyAccounts').first().waitFor({ timeout: 60_000 });
  await page.getByRole('list', { name: 'Example operations' }).waitFor();
}

const queryEditorText = (page: Page) =>
  page.locator('.graphiql-query-editor .view-lines').first().textContent({ timeout: 5_000 });

/** Waits until the query editor (what the user reads, not a tab title) shows the named operation. */
async function editorShows(page: Page, operationName: string) {
  await page.waitForFunction(
    (name) => document.querySelector('.graphiql-query-editor .view-lines')?.textContent?.includes(name),
    operationName,
    { timeout: 30_000 },
  );
}

/** Clicks Execute until GraphiQL sends the named operation (a click can land before its handler is wired). */
async function execute(page: Page, operationName: string): Promise<Response> {
  const isIt = (r: Response) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(operationName);
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = page.waitForResponse(isIt, { timeout: 15_000 }).catch(() => undefined);
    await page.getByRole('button', { name: /Execute query/i }).click();
    const response = await answer;
    if (response) return response;
  }
  throw new Error(`GraphiQL never sent ${operationName}`);
}

it('opens an example operation with one click and runs it', async () => {
  const page = await newPage(browser);
  await openExplorer(page);
  await page.getByRole('button', { name: 'P&L by weekday × hour' }).click();
  await editorShows(page, 'PnlByWeekdayAndHour');
  const response = await execute(page, 'PnlByWeekdayAndHour');
  const body = (await response.json()) as {
    data: { breakdown: { rows: { keys: { dimension: string }[]; count: number }[] } };
  };
  expect(body.data.breakdown.rows.length).toBeGreaterThan(0);
  expect(body.data.breakdown.rows[0].keys.map((k) => k.dimension)).toEqual(['WEEKDAY', 'HOUR']);
  await page.getByText('"netPnl"').first().waitFor();
  await screenshot(page, 'explorer-operations-desktop');

  // Paging through trades: its first page answers with a cursor for the next one.
  await page.getByRole('button', { name: 'Paging through trades' }).click();
  await editorShows(page, 'TradesPage');
  const paging = await execute(page, 'TradesPage');
  const pageBody = (await paging.json()) as { data: { tradesConnection: { pageInfo: { endCursor: string } } } };
  expect(pageBody.data.tradesConnection.pageInfo.endCursor).toEqual(expect.any(String));
  await page.context().close();
});

it('an example clicked while the editor is still loading opens once it is ready, and runs', async () => {
  // The Operations pane shows before GraphiQL's editors exist (Monaco loads a moment later): a
  // quick user clicks an example in between. It must open then, not leave the default query under
  // the example's name (Execute would run MyAccounts).
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl, { remember: true });
  await page.evaluate(() => {
    const clickExampleOnSight = new MutationObserver(() => {
      const example = [...document.querySelectorAll('button')].find((b) => b.textContent === 'P&L by emotional tag');
      if (!example) return;
      clickExampleOnSight.disconnect();
      example.click();
    });
    clickExampleOnSight.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: 'API Explorer' }).click();
  await editorShows(page, 'PnlByTag');
  const response = await execute(page, 'PnlByTag');
  const body = (await response.json()) as { data: { breakdown: { rows: unknown[] } } };
  expect(body.data.breakdown.rows.length).toBeGreaterThan(0);
  await page.context().close();
});

it('saves the editor’s operation for the user: there after a reload and in another browser', async () => {
  const page = await newPage(browser);
  await openExplorer(page);
  await page.getByRole('button', { name: 'P&L by strategy' }).click();
  await page.getByText('PnlByStrategy').first().waitFor();
  const name = `Strategy edge ${Date.now()}`;
  await page.getByLabel('Save the editor’s operation as').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('list', { name: 'Saved operations' }).getByRole('button', { name, exact: true });
  await saved.waitFor();

  // A fresh editor, then a reload: the saved operation is listed again and opens with one click.
  await page.getByRole('button', { name: 'Equity series' }).click();
  await page.getByText('EquitySeries').first().waitFor();
  await page.reload();
  await page.getByRole('list', { name: 'Saved operations' }).getByRole('button', { name, exact: true }).click();
  await page.waitForFunction(
    () => document.querySelector('.graphiql-query-editor .view-lines')?.textContent?.includes('PnlByStrategy'),
    undefined,
    { timeout: 15_000 },
  );
  expect(await queryEditorText(page)).toContain('PnlByStrategy');
  await page.context().close();

  // Another browser (a new context: no shared storage) signed in as the same user.
  const other = await newPage(browser);
  await openExplorer(other);
  const there = other.getByRole('list', { name: 'Saved operations' }).getByRole('button', { name, exact: true });
  await there.waitFor();
  await other.getByRole('button', { name: `Delete ${name}` }).click();
  await there.waitFor({ state: 'detached' });
  await other.context().close();
});

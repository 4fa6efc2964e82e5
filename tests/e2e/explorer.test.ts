// /explorer: GraphiQL bundled into the build, answering with the signed-in user's data and
// loading nothing from outside the server.
import type { Page, Response } from 'playwright-core';
import { newPage, screenshot, signInAsDemo, waitUntil } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';
import { rest, restLogin } from '../support/api-client';
import { accountPayload } from '../support/factories';

jest.setTimeout(120_000);

const { server, browser } = useE2eServer({ demo: true, env: { REGISTRATION_OPEN: 'true' } });

it("runs a query with the user's token and requests nothing outside the server", async () => {
  const page = await newPage(browser);
  const external: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(server.baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) external.push(url);
  });
  await signInAsDemo(page, server.baseUrl, { remember: true });
  await page.getByRole('link', { name: 'API Explorer' }).click();
  // GraphiQL's editor (Monaco) initialises after the button renders; execute once it holds the query.
  await page.getByText('MyAccounts').first().waitFor({ timeout: 60_000 });
  const response = await executeMyAccounts(page);
  expect(response.request().headers().authorization).toMatch(/^Bearer ey/);
  const body = (await response.json()) as { data: { accounts: { name: string }[] } };
  expect(body.data.accounts.length).toBeGreaterThan(0);
  await page.getByText(`"${body.data.accounts[0].name}"`).first().waitFor();
  await screenshot(page, 'explorer-desktop');
  expect(external).toEqual([]);
  await page.context().close();
});

it("sends a header typed in the Headers tab: another user's token answers with that user's data", async () => {
  // A second user with one account whose name the demo user does not have.
  const email = `analyst-${Date.now()}@example.com`;
  const registered = await rest(server.baseUrl, 'POST', '/api/auth/register', {
    email,
    username: `analyst${Date.now()}`,
    password: 'analyst-pass',
  });
  expect(registered.status).toBe(201);
  const login = await restLogin(server.baseUrl, email, 'analyst-pass');
  const otherToken = (login.body as { access_token: string }).access_token;
  const accountName = 'Headers tab account';
  expect(
    (await rest(server.baseUrl, 'POST', '/api/accounts/', accountPayload({ name: accountName }), { token: otherToken }))
      .status,
  ).toBe(201);

  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl, { remember: true });
  await page.getByRole('link', { name: 'API Explorer' }).click();
  await page.getByText('MyAccounts').first().waitFor({ timeout: 60_000 });
  // Open the Headers tab and type the other user's Authorization header into its editor.
  await page.getByRole('button', { name: 'Headers', exact: true }).click();
  const headersEditor = page.locator(
    'section.graphiql-editor-tool[aria-label="Headers"] .graphiql-editor:not(.hidden)',
  );
  // Monaco builds the editor after the tab shows; typing into it before that is lost, so type
  // again until the editor holds the header (at most four times).
  const holdsHeader = async () =>
    (
      (await headersEditor
        .locator('.view-lines')
        .textContent({ timeout: 2_000 })
        .catch(() => '')) ?? ''
    ).includes(otherToken.slice(-16));
  for (let attempt = 0; attempt < 4 && !(await holdsHeader()); attempt++) {
    await headersEditor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${otherToken}` }));
    await waitUntil('the Headers editor to show the typed header', holdsHeader, Boolean, 5_000).catch(() => undefined);
  }
  expect(await holdsHeader()).toBe(true);

  const response = await executeMyAccounts(page);
  expect(response.request().headers().authorization).toBe(`Bearer ${otherToken}`);
  const body = (await response.json()) as { data: { accounts: { name: string }[] } };
  expect(body.data.accounts.map((a) => a.name)).toEqual([accountName]);
  await page.getByText(`"${accountName}"`).first().waitFor();
  await page.context().close();
});

/**
 * Clicks Execute until GraphiQL sends the MyAccounts query, and returns its response. On a loaded
 * machine a click can land before GraphiQL wires its execute handler; a person would click again,
 * and so does the test (at most four times).
 */
async function executeMyAccounts(page: Page): Promise<Response> {
  const isMyAccounts = (r: Response) =>
    r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('MyAccounts');
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = page.waitForResponse(isMyAccounts, { timeout: 15_000 }).catch(() => undefined);
    await page.getByRole('button', { name: /Execute query/i }).click();
    const response = await answer;
    if (response) return response;
  }
  throw new Error('GraphiQL never sent the MyAccounts query');
}

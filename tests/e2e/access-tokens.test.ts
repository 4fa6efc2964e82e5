// Access tokens end to end: created in Settings, used from the explorer's Headers tab, revoked in
// Settings, and then refused. Also: the REST API's page at /api/docs renders under the CSP with
// nothing loaded from outside the server.
import type { Page, Response } from 'playwright-core';
import { newPage, screenshot, signInAsDemo, waitUntil } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });

async function openAccessTokens(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('tab', { name: 'Access Tokens' }).click({ timeout: 60_000 });
}

/** Types `{"Authorization": "Bearer <secret>"}` into GraphiQL's Headers editor (retyping until Monaco holds it). */
async function typeAuthorizationHeader(page: Page, secret: string): Promise<void> {
  await page.getByRole('button', { name: 'Headers', exact: true }).click();
  const editor = page.locator('section.graphiql-editor-tool[aria-label="Headers"] .graphiql-editor:not(.hidden)');
  const holdsHeader = async () =>
    (
      (await editor
        .locator('.view-lines')
        .textContent({ timeout: 2_000 })
        .catch(() => '')) ?? ''
    ).includes(secret.slice(-16));
  for (let attempt = 0; attempt < 4 && !(await holdsHeader()); attempt++) {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${secret}` }));
    await waitUntil('the Headers editor to show the typed header', holdsHeader, Boolean, 5_000).catch(() => undefined);
  }
  expect(await holdsHeader()).toBe(true);
}

/** Clicks Execute until GraphiQL sends the MyAccounts query (a click can land before GraphiQL is wired). */
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

async function queryWithToken(page: Page, secret: string): Promise<Response> {
  await page.getByRole('link', { name: 'API Explorer' }).click();
  await page.getByText('MyAccounts').first().waitFor({ timeout: 60_000 });
  await typeAuthorizationHeader(page, secret);
  const response = await executeMyAccounts(page);
  expect(response.request().headers().authorization).toBe(`Bearer ${secret}`);
  return response;
}

it('creates a token in Settings, queries with it from the explorer, revokes it, and the next query is refused', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl, { remember: true });
  await openAccessTokens(page);
  const name = `Notebook ${Date.now()}`;
  await page.getByLabel('Token name').fill(name);
  await page.getByLabel('Scope').selectOption('READ');
  await page.getByLabel('Expires').selectOption('30d');
  await page.getByRole('button', { name: 'Create Token' }).click();
  const secret = await page.getByLabel('Access token secret').inputValue({ timeout: 15_000 });
  expect(secret).toMatch(/^clg_[A-Za-z0-9_-]{43}$/);
  await screenshot(page, 'settings-access-token-created');
  await page.getByRole('button', { name: 'Done' }).click();
  // Shown once: after Done the secret is gone from the page; the list shows the token.
  await expect(page.getByLabel('Access token secret').count()).resolves.toBe(0);
  const row = page.getByRole('list', { name: 'Your access tokens' }).getByRole('listitem').filter({ hasText: name });
  await row.waitFor();
  expect(await row.textContent()).toMatch(/Read.*Last used never/);

  const accepted = await queryWithToken(page, secret);
  const body = (await accepted.json()) as { data: { accounts: { name: string }[] } };
  expect(body.data.accounts.length).toBeGreaterThan(0);

  await openAccessTokens(page);
  await row.waitFor();
  expect(await row.textContent()).not.toMatch(/Last used never/);
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke access token' }).getByRole('button', { name: 'Revoke' }).click();
  await waitUntil(
    'the revoked token to leave the list',
    () => row.count(),
    (n) => n === 0,
    15_000,
  );

  const refused = await queryWithToken(page, secret);
  const answer = (await refused.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await page.context().close();
});

it('shows the REST API document at /api/docs from bundled files, under the CSP', async () => {
  const page = await newPage(browser);
  const external: string[] = [];
  const cspErrors: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(server.baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) external.push(url);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await page.goto(`${server.baseUrl}/api/docs`);
  await page.getByRole('heading', { name: /Candlog REST API/ }).waitFor({ timeout: 60_000 });
  await page.getByText('/api/access-tokens').first().waitFor();
  await screenshot(page, 'api-docs');
  expect(cspErrors).toEqual([]);
  expect(external).toEqual([]);
  await page.context().close();
});

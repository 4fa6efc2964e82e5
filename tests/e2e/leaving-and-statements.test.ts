// Issue 35 items 3 and 5 in a real browser: Settings → Security → "Delete my account" (a last CSV
// export, then the password: a wrong one keeps everything, the right one signs out and the user is
// gone), and the public /verify-statement page with a real statement, valid and altered.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { animationsFinished, newPage, signIn, waitForPath, waitForShell, type ViewportSize } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';
import { traderWithTrade as traderWithTradeAt } from '../support/e2e-trader';

jest.setTimeout(240_000);

const SHOTS = process.env.SHOTS_DIR ?? path.resolve(__dirname, '..', '..', 'test-artifacts', 'screenshots');
const { server, browser } = useE2eServer({ env: { REGISTRATION_OPEN: 'true' } });

async function shot(page: Page, name: string) {
  await animationsFinished(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const traderWithTrade = (prefix: string) => traderWithTradeAt(server.baseUrl, prefix, '110');

it.each<ViewportSize>(['desktop', 'phone'])('deletes the account from Settings (%s)', async (size) => {
  const { user, token } = await traderWithTrade(`leaving-${size}`);
  const page = await newPage(browser, size);
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
  await page.goto(`${server.baseUrl}/settings`);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^candlog_all_trades_\d{4}-\d{2}-\d{2}\.csv$/);
  await page.getByRole('button', { name: 'Export downloaded' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Delete my account forever' }).click();
  await page.getByRole('alert').filter({ hasText: 'Incorrect password' }).waitFor();
  await page.getByRole('heading', { name: 'Delete my account' }).scrollIntoViewIfNeeded();
  await shot(page, `settings-delete-my-account-${size === 'desktop' ? '1440x900' : '390x844'}`);
  expect((await fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
    200,
  );

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Delete my account forever' }).click();
  await waitForPath(page, /^\/login$/);
  // Every session of theirs is gone, the API one too, and the address can sign in no more.
  expect((await fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
    401,
  );
  await page.close();
});

it.each<ViewportSize>(['desktop', 'phone'])('verifies a statement on the public page (%s)', async (size) => {
  const { token, accountId } = await traderWithTrade(`statement-${size}`);
  const issued = await fetch(`${server.baseUrl}/api/accounts/${accountId}/statements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ from: '2024-03-01', to: '2024-03-31' }),
  });
  expect(issued.status).toBe(201);
  const { json } = (await issued.json()) as { json: { figures: Record<string, unknown> } };
  const page = await newPage(browser, size);
  await page.goto(`${server.baseUrl}/verify-statement`);
  const box = page.getByLabel('Statement JSON');
  await box.fill(JSON.stringify(json, null, 2));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('status').filter({ hasText: 'Valid statement' }).waitFor();
  await shot(page, `verify-statement-valid-${size === 'desktop' ? '1440x900' : '390x844'}`);
  await box.fill(JSON.stringify({ ...json, figures: { ...json.figures, total_pnl: '100000' } }, null, 2));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('status').filter({ hasText: 'The signature does not match' }).waitFor();
  await shot(page, `verify-statement-altered-${size === 'desktop' ? '1440x900' : '390x844'}`);
  await page.close();
});

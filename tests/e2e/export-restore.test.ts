// Issue 35 items 1–2 in a real browser: Settings → Your Data → "Export everything" shows the
// job's progress and a download link to the zip; a user without trades restores it with the
// picker and gets the trades back; a user with trades is told why no restore is offered.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  animationsFinished,
  apiLogin,
  gqlRequest,
  newPage,
  registerUser,
  signIn,
  waitForShell,
  type ViewportSize,
} from '../support/browser';
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

const traderWithTrade = (prefix: string) => traderWithTradeAt(server.baseUrl, prefix, '110.25');

async function openYourData(page: Page, email: string, password: string) {
  await signIn(page, server.baseUrl, email, password);
  await waitForShell(page);
  await page.goto(`${server.baseUrl}/settings`);
  await page.getByRole('tab', { name: 'Your Data' }).click();
}

it.each<ViewportSize>(['desktop', 'phone'])('exports everything and restores it into a new user (%s)', async (size) => {
  const label = size === 'desktop' ? '1440x900' : '390x844';
  const { user } = await traderWithTrade(`export-${size}`);
  const page = await newPage(browser, size);
  await openYourData(page, user.email, user.password);
  // A user with trades is told why there is no picker.
  await page.getByRole('note').filter({ hasText: 'A restore goes only into a user without trades' }).waitFor();
  await page.getByRole('button', { name: 'Export everything' }).click();
  const link = page.getByRole('link', { name: /Download the archive/ });
  await link.waitFor();
  await link.scrollIntoViewIfNeeded();
  await shot(page, `settings-your-data-export-${label}`);
  const download = page.waitForEvent('download');
  await link.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^candlog-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-export-')), saved.suggestedFilename());
  await saved.saveAs(zip);
  await page.close();

  // A new user without trades restores it with the picker.
  const fresh = await registerUser(server.baseUrl, `restore-${size}`);
  const freshToken = await apiLogin(server.baseUrl, fresh.email, fresh.password);
  const restorePage = await newPage(browser, size);
  await openYourData(restorePage, fresh.email, fresh.password);
  await restorePage.getByText('Choose an archive…').waitFor();
  await restorePage.getByText('Choose an archive…').scrollIntoViewIfNeeded();
  await shot(restorePage, `settings-your-data-restore-${label}`);
  await restorePage.locator('input[type="file"]').setInputFiles(zip);
  const restored = restorePage.getByRole('status').filter({ hasText: 'Your archive was restored' });
  await restored.waitFor();
  await restored.scrollIntoViewIfNeeded();
  await shot(restorePage, `settings-your-data-restored-${label}`);
  const { trades } = await gqlRequest<{ trades: { items: Array<{ symbol: string; pnl: string }> } }>(
    server.baseUrl,
    '{ trades { items { symbol pnl } } }',
    {},
    freshToken,
  );
  expect(trades.items).toEqual([{ symbol: 'AAPL', pnl: expect.stringMatching(/^102\.5/) }]);
  await restorePage.close();
});

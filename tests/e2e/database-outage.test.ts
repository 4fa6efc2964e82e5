// A database outage seen in Chromium: the real built server on its own real PostgreSQL, which is
// stopped under it and started again. The trader stays signed in, sees a non-blocking
// "Connection lost — retrying…" and the app recovers by itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../server/src/db/embedded-postgres';
import { findFreePort } from '../../server/src/db/free-port';
import { newPage, signInAsDemo, storedTokens, waitForShell } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-e2e-outage-'));
let pg: EmbeddedPostgresHandle | null = null;
let port = 0;

// The database first: the server is started on it (the fixture's beforeAll runs after this one,
// and its afterAll stops the server before the database is stopped below).
beforeAll(async () => {
  port = await findFreePort();
  pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'candlog', port });
});
const { server, browser } = useE2eServer(() => ({
  ownDatabase: true,
  demo: true,
  env: { DATABASE_URL: pg!.url('candlog') },
}));
afterAll(async () => {
  await pg?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps the trader signed in through the outage, says "Connection lost — retrying…", and recovers alone', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl, { remember: true });
  const before = await storedTokens(page);
  expect(before.local).toBeTruthy();

  await pg!.stop();
  pg = null;
  // A screen that asks the server, then a full reload (the start-up session check).
  await page.getByRole('link', { name: 'Trades' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Connection lost — retrying…' });
  await banner.waitFor({ timeout: 20_000 });
  await page.reload();
  await banner.waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/trades');
  expect(await storedTokens(page)).toEqual(before);

  pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'candlog', port });
  await banner.waitFor({ state: 'hidden', timeout: 60_000 });
  await waitForShell(page);
  expect(new URL(page.url()).pathname).toBe('/trades');
  expect(await storedTokens(page)).toEqual(before);
  await page.context().close();
});

// Screenshots on trades and days in a real browser (issue 31 items 1 and 4) against the built
// server: a trader in Tokyo pastes chart images on a trade's journal editor and on a day page (a
// ClipboardEvent carrying a DataTransfer file, as a screenshot tool's paste does), sees the
// thumbnails, walks the lightbox with the keyboard, deletes one; a file that is not the image it
// claims to be shows the server's reason; the trade's "Day journal" link lands on the Tokyo day
// of a trade entered at 01:30 Tokyo time (still the previous day in UTC and in the browser's
// Berlin). Screenshots at 1440×900 and 390×844.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  animationsFinished,
  apiLogin,
  gqlRequest,
  newPage,
  registerUser,
  screenshot,
  seriousA11yViolations,
  signIn,
  waitForPath,
  waitForShell,
  waitForText,
  type ViewportSize,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ demo: false, env: { REGISTRATION_OPEN: 'true' } });
const SHOTS = '/work/notes/shots/h-attach';

/** 16:30 UTC on 12 March 2026: 01:30 on 13 March in Tokyo, 17:30 on the 12th in Berlin. */
const ENTRY = '2026-03-12T16:30:00.000Z';
const TOKYO_DAY = '2026-03-13';

interface Trader {
  token: string;
  accountId: string;
  tradeId: string;
  page: Page;
}

async function trader(size: ViewportSize): Promise<Trader> {
  const user = await registerUser(server.baseUrl, `shots-${size}`);
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  await gqlRequest(server.baseUrl, 'mutation { updateTimezone(timezone: "Asia/Tokyo") { id } }', {}, token);
  const account = await gqlRequest<{ createAccount: { id: string } }>(
    server.baseUrl,
    'mutation { createAccount(input: { name: "Futures", currency: "USD", initialBalance: "50000" }) { id } }',
    {},
    token,
  );
  const accountId = account.createAccount.id;
  const trade = await gqlRequest<{ createTrade: { id: string } }>(
    server.baseUrl,
    'mutation($i: TradeInput!) { createTrade(input: $i) { id } }',
    {
      i: {
        accountId,
        symbol: 'NQ',
        market: 'futures',
        tradeType: 'long',
        entryPrice: '18250.25',
        exitPrice: '18262.75',
        quantity: '2',
        fees: '4.12',
        entryDate: ENTRY,
        exitDate: '2026-03-12T17:05:00.000Z',
      },
    },
    token,
  );
  const page = await newPage(browser, size);
  await signIn(page, server.baseUrl, user.email, user.password);
  await waitForShell(page);
  return { token, accountId, tradeId: trade.createTrade.id, page };
}

/**
 * Pastes a generated chart image (PNG from a canvas, the kind a screenshot tool puts on the
 * clipboard) at the element `selector` picks (the page's body when null): the paste event a
 * browser fires for Ctrl+V / "Paste", with the file in its clipboardData.
 */
async function pasteChart(page: Page, selector: string | null, hue: number) {
  await page.evaluate(
    async ({ selector, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 960;
      canvas.height = 540;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#0f172a';
      g.fillRect(0, 0, 960, 540);
      g.strokeStyle = `hsl(${hue} 80% 60%)`;
      g.lineWidth = 3;
      g.beginPath();
      for (let x = 0; x <= 960; x += 12) g.lineTo(x, 270 + Math.sin((x + hue) / 45) * 120 + Math.cos(x / 17) * 25);
      g.stroke();
      g.fillStyle = '#e2e8f0';
      g.font = '28px sans-serif';
      g.fillText(`NQ 1m · ${hue}`, 24, 44);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const data = new DataTransfer();
      data.items.add(new File([blob], 'image.png', { type: 'image/png' }));
      const target = selector ? document.querySelector(selector)! : document.body;
      if (target instanceof HTMLElement) target.focus();
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { selector, hue },
  );
}

/**
 * The thumbnail's image has loaded from its blob URL (fetched with the bearer token); until then
 * a placeholder of the same name stands in.
 */
async function thumbnailShown(scope: Locator, n: number) {
  await scope.getByRole('img', { name: `Screenshot ${n}`, exact: true }).waitFor();
  const img = scope.locator(`img[alt="Screenshot ${n}"]`);
  await img.waitFor();
  await img.evaluate(
    (el: HTMLImageElement) =>
      new Promise<void>((resolve, reject) => {
        if (!el.src.startsWith('blob:')) reject(new Error(`not a blob URL: ${el.src}`));
        else if (el.complete && el.naturalWidth > 0) resolve();
        // Complete without pixels: it already failed (a CSP block, a broken file); no event will come.
        else if (el.complete) reject(new Error('the thumbnail did not load'));
        else {
          el.addEventListener('load', () => resolve(), { once: true });
          el.addEventListener('error', () => reject(new Error('the thumbnail did not load')), { once: true });
        }
      }),
  );
}

async function shoot(page: Page, name: string) {
  await animationsFinished(page);
  const file = await screenshot(page, name, { fullPage: false });
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(file, path.join(SHOTS, path.basename(file)));
}

async function attachmentCount(token: string, query: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/attachments?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

it('pastes screenshots on a trade and on its day, shows them in a keyboard lightbox, deletes one, refuses a fake image', async () => {
  const { token, accountId, tradeId, page } = await trader('desktop');
  const confirms: string[] = [];
  page.on('dialog', (d) => {
    confirms.push(d.message());
    void d.accept();
  });
  await page.goto(`${server.baseUrl}/journal?trade=${tradeId}`);
  const shots = page.getByRole('region', { name: /Screenshots/ });
  await shots.waitFor();

  // Two pastes into the notes field: each becomes a thumbnail; the notes keep no text from them.
  await pasteChart(page, 'textarea', 200);
  await thumbnailShown(shots, 1);
  await pasteChart(page, 'textarea', 20);
  await thumbnailShown(shots, 2);
  await waitForText(shots.getByRole('heading'), /2\/20/);
  expect(await page.getByLabel('Notes').inputValue()).toBe('');
  expect(await seriousA11yViolations(page, '.att')).toEqual([]);
  expect(await attachmentCount(token, `trade_id=${tradeId}`)).toBe(2);

  // The lightbox: opened from the first thumbnail, → and ← move, Escape closes back to it.
  await shots.getByRole('button', { name: 'Open screenshot 1 of 2' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Screenshot 1 of 2 of the trade' });
  await lightbox.getByRole('img', { name: 'Screenshot 1 of 2' }).waitFor();
  expect(await seriousA11yViolations(page, '.att-lightbox')).toEqual([]);
  await shoot(page, 'attachments-lightbox-desktop');
  await page.keyboard.press('ArrowRight');
  await page.getByRole('dialog', { name: 'Screenshot 2 of 2 of the trade' }).getByRole('img').waitFor();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('dialog', { name: 'Screenshot 1 of 2 of the trade' }).waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('dialog', { name: 'Screenshot 2 of 2 of the trade' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open screenshot 1 of 2');

  // A text file posing as a PNG: the server refuses it and says why; nothing is added.
  await shots.locator('input[type=file]').setInputFiles({
    name: 'levels.png',
    mimeType: 'image/png',
    buffer: Buffer.from('support 18200, resistance 18300'),
  });
  const refusal = shots.getByRole('alert').filter({ hasText: 'levels.png was not added' });
  await waitForText(refusal, /not a readable PNG image/);
  expect(await attachmentCount(token, `trade_id=${tradeId}`)).toBe(2);
  await shots.scrollIntoViewIfNeeded();
  await shoot(page, 'attachments-trade-desktop');
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await refusal.waitFor({ state: 'detached' });

  // Over the 10 MB limit: refused by the server with its words, not a broken connection.
  await shots.locator('input[type=file]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(11 * 1024 * 1024, 7),
  });
  const tooBig = shots.getByRole('alert').filter({ hasText: 'huge.png was not added' });
  await waitForText(tooBig, /larger than 10 MB/);
  await tooBig.getByRole('button', { name: 'Dismiss' }).click();

  // Delete asks first, then the thumbnail goes (and the file with it).
  await shots.getByRole('button', { name: 'Delete screenshot 1' }).click();
  await waitForText(shots.getByRole('heading'), /1\/20/);
  expect(confirms).toEqual(['Delete screenshot 1? This cannot be undone.']);
  expect(await shots.getByRole('button', { name: /^Open screenshot/ }).count()).toBe(1);
  expect(await attachmentCount(token, `trade_id=${tradeId}`)).toBe(1);

  // The trade's day: 01:30 on 13 March in the profile's Tokyo, for the trade's account.
  await page.getByRole('link', { name: /^Day journal/ }).click();
  await waitForPath(page, new RegExp(`/journal/days/${TOKYO_DAY}$`));
  expect(new URL(page.url()).searchParams.get('account')).toBe(accountId);
  await page.getByRole('heading', { level: 1, name: 'Friday, March 13, 2026' }).waitFor();
  await page.locator('.dy-trade', { hasText: 'NQ' }).waitFor();

  // A paste anywhere on the day page attaches to the day (its entry is created by the upload).
  const dayShots = page.getByRole('region', { name: /Screenshots/ });
  await dayShots.waitFor();
  await pasteChart(page, null, 120);
  await thumbnailShown(dayShots, 1);
  await page.getByRole('button', { name: 'Delete entry' }).waitFor();
  expect(await attachmentCount(token, `day=${TOKYO_DAY}&account_id=${accountId}`)).toBe(1);
  await dayShots.scrollIntoViewIfNeeded();
  await shoot(page, 'attachments-day-desktop');
  await dayShots.getByRole('button', { name: 'Open screenshot 1 of 1' }).click();
  const dayBox = page.getByRole('dialog', { name: 'Screenshot 1 of 1 of the day' });
  await dayBox.getByRole('img').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await dayShots.getByRole('button', { name: 'Open screenshot 1 of 1' }).click();
  await dayBox.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await waitForText(dayShots.getByRole('heading'), /0\/20/);
  expect(await attachmentCount(token, `day=${TOKYO_DAY}&account_id=${accountId}`)).toBe(0);
  await page.context().close();
});

it('pastes a screenshot on a phone, on a trade and on a day', async () => {
  const { tradeId, page } = await trader('phone');
  await page.goto(`${server.baseUrl}/journal?trade=${tradeId}`);
  const shots = page.getByRole('region', { name: /Screenshots/ });
  await shots.waitFor();
  await pasteChart(page, 'textarea', 280);
  await thumbnailShown(shots, 1);
  await shots.scrollIntoViewIfNeeded();
  await shoot(page, 'attachments-trade-phone');

  await page.getByRole('link', { name: /^Day journal/ }).click();
  await waitForPath(page, new RegExp(`/journal/days/${TOKYO_DAY}$`));
  // Pasted into the (new) day's plan while typing it.
  await page.getByRole('textbox', { name: 'Pre-market plan' }).fill('Wait for the open.');
  const dayShots = page.getByRole('region', { name: /Screenshots/ });
  await pasteChart(page, 'textarea[aria-label="Pre-market plan"]', 60);
  await thumbnailShown(dayShots, 1);
  await dayShots.scrollIntoViewIfNeeded();
  // The upload made the day's entry; what was typed before it stays in the editor.
  expect(await page.getByRole('textbox', { name: 'Pre-market plan' }).inputValue()).toBe('Wait for the open.');
  await shoot(page, 'attachments-day-phone');
  await dayShots.getByRole('button', { name: 'Open screenshot 1 of 1' }).click();
  await page.getByRole('dialog', { name: 'Screenshot 1 of 1 of the day' }).getByRole('img').waitFor();
  await shoot(page, 'attachments-lightbox-phone');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.context().close();
});

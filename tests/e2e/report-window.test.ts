// Issue 27 items 10 and 11 on the real server, at 1440×900 and 390×844:
// - a preset report period counts an exact window — Daily is the last 24 hours to the minute
//   (not yesterday and today), Weekly the last 7 days — and the screen shows it;
// - the Reports screen's "Profit Factor" (the spec's average win ÷ average loss) says so, and the
//   dashboard's gross profit ÷ gross loss sits beside it with the same value the dashboard shows.
import type { Page } from 'playwright-core';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  apiLogin,
  gqlRequest,
  newPage,
  screenshot,
  signInAsDemo,
  waitForText,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });
let accountId: string;
let timeZone: string;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(async () => {
  const token = await apiLogin(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
  timeZone = (await gqlRequest<{ me: { timezone: string } }>(server.baseUrl, '{ me { timezone } }', {}, token)).me
    .timezone;
  const created = await gqlRequest<{ createAccount: { id: string } }>(
    server.baseUrl,
    `mutation { createAccount(input: { name: "Window test", currency: "USD", initialBalance: "1000" }) { id } }`,
    {},
    token,
  );
  accountId = created.createAccount.id;
  // Each trade's P&L is (exit − 10) × 10. Just inside and just outside the 1-day and 7-day windows:
  // the old calendar-day periods counted the ones 24 h 10 min and 7 days 10 min back as well.
  const now = Date.now();
  const trades = [
    { back: 23 * HOUR, exit: '20' }, // +100, inside every window
    { back: DAY + 10 * MINUTE, exit: '15' }, // +50, yesterday but more than a day back
    { back: 2 * DAY, exit: '13' }, // +30
    { back: 7 * DAY - HOUR, exit: '6' }, // −40, inside the week
    { back: 7 * DAY + 10 * MINUTE, exit: '8' }, // −20, the 8th calendar day
  ];
  for (const t of trades) {
    const entry = new Date(now - t.back);
    await gqlRequest(
      server.baseUrl,
      'mutation($i: TradeInput!) { createTrade(input: $i) { id } }',
      {
        i: {
          accountId,
          symbol: 'XWIN',
          market: 'stocks',
          tradeType: 'long',
          entryPrice: '10',
          exitPrice: t.exit,
          quantity: '10',
          fees: '0',
          entryDate: entry.toISOString(),
          exitDate: new Date(entry.getTime() + 5 * MINUTE).toISOString(),
        },
      },
      token,
    );
  }
});

async function openReports(size: 'desktop' | 'phone'): Promise<Page> {
  const page = await newPage(browser, size);
  await signInAsDemo(page, server.baseUrl);
  await page.evaluate((id) => localStorage.setItem('currentAccount', id), accountId);
  await page.goto(`${server.baseUrl}/reports`);
  await page.getByText('Window test · figures computed by the server in your time zone').waitFor();
  await page.locator('.rp-stat').first().waitFor();
  return page;
}

const stat = (page: Page, label: string) =>
  page.locator('.rp-stat', { has: page.getByRole('term').getByText(label, { exact: true }) });

/** "Nov 25 14:05" in the demo user's zone, as the screen writes a window's ends. */
function wallClock(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('month')} ${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The window shown must end now (to the minute; a minute may tick while loading) and start `back` earlier. */
async function expectWindow(page: Page, back: number) {
  const before = Date.now();
  const text = (await page.locator('.rp-window').textContent())!;
  const candidates = [before - MINUTE, before, before + MINUTE].map(
    (end) => `Trades entered ${wallClock(end - back)} – ${wallClock(end)}`,
  );
  expect(candidates).toContain(text);
}

it.each(['desktop', 'phone'] as const)(
  'daily and weekly count the exact window and show it; both profit factors are named (%s)',
  async (size) => {
    const page = await openReports(size);

    await page.getByText('Daily', { exact: true }).click();
    await waitForText(stat(page, 'Total Trades').locator('dd').first(), '1');
    await expectWindow(page, DAY);
    await screenshot(page, `report-window-daily-${size}`);

    await page.getByText('Weekly', { exact: true }).click();
    await waitForText(stat(page, 'Total Trades').locator('dd').first(), '4');
    await expectWindow(page, 7 * DAY);
    await expect(stat(page, 'Total P&L').locator('dd').first().textContent()).resolves.toBe('+$140.00');

    // Yearly: every trade. Wins 100, 50, 30; losses −40, −20.
    await page.getByText('Yearly', { exact: true }).click();
    await waitForText(stat(page, 'Total Trades').locator('dd').first(), '5');
    const spec = stat(page, 'Profit Factor');
    const gross = stat(page, 'Profit Factor (gross)');
    // The spec's figure: average win 60 ÷ average loss 30; gross: 180 ÷ 60.
    await expect(spec.locator('dd').first().textContent()).resolves.toBe('2.00');
    await expect(spec.locator('.rp-stat__detail').textContent()).resolves.toBe('average win ÷ average loss');
    await expect(gross.locator('dd').first().textContent()).resolves.toBe('3.00');
    await expect(gross.locator('.rp-stat__detail').textContent()).resolves.toBe(
      'gross profit ÷ gross loss, as on the dashboard',
    );
    // Side by side on both sizes, the notes read whole (not cut to an ellipsis).
    const [a, b] = [await spec.boundingBox(), await gross.boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x);
    for (const note of [spec, gross])
      expect(await note.locator('.rp-stat__detail').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await screenshot(page, `report-window-yearly-${size}`);

    // The dashboard's Profit Factor is the gross figure: the same number, no contradiction.
    await page.goto(`${server.baseUrl}/`);
    const card = page.getByRole('region', { name: 'Profit Factor' });
    await waitForText(card.locator('.stat-value'), '3.00', 60_000);
    await page.context().close();
  },
);

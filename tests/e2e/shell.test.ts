// The app shell: every route with its title, unknown paths to /, screenshots at both sizes, axe.
import { animationsFinished, newPage, screenshot, seriousA11yViolations, signInAsDemo } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ demo: true });

const SCREENS = [
  ['/', 'Dashboard'],
  ['/analytics', 'Analytics'],
  ['/trades', 'Trades'],
  ['/journal', 'Journal'],
  ['/reports', 'Reports'],
  ['/settings', 'Settings'],
] as const;

it('shows the shell pieces; the header and sidebar have no serious a11y violations', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl, { remember: true });
  expect(await page.getByText('Demo Trader').first().isVisible()).toBe(true);
  expect(await page.locator('.avatar').textContent()).toBe('D');
  expect(await page.getByText('© 2024 Candlog. All rights reserved.').isVisible()).toBe(true);
  expect(await page.getByText(/^Candlog v\d+\.\d+\.\d+/).isVisible()).toBe(true);
  expect(await seriousA11yViolations(page, 'header')).toEqual([]);
  expect(await seriousA11yViolations(page, 'aside')).toEqual([]);
  await page.goto(`${server.baseUrl}/no/such/page`);
  await page.waitForURL(`${server.baseUrl}/`);
  await page.context().close();
});

it.each(['desktop', 'phone'] as const)('every screen renders with its title (%s) — screenshots', async (size) => {
  const page = await newPage(browser, size);
  await signInAsDemo(page, server.baseUrl, { remember: true });
  for (const [path, label] of SCREENS) {
    await page.goto(`${server.baseUrl}${path}`);
    try {
      await page.waitForFunction((t) => document.title.startsWith(t), label, { timeout: 60_000 });
    } catch (error) {
      await screenshot(page, `failed-screen-${label.toLowerCase()}-${size}`);
      throw new Error(
        `${path}: title stayed ${JSON.stringify(await page.title())} at ${page.url()}: ${(error as Error).message}`,
      );
    }
    await page.waitForLoadState('networkidle');
    await animationsFinished(page); // the screen, not a frame of its fade-in
    await screenshot(page, `screen-${label.toLowerCase()}-${size}`);
  }
  if (size === 'phone') {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Journal' }).waitFor();
    await screenshot(page, 'sidebar-drawer-phone');
    await page.getByRole('link', { name: 'Journal' }).click();
    await page.waitForURL('**/journal');
  }
  await page.context().close();
});

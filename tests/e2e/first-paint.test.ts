// Issue 12 item 18 and issue 17: what a phone shows before (and without) the JavaScript. The
// document alone must paint the brand and a loading state; a blank dark page reads as "broken".
import { newPage, screenshot } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(120_000);

const { server, browser } = useE2eServer();

it.each(['phone', 'desktop'] as const)(
  'paints the brand and a loading state before any script runs (%s)',
  async (size) => {
    const page = await newPage(browser, size);
    // Hold back every script: what is left is the first paint of a slow connection.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
    await screenshot(page, `first-paint-${size}`);
    const status = page.getByRole('status');
    expect(await status.isVisible()).toBe(true);
    expect(await status.textContent()).toMatch(/Candlog.*Loading your journal/s);
    // The wordmark is drawn, not just present: a real size on screen, in the brand's green.
    const brand = page.locator('.boot__brand');
    const box = await brand.boundingBox();
    expect(box && box.width > 100 && box.height > 20).toBe(true);
    expect(await page.locator('.boot__log').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(34, 197, 94)');
    await page.context().close();
  },
);

it('describes itself to search engines and offers a home-screen install', async () => {
  const page = await newPage(browser, 'phone');
  await page.goto(`${server.baseUrl}/login`);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/trading journal/i);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.evaluate(async (href) => (await fetch(href!)).json(), manifestHref);
  expect(manifest).toMatchObject({ short_name: 'Candlog', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  // Each icon is a PNG the browser can decode at its stated size.
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const [w, h] = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return [bitmap.width, bitmap.height];
    }, icon.src);
    expect(`${w}x${h}`).toBe(icon.sizes);
  }
  // React has replaced the loading state with the sign-in form.
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  expect(await page.locator('.boot').count()).toBe(0);
  await page.context().close();
});

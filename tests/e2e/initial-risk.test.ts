// Issue 33 item 1 in the browser: the trades table's R column (on the initial stop, "—" without
// one) and the trade form's Initial stop and Planned target fields, at 1440×900 and 390×844.
import { newPage, screenshot, signInAsDemo, animationsFinished } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

const { server, browser } = useE2eServer({ demo: true });

for (const size of ['desktop', 'phone'] as const) {
  it(`shows R on the initial stop in the trades table and the initial stop in the form (${size})`, async () => {
    const page = await newPage(browser, size);
    await signInAsDemo(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/trades`);
    await page.getByRole('heading', { name: 'All Trades' }).waitFor();
    await page.locator('tr.tr-row[data-trade-id]').first().waitFor();
    await page.getByRole('columnheader', { name: 'R', exact: true }).waitFor();
    // Demo trades: most carry a stop (R like "+1.23"); the rest show "—".
    const rTexts = await page
      .locator('tr.tr-row[data-trade-id]')
      .evaluateAll((rows) => rows.map((r) => (r.querySelector('td[title*="initial stop"]')?.textContent ?? '').trim()));
    expect(rTexts.some((t) => /^[+-]?\d+\.\d{2}$/.test(t))).toBe(true);
    expect(rTexts.every((t) => /^[+-]?\d+\.\d{2}$/.test(t) || t === '—')).toBe(true);
    await animationsFinished(page);
    await screenshot(page, `issue33-trades-r-${size}`, { fullPage: false });

    await page
      .locator('tr.tr-row[data-trade-id]')
      .first()
      .getByRole('button', { name: /^Edit trade/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Trade' });
    await dialog.getByLabel('Initial stop').waitFor();
    await dialog.getByLabel('Planned target').scrollIntoViewIfNeeded();
    await animationsFinished(page);
    await screenshot(page, `issue33-trade-form-${size}`, { fullPage: false });
    await page.context().close();
  });
}

// Missed trades on the real server (issue 30 item 2): from the Playbooks screen to the missed-trades
// list, a missed trade logged through the form (time typed in the profile's zone, planned R as
// exact text) is listed and counted on its playbook's card; edited and deleted from the list.
// Screenshots at both sizes.
import type { Page } from 'playwright-core';
import {
  animationsFinished,
  apiLogin,
  gqlRequest,
  newPage,
  registerUser,
  screenshot,
  signIn,
  waitForShell,
  waitForText,
  type ViewportSize,
} from '../support/browser';
import { rest } from '../support/api-client';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(240_000);

const { server, browser } = useE2eServer({ env: { REGISTRATION_OPEN: 'true' } });

/** The REST API as the user (tests/support/api-client.ts), answering the body. */
const api = async (token: string, method: string, path: string, body?: unknown) =>
  (await rest(server.baseUrl, method, path, body, { token })).body;

async function openPlaybooks(size: ViewportSize, email: string, password: string): Promise<Page> {
  const page = await newPage(browser, size);
  await signIn(page, server.baseUrl, email, password);
  await waitForShell(page);
  await page.goto(`${server.baseUrl}/playbooks`);
  return page;
}

it('logs a missed trade from the Playbooks screen; it is listed, counted on its card, edited and deleted', async () => {
  const user = await registerUser(server.baseUrl, 'missed');
  const token = await apiLogin(server.baseUrl, user.email, user.password);
  // The profile's zone is New York while the browser runs in Berlin: the form reads New York.
  await gqlRequest(server.baseUrl, 'mutation { updateTimezone(timezone: "America/New_York") { timezone } }', {}, token);
  await gqlRequest(
    server.baseUrl,
    'mutation { createAccount(input: { name: "Main", currency: "USD", initialBalance: "10000" }) { id } }',
    {},
    token,
  );
  const retest = await api(token, 'POST', '/api/playbooks', { name: 'Retest', rules: ['Wait for the retest'] });
  await api(token, 'POST', '/api/playbooks', { name: 'Opening drive', rules: [] });

  const page = await openPlaybooks('desktop', user.email, user.password);
  const card = page.getByRole('article', { name: 'Retest' });
  await waitForText(card.getByTestId('pb-missed'), '0 missed');
  await page.getByRole('link', { name: 'Missed trades', exact: true }).click();
  await page.getByRole('heading', { name: 'Missed trades', exact: true }).waitFor();
  await page.getByText('No missed trades yet.', { exact: false }).waitFor();

  await page.getByRole('button', { name: /Log missed trade/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a missed trade' });
  // Submitting empty names what is missing, next to each field.
  await dialog.getByLabel('Planned R').fill('1.23456');
  await dialog.getByRole('button', { name: 'Log missed trade' }).click();
  await dialog.getByText('Symbol is required').waitFor();
  await dialog.getByText('Planned R allows at most 4 decimal places').waitFor();

  await dialog.getByLabel('Playbook').selectOption({ label: 'Retest' });
  await dialog.getByLabel('Symbol').fill('es');
  await dialog.getByRole('button', { name: 'Time' }).click();
  const picker = page.getByRole('dialog', { name: 'Time' });
  await picker.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-09');
  await picker.getByLabel('Time (HH:MM)').fill('09:30');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByLabel('Planned R').fill('2.5');
  await dialog.getByLabel('Note').fill('Hesitated at the retest');
  await dialog.getByRole('button', { name: 'Log missed trade' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const row = page.getByTestId('missed-row').filter({ hasText: 'ES' });
  await row.waitFor();
  expect(await row.textContent()).toContain('+2.5 R');
  expect(await row.textContent()).toContain('Retest');
  expect(await row.textContent()).toContain('Hesitated at the retest');
  await waitForText(page.getByTestId('missed-count'), '1 missed trade');
  // Stored exactly, 09:30 in New York (EDT on 9 March 2026) = 13:30 UTC.
  const [stored] = await api(token, 'GET', '/api/missed-trades');
  expect(stored).toMatchObject({
    symbol: 'ES',
    planned_r: '2.5',
    time: '2026-03-09T13:30:00.000Z',
    playbook_id: retest.id,
  });

  // A second one without a playbook; the filter narrows to Retest's.
  await api(token, 'POST', '/api/missed-trades', { symbol: 'NQ', time: '2026-03-10T10:00', planned_r: '-1' });
  await page.reload();
  await waitForText(page.getByTestId('missed-count'), '2 missed trades');
  await page.getByLabel('Playbook').selectOption({ label: 'Retest' });
  await waitForText(page.getByTestId('missed-count'), '1 missed trade');
  expect(page.url()).toContain(`playbook=${retest.id}`);

  // Back on the Playbooks screen, the card counts it and links to its list.
  await page.getByRole('link', { name: '← Playbooks' }).click();
  await waitForText(card.getByTestId('pb-missed'), '1 missed');
  await waitForText(page.getByRole('article', { name: 'Opening drive' }).getByTestId('pb-missed'), '0 missed');
  await card.getByTestId('pb-missed').click();
  await page.getByTestId('missed-row').filter({ hasText: 'ES' }).waitFor();

  // Edit: planned R and note change in place.
  await page.getByRole('button', { name: /^Edit missed trade ES/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit missed trade' });
  expect(await edit.getByLabel('Planned R').inputValue()).toBe('2.5');
  await edit.getByLabel('Planned R').fill('3.0625');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await edit.waitFor({ state: 'hidden' });
  await page.getByTestId('missed-row').filter({ hasText: '+3.0625 R' }).waitFor();
  // The time was not touched: the stored instant is kept.
  expect((await api(token, 'GET', '/api/missed-trades'))[1]).toMatchObject({
    planned_r: '3.0625',
    time: '2026-03-09T13:30:00.000Z',
  });

  await screenshot(page, 'missed-trades-desktop');
  await page.getByRole('button', { name: /Log missed trade/ }).click();
  await page.getByRole('dialog', { name: 'Log a missed trade' }).waitFor();
  await animationsFinished(page);
  await screenshot(page, 'missed-trades-dialog-desktop', { fullPage: false });
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Delete after confirming; the card's count follows.
  await page.getByRole('button', { name: /^Delete missed trade ES/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete missed trade' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await waitForText(page.getByTestId('missed-count'), '0 missed trades');
  await page.getByRole('link', { name: '← Playbooks' }).click();
  await waitForText(card.getByTestId('pb-missed'), '0 missed');
  await page.context().close();

  // The phone: the list as cards, and the Playbooks screen's cards with their counts.
  const phone = await openPlaybooks('phone', user.email, user.password);
  await waitForText(phone.getByRole('article', { name: 'Retest' }).getByTestId('pb-missed'), '0 missed');
  await animationsFinished(phone);
  await screenshot(phone, 'missed-playbooks-phone');
  await phone.goto(`${server.baseUrl}/playbooks/missed`);
  await phone.getByTestId('missed-row').filter({ hasText: 'NQ' }).waitFor();
  await animationsFinished(phone);
  await screenshot(phone, 'missed-trades-phone');
  await phone.getByRole('button', { name: /Log missed trade/ }).click();
  await phone.getByRole('dialog', { name: 'Log a missed trade' }).waitFor();
  await animationsFinished(phone);
  await screenshot(phone, 'missed-trades-dialog-phone', { fullPage: false });
  await phone.context().close();
});

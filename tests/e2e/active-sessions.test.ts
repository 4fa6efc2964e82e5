// Issue 29 item 2 in a real browser: one user signed in from two browsers sees both in Settings →
// Active Sessions, signs the other one out from there, and that browser is back at the login page
// on its next request. Logout in the header ends the session on the server, not only in the tab.
import type { Page } from 'playwright-core';
import {
  apiLogin,
  gqlRequest,
  newPage,
  registerUser,
  screenshot,
  signIn,
  storedTokens,
  waitForPath,
  waitForShell,
  waitUntil,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

jest.setTimeout(180_000);

/** The second browser says it is Firefox on a Mac, so the list tells the two apart. */
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0';

const { server, browser } = useE2eServer({ env: { REGISTRATION_OPEN: 'true' } });

async function openSessions(page: Page) {
  await page.goto(`${server.baseUrl}/settings`);
  await page.getByRole('tab', { name: 'Active Sessions' }).click();
  return page.getByRole('list', { name: 'Your sessions' });
}

/** The token this browser holds (remember me off: session storage). */
async function tokenOf(page: Page): Promise<string> {
  const { local, session } = await storedTokens(page);
  return (local ?? session)!;
}

/**
 * A registered user with a trading account (so no account-setup prompt covers the screens), signed
 * in over the API once: that session is the only one besides the browsers' (the registration's is
 * signed out). Returns its token.
 */
async function traderWithAccount(prefix: string) {
  const user = await registerUser(server.baseUrl, prefix);
  const apiToken = await apiLogin(server.baseUrl, user.email, user.password);
  const create = 'mutation { createAccount(input: { name: "Main", currency: "USD", initialBalance: "1000" }) { id } }';
  await gqlRequest(server.baseUrl, create, {}, apiToken);
  await gqlRequest(server.baseUrl, 'mutation { revokeOtherSessions }', {}, apiToken);
  return { user, apiToken };
}

const meStatus = async (token: string) =>
  (await fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

it('signs the other browser out from Settings; that browser is signed out on its next request', async () => {
  const { user, apiToken } = await traderWithAccount('sessions');
  await gqlRequest(server.baseUrl, 'mutation { logout }', {}, apiToken);
  const desk = await newPage(browser);
  const laptopContext = await browser.newContext({ userAgent: FIREFOX_MAC, locale: 'en-US' });
  const laptop = await laptopContext.newPage();
  for (const page of [desk, laptop]) {
    await signIn(page, server.baseUrl, user.email, user.password);
    await waitForShell(page);
  }
  const laptopToken = await tokenOf(laptop);

  const list = await openSessions(desk);
  const rows = list.getByRole('listitem');
  await waitUntil(
    'both browsers listed',
    () => rows.count(),
    (n) => n === 2,
  );
  await screenshot(desk, 'settings-active-sessions-desktop');
  const mine = rows.filter({ hasText: 'This device' });
  await expect(mine.textContent()).resolves.toContain('Chrome on Linux');
  await expect(mine.getByRole('button').count()).resolves.toBe(0);

  await list.getByRole('button', { name: /^Sign out Firefox on macOS/ }).click();
  await desk.getByRole('dialog', { name: 'Sign out session' }).getByRole('button', { name: 'Sign out' }).click();
  await waitUntil(
    'the laptop’s row to leave the list',
    () => rows.allTextContents(),
    (texts) => texts.length === 1,
  );
  expect((await rows.allTextContents()).join(' ')).not.toContain('Firefox on macOS');
  expect(await meStatus(laptopToken)).toBe(401);

  // The laptop's next request is refused: it forgets the session and shows the login page.
  await laptop
    .getByRole('link', { name: 'Trades' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await waitForPath(laptop, /^\/login$/);
  expect(await storedTokens(laptop)).toEqual({ local: null, session: null, remember: null });

  // The desk is still signed in.
  await desk.reload();
  await desk.getByRole('tab', { name: 'Active Sessions' }).click();
  await waitUntil(
    'the desk still listed',
    () => rows.count(),
    (n) => n === 1,
  );
  await laptopContext.close();
  await desk.context().close();
});

it('Logout in the header ends the session on the server, and Sign out everywhere else ends the rest', async () => {
  const { user, apiToken } = await traderWithAccount('logout');
  const first = await newPage(browser);
  const second = await newPage(browser);
  for (const page of [first, second]) {
    await signIn(page, server.baseUrl, user.email, user.password);
    await waitForShell(page);
  }
  const firstToken = await tokenOf(first);
  const secondToken = await tokenOf(second);

  await first.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(first, /^\/login$/);
  // A copy of the token kept elsewhere no longer works (the call is not awaited by the page).
  await waitUntil(
    'the signed-out token to be refused',
    () => meStatus(firstToken),
    (status) => status === 401,
  );

  const list = await openSessions(second);
  const rows = list.getByRole('listitem');
  await waitUntil(
    'this browser and the API session listed',
    () => rows.count(),
    (n) => n === 2,
  );
  await second.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await second
    .getByRole('dialog', { name: 'Sign out everywhere else' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await waitUntil(
    'only this device listed',
    () => rows.count(),
    (n) => n === 1,
  );
  expect(await meStatus(apiToken)).toBe(401);
  expect(await meStatus(secondToken)).toBe(200);
  await first.context().close();
  await second.context().close();
});

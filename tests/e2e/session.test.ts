// The 401 rule: a corrupted token clears the session and sends the browser to /login.
import { newPage, signInAsDemo, storedTokens, waitForPath } from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

// Per file: the e2e project's testTimeout is not applied when jest runs all projects.
jest.setTimeout(120_000);

const { server, browser } = useE2eServer({ demo: true });

it('a corrupted token during the session redirects to /login and clears every token and the flag', async () => {
  const page = await newPage(browser);
  await signInAsDemo(page, server.baseUrl, { remember: true });
  await page.evaluate(() => {
    localStorage.setItem('token', 'corrupted.token.value');
    sessionStorage.setItem('token', 'also-corrupted');
  });
  // Any API call now answers UNAUTHENTICATED: open a screen that queries the server. (The
  // dashboard's polling may get there first and navigate away mid-click: either way is right.)
  await page
    .getByRole('link', { name: 'Trades' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await waitForPath(page, /^\/login$/);
  expect(await storedTokens(page)).toEqual({ local: null, session: null, remember: null });
  await page.getByRole('button', { name: 'Use Demo Account' }).waitFor();
  await page.context().close();
});

it('a corrupted stored token at start shows the login screen', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.baseUrl}/login`);
  await page.evaluate(() => {
    localStorage.setItem('token', 'garbage');
    localStorage.setItem('rememberMe', 'true');
  });
  await page.goto(`${server.baseUrl}/analytics`);
  await waitForPath(page, /^\/login$/);
  await page.getByRole('button', { name: 'Use Demo Account' }).waitFor();
  expect(await storedTokens(page)).toEqual({ local: null, session: null, remember: null });
  await page.context().close();
});

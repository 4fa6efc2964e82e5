// Sign-in flows in Debian's Chromium against the real server and database (demo mode).
import {
  DEMO_EMAIL,
  newPage,
  screenshot,
  seriousA11yViolations,
  signIn,
  signInAsDemo,
  storedTokens,
  waitForPath,
  waitForShell,
} from '../support/browser';
import { useE2eServer } from '../support/e2e-server';

// Per file: the e2e project's testTimeout is not applied when jest runs all projects.
jest.setTimeout(120_000);

const { server, browser } = useE2eServer({ demo: true });

describe('login screen', () => {
  it('shows the brand, notice, demo credentials; no serious a11y violations; screenshots at both sizes', async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const page = await newPage(browser, size);
      await page.goto(`${server.baseUrl}/login`);
      // goto resolves on the load event; React renders the login screen in a task of its own.
      await page.getByRole('heading', { name: 'Candlog' }).waitFor();
      await page.getByText(DEMO_EMAIL).waitFor();
      await page.getByText('Decode Your Trading').waitFor();
      await expect(page.getByRole('heading', { name: 'Candlog' }).isVisible()).resolves.toBe(true);
      await expect(page.getByText(DEMO_EMAIL).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Decode Your Trading').isVisible()).resolves.toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `login-${size}`);
      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByLabel('Email').waitFor({ state: 'detached' });
      await expect(page.getByLabel('Email').count()).resolves.toBe(0);
      await screenshot(page, `login-register-${size}`);
      await page.context().close();
    }
  });

  it('demo sign-in without remember me keeps the token in sessionStorage only', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, server.baseUrl, { remember: false });
    const tokens = await storedTokens(page);
    expect(tokens.session).toMatch(/^ey/);
    expect(tokens.local).toBeNull();
    expect(tokens.remember).toBeNull();
    expect(await page.getByText('Demo Trader').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('demo sign-in with remember me keeps the token in localStorage with the flag, and survives a reload', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, server.baseUrl, { remember: true });
    const tokens = await storedTokens(page);
    expect(tokens.local).toMatch(/^ey/);
    expect(tokens.remember).toBe('true');
    expect(tokens.session).toBeNull();
    await page.reload();
    await waitForShell(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it("a wrong password shows the server's message and stores nothing", async () => {
    const page = await newPage(browser);
    await signIn(page, server.baseUrl, DEMO_EMAIL, 'not-the-password');
    const alert = page.locator('.login-card [role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Incorrect email or password');
    expect(await storedTokens(page)).toEqual({ local: null, session: null, remember: null });
    await screenshot(page, 'login-wrong-password-desktop');
    await page.context().close();
  });

  it('forgot password always answers with the same message', async () => {
    const page = await newPage(browser, 'phone');
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email').fill('nobody-here@example.com');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog
      .getByText('If the email exists, a password reset link has been sent. Please check your email.')
      .waitFor();
    await screenshot(page, 'forgot-password-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('Send Reset Link submits only the dialog: with the right credentials typed it neither signs in nor sends a login', async () => {
    const page = await newPage(browser);
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') {
        operations.push(
          (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '(anonymous)',
        );
      }
    });
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Use Demo Account' }).click(); // email and password typed in
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog
      .getByText('If the email exists, a password reset link has been sent. Please check your email.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(operations).toEqual(['RequestPasswordReset']);
    expect(await storedTokens(page)).toEqual({ local: null, session: null, remember: null });
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('logout clears the token, flag, user and account and returns to /login', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, server.baseUrl, { remember: true });
    await page.waitForFunction(() => localStorage.getItem('currentAccount') !== null);
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, /^\/login$/);
    expect(await storedTokens(page)).toEqual({ local: null, session: null, remember: null });
    expect(await page.evaluate(() => [localStorage.getItem('currentAccount'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await page.goto(`${server.baseUrl}/trades`);
    await waitForPath(page, /^\/login$/);
    await page.context().close();
  });
});

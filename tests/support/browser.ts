// Browser-test helpers shared by every e2e suite: Debian's Chromium driven by playwright-core
// (never a downloaded browser), the two viewport sizes the product must work at, demo sign-in,
// screenshots under the git-ignored test-artifacts/ folder, and an axe-core accessibility check.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. The browser tests drive Debian's Chromium: ` +
        'run `apt-get install chromium` (or set CHROMIUM_PATH).',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export type ViewportSize = 'desktop' | 'phone';
const VIEWPORTS: Record<ViewportSize, { width: number; height: number }> = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};

/** A page in a fresh context (own storage) at the given size. */
export async function newPage(browser: Browser, size: ViewportSize = 'desktop'): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[size],
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    deviceScaleFactor: 1,
    timezoneId: 'Europe/Berlin',
    locale: 'en-US',
  });
  return context.newPage();
}

/**
 * Signs in with the demo credentials the login screen shows ('Use Demo Account') and waits until
 * the app shell is there (the header's Logout button), past the splash and intro.
 */
export async function signInAsDemo(page: Page, baseUrl: string, opts: { remember?: boolean } = {}): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Use Demo Account' }).click();
  const remember = page.getByLabel('Remember me');
  if (opts.remember) await remember.check();
  else await remember.uncheck();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForShell(page);
}

/** Waits for the shell (after splash and intro); skips the intro if it is showing. */
export async function waitForShell(page: Page): Promise<void> {
  const logout = page.getByRole('button', { name: 'Logout' });
  const skipIntro = page.getByRole('button', { name: 'Skip intro' });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await logout.isVisible().catch(() => false)) return;
    if (await skipIntro.isVisible().catch(() => false)) await skipIntro.click().catch(() => undefined);
    await page.waitForTimeout(150);
  }
  throw new Error('The app shell (Logout button) did not appear within 60 s');
}

/**
 * Waits until the page's path matches. Unlike page.waitForURL it survives navigations aborted on
 * the way (a 401 redirect can cut short a navigation the app had just started).
 */
export async function waitForPath(page: Page, pattern: RegExp, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(new URL(page.url()).pathname)) {
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for a path matching ${pattern}; the page is at ${page.url()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.waitForLoadState('domcontentloaded').catch(() => undefined);
}

/**
 * Retrying read for state that lands asynchronously (a render after a transition, a refetch, a
 * debounce): calls `read` until `accept` holds and returns that value. On timeout (30 s by default,
 * Playwright's own) it throws with `what` and the last value read (or the last error).
 */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = '(nothing read)';
  for (;;) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = JSON.stringify(value);
    } catch (error) {
      last = `error: ${(error as Error).message.split('\n')[0]}`;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last read: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each read gives up quickly when the element is missing (it is retried until the deadline). */
const READ_TIMEOUT_MS = 2_000;

/** Waits until an element's textContent equals `expected` (or matches it, for a RegExp); returns it. */
export function waitForText(locator: Locator, expected: string | RegExp, timeoutMs?: number): Promise<string | null> {
  const matches = (text: string | null) =>
    typeof expected === 'string' ? text === expected : text !== null && expected.test(text);
  return waitUntil(
    `${locator} to have the text ${String(expected)}`,
    () => locator.textContent({ timeout: READ_TIMEOUT_MS }),
    matches,
    timeoutMs,
  );
}

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', 'test-artifacts', 'screenshots');

/**
 * PNG under test-artifacts/screenshots/<name>.png (git-ignored); returns the path. Full page by
 * default; pass { fullPage: false } for modals and popovers (fixed layers belong to the viewport).
 */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9_.-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? true });
  return file;
}

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Resolves when every finite CSS animation running on the page has ended (endless ones, like the
 * skeleton shimmer, are left running): a screenshot or a colour check then sees the page, not a
 * frame of a fade. The 10 s cap only keeps a broken animation from hanging the test.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]),
  );
}

/** Serious and critical axe-core violations on the page as it is now (optionally within a selector). */
export async function seriousA11yViolations(page: Page, include?: string): Promise<AxeViolationSummary[]> {
  // Mid-animation colours (the shell's 0.6 s blur-in fades from opacity 0) are not the page's: on
  // a loaded machine axe could run before the fade ended and report low contrast.
  await animationsFinished(page);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

// ---- API helpers for e2e set-up and checks (the same GraphQL the client uses) ----

export { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/src/db/seed/demo-accounts';

export async function gqlRequest<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const data = await gqlRequest<{ login: { token: string } }>(
    baseUrl,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return data.login.token;
}

/** A fresh user with no trading account (the server must run with REGISTRATION_OPEN=true). */
export async function registerUser(
  baseUrl: string,
  prefix = 'trader',
): Promise<{ email: string; password: string; username: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = { email: `${prefix}-${suffix}@example.com`, password: 'secret-pass-1', username: `${prefix} ${suffix}` };
  await gqlRequest(baseUrl, 'mutation($i: RegisterInput!) { register(input: $i) { token } }', { i: user });
  return user;
}

/** Signs in through the login form with any credentials and waits for the given outcome. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  remember = false,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function storedTokens(
  page: Page,
): Promise<{ local: string | null; session: string | null; remember: string | null }> {
  return page.evaluate(() => ({
    local: localStorage.getItem('token'),
    session: sessionStorage.getItem('token'),
    remember: localStorage.getItem('rememberMe'),
  }));
}

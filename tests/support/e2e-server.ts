import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type StartedServer, type StartServerOptions } from './server-process';

export interface E2eServer {
  /** The built server this file's tests run against. */
  server: StartedServer;
  /** One Chromium for the file (each test opens its own context with newPage). */
  browser: Browser;
}

/**
 * The fixture every browser suite shares: registers a beforeAll that starts the built server
 * (with `options`) and Chromium side by side, and an afterAll that closes the browser, then stops
 * the server. Call it at the top of the file (or of a describe), before hooks that use them:
 *
 *   const { server, browser } = useE2eServer({ demo: true });
 *
 * `server` and `browser` stand in for the real ones from the beforeAll on (reading either before
 * then throws), so a test reads `server.baseUrl` and calls `newPage(browser)` as if it held them.
 * Pass a function for options known only once an earlier beforeAll ran (a database it started).
 */
export function useE2eServer(options: StartServerOptions | (() => StartServerOptions) = {}): E2eServer {
  let started: E2eServer | null = null;
  let server: StartedServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Each is kept as soon as it is up, so the afterAll closes it even if the other failed.
    await Promise.all([
      startServer(typeof options === 'function' ? options() : options).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
    started = { server: server!, browser: browser! };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const live = <K extends keyof E2eServer>(key: K): E2eServer[K] =>
    new Proxy({} as E2eServer[K], {
      get(_target, property) {
        if (!started) throw new Error(`useE2eServer: the ${key} is used before its beforeAll started it`);
        const real = started[key] as object;
        const value = Reflect.get(real, property, real) as unknown;
        // Methods run on the real object (Playwright's reach its own private state).
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
      },
    });
  return { server: live('server'), browser: live('browser') };
}

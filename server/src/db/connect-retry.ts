/**
 * Getting a connection can fail for a moment on a busy machine without anything being wrong: the
 * pool's wait for a free connection, or pg's connect, gives up after the data source's connect
 * timeout (3 s, so that requests fail fast with 503 when the database is really gone). Background
 * work that reads on a second connection (an import's file parts) tries again a few times instead
 * of failing a long job on one slow moment.
 */
const CONNECT_TIMEOUT = /timeout exceeded when trying to connect|terminated due to connection timeout/i;

/** True when `error` is a connection that could not be had in time (not a statement's failure). */
export function isConnectTimeout(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && CONNECT_TIMEOUT.test(message);
}

/**
 * Runs `run`, again after a growing pause (250 ms, 500 ms, 1 s, …) while it fails only for want of a
 * connection; any other error, or the last attempt's, is thrown as it came.
 */
export async function retryOnConnectTimeout<T>(
  run: () => Promise<T>,
  { attempts = 6, firstPauseMs = 250 }: { attempts?: number; firstPauseMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isConnectTimeout(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstPauseMs * 2 ** (attempt - 1)));
    }
  }
}

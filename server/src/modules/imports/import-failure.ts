import { isConnectTimeout } from '../../db/connect-retry';

/**
 * Why a batch failed on the server, in words the user can act on, and whether trying again can
 * help. A rejected file (row errors, an unsupported format…) is not one of these: its message is
 * the ImportRejected / AppError's own, and a retry would fail the same way.
 */
export interface ServerFailure {
  message: string;
  /** True: the file is kept with the batch and the user is offered Retry. */
  retryable: boolean;
}

const NOTHING = 'nothing was imported';

function seconds(ms: number): string {
  return ms >= 60000 ? `${Math.round(ms / 60000)} min` : `${Math.round(ms / 1000)} s`;
}

/** The cause of an unexpected error of the batch's transaction (pg error codes: SQLSTATE). */
export function serverFailure(error: unknown, budgetMs: number): ServerFailure {
  const e = (error ?? {}) as { code?: string; message?: string };
  const code = typeof e.code === 'string' ? e.code : '';
  const text = typeof e.message === 'string' ? e.message : '';
  if (code === '57014' || /query read timeout/i.test(text)) {
    return {
      message: `One step of the import ran longer than its time budget (${seconds(budgetMs)}); ${NOTHING}. The database may be overloaded: retry later.`,
      retryable: true,
    };
  }
  if (code === '40P01' || code === '40001' || code === '55P03') {
    return { message: `The import collided with other work on the same data; ${NOTHING}. Retry.`, retryable: true };
  }
  // pg-pool's wait for a free connection, or pg's connect, gave up (after retries where they help):
  // the database is there but slow.
  if (isConnectTimeout(error)) {
    return {
      message: `The database did not hand the import a connection in time (it may be overloaded); ${NOTHING}. Retry later.`,
      retryable: true,
    };
  }
  if (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    /ECONN|terminat/i.test(text)
  ) {
    return {
      message: `The connection to the database was lost during the import; ${NOTHING}. Retry.`,
      retryable: true,
    };
  }
  if (code.startsWith('53')) {
    return {
      message: `The database ran out of resources (disk, memory or connections) during the import; ${NOTHING}. Retry later.`,
      retryable: true,
    };
  }
  return {
    message: `An internal error stopped the import (it is in the server log); ${NOTHING}. Retry, or report it if it fails again.`,
    retryable: true,
  };
}

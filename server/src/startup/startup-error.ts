/**
 * A start-up failure whose message is already the one line a person should read: what went
 * wrong and what to do. main.ts prints it without a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

interface ErrorLike {
  code?: string;
  message?: string;
  address?: string;
  port?: number;
  syscall?: string;
}

/** Where DATABASE_URL points, without its password. */
function databaseTarget(databaseUrl: string | null): string {
  if (!databaseUrl) return 'the embedded PostgreSQL';
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432} (DATABASE_URL)`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * One readable line for anything that stops start-up: known causes get their remedy, anything
 * else its own message (the stack goes to the log only with CANDLOG_DEBUG=1).
 */
export function describeStartupError(error: unknown, databaseUrl: string | null = null): string {
  if (error instanceof StartupError) return error.message;
  const e = (error ?? {}) as ErrorLike;
  const target = databaseTarget(databaseUrl);
  switch (e.code) {
    case 'EADDRINUSE':
      return `Port ${e.port} on ${e.address} is already in use by another program: stop it, or start Candlog with PORT set to a free port.`;
    case 'EACCES':
      if (e.syscall === 'listen')
        return `Not allowed to listen on ${e.address}:${e.port}: use a PORT above 1023, or grant the right to bind low ports.`;
      return `Permission denied (${e.message}): run Candlog from a directory you own, or set DATA_DIR to one.`;
    case 'ECONNREFUSED':
      return `Cannot reach ${target}: connection refused. Start PostgreSQL, or fix DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot resolve the host of ${target}: fix DATABASE_URL.`;
    case '28P01':
    case '28000':
      return `${target} rejected the user or password in DATABASE_URL: fix the credentials.`;
    case '3D000':
      return `The database named in DATABASE_URL does not exist on ${target}: create it (createdb) or fix DATABASE_URL.`;
    case 'ENOSPC':
      return 'The disk is full: free some space and start again.';
    default:
      break;
  }
  if (/timeout/i.test(e.message ?? ''))
    return `Cannot reach ${target}: ${e.message}. Check that it is running and reachable, or fix DATABASE_URL.`;
  const message = (e.message ?? String(error)).replace(/\s+/g, ' ').trim();
  return `Candlog could not start: ${message} (CANDLOG_DEBUG=1 prints the details).`;
}

// Logs a person and a machine can read (pino): JSON lines (one object per line: `level` as a
// number, ISO `time`, `msg`) in production and whenever stdout is not a terminal; readable coloured
// lines on a terminal outside production (pino-pretty, if installed). A line written while a
// request is handled carries that request's `reqId` (see http/request-logging.ts). Credentials
// never reach the log: the paths below are replaced by "[Redacted]" wherever they appear.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';

/** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const level = LEVELS.includes(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL! : 'info';

const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'new_password',
  'current_password',
  'token',
  'access_token',
  'refresh_token',
  'jwt',
  'secret',
];
/** Up to three levels deep (`err.config.headers.authorization` is as deep as a library goes). */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith('[') ? k : `.${k}`;
  return [k, `*${dot}`, `*.*${dot}`, `*.*.*${dot}`];
});

function destination(): DestinationStream {
  const pretty = process.stdout.isTTY === true && process.env.NODE_ENV !== 'production';
  if (pretty) {
    try {
      // Required lazily: a production install may leave it out; then the lines stay JSON.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- an optional dependency, loaded only on a terminal
      const pinoPretty = require('pino-pretty') as typeof PinoPretty;
      // One line per record: the access fields are already in its message; the request id is
      // shortened to its first 8 characters (enough to tell concurrent requests apart).
      return pinoPretty.build({
        colorize: true,
        sync: true,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,reqId,method,route,status,durationMs,operation',
        messageFormat: (log, key) => `${String(log[key])}${log.reqId ? ` [${String(log.reqId).slice(0, 8)}]` : ''}`,
      });
    } catch {
      // not installed: JSON below
    }
  }
  // Asynchronous: lines logged while a write is under way go out together in the next one (one
  // write per access line cost a system call per request, and a full pipe would have stalled
  // every request). A line logged just before process.exit() is not lost: pino flushes this
  // destination synchronously on exit.
  return pino.destination({ dest: 1, sync: false });
}

const output = destination();

/**
 * pino's isoTime (`,"time":"<ISO 8601>"`), formatted once per millisecond: at a few thousand
 * requests a second most access lines share their millisecond with the line before.
 */
let lastTimeMs = -1;
let lastTime = '';
function isoTime(): string {
  const now = Date.now();
  if (now !== lastTimeMs) {
    lastTimeMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

const options: LoggerOptions = {
  level,
  base: undefined,
  timestamp: isoTime,
  redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
  serializers: { err: pino.stdSerializers.err },
};

/** The request being handled (set by the request-logging middleware), for `reqId` on every line. */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** The application's logger: adds the current request's id to each line. */
export const rootLogger: Logger = pino(
  {
    ...options,
    mixin: () => {
      const store = requestContext.getStore();
      return store ? { reqId: store.reqId } : {};
    },
  },
  output,
);

/**
 * The access log's logger (request-logging.ts passes `reqId` itself), on the same output. Its lines carry
 * only the fields request-logging.ts picks (method, route, status, duration, operation name), none
 * of them a credential, so it skips the redaction pass: walking every line for the wildcard paths
 * above cost more CPU than anything else in a small request's log line.
 */
export const httpLogger: Logger = pino({ ...options, redact: undefined }, output);

/** The call sites' interface: a message, optionally an error (logged with its stack as `err`). */
export const logger = {
  debug: (message: string) => rootLogger.debug(message),
  info: (message: string) => rootLogger.info(message),
  warn: (message: string) => rootLogger.warn(message),
  error: (message: string, error?: unknown) =>
    error === undefined ? rootLogger.error(message) : rootLogger.error({ err: error }, message),
};

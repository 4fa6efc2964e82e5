// The access log: one line per request with method, route, status and duration, and a request id
// that is also answered as `X-Request-Id` and carried by every line logged while the request is
// handled. Only those fields are logged — never headers, bodies or the query string — so tokens,
// cookies and passwords cannot reach the log through it.
//
// Written here rather than through pino-http: the line is the same (pino-http bound `reqId` in a
// child logger, which pino writes right after `time`, exactly where it lands as the first field
// here), but pino-http built two child loggers, five listeners and per-request arrays on every
// request, most of it for `req.log`, which nothing reads (services log through logger.ts with the
// id from requestContext).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Level } from 'pino';
import { httpLogger, requestContext } from '../logger';

/** An incoming X-Request-Id is kept (to follow a request through a proxy) when it looks like one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The matched route pattern (`/api/trades/:id`), else the path without its query string. Express
 * has restored `baseUrl` by the time the response finishes, so the pattern replaces as many trailing
 * path segments as it has.
 */
function routeOf(req: IncomingMessage): string {
  const r = req as Request;
  const path = (r.originalUrl ?? req.url ?? '').split('?')[0];
  const pattern = r.route?.path;
  if (typeof pattern !== 'string') return path;
  const parts = path.split('/').filter(Boolean);
  const prefix = parts.slice(0, Math.max(0, parts.length - pattern.split('/').filter(Boolean).length));
  return `/${prefix.join('/')}${pattern === '/' ? '' : pattern}`.replace(/^\/\//, '/');
}

function levelOf(req: IncomingMessage, res: ServerResponse, failed: boolean): Level {
  if (failed || res.statusCode >= 500) return 'error';
  // Container health checks every few seconds would drown the log: they are debug lines.
  if (req.url === '/healthz' && res.statusCode < 400) return 'debug';
  return 'info';
}

/**
 * Logs the request once, when its response has finished, failed, or its connection closed first
 * (a client that gave up): the status is then whatever had been set. A response emits 'close' in
 * every one of those cases (right after 'finish' when it completes), so that and 'error' are the
 * only listeners; nothing is taken off again (the response is not reused).
 */
function logWhenDone(req: IncomingMessage, res: ServerResponse, reqId: string, startedAt: number): void {
  let logged = false;
  const done = (error?: unknown) => {
    if (logged) return;
    logged = true;
    const level = levelOf(req, res, error !== undefined);
    if (!httpLogger.isLevelEnabled(level)) return;
    const durationMs = Date.now() - startedAt;
    const route = routeOf(req);
    const operation = (req as Request).body?.operationName;
    // The error itself is logged where it is caught (GraphQL / REST internal error, with its stack).
    const message =
      level === 'error'
        ? `${req.method} ${route} ${res.statusCode}`
        : `${req.method} ${route} ${res.statusCode} ${durationMs} ms`;
    httpLogger[level](
      {
        reqId,
        method: req.method,
        route,
        status: res.statusCode,
        durationMs,
        ...(typeof operation === 'string' && /^\w{1,100}$/.test(operation) ? { operation } : {}),
      },
      message,
    );
  };
  res.on('close', done);
  res.on('error', done);
}

/** The access line, and the request id in the async context (for lines logged by services). */
export function requestLogging(): RequestHandler {
  return (req, res, next) => {
    const startedAt = Date.now();
    const reqId = requestId(req, res);
    logWhenDone(req, res, reqId, startedAt);
    requestContext.run({ reqId }, next);
  };
}

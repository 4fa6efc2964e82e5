// The access log (pino-http): one line per request with method, route, status and duration, and a
// request id that is also answered as `X-Request-Id` and carried by every line logged while the
// request is handled. Only those fields are logged — never headers, bodies or the query string —
// so tokens, cookies and passwords cannot reach the log through it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
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

function accessFields(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  const operation = (req as Request).body?.operationName;
  return {
    method: req.method,
    route: routeOf(req),
    status: res.statusCode,
    durationMs: responseTime,
    ...(typeof operation === 'string' && /^\w{1,100}$/.test(operation) ? { operation } : {}),
  };
}

const accessLog = pinoHttp({
  logger: httpLogger,
  genReqId: requestId,
  // The line binds only reqId (not the whole request): see the header comment.
  quietReqLogger: true,
  quietResLogger: true,
  customLogLevel: (req, res, err) => {
    if (err || res.statusCode >= 500) return 'error';
    // Container health checks every few seconds would drown the log: they are debug lines.
    if (req.url === '/healthz' && res.statusCode < 400) return 'debug';
    return 'info';
  },
  customSuccessObject: (req, res, value: { responseTime: number }) => accessFields(req, res, value.responseTime),
  customSuccessMessage: (req, res, responseTime) =>
    `${req.method} ${routeOf(req)} ${res.statusCode} ${responseTime} ms`,
  // The error itself is logged where it is caught (GraphQL / REST internal error, with its stack).
  customErrorObject: (req, res, _error, value: { responseTime: number }) => accessFields(req, res, value.responseTime),
  customErrorMessage: (req, res) => `${req.method} ${routeOf(req)} ${res.statusCode}`,
});

/** pino-http, then the request id in the async context (for lines logged by services). */
export function requestLogging(): RequestHandler[] {
  return [
    accessLog as unknown as RequestHandler,
    (req, _res, next) => requestContext.run({ reqId: String(req.id) }, next),
  ];
}

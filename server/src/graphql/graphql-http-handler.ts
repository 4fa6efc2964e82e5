import type { ApolloServer, HTTPGraphQLRequest } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { RequestLimits } from '../config/limits';
import type { FigureCache } from '../figure-cache/figure-cache';
import { operationKind, type OperationKind } from '../figure-cache/operation-kind';
import { sendCached } from '../figure-cache/send-cached';
import { logger } from '../logger';
import type { GraphQLContext } from './context';

export interface GraphQLHttpOptions {
  /** Builds the per-request context; `deadline` is when resolvers stop starting work. */
  context: (req: Request, deadline: number) => Promise<GraphQLContext>;
  limits: Pick<RequestLimits, 'maxResponseBytes' | 'operationTimeoutMs'>;
  /** The response-level figure cache; null with FIGURE_CACHE=off. */
  figureCache?: FigureCache | null;
}

const TIMED_OUT = Symbol('timed out');

/**
 * POST/GET /graphql → Apollo, like `@as-integrations/express5`'s middleware, plus two limits that
 * the cost estimate cannot promise:
 * - an operation still running after `operationTimeoutMs` is answered 503 OPERATION_TIMEOUT
 *   (with Retry-After); its resolvers stop starting work at the same deadline, and its user's
 *   concurrency slot stays taken until it has really stopped;
 * - a response body over `maxResponseBytes` is replaced by 400 RESPONSE_TOO_LARGE (never a
 *   truncated body).
 * And the figure cache (figure-cache/): a signed-in figure query is answered from it without
 * running GraphQL at all; anything that may write bumps the user's figure version after it ran
 * and before it is answered.
 */
export function graphqlHttpHandler(server: ApolloServer<GraphQLContext>, options: GraphQLHttpOptions) {
  const { maxResponseBytes, operationTimeoutMs } = options.limits;
  const figureCache = options.figureCache ?? null;
  return async (req: Request, res: Response): Promise<void> => {
    const userId = req.viewer?.id;
    const kind: OperationKind =
      figureCache && userId && req.method === 'POST'
        ? operationKind(req.body?.query, req.body?.operationName)
        : { kind: 'other' };
    const cached =
      figureCache && kind.kind === 'figures'
        ? await figureCache.lookup({
            userId: userId!,
            timezone: req.viewer!.timezone,
            documentHash: kind.hash,
            variables: req.body?.variables,
          })
        : null;
    if (cached?.hit) {
      sendCached(res, cached.hit);
      return;
    }
    // Bumped once the operation has ended (its writes committed), before any answer goes out.
    const afterWrite = async () => {
      if (figureCache && kind.kind === 'write') await figureCache.afterWrite(userId!);
    };
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers,
      search: searchOf(req.originalUrl),
      body: req.body,
    };
    const deadline = Date.now() + operationTimeoutMs;
    // Only a figure query that missed may be kept, so only it carries a mark (figureCachePlugin
    // hooks into no other request). An object, not a flag: Apollo runs each operation on a
    // shallow copy of the context.
    const figureMark = cached ? { cacheable: false } : undefined;
    const execution = server.executeHTTPGraphQLRequest({
      httpGraphQLRequest,
      context: async () => {
        const context = await options.context(req, deadline);
        if (figureMark) context.figureMark = figureMark;
        return context;
      },
    });
    const outcome = await withinTime(execution, operationTimeoutMs);
    if (outcome === TIMED_OUT) {
      execution
        .catch((error) => logger.warn(`GraphQL operation failed after its timeout: ${String(error)}`))
        .finally(() => void afterWrite()); // a write that commits after the 503 still retires the cache
      await afterWrite();
      const seconds = operationTimeoutMs / 1000;
      res.set('Retry-After', '5');
      sendError(
        res,
        503,
        `The operation took longer than ${seconds} s and was stopped. Ask for less, or retry later.`,
        {
          code: 'OPERATION_TIMEOUT',
          limitMs: operationTimeoutMs,
        },
      );
      return;
    }
    if (outcome.body.kind !== 'complete') {
      // Incremental delivery (@defer) is not used by Candlog's schema; stream it as Apollo's integration does.
      for (const [key, value] of outcome.headers) res.setHeader(key, value);
      res.statusCode = outcome.status ?? 200;
      await afterWrite();
      for await (const chunk of outcome.body.asyncIterator) res.write(chunk);
      res.end();
      return;
    }
    await afterWrite();
    const body = outcome.body.string;
    const size = Buffer.byteLength(body);
    if (size > maxResponseBytes) {
      sendError(
        res,
        400,
        `The response would be ${megabytes(size)} MB, over the ${megabytes(maxResponseBytes)} MB limit. ` +
          'Ask for fewer items (smaller limit arguments) or fewer fields.',
        { code: 'RESPONSE_TOO_LARGE', size, limit: maxResponseBytes },
      );
      return;
    }
    for (const [key, value] of outcome.headers) res.setHeader(key, value);
    const status = outcome.status ?? 200;
    if (cached && status === 200 && figureMark?.cacheable) {
      // Not awaited: the key's token was read before computing, so storing late is as safe (store logs failures).
      void figureCache!.store(cached.key, {
        contentType: outcome.headers.get('content-type') ?? JSON_TYPE,
        body: Buffer.from(body, 'utf8'),
      });
    }
    sendBody(req, res, status, body, size);
  };
}

/**
 * The operation's outcome, or TIMED_OUT once `ms` have passed: one promise and one timer, not a
 * race of two promises and a `finally` (three more promises on every request).
 */
function withinTime<T>(execution: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(TIMED_OUT), ms);
    execution.then(
      (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}

/**
 * Apollo's answer as `res.send` would send it, without re-parsing its content type on every answer:
 * Apollo's single results always carry `…; charset=utf-8` (what send's setCharset would write back).
 * Anything else — HEAD, another content type — still goes through res.send.
 */
function sendBody(req: Request, res: Response, status: number, body: string, size: number): void {
  const type = res.getHeader('content-type');
  if (req.method === 'HEAD' || typeof type !== 'string' || !type.endsWith('; charset=utf-8')) {
    res.status(status).send(body);
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Length', size);
  res.end(body);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The URL's `?…` part as WHATWG URL gives it; a path without `?` (every POST the client sends) has none, unparsed. */
function searchOf(originalUrl: string): string {
  return originalUrl.includes('?') ? new URL(originalUrl, 'http://localhost').search : '';
}

/**
 * A browser opening /graphql (it prefers HTML) gets the bundled API explorer, not a landing page
 * naming the server and its version.
 */
export function explorerForBrowsers(req: Request, res: Response, next: NextFunction): void {
  if (
    req.method === 'GET' &&
    req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html'
  ) {
    res.redirect(302, '/explorer');
    return;
  }
  next();
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');

function sendError(res: Response, status: number, message: string, extensions: Record<string, unknown>): void {
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ errors: [{ message, extensions }] }));
}

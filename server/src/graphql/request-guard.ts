import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { GraphQLError, Kind, parse, visit, type DocumentNode } from 'graphql';
import { findInputProblem } from '../domain/validation/input-guard';
import { MAX_STRING_LENGTH } from '../domain/validation/limits';
import { textProblem } from '../domain/validation/text-input';
import { logger } from '../logger';
import { extensionsProblem } from './persisted-query-check';

/** A document longer than this is refused unread (the dashboard's largest is ~6 KB). */
export const MAX_DOCUMENT_LENGTH = 100_000;
/** Brackets ({ [ () nested deeper than this: parsing and validation recurse per level. */
export const MAX_DOCUMENT_NESTING = 64;
/**
 * The token limit, enforced here as a parse error (400). graphql-armor's maxTokens (apollo.ts)
 * checks the same in a plugin hook whose failure Apollo answers with a 500; keep this value at or
 * below armor's so that hook never refuses anything.
 */
export const MAX_DOCUMENT_TOKENS = 5000;

const SUBSCRIPTIONS_REFUSED = 'Subscriptions are not supported: send a query or a mutation';

function refuse(res: Response, status: number, code: string, message: string, fieldErrors?: Record<string, string>) {
  res.status(status).json({ errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }] });
}

/** Deepest bracket nesting outside strings and comments, stopping once past `limit`. */
export function documentNesting(source: string, limit = MAX_DOCUMENT_NESTING): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (c === '"') {
      const block = source.startsWith('"""', i);
      const end = block ? source.indexOf('"""', i + 3) : nextQuote(source, i + 1);
      if (end < 0) return deepest; // unterminated: the parser reports it
      i = block ? end + 2 : end;
    } else if (c === '{' || c === '[' || c === '(') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === '}' || c === ']' || c === ')') depth--;
  }
  return deepest;
}

function nextQuote(source: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '"' || source[i] === '\n') return source[i] === '"' ? i : -1;
  }
  return -1;
}

/** Why the document cannot run, as [status, code, message], or null. */
type DocumentProblem = [number, string, string] | null;

/**
 * Verdicts of recent documents: a verdict depends on the text alone, and clients send the same few
 * documents again and again (the dashboard's is 2 KB: parsing it on every request cost more than
 * the rest of this guard). Bounded in count and in the length of a document kept.
 */
const recentVerdicts = new Map<string, DocumentProblem>();
const MAX_VERDICTS = 500;
const MAX_REMEMBERED_LENGTH = 20_000;

function documentProblem(query: string): DocumentProblem {
  const known = recentVerdicts.get(query);
  if (known !== undefined) return known;
  const verdict = checkDocument(query);
  if (query.length <= MAX_REMEMBERED_LENGTH) {
    if (recentVerdicts.size >= MAX_VERDICTS) recentVerdicts.delete(recentVerdicts.keys().next().value!);
    recentVerdicts.set(query, verdict);
  }
  return verdict;
}

/**
 * The document checks every transport applies: length, nesting, tokens, strings. Over HTTP a
 * subscription is refused; the live socket (live/socket-rules.ts) runs only subscriptions.
 */
export function checkDocument(query: string, transport: 'http' | 'socket' = 'http'): DocumentProblem {
  if (query.length > MAX_DOCUMENT_LENGTH)
    return [413, 'BAD_REQUEST', `The query is longer than ${MAX_DOCUMENT_LENGTH} characters`];
  if (documentNesting(query) > MAX_DOCUMENT_NESTING)
    return [400, 'GRAPHQL_PARSE_FAILED', `The query nests more than ${MAX_DOCUMENT_NESTING} levels`];
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_DOCUMENT_TOKENS });
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'The query could not be parsed';
    // Like armor (exposeLimits: false), the limit itself is not revealed.
    return [
      400,
      'GRAPHQL_PARSE_FAILED',
      /tokens\. Parsing aborted/.test(message) ? 'Syntax Error: the query has too many tokens' : message,
    ];
  }
  let problem: DocumentProblem = null;
  visit(document, {
    OperationDefinition(node) {
      if (node.operation === 'subscription' && transport === 'http')
        problem ??= [400, 'GRAPHQL_VALIDATION_FAILED', SUBSCRIPTIONS_REFUSED];
    },
    [Kind.STRING](node) {
      const text =
        textProblem(node.value) ??
        (node.value.length > MAX_STRING_LENGTH ? `must be at most ${MAX_STRING_LENGTH} characters` : null);
      if (text) problem ??= [400, 'BAD_USER_INPUT', `A string argument ${text}`];
    },
  });
  return problem;
}

/** A GET parameter holding JSON; a malformed one is left for Apollo, which answers it with a 400. */
function jsonParameter(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The operation as sent: the JSON body of a POST, or the query string of a GET. */
function operationOf(req: Parameters<RequestHandler>[0]): Record<string, unknown> | null {
  if (req.method === 'GET') {
    const { query, variables, operationName, extensions } = req.query as Record<string, unknown>;
    return { query, variables: jsonParameter(variables), operationName, extensions: jsonParameter(extensions) };
  }
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/**
 * The GraphQL edge: before Apollo sees a request, refuse what would otherwise fail inside it
 * (a 500, a RangeError, a driver error on a NUL byte): unparsable or over-nested documents,
 * subscriptions (the schema has none), and strings or shapes no field accepts — in the document
 * and in the variables alike. Field rules (lengths, ranges) stay with the services.
 */
export const graphqlRequestGuard: RequestHandler = (req, res, next) => {
  const operation = operationOf(req);
  if (!operation) return next(); // batches, empty bodies: Apollo's own 400s
  const extensions = extensionsProblem(operation);
  if (extensions) {
    logger.debug(`GraphQL: refused persisted-query extensions (${extensions[2]})`); // the client's mistake
    return refuse(res, ...extensions);
  }
  const { query, ...rest } = operation;
  if (typeof query === 'string') {
    const problem = documentProblem(query);
    if (problem) return refuse(res, ...problem);
  }
  const input = findInputProblem(rest);
  if (input) return refuse(res, 400, 'BAD_USER_INPUT', input.message, { [input.field]: input.message });
  next();
};

/** Body parser failures as GraphQL errors (JSON, not Express's HTML page). */
export const graphqlBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = (error as { status?: number })?.status;
  const type = (error as { type?: string })?.type;
  if (type === 'entity.parse.failed') return refuse(res, 400, 'BAD_REQUEST', 'The request body is not valid JSON');
  if (type === 'entity.too.large') return refuse(res, 413, 'BAD_REQUEST', 'The request body is too large');
  if (typeof status === 'number' && status >= 400 && status < 500)
    return refuse(res, status, 'BAD_REQUEST', 'The request could not be read');
  next(error);
};

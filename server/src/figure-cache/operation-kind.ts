import crypto from 'node:crypto';
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';

/**
 * Root query fields whose answers change only through the viewer's own writes (every one of which
 * bumps the figure version) and the calendar day in the viewer's zone (part of the cache key):
 * the dashboard summary, equity/drawdown series, calendar and analytics sections, breakdowns.
 * Lists of trades, import progress and the like are not cached.
 */
export const FIGURE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'account',
  'analytics',
  'breakdown',
  'baseCurrency',
  '__typename',
]);

export type OperationKind =
  /** A query whose every root field is a figure field: `hash` names its normalized document. */
  | { kind: 'figures'; hash: string }
  /** May write: the user's figure version is bumped after it ran. */
  | { kind: 'write' }
  /** Neither (other queries, documents that do not parse: Apollo answers those). */
  | { kind: 'other' };

const OTHER: OperationKind = { kind: 'other' };
const WRITE: OperationKind = { kind: 'write' };

/**
 * Documents are few (the client's operations): their analysis is kept per text and operation name,
 * for texts up to MEMO_MAX_CHARS (bounded memory: at most MAX_ANALYSED × MEMO_MAX_CHARS ≈ 4 MB).
 */
const analysed = new Map<string, OperationKind>();
const MAX_ANALYSED = 200;
const MEMO_MAX_CHARS = 20_000;

/**
 * What a GraphQL request body is for the figure cache. A body without a query text (an automatic
 * persisted query by hash) counts as a write: it might be a mutation, and an extra bump only costs
 * a recomputation.
 */
export function operationKind(query: unknown, operationName: unknown): OperationKind {
  if (typeof query !== 'string') return WRITE;
  const name = typeof operationName === 'string' ? operationName : null;
  if (query.length > MEMO_MAX_CHARS) return analyse(query, name);
  const memoKey = `${name ?? ''}\u0000${query}`;
  let kind = analysed.get(memoKey);
  if (kind === undefined) {
    kind = analyse(query, name);
    if (analysed.size >= MAX_ANALYSED) analysed.clear();
    analysed.set(memoKey, kind);
  }
  return kind;
}

function analyse(query: string, operationName: string | null): OperationKind {
  let document;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return OTHER;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  // A document with a mutation anywhere counts as a write whichever operation runs: cheap and safe.
  if (operations.some((op) => op.operation !== 'query')) return WRITE;
  const operation = operationName
    ? operations.find((op) => op.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return OTHER;
  // Only plain root fields (no fragment spreads at the root): what runs is exactly what is listed.
  const onlyFigures = operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && FIGURE_ROOT_FIELDS.has(s.name.value),
  );
  if (!onlyFigures) return OTHER;
  const normalized = `${operationName ?? ''}\u0000${print(document)}`;
  return { kind: 'figures', hash: crypto.createHash('sha256').update(normalized).digest('base64url') };
}

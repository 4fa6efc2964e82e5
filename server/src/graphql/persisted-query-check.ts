import { createHash } from 'node:crypto';

/** Why a request's `extensions` cannot be used, as [status, code, message], or null. */
type ExtensionsProblem = [number, string, string] | null;

const HASH = /^[0-9a-f]{64}$/i;

/**
 * Automatic persisted queries (Apollo's APQ): `extensions.persistedQuery` is `{ version: 1,
 * sha256Hash }`. Apollo reports a malformed one or a hash that is not the query's as an error
 * without a code, which the error formatter used to mask as an internal error (issue 29 item 5);
 * here they are the client's mistake, a 400 that says what is wrong. A well-formed hash the
 * server does not hold still reaches Apollo, which answers PERSISTED_QUERY_NOT_FOUND so the client
 * sends the query with it.
 */
export function extensionsProblem(operation: Record<string, unknown>): ExtensionsProblem {
  const { extensions, query } = operation;
  if (extensions === undefined || extensions === null) return null;
  if (typeof extensions !== 'object' || Array.isArray(extensions))
    return [400, 'BAD_REQUEST', 'extensions must be a JSON object'];
  const persisted = (extensions as Record<string, unknown>).persistedQuery;
  if (persisted === undefined || persisted === null) return null;
  if (typeof persisted !== 'object' || Array.isArray(persisted))
    return [400, 'BAD_REQUEST', 'extensions.persistedQuery must be an object { version: 1, sha256Hash }'];
  const { version, sha256Hash } = persisted as Record<string, unknown>;
  if (version !== 1)
    return [400, 'PERSISTED_QUERY_NOT_SUPPORTED', 'Unsupported persisted query version: only version 1 is accepted'];
  if (typeof sha256Hash !== 'string' || !HASH.test(sha256Hash))
    return [400, 'BAD_REQUEST', 'extensions.persistedQuery.sha256Hash must be 64 hexadecimal characters'];
  if (typeof query === 'string' && createHash('sha256').update(query).digest('hex') !== sha256Hash.toLowerCase())
    return [400, 'BAD_REQUEST', 'The persisted query hash is not the SHA-256 of the query sent with it'];
  return null;
}

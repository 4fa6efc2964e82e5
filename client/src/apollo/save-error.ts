// What a failed save can tell a trader, read from an Apollo Client 4 error. Only the server's own
// wording is used: field messages of a validation error (BAD_USER_INPUT with fieldErrors) and
// the message of a CONFLICT (a stale edit). Anything else — a GraphQL coercion or parse message,
// a masked internal error, a network failure — is never shown; the caller keeps its generic alert.
import { CombinedGraphQLErrors } from '@apollo/client';

export interface SaveErrorReason {
  fieldErrors: Record<string, string>;
  /** Set when the row changed elsewhere since it was loaded. */
  conflict: string | null;
}

export function saveErrorReason(error: unknown): SaveErrorReason {
  const out: SaveErrorReason = { fieldErrors: {}, conflict: null };
  if (!CombinedGraphQLErrors.is(error)) return out;
  for (const e of error.errors) {
    const ext = (e.extensions ?? {}) as { code?: string; fieldErrors?: Record<string, unknown> };
    if (ext.code === 'CONFLICT') out.conflict = e.message;
    if (ext.code === 'BAD_USER_INPUT' && ext.fieldErrors && typeof ext.fieldErrors === 'object') {
      for (const [field, message] of Object.entries(ext.fieldErrors))
        if (typeof message === 'string') out.fieldErrors[field] ??= message;
    }
  }
  return out;
}

// "The server's detail" of spec section 8, read from an Apollo Client 4 error.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || null;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { detail?: unknown; message?: unknown };
      if (typeof body.detail === 'string') return body.detail;
      if (typeof body.message === 'string') return body.message;
    } catch {
      return null;
    }
  }
  return null;
}

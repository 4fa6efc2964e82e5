import { ForbiddenError } from '../../errors';
import type { Viewer } from './viewer';

/**
 * What only a signed-in session may do (a leaked access token must not be able to lock its owner
 * out or mint more tokens): manage access tokens, check or change the password. Answered
 * FORBIDDEN (REST 403), never 401: the token itself is fine.
 */
export function requireSession(viewer: Viewer, action: string): void {
  if (viewer.accessToken)
    throw new ForbiddenError(`An access token cannot ${action}. Sign in to Candlog with your password to do this.`);
}

/** A READ token may only read: any write (GraphQL mutation, REST POST/PUT/PATCH/DELETE) is refused. */
export const READ_ONLY_TOKEN_MESSAGE =
  'This access token has the READ scope and cannot change data. Create a READ_WRITE token to write.';

export function isReadOnlyToken(viewer: Viewer | null | undefined): boolean {
  return viewer?.accessToken?.scope === 'READ';
}

// What "the session is no longer valid" means and what happens then (spec section 8, first row):
// clear the stored tokens and the flag and send the browser to /login. The caller still sees the
// error (the request rejects); this only adds the side effect.
import { clearTokens } from './token-store';

/**
 * Operations whose UNAUTHENTICATED answer means "wrong password", not "invalid session": a typo in
 * the delete-account password must not sign the trader out.
 */
export const PASSWORD_CHECK_OPERATIONS = new Set(['Login', 'VerifyPassword', 'DeleteAccount', 'ChangePassword']);

export function isUnauthenticated(
  status: number | undefined,
  errors: ReadonlyArray<{ extensions?: Record<string, unknown> | null }> | undefined,
): boolean {
  if (status === 401) return true;
  return (errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

// Several requests in flight can all come back 401; navigate once, or each later assign()
// aborts the navigation the first one started.
let redirecting = false;
let redirect = (path: string) => {
  if (redirecting || window.location.pathname === path) return;
  redirecting = true;
  window.location.assign(path);
};
/** Tests replace the navigation (jsdom cannot navigate). */
export function setUnauthenticatedRedirect(fn: (path: string) => void): void {
  redirect = fn;
}

export function handleUnauthenticated(): void {
  clearTokens();
  redirect('/login');
}

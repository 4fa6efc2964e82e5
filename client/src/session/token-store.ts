// Where the session lives in the browser (spec section 4, "Session"). Remember me keeps the token
// in localStorage with a rememberMe flag; otherwise it lives in sessionStorage for the tab only.
export const TOKEN_KEY = 'token';
export const REMEMBER_KEY = 'rememberMe';
export const USER_KEY = 'user';
export const CURRENT_ACCOUNT_KEY = 'currentAccount';
/** The current account's name and currency, so a screen's heading and money format are right before the list loads. */
export const CURRENT_ACCOUNT_LABEL_KEY = 'currentAccountLabel';

export function storeToken(token: string, remember: boolean): void {
  if (remember) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(REMEMBER_KEY, 'true');
    sessionStorage.removeItem(TOKEN_KEY);
  } else {
    sessionStorage.setItem(TOKEN_KEY, token);
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REMEMBER_KEY);
  }
}

/**
 * A new token for the same session (after a password change revokes the old one): kept where the
 * old one was, so remember me stays as it was.
 */
export function replaceToken(token: string): void {
  storeToken(token, localStorage.getItem(TOKEN_KEY) !== null);
  replacedListeners.forEach((listener) => listener());
}

const replacedListeners = new Set<() => void>();

/**
 * Calls `listener` once the session holds a replacement token: a password change in this tab, or
 * (remember me: the token is in localStorage) in another tab of the same browser. The live socket
 * starts over with it; returns the unsubscribe.
 */
export function onTokenReplaced(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY && event.newValue) listener();
  };
  replacedListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    replacedListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The bearer token: localStorage first, then sessionStorage. */
export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

/** On 401 / UNAUTHENTICATED: every stored token and the remember flag go. */
export function clearTokens(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(REMEMBER_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}

/**
 * The browser's copies of the server-side Settings tabs (features/settings/settings-copy.ts): they
 * belong to the user who signed out, and a copy left here would be uploaded to the next user's
 * account as theirs on first sign-in.
 */
const SETTINGS_COPY_KEYS = ['tradingGoals', 'tradingRules', 'notificationSettings'];

/** Logout: the tokens, the flag, the stored user, the chosen account and the settings copies. */
export function clearSessionOnLogout(): void {
  clearTokens();
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(CURRENT_ACCOUNT_KEY);
  localStorage.removeItem(CURRENT_ACCOUNT_LABEL_KEY);
  for (const key of SETTINGS_COPY_KEYS) localStorage.removeItem(key);
}

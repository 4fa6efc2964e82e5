import {
  clearSessionOnLogout,
  clearTokens,
  onTokenReplaced,
  readToken,
  replaceToken,
  storeToken,
} from '../token-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session storage rules (spec section 4)', () => {
  it('remember me keeps the token in localStorage with the rememberMe flag', () => {
    storeToken('tok-1', true);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('without remember me the token goes to sessionStorage and the flag is cleared', () => {
    localStorage.setItem('rememberMe', 'true');
    localStorage.setItem('token', 'old');
    storeToken('tok-2', false);
    expect(sessionStorage.getItem('token')).toBe('tok-2');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
  });

  it('reads localStorage first, then sessionStorage', () => {
    sessionStorage.setItem('token', 'session-tok');
    expect(readToken()).toBe('session-tok');
    localStorage.setItem('token', 'local-tok');
    expect(readToken()).toBe('local-tok');
    localStorage.removeItem('token');
    sessionStorage.removeItem('token');
    expect(readToken()).toBeNull();
  });

  it('a 401 clears every token and the flag but keeps the chosen account', () => {
    storeToken('a', true);
    sessionStorage.setItem('token', 'b');
    localStorage.setItem('currentAccount', 'acc-1');
    clearTokens();
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(localStorage.getItem('currentAccount')).toBe('acc-1');
  });

  it('logout clears the token, the flag, the session token, the user and the account', () => {
    storeToken('a', true);
    sessionStorage.setItem('token', 'b');
    localStorage.setItem('user', '{"id":"u1"}');
    localStorage.setItem('currentAccount', 'acc-1');
    localStorage.setItem('favoriteSymbols', '["EURUSD"]');
    clearSessionOnLogout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('currentAccount')).toBeNull();
    // favorites are a preference of this browser, not of the session
    expect(localStorage.getItem('favoriteSymbols')).toBe('["EURUSD"]');
  });

  it('tells the live socket of a replacement token: from this tab, or from another (storage event)', () => {
    storeToken('old', true);
    const replaced = jest.fn(() => readToken());
    const stop = onTokenReplaced(replaced);
    replaceToken('new');
    expect(replaced).toHaveBeenCalledTimes(1);
    // Called once the new token is stored: the socket's connectionParams read it.
    expect(replaced).toHaveLastReturnedWith('new');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'newer' }));
    expect(replaced).toHaveBeenCalledTimes(2);
    // A token removed elsewhere (a sign-out) is not a replacement; other keys are not either.
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}' }));
    expect(replaced).toHaveBeenCalledTimes(2);
    stop();
    replaceToken('newest');
    expect(replaced).toHaveBeenCalledTimes(2);
  });
});

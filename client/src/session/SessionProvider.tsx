// The session state machine of spec section 4: checking → anonymous | authenticated.
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoginDocument, ViewerDocument } from '../__generated__/graphql';
import { adoptBrowserTimeZone } from './browser-timezone';
import { endSessionOnServer } from './end-session';
import { onConnectionRecovered } from './connection-status';
import { graphqlRequest, isUnavailableError } from './graphql-request';
import { SessionContext, type SessionStatus, type SessionUser, type SessionValue } from './session-context';
import { warmIcuOffMainThread } from '../lib/warm-icu';
import { clearSessionOnLogout, clearTokens, readToken, storeToken } from './token-store';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() => (readToken() ? 'checking' : 'anonymous'));
  const [user, setUser] = useState<SessionUser | null>(null);
  const [freshLogin, setFreshLogin] = useState(false);

  // Bumped when the connection returns, to check a stored credential again.
  const [checkAttempt, setCheckAttempt] = useState(0);

  // App start: a stored credential is checked by fetching the user. An invalid one is cleared; a
  // server that cannot answer (503, offline) says nothing about it: keep it and check again once
  // the connection is back (the banner says "Connection lost — retrying…" meanwhile).
  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    let stopWaiting = () => {};
    graphqlRequest(ViewerDocument, {})
      .then(async ({ me }) => {
        if (cancelled) return;
        if (!me) throw new Error('no user');
        const user = await adoptBrowserTimeZone(me);
        // The signed-in app's first render is the largest of the start: in a transition React
        // renders it in ~5 ms slices (the splash stays up meanwhile) instead of one long task.
        startTransition(() => {
          setUser(user);
          setStatus('authenticated');
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (isUnavailableError(error)) {
          stopWaiting = onConnectionRecovered(() => setCheckAttempt((n) => n + 1));
          return;
        }
        clearTokens();
        setStatus('anonymous');
      });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [status, checkAttempt]);

  const login = useCallback(async (email: string, password: string, rememberMe: boolean) => {
    // The dashboard formats its figures the moment they arrive: set up the formatters off the
    // main thread while the sign-in and the dashboard's code are on the network.
    warmIcuOffMainThread();
    const { login: payload } = await graphqlRequest(LoginDocument, { email, password, rememberMe });
    storeToken(payload.token, rememberMe);
    const me = await adoptBrowserTimeZone(payload.user);
    setUser(me);
    setFreshLogin(true);
    setStatus('authenticated');
  }, []);

  const logout = useCallback(() => {
    // Reads the token before it is cleared below; the answer is not awaited: signing out is instant.
    void endSessionOnServer();
    clearSessionOnLogout();
    setUser(null);
    setFreshLogin(false);
    setStatus('anonymous');
  }, []);

  const finishOnboarding = useCallback(() => setFreshLogin(false), []);

  const value = useMemo<SessionValue>(
    () => ({ status, user, freshLogin, login, logout, finishOnboarding }),
    [status, user, freshLogin, login, logout, finishOnboarding],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

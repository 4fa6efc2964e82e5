import { createContext, useContext } from 'react';
import type { ViewerQuery } from '../__generated__/graphql';

export type SessionUser = NonNullable<ViewerQuery['me']>;
export type SessionStatus = 'checking' | 'anonymous' | 'authenticated';

export interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** True right after a login on this page (not after a reload): the splash and intro play. */
  freshLogin: boolean;
  login(email: string, password: string, rememberMe: boolean): Promise<void>;
  logout(): void;
  /** The post-login sequence (splash, setup, intro) is over. */
  finishOnboarding(): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

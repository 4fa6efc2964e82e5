import type { AccessTokenScope } from '../../db/entities/access-token.entity';

/** The authenticated caller, the same for GraphQL and REST (built once by session-tokens.ts). */
export interface Viewer {
  id: string;
  email: string;
  username: string;
  /** IANA zone for bucketing days, weekdays, hours and months. */
  timezone: string;
  isDemo: boolean;
  /** Set when the caller signed in with a session JWT: its row in `sessions` (sign out, the "This device" mark). */
  sessionId?: string;
  /** Set when the caller signed in with a personal access token (not a session): its id and scope. */
  accessToken?: { id: string; scope: AccessTokenScope };
}

/** The expensive-work and refusal budgets are kept per access token, else per user. */
export function limiterKeyOf(viewer: Viewer): string {
  return viewer.accessToken ? `token:${viewer.accessToken.id}` : `user:${viewer.id}`;
}

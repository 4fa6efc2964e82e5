import type { Viewer } from '../modules/auth/viewer';

declare global {
  namespace Express {
    interface Request {
      /** Set by the bearer-token middleware (session-tokens.ts) on authenticated /api routes. */
      viewer?: Viewer;
    }
  }
}
export {};

import type { Viewer } from '../modules/auth/viewer';

declare global {
  namespace Express {
    interface Request {
      /** Set by the passport-jwt middleware on authenticated /api routes. */
      viewer?: Viewer;
    }
  }
}
export {};

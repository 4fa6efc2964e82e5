import type { Viewer } from '../modules/auth/viewer';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the passport-jwt middleware on authenticated /api routes. */
      viewer?: Viewer;
    }
  }
}
export {};

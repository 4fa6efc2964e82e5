import type { Request } from 'express';
import { UnauthenticatedError } from '../errors';
import type { Viewer } from '../modules/auth/viewer';
// The Request.viewer augmentation, also when the tests' program compiles this file on its own.
import type {} from '../types/express-viewer';

/** The signed-in viewer of a REST request; none → 401 (restErrorHandler answers the FastAPI way). */
export function requireViewer(req: Request): Viewer {
  if (!req.viewer) throw new UnauthenticatedError();
  return req.viewer;
}

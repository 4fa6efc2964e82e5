import { Router } from 'express';
import type { AppServices } from '../app-services';
import { bodyOf } from './request-body';
import { requireViewer } from './require-viewer';

/**
 * DELETE /api/me {password} (issue 35 item 3): the user leaves with everything they own. 422 for a
 * missing or wrong password and 403 for the demo user or an access token — nothing changes then.
 */
export function meRouter(services: Pick<AppServices, 'userDeletion'>): Router {
  const router = Router();
  router.delete('/', async (req, res) => {
    await services.userDeletion.deleteSelf(requireViewer(req), bodyOf(req).password, req.ip ?? 'unknown');
    res.json({ detail: 'Your user and everything in it were deleted' });
  });
  return router;
}

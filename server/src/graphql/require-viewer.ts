import { UnauthenticatedError } from '../errors';
import type { Viewer } from '../modules/auth/viewer';
import type { GraphQLContext } from './context';

export function requireViewer(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError();
  return ctx.viewer;
}

import type { AnalyticsFilter } from './analytics.filter';
import type { Viewer } from '../auth/viewer';

/**
 * What an `Analytics` object is computed over: one account of the viewer (accountId set) or
 * all of the viewer's accounts (accountId null), narrowed by the shared filter.
 */
export interface AnalyticsScope {
  viewer: Viewer;
  accountId: string | null;
  filter: AnalyticsFilter;
}

/** A stable key for memoizing per request. */
export const scopeKey = (s: AnalyticsScope) =>
  JSON.stringify([s.viewer.id, s.viewer.timezone, s.accountId, s.filter ?? {}]);

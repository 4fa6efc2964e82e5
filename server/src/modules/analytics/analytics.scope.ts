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

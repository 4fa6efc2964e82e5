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

const keys = new WeakMap<AnalyticsScope, string>();

/**
 * A stable key for memoizing per request. Every figure of a request asks for it several times
 * (the ownership check, its statement), always with the same scope object: built once per object.
 * Scopes are never changed after AnalyticsService.scope() made them.
 */
export const scopeKey = (s: AnalyticsScope): string => {
  let key = keys.get(s);
  if (key === undefined) {
    key = JSON.stringify([s.viewer.id, s.viewer.timezone, s.accountId, s.filter ?? {}]);
    keys.set(s, key);
  }
  return key;
};

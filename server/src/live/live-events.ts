/**
 * What a signed-in user's open screens are told about (GraphQL subscriptions, issue 14). Events
 * carry ids only: each subscriber loads the current row under its own viewer, so an event never
 * carries data across users and is never staler than the read that follows it.
 */
export type ChangeKind = 'CREATED' | 'UPDATED' | 'DELETED' | 'MANY';

export type LiveEvent =
  /** One trade changed (tradeId set), or several at once (MANY: an import or an undo). */
  | { type: 'trade'; kind: ChangeKind; accountId: string; tradeId: string | null }
  | { type: 'account'; kind: ChangeKind; accountId: string }
  /** An import batch advanced (progress, done, failed, undone). */
  | { type: 'import'; batchId: string; accountId: string }
  /** Figures computed from this account's trades changed: dashboards refetch once. */
  | { type: 'figures'; accountId: string }
  /** The user's older sessions were revoked (password change): their sockets re-check tokens. */
  | { type: 'sessions-revoked' };

export type LiveListener = (event: LiveEvent) => void;

/**
 * Delivers a user's events to that user's subscribers, on this instance (InProcessEventBus) or
 * on every instance (RedisEventBus, when REDIS_URL is set). Publishing never throws and never
 * waits: a write that has committed is not failed by a notification.
 */
export interface EventBus {
  publish(userId: string, event: LiveEvent): void;
  /** Starts delivering `userId`'s events to `listener`; call the result to stop. */
  subscribe(userId: string, listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** A trade write: the trade itself, and the figures computed from its account. */
export function publishTradeChange(
  events: EventBus | undefined,
  userId: string,
  kind: ChangeKind,
  accountId: string,
  tradeId: string | null,
): void {
  if (!events) return;
  events.publish(userId, { type: 'trade', kind, accountId, tradeId });
  events.publish(userId, { type: 'figures', accountId });
}

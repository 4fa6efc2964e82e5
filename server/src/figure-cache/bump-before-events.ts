import type { EventBus, LiveEvent } from '../live/live-events';
import type { FigureCache } from './figure-cache';

/** Events after which a screen refetches figures: the write behind them must have retired the cache first. */
const CHANGES_FIGURES: ReadonlySet<LiveEvent['type']> = new Set(['trade', 'account', 'figures']);

/**
 * The event bus, bumping the user's figure version before an event that makes screens refetch.
 * Services publish right after their commit, before the request's answer (and its bump) goes
 * out: without this, another tab could refetch on the event and be answered from the entry the
 * write is about to retire. Each such event waits for its own bump; bumps on one connection
 * complete in order, so a user's events keep their order.
 */
export function bumpFiguresBeforeEvents(bus: EventBus, figureCache: FigureCache): EventBus {
  return {
    publish: (userId, event) => {
      if (!CHANGES_FIGURES.has(event.type)) return bus.publish(userId, event);
      void figureCache.afterWrite(userId).finally(() => bus.publish(userId, event));
    },
    subscribe: (userId, listener) => bus.subscribe(userId, listener),
    close: () => bus.close(),
  };
}

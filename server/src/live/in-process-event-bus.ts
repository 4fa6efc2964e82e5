import type { EventBus, LiveEvent, LiveListener } from './live-events';

/** One instance (no REDIS_URL): events go straight to this process's subscribers. */
export class InProcessEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<LiveListener>>();

  publish(userId: string, event: LiveEvent): void {
    const set = this.listeners.get(userId);
    if (!set) return;
    // Delivered after the publisher's own work, like a message from Redis would be.
    queueMicrotask(() => {
      for (const listener of set) listener(event);
    });
  }

  subscribe(userId: string, listener: LiveListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

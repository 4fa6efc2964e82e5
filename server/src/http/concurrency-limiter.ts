/**
 * At most N expensive operations at once per key (a user, or an IP for anonymous callers), so one
 * account flooding the server cannot starve the others. Extra requests wait in line briefly,
 * then are refused (429 RATE_LIMITED with Retry-After by the transports).
 *
 * Behind an interface: this in-memory limiter is right for one process; several instances would
 * share the counts (Redis), see ARCHITECTURE.md "Scale-out".
 */
export interface ConcurrencyLimiter {
  /** Resolves a release function once a slot is free, or null when refused (line full or waited too long). */
  acquire(key: string): Promise<Release | null>;
  /** Seconds a refused caller should wait before retrying. */
  readonly retryAfterSeconds: number;
}

/** Frees the slot; calling it more than once is harmless. */
export type Release = () => void;

export interface ConcurrencyLimits {
  perUser: number;
  maxQueued: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}

interface Waiter {
  grant: (release: Release) => void;
  timer: NodeJS.Timeout;
}

interface KeyState {
  running: number;
  queue: Waiter[];
}

export class InMemoryConcurrencyLimiter implements ConcurrencyLimiter {
  private readonly keys = new Map<string, KeyState>();
  readonly retryAfterSeconds: number;

  constructor(private readonly limits: ConcurrencyLimits) {
    this.retryAfterSeconds = limits.retryAfterSeconds;
  }

  acquire(key: string): Promise<Release | null> {
    const state = this.keys.get(key) ?? { running: 0, queue: [] };
    this.keys.set(key, state);
    if (state.running < this.limits.perUser) {
      state.running += 1;
      return Promise.resolve(this.releaseFor(key, state));
    }
    if (state.queue.length >= this.limits.maxQueued) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: (release) => resolve(release),
        timer: setTimeout(() => {
          state.queue.splice(state.queue.indexOf(waiter), 1);
          this.forgetIfIdle(key, state);
          resolve(null);
        }, this.limits.maxWaitMs),
      };
      state.queue.push(waiter);
    });
  }

  /** Running and waiting counts (tests, diagnostics). */
  stats(key: string): { running: number; queued: number } {
    const state = this.keys.get(key);
    return { running: state?.running ?? 0, queued: state?.queue.length ?? 0 };
  }

  private releaseFor(key: string, state: KeyState): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = state.queue.shift();
      if (next) {
        // The slot passes straight to the next in line: `running` is unchanged.
        clearTimeout(next.timer);
        next.grant(this.releaseFor(key, state));
        return;
      }
      state.running -= 1;
      this.forgetIfIdle(key, state);
    };
  }

  private forgetIfIdle(key: string, state: KeyState): void {
    if (state.running === 0 && state.queue.length === 0 && this.keys.get(key) === state) this.keys.delete(key);
  }
}

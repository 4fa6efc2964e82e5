/**
 * Keeps one account from starving the others of expensive work (analytics, reports, trade
 * lists), on both APIs, per user:
 * - a cost budget: each operation spends its estimated cost (graphql/cost, or a REST route's
 *   fixed cost) from a bucket that refills at `costPerSecond` up to `burstCost`; when the bucket
 *   is short, the request waits for the refill — or, if that is longer than `maxWaitMs`, is
 *   refused at once with the exact Retry-After. A user flooding the server is slowed to the
 *   refill rate, so the event loop keeps idle time for everyone else (/healthz);
 * - a concurrency cap: at most `perUser` running at once; up to `maxQueued` more wait in line
 *   (at most `maxWaitMs`), beyond that 429.
 * The transports answer a refusal with 429 RATE_LIMITED and Retry-After.
 *
 * Behind an interface: this in-memory limiter is right for one process; several instances would
 * share the budgets and counts (Redis), see ARCHITECTURE.md "Scale-out".
 */
export interface ExpensiveWorkLimiter {
  /** Resolves once the work may start (call `release` when it has ended), or with a refusal. */
  admit(key: string, cost: number): Promise<Admission>;
}

/** `serverBusy`: refused by the queue all users share (fair-shared-queue.ts), not by the user's own limits. */
export type Admission = { release: Release } | { retryAfterSeconds: number; serverBusy?: boolean };

/** Frees the slot; calling it more than once is harmless. */
export type Release = () => void;

export interface ExpensiveWorkLimits {
  perUser: number;
  maxQueued: number;
  maxWaitMs: number;
  /** Retry-After (seconds) when the line is full or the wait for a slot ran out. */
  retryAfterSeconds: number;
  costPerSecond: number;
  burstCost: number;
}

interface Waiter {
  grant: (release: Release) => void;
  timer: NodeJS.Timeout;
}

interface KeyState {
  running: number;
  queue: Waiter[];
  /** Cost budget left at `at` (negative: already promised to requests waiting for the refill). */
  budget: number;
  at: number;
}

export class InMemoryExpensiveWorkLimiter implements ExpensiveWorkLimiter {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    private readonly limits: ExpensiveWorkLimits,
    private readonly now: () => number = Date.now,
  ) {}

  async admit(key: string, cost: number): Promise<Admission> {
    const state = this.stateOf(key);
    const charge = Math.min(Math.max(cost, 0), this.limits.burstCost);
    const refillWaitMs = this.reserve(state, charge);
    if (refillWaitMs === null) {
      const shortBy = charge - this.budgetNow(state);
      return { retryAfterSeconds: Math.max(1, Math.ceil(shortBy / this.limits.costPerSecond)) };
    }
    if (refillWaitMs > 0) await new Promise((r) => setTimeout(r, refillWaitMs));
    const release = await this.slot(key, state, this.limits.maxWaitMs - refillWaitMs);
    if (!release) {
      state.budget += charge; // not spent: the work never ran
      return { retryAfterSeconds: this.limits.retryAfterSeconds };
    }
    return { release };
  }

  /** Running and waiting counts and the budget left (tests, diagnostics). */
  stats(key: string): { running: number; queued: number; budget: number } {
    const state = this.keys.get(key);
    return {
      running: state?.running ?? 0,
      queued: state?.queue.length ?? 0,
      budget: state ? this.budgetNow(state) : this.limits.burstCost,
    };
  }

  private stateOf(key: string): KeyState {
    let state = this.keys.get(key);
    if (!state) {
      state = { running: 0, queue: [], budget: this.limits.burstCost, at: this.now() };
      this.keys.set(key, state);
    }
    return state;
  }

  private budgetNow(state: KeyState): number {
    return Math.min(this.limits.burstCost, state.budget + ((this.now() - state.at) * this.limits.costPerSecond) / 1000);
  }

  /** Takes `charge` from the budget; returns how long to wait for the refill, or null when longer than allowed. */
  private reserve(state: KeyState, charge: number): number | null {
    const budget = this.budgetNow(state);
    const waitMs = budget >= charge ? 0 : ((charge - budget) * 1000) / this.limits.costPerSecond;
    if (waitMs > this.limits.maxWaitMs) return null;
    state.budget = budget - charge;
    state.at = this.now();
    return waitMs;
  }

  private slot(key: string, state: KeyState, maxWaitMs: number): Promise<Release | null> {
    if (state.running < this.limits.perUser) {
      state.running += 1;
      return Promise.resolve(this.releaseFor(key, state));
    }
    if (state.queue.length >= this.limits.maxQueued || maxWaitMs <= 0) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: (release) => resolve(release),
        timer: setTimeout(() => {
          state.queue.splice(state.queue.indexOf(waiter), 1);
          resolve(null);
        }, maxWaitMs),
      };
      state.queue.push(waiter);
    });
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
      // Forget an idle user whose budget is full again (keys are signed-in users only).
      if (state.running === 0 && state.queue.length === 0 && this.budgetNow(state) >= this.limits.burstCost)
        this.keys.delete(key);
    };
  }
}

import type { Admission, ExpensiveWorkLimiter, Release } from './expensive-work-limiter';

export interface SharedQueueLimits {
  /** Expensive operations running at once on this instance, all users together. */
  maxRunning: number;
  /** Waiting at once, all users together; beyond it the request is answered 429 at once. */
  maxQueued: number;
  /** How long a request may wait for its turn before 429. */
  maxWaitMs: number;
  /** Retry-After (seconds) for a full queue or a wait that ran out. */
  retryAfterSeconds: number;
}

interface Waiter {
  grant: (release: Release) => void;
  timer: NodeJS.Timeout;
}

/**
 * One bounded queue for expensive work across every user of this instance (issue 29 item 6),
 * after each user's own budget and slots (`perUser`, the decorated limiter). The per-user limit
 * alone let 16 users run 32 PDFs at once on a pool of 10 connections: requests then waited for a
 * connection until the database layer gave up with 503. Here at most `maxRunning` run (fewer than
 * the pool holds, so cheap requests still find a connection); the rest wait in line, served in
 * turn per user (round robin: a user with ten waiting does not delay one with a single request),
 * and a full line or a wait past `maxWaitMs` is a 429 with Retry-After, never a 503.
 */
export class FairSharedQueue implements ExpensiveWorkLimiter {
  private running = 0;
  private queued = 0;
  /** Waiters per user, in the order users get their next turn. */
  private readonly lines = new Map<string, Waiter[]>();

  constructor(
    private readonly perUser: ExpensiveWorkLimiter,
    private readonly limits: SharedQueueLimits,
  ) {}

  async admit(key: string, cost: number): Promise<Admission> {
    const own = await this.perUser.admit(key, cost);
    if (!('release' in own)) return own;
    const shared = await this.turn(key);
    if (!shared) {
      own.release();
      return { retryAfterSeconds: this.limits.retryAfterSeconds, serverBusy: true };
    }
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        shared();
        own.release();
      },
    };
  }

  /** Running and waiting counts, all users together (tests, diagnostics). */
  stats(): { running: number; queued: number } {
    return { running: this.running, queued: this.queued };
  }

  private turn(key: string): Promise<Release | null> {
    if (this.running < this.limits.maxRunning) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.queued >= this.limits.maxQueued) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          this.remove(key, waiter);
          resolve(null);
        }, this.limits.maxWaitMs),
      };
      const line = this.lines.get(key);
      if (line) line.push(waiter);
      else this.lines.set(key, [waiter]);
      this.queued += 1;
    });
  }

  private remove(key: string, waiter: Waiter): void {
    const line = this.lines.get(key);
    const at = line?.indexOf(waiter) ?? -1;
    if (!line || at < 0) return;
    line.splice(at, 1);
    this.queued -= 1;
    if (!line.length) this.lines.delete(key);
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The user first in turn gets the slot; they go to the back of the turns if more wait.
      const next = this.lines.entries().next();
      if (next.done) {
        this.running -= 1;
        return;
      }
      const [key, line] = next.value;
      const waiter = line.shift()!;
      this.queued -= 1;
      this.lines.delete(key);
      if (line.length) this.lines.set(key, line);
      clearTimeout(waiter.timer);
      waiter.grant(this.releaser()); // the slot passes on: `running` is unchanged
    };
  }
}

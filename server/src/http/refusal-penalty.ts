import type { NextFunction, Request, Response } from 'express';
import { limiterKeyOf, type Viewer } from '../modules/auth/viewer';

/**
 * A caller who keeps sending work the server refuses (QUERY_TOO_COSTLY, RATE_LIMITED) is
 * answered 429 at the edge for the rest of a short window, before its body is parsed or its
 * document validated. Each refusal already costs little, but a flood of them still costs a parse,
 * a validation and a cost estimate per request; that queueing is what slowed /healthz for
 * everyone (bench:flood --query=attack). A person who sends one costly query is never affected:
 * the box closes only after `maxRefusals` refusals inside `windowMs`.
 *
 * Keyed by user when signed in, else by client address. Behind an interface like the other
 * limiters: in memory for one process, in Redis (RedisRefusalPenalty) when REDIS_URL is set, so
 * a caller spreading its flood over several instances is counted once.
 */
export interface RefusalPenalty {
  /** Counts one refused request for `key` (fire and forget: the refusal is already answered). */
  record(key: string): void;
  /**
   * Seconds `key` must wait before it is served again; 0 when it is not held back. A number when
   * it is known without waiting (in memory), so the edge passes the request on in the same tick.
   */
  retryAfterSeconds(key: string): number | Promise<number>;
}

export interface RefusalPenaltyLimits {
  maxRefusals: number;
  windowMs: number;
  /** Keys tracked at once; the oldest are forgotten first, so the map stays bounded. */
  maxKeys: number;
}

interface Window {
  start: number;
  count: number;
}

export class InMemoryRefusalPenalty implements RefusalPenalty {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: RefusalPenaltyLimits,
    private readonly now: () => number = Date.now,
  ) {}

  record(key: string): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.limits.windowMs) {
      this.windows.delete(key);
      if (this.windows.size >= this.limits.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
  }

  retryAfterSeconds(key: string): number {
    const window = this.windows.get(key);
    if (!window || window.count < this.limits.maxRefusals) return 0;
    const left = window.start + this.limits.windowMs - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }
}

/** The key a request is counted under: its access token or user when signed in, else its client address. */
export function refusalKey(viewer: Viewer | null | undefined, ip: string | undefined): string {
  return viewer ? limiterKeyOf(viewer) : `ip:${ip ?? 'unknown'}`;
}

/** GraphQL edge: a caller in the penalty box gets 429 RATE_LIMITED with Retry-After, unparsed. */
export function refuseWhilePenalized(penalty: RefusalPenalty) {
  return (req: Request, res: Response, next: NextFunction) => {
    // The client address only for anonymous callers: Express works it out from the socket and the
    // proxy headers on every read of req.ip.
    const key = req.viewer ? refusalKey(req.viewer, undefined) : refusalKey(null, req.ip);
    const retryAfter = penalty.retryAfterSeconds(key);
    if (typeof retryAfter === 'number') refuseIfHeld(res, next, retryAfter);
    else retryAfter.then((seconds) => refuseIfHeld(res, next, seconds), next);
  };
}

function refuseIfHeld(res: Response, next: NextFunction, retryAfter: number): void {
  if (retryAfter === 0) return next();
  res
    .status(429)
    .set('Retry-After', String(retryAfter))
    .json({
      errors: [
        {
          message: `Too many refused requests from this caller. Retry in ${retryAfter} s.`,
          extensions: { code: 'RATE_LIMITED', retryAfter },
        },
      ],
    });
}

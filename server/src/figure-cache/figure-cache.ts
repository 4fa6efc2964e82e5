import crypto from 'node:crypto';
import { todayIn } from '../domain/analytics/local-date';
import { logger } from '../logger';
import type { FigureVersions } from './figure-versions';
import type { CachedResponse, ResponseStore } from './response-store';

/**
 * SHA-256 of a variables JSON, remembered for short ones: clients send the same few sets again and
 * again (none at all, an account id, a date range); a cache hit need not hash them every time.
 */
const recentVariableHashes = new Map<string, string>();
const MAX_REMEMBERED_HASHES = 1000;
const MAX_REMEMBERED_JSON = 500;

function variablesHash(json: string): string {
  let hash = recentVariableHashes.get(json);
  if (hash === undefined) {
    hash = crypto.createHash('sha256').update(json).digest('base64url');
    if (json.length <= MAX_REMEMBERED_JSON) {
      if (recentVariableHashes.size >= MAX_REMEMBERED_HASHES) recentVariableHashes.clear();
      recentVariableHashes.set(json, hash);
    }
  }
  return hash;
}

/** Who asks, and for what: everything a cached figure response may depend on. */
export interface FigureRequest {
  userId: string;
  /** The viewer's IANA zone: figures bucket days, hours and weekdays in it. */
  timezone: string;
  /** The normalized document and operation name (operationKind's hash). */
  documentHash: string;
  variables: unknown;
}

export interface FigureLookup {
  key: string;
  /** The cached response on a hit. */
  hit?: CachedResponse;
}

/**
 * The response-level figure cache (issue 14): a read-only figure operation's whole response body,
 * keyed by user, version token, zone, today's date in that zone ("today" defaults of daily figures,
 * the week summary and the trading plan), document and variables.
 *
 * Why a read racing a write is never served stale: a write bumps the token only after it has
 * committed, and answers its caller only after the bump. A read takes the token BEFORE it computes,
 * and stores its body under that token. So a body stored under token T was computed from a
 * snapshot taken after T was read, which includes every write whose bump happened before T was
 * read. A write it may have missed (committed after its snapshot) bumps after its commit: T is then
 * replaced, and being random it never comes back. Once a write has answered, every read starts with
 * a newer token than any body that misses it. (A read that took T just before a write's bump may
 * still store under T: harmless, no one reads T again.)
 *
 * Failure: a token that cannot be read means "compute uncached" for that request; a bump that
 * fails disables caching on this instance (logged), because this instance can no longer tell when
 * its entries are stale.
 */
export class FigureCache {
  private disabledBecause: string | null = null;
  private lastReadFailureLog = 0;

  constructor(
    private readonly versions: FigureVersions,
    private readonly responses: ResponseStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get serving(): boolean {
    return this.disabledBecause === null;
  }

  /** Null: do not cache this request (the store is unreadable or caching is disabled). */
  async lookup(request: FigureRequest): Promise<FigureLookup | null> {
    if (!this.serving) return null;
    let token: string;
    try {
      token = await this.versions.current(request.userId);
    } catch (error) {
      this.logReadFailure(error);
      return null;
    }
    const key = [
      request.userId,
      token,
      request.timezone,
      todayIn(request.timezone, this.now()),
      request.documentHash,
      variablesHash(JSON.stringify(request.variables ?? {})),
    ].join('|');
    try {
      const hit = await this.responses.get(key);
      return hit === undefined ? { key } : { key, hit };
    } catch (error) {
      this.logReadFailure(error);
      return { key };
    }
  }

  /** Keeps a successful response under the key its lookup returned (best effort). */
  async store(key: string, response: CachedResponse): Promise<void> {
    if (!this.serving) return;
    try {
      await this.responses.set(key, response);
    } catch (error) {
      this.logReadFailure(error);
    }
  }

  /**
   * After a write has committed, before its caller is answered: retires the user's cached figures.
   * Bumps even when this instance stopped serving, so the other instances still learn of the write.
   */
  async afterWrite(userId: string): Promise<void> {
    try {
      await this.versions.bump(userId);
    } catch (error) {
      if (this.disabledBecause === null) {
        this.disabledBecause = (error as Error).message;
        logger.error(
          `figure cache disabled on this instance: a version bump failed (${this.disabledBecause}); figures are computed uncached until restart`,
        );
      }
    }
  }

  private logReadFailure(error: unknown): void {
    const at = Date.now();
    if (at - this.lastReadFailureLog < 10_000) return;
    this.lastReadFailureLog = at;
    logger.warn(`figure cache unreadable, computing uncached: ${(error as Error).message}`);
  }
}

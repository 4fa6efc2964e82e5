import crypto from 'node:crypto';
import type Redis from 'ioredis';
import { failOpen } from '../shared-state/redis-connection';
import type { Admission, ExpensiveWorkLimiter, ExpensiveWorkLimits, Release } from './expensive-work-limiter';

/**
 * The expensive-work limiter shared by every instance (REDIS_URL set): the same cost budget and
 * per-user slots as InMemoryExpensiveWorkLimiter, kept in Redis and advanced by Lua scripts on
 * Redis's clock, so a user spreading requests over instances gets one budget and one set of slots.
 *
 * Differences from the in-memory limiter, by necessity:
 * - a running request holds a slot as a lease (a sorted-set member that expires after
 *   `LEASE_MS`), so an instance that dies mid-request frees its slots by itself;
 * - a request waiting for a slot polls every `POLL_MS` instead of being handed the slot, so
 *   waiters are served roughly, not strictly, in arrival order.
 */
const LEASE_MS = 60_000;
const POLL_MS = 25;

/** Takes `charge` from the bucket; answers the wait for the refill in ms, or -shortBy when too long. */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local charge, rate, burst, maxWait = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local v = redis.call('HMGET', KEYS[1], 'budget', 'at')
local budget, at = tonumber(v[1]), tonumber(v[2])
if budget == nil then budget, at = burst, now end
budget = math.min(burst, budget + (now - at) * rate / 1000)
local wait = 0
if budget < charge then wait = (charge - budget) * 1000 / rate end
if wait > maxWait then return {-1, tostring(charge - budget)} end
redis.call('HSET', KEYS[1], 'budget', tostring(budget - charge), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 60000)
return {0, tostring(wait)}
`;

/** Gives an unspent charge back (the work never ran). */
const REFUND = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HINCRBYFLOAT', KEYS[1], 'budget', ARGV[1]) end
return 0
`;

/**
 * Takes a slot when fewer than perUser leases are live (1); else joins the line when it has room
 * (0) or refuses (-1). ARGV[4] = 1 when the caller is already in the line (a poll).
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local perUser, maxQueued, lease, waiting = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[5] == '1'
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < perUser then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], lease)
  if waiting then redis.call('DECR', KEYS[2]) end
  return 1
end
if waiting then return 0 end
local queued = tonumber(redis.call('GET', KEYS[2]) or '0')
if queued >= maxQueued then return -1 end
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], lease)
return 0
`;

export class RedisExpensiveWorkLimiter implements ExpensiveWorkLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly limits: ExpensiveWorkLimits,
  ) {}

  async admit(key: string, cost: number): Promise<Admission> {
    const unlimited: Admission = { release: () => undefined };
    return failOpen('expensive-work admit', () => this.admitOrRefuse(key, cost), unlimited);
  }

  private async admitOrRefuse(key: string, cost: number): Promise<Admission> {
    const { limits } = this;
    const charge = Math.min(Math.max(cost, 0), limits.burstCost);
    const [code, amount] = (await this.redis.eval(
      RESERVE,
      1,
      `work:budget:${key}`,
      charge,
      limits.costPerSecond,
      limits.burstCost,
      limits.maxWaitMs,
    )) as [number, string];
    if (code < 0) return { retryAfterSeconds: Math.max(1, Math.ceil(Number(amount) / limits.costPerSecond)) };
    const refillWaitMs = Number(amount);
    if (refillWaitMs > 0) await sleep(refillWaitMs);

    const leaseId = crypto.randomUUID();
    const release = await this.slot(key, leaseId, limits.maxWaitMs - refillWaitMs);
    if (!release) {
      await this.redis.eval(REFUND, 1, `work:budget:${key}`, charge);
      return { retryAfterSeconds: limits.retryAfterSeconds };
    }
    return { release };
  }

  private async slot(key: string, leaseId: string, maxWaitMs: number): Promise<Release | null> {
    const keys = [`work:slots:${key}`, `work:queued:${key}`];
    const args = [this.limits.perUser, this.limits.maxQueued, LEASE_MS, leaseId];
    const first = (await this.redis.eval(ACQUIRE, 2, ...keys, ...args, '0')) as number;
    if (first === 1) return this.releaseFor(keys[0], leaseId);
    if (first < 0 || maxWaitMs <= 0) {
      if (first === 0) await this.redis.decr(keys[1]);
      return null;
    }
    const deadline = Date.now() + maxWaitMs;
    while (Date.now() < deadline) {
      await sleep(Math.min(POLL_MS, deadline - Date.now()));
      if (((await this.redis.eval(ACQUIRE, 2, ...keys, ...args, '1')) as number) === 1)
        return this.releaseFor(keys[0], leaseId);
    }
    await this.redis.decr(keys[1]);
    return null;
  }

  private releaseFor(slotsKey: string, leaseId: string): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      void failOpen('expensive-work release', () => this.redis.zrem(slotsKey, leaseId), 0);
    };
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
